import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { searchPath } from '../../../shared/routing/routeWords.ts';
import { sanitizeSearchParams, toSearchParams } from '../../../shared/search/searchParams.ts';

/** What a visitor typed in the home page's search form, as the form holds it. */
export interface HomeSearchInput {
  place: string;
  dateFrom: string;
  dateTo: string;
  numberOfPeople: string;
}

/**
 * The search page URL for the form: the place becomes the path's place segment, the dates and
 * party size go through the search URL's sanitiser, so nothing invalid reaches the address bar.
 */
export function homeSearchHref(
  input: HomeSearchInput,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): string {
  const filters = sanitizeSearchParams({
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    numberOfPeople: input.numberOfPeople,
  });
  const query = toSearchParams({
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    numberOfPeople: filters.numberOfPeople,
  }).toString();
  const path = searchPath(language, { placeSlug: input.place.trim() || undefined, defaultLanguage });
  return query ? `${path}?${query}` : path;
}
