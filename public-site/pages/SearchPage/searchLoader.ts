import { type SearchFilters, sanitizeSearchParams } from '../../../shared/search/searchParams.ts';
import type {
  AbVariation,
  ActivitySearchResponse,
  ResultProduct,
  SearchPlace,
  SearchResponse,
  SeoSection,
} from '../../../shared/search/searchResults.ts';
import { keptVariation } from '../../app/abVariation.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { readJson } from '../../app/siteApi.ts';
import { searchQuery } from './searchState.ts';

export type SearchKind = 'boat' | 'activity';

/** What a search page renders: the answer, or the error that emptied it (SPEC section 4). */
export interface SearchPageData {
  kind: SearchKind;
  filters: SearchFilters;
  placeSlug?: string;
  response: SearchResponse | null;
  error: string | null;
  /** The place's SEO section; null without a place, and when it failed to load (SPEC section 8). */
  seo: SeoSection | null;
  /** A place the search named but no place of ours is: "no boats for …" and the names it resembles. */
  unknownPlace?: { text: string; suggestions: SearchPlace[] } | null;
  /** With no result: boats around the place, whatever the other filters and dates. */
  nearby?: ResultProduct[];
}

/** How many nearby boats the zero-results state shows. */
export const NEARBY_SHOWN = 4;
/** How far around the place nearby boats are looked for, in km. */
const NEARBY_DISTANCE_KM = 100;

/** The API query of a search: the URL's filters plus the place page's slug, language and currency. */
export function apiSearchPath(
  kind: SearchKind,
  filters: SearchFilters,
  extra: {
    placeSlug?: string;
    language: string;
    currency: string;
    path?: 'count' | 'seo';
    /** The visitor's kept A/B variation: the search ranks by it (SPEC section 7). */
    rankingAlgo?: AbVariation | null;
  },
): string {
  const params = new URLSearchParams(searchQuery(filters).slice(1));
  if (extra.placeSlug) params.set('placeSlug', extra.placeSlug);
  if (extra.rankingAlgo && extra.path !== 'seo') params.set('abVariations[rankingAlgo]', extra.rankingAlgo);
  params.set('_locale', extra.language);
  params.set('currency', extra.currency);
  if (extra.path === 'seo') return `/api/v6/seo_specific_section?${params}`;
  const base = kind === 'boat' ? '/api/v6/products' : '/api/v6/activities';
  return `${extra.path ? `${base}/${extra.path}` : base}?${params}`;
}

/**
 * Loads one page of results, and for a boat search about a place its SEO section alongside. A
 * failure (network, server) is not a page error: the page shows it in place of the results; a
 * failed SEO section is simply left out. An aborted load (a newer search started) is left to the router.
 */
export async function loadSearch(
  context: ScreenLoaderContext,
  kind: SearchKind,
  filters: SearchFilters,
  placeSlug?: string,
): Promise<SearchPageData> {
  const extra = {
    placeSlug,
    language: context.language,
    currency: context.currency,
    rankingAlgo: keptVariation(context.cookies ?? ''),
  };
  const seo =
    kind === 'boat' && hasPlace(filters, placeSlug) ? loadSeoSection(context, filters, extra) : null;
  try {
    const body = await readJson<SearchResponse | ActivitySearchResponse>(
      await context.api(apiSearchPath(kind, filters, extra), { signal: context.request.signal }),
    );
    const response = ('activities' in body ? { ...body, products: body.activities } : body) as SearchResponse;
    const placeText = namedPlace(filters, placeSlug);
    if (placeText && !response.localization) {
      const suggestions = await resemblingPlaces(context, placeText);
      const unknownPlace = { text: placeText, suggestions };
      return { kind, filters, placeSlug, response, error: null, seo: null, unknownPlace, nearby: [] };
    }
    const nearby = response.count === 0 ? await nearbyProducts(context, kind, filters, placeSlug) : [];
    return { kind, filters, placeSlug, response, error: null, seo: await seo, unknownPlace: null, nearby };
  } catch (error) {
    if (context.request.signal.aborted) throw error;
    return { kind, filters, placeSlug, response: null, error: (error as Error).message, seo: await seo };
  }
}

/** The place a search names by slug or by text (not by coordinates), as the visitor would read it. */
export function namedPlace(filters: SearchFilters, placeSlug: string | undefined): string | null {
  if (filters.latitude !== undefined) return null;
  if (placeSlug) return decodeURIComponent(placeSlug).replace(/-/g, ' ');
  return filters.city ?? filters.address ?? filters.region ?? filters.country ?? null;
}

async function resemblingPlaces(context: ScreenLoaderContext, text: string): Promise<SearchPlace[]> {
  try {
    const query = new URLSearchParams({ input: text.slice(0, 100), lang: context.language });
    const body = await readJson<{ places: SearchPlace[] }>(
      await context.api(`/api/v6/autocomplete/places?${query}`, { signal: context.request.signal }),
    );
    return body.places.slice(0, 5);
  } catch {
    return [];
  }
}

/** The boats within a wider circle of the same place, with none of the other filters. */
async function nearbyProducts(
  context: ScreenLoaderContext,
  kind: SearchKind,
  filters: SearchFilters,
  placeSlug: string | undefined,
): Promise<ResultProduct[]> {
  if (!hasPlace(filters, placeSlug)) return [];
  const { address, city, region, country, latitude, longitude } = filters;
  const around: SearchFilters = { address, city, region, country, latitude, longitude, page: 1 };
  around.distance = NEARBY_DISTANCE_KM;
  const extra = { placeSlug, language: context.language, currency: context.currency };
  try {
    const body = await readJson<SearchResponse | ActivitySearchResponse>(
      await context.api(`${apiSearchPath(kind, around, extra)}&limit=${NEARBY_SHOWN}`, {
        signal: context.request.signal,
      }),
    );
    return ('activities' in body ? body.activities : body.products).slice(0, NEARBY_SHOWN);
  } catch {
    return [];
  }
}

function hasPlace(filters: SearchFilters, placeSlug: string | undefined): boolean {
  return Boolean(placeSlug || filters.city || filters.address || filters.region || filters.latitude);
}

async function loadSeoSection(
  context: ScreenLoaderContext,
  filters: SearchFilters,
  extra: { placeSlug?: string; language: string; currency: string },
): Promise<SeoSection | null> {
  try {
    const path = apiSearchPath('boat', filters, { ...extra, path: 'seo' });
    return await readJson<SeoSection>(await context.api(path, { signal: context.request.signal }));
  } catch {
    return null;
  }
}

/** The first result's picture: on a phone the first card is the largest paint of a search page. */
export function firstResultPicture(data: SearchPageData | undefined): string | undefined {
  return data?.response?.products[0]?.pictures[0]?.url;
}

export function filtersOfRequest(request: Request): SearchFilters {
  return sanitizeSearchParams(new URL(request.url).searchParams);
}
