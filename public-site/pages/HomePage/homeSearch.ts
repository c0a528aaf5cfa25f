import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { searchPath } from '../../../shared/routing/routeWords.ts';
import { sanitizeSearchParams, toSearchParams } from '../../../shared/search/searchParams.ts';

/** What a visitor typed in the home page's search form, as the form holds it. */
export interface HomeSearchInput {
  place: string;
  /** The place chosen in the autocomplete; without one the typed text is searched as an address. */
  placeSlug?: string;
  dateFrom: string;
  dateTo: string;
  numberOfPeople: string;
}

/**
 * The search page URL for the form: a chosen place becomes the path's place segment, a typed one
 * the `address` (the search page resolves it, or says it knows no such place); the dates and party
 * size go through the search URL's sanitiser, so nothing invalid reaches the address bar.
 */
export function homeSearchHref(
  input: HomeSearchInput,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): string {
  const typed = input.placeSlug ? '' : input.place.trim();
  const filters = sanitizeSearchParams({
    address: typed,
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    numberOfPeople: input.numberOfPeople,
  });
  const query = toSearchParams({
    address: filters.address,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    numberOfPeople: filters.numberOfPeople,
  }).toString();
  const path = searchPath(language, { placeSlug: input.placeSlug, defaultLanguage });
  return query ? `${path}?${query}` : path;
}
