import { type SearchFilters, sanitizeSearchParams } from '../../../shared/search/searchParams.ts';
import type { ActivitySearchResponse, SearchResponse } from '../../../shared/search/searchResults.ts';
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
}

/** The API query of a search: the URL's filters plus the place page's slug, language and currency. */
export function apiSearchPath(
  kind: SearchKind,
  filters: SearchFilters,
  extra: { placeSlug?: string; language: string; currency: string; path?: 'count' },
): string {
  const params = new URLSearchParams(searchQuery(filters).slice(1));
  if (extra.placeSlug) params.set('placeSlug', extra.placeSlug);
  params.set('_locale', extra.language);
  params.set('currency', extra.currency);
  const base = kind === 'boat' ? '/api/v6/products' : '/api/v6/activities';
  return `${extra.path ? `${base}/${extra.path}` : base}?${params}`;
}

/**
 * Loads one page of results. A failure (network, server) is not a page error: the page shows it in
 * place of the results. An aborted load (a newer search started) is left to the router.
 */
export async function loadSearch(
  context: ScreenLoaderContext,
  kind: SearchKind,
  filters: SearchFilters,
  placeSlug?: string,
): Promise<SearchPageData> {
  const path = apiSearchPath(kind, filters, {
    placeSlug,
    language: context.language,
    currency: context.currency,
  });
  try {
    const body = await readJson<SearchResponse | ActivitySearchResponse>(
      await context.api(path, { signal: context.request.signal }),
    );
    const response = 'activities' in body ? { ...body, products: body.activities } : body;
    return { kind, filters, placeSlug, response: response as SearchResponse, error: null };
  } catch (error) {
    if (context.request.signal.aborted) throw error;
    return { kind, filters, placeSlug, response: null, error: (error as Error).message };
  }
}

export function filtersOfRequest(request: Request): SearchFilters {
  return sanitizeSearchParams(new URL(request.url).searchParams);
}
