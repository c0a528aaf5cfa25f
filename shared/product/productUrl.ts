import type { ActivityType, ProductTypeKey } from '../catalogue/catalogue.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { activityProductPath, productPath, toSlug } from '../routing/routeWords.ts';

/** What a product's URL is made of: its city's slug, its type and its own slug (which ends in its id). */
export interface ProductUrlParts {
  id: number;
  slug: string;
  citySlug: string;
  type: ProductTypeKey;
  /** Set for an activity: its page lives under the activities prefix, named by this type. */
  activityType?: ActivityType | null;
  /** The slug in each language (from the title in that language); `slug` serves the others. */
  slugs?: Partial<Record<LanguageCode, string>>;
}

/**
 * A product's slug in a language: its title in that language in Latin ASCII (Greek and Cyrillic
 * transliterated), then its id, which is what identifies the product (a stale slug redirects).
 */
export function localizedProductSlug(title: string, id: number): string {
  const words = toSlug(title);
  return words ? `${words}-${id}` : String(id);
}

/**
 * The slug of every language whose title is known (en-GB and en-US read the English one);
 * `fallbackTitle` (the listing's own) for the rest.
 */
export function localizedProductSlugs(
  id: number,
  titles: Partial<Record<string, string>>,
  fallbackTitle: string,
): Record<LanguageCode, string> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => [
      code,
      localizedProductSlug(titles[code] || titles[code.slice(0, 2)] || fallbackTitle, id),
    ]),
  ) as Record<LanguageCode, string>;
}

/** The boat part of the slug in a language, without the trailing `-{id}` that productPath adds back. */
function boatSlug(parts: ProductUrlParts, language: LanguageCode): string {
  const slug = parts.slugs?.[language] ?? parts.slug;
  const suffix = `-${parts.id}`;
  if (slug === String(parts.id)) return '';
  return slug.endsWith(suffix) ? slug.slice(0, -suffix.length) : slug;
}

/**
 * The product's canonical path in a language, with that language's prefix for a non-default
 * language (`/fr/location-bateau/marseille/voilier/sailboat-oceanis-46-42`). Every link to a product
 * (search results, favourites, sitemaps) should be built by this function.
 */
export function canonicalProductPath(
  language: LanguageCode,
  parts: ProductUrlParts,
  defaultLanguage?: LanguageCode,
): string {
  if (parts.activityType) {
    return activityProductPath(language, {
      placeSlug: parts.citySlug,
      activityType: parts.activityType,
      slug: boatSlug(parts, language),
      id: parts.id,
      defaultLanguage,
    });
  }
  return productPath(language, {
    placeSlug: parts.citySlug,
    typeKey: parts.type,
    boatSlug: boatSlug(parts, language),
    id: parts.id,
    defaultLanguage,
  });
}

const pathsCache = new Map<string, Record<LanguageCode, string>>();
const PATHS_CACHE_SIZE = 5_000;

/**
 * The canonical path without any language prefix, as `ResolvedRoute.path` gives it, per language.
 * Every product answer and page needs all 13 (slugging is a hot spot): recent ones are kept.
 */
export function unprefixedProductPaths(parts: ProductUrlParts): Record<LanguageCode, string> {
  const slugs = parts.slugs ? LANGUAGE_CODES.map((code) => parts.slugs?.[code] ?? '').join('/') : '';
  const key = `${parts.id}/${parts.slug}/${slugs}/${parts.citySlug}/${parts.activityType ?? parts.type}`;
  const cached = pathsCache.get(key);
  if (cached) return cached;
  const paths = Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, canonicalProductPath(code, parts, code)]),
  ) as Record<LanguageCode, string>;
  if (pathsCache.size >= PATHS_CACHE_SIZE) pathsCache.delete(pathsCache.keys().next().value as string);
  pathsCache.set(key, paths);
  return paths;
}
