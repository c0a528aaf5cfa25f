import type { ProductTypeKey } from '../catalogue/catalogue.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { productPath } from '../routing/routeWords.ts';

/** What a product's URL is made of: its city's slug, its type and its own slug (which ends in its id). */
export interface ProductUrlParts {
  id: number;
  slug: string;
  citySlug: string;
  type: ProductTypeKey;
}

/** The boat part of the slug: the stored slug without the trailing `-{id}` that productPath adds back. */
function boatSlug(parts: ProductUrlParts): string {
  const suffix = `-${parts.id}`;
  return parts.slug.endsWith(suffix) ? parts.slug.slice(0, -suffix.length) : parts.slug;
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
  return productPath(language, {
    placeSlug: parts.citySlug,
    typeKey: parts.type,
    boatSlug: boatSlug(parts),
    id: parts.id,
    defaultLanguage,
  });
}

/** The canonical path without any language prefix, as `ResolvedRoute.path` gives it, per language. */
export function unprefixedProductPaths(parts: ProductUrlParts): Record<LanguageCode, string> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, canonicalProductPath(code, parts, code)]),
  ) as Record<LanguageCode, string>;
}
