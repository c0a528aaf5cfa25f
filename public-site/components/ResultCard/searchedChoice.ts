import type { SearchFilters } from '../../../shared/search/searchParams.ts';

/** What a search carries to the product page: the booking box opens on these dates and people. */
export type SearchedChoice = Pick<
  SearchFilters,
  'dateFrom' | 'dateTo' | 'numberOfPeople' | 'halfDayPeriod' | 'withCaptain'
>;

/**
 * The query string a result card's link carries (`?dateFrom=…&numberOfPeople=6`), in the names the
 * booking box reads; empty when the search has none of them.
 */
export function searchedChoiceQuery(choice: SearchedChoice | undefined): string {
  if (!choice) return '';
  const query = new URLSearchParams();
  if (choice.dateFrom) query.set('dateFrom', choice.dateFrom);
  if (choice.dateTo && choice.dateFrom) query.set('dateTo', choice.dateTo);
  if (choice.halfDayPeriod && choice.dateFrom) query.set('halfDayPeriod', choice.halfDayPeriod);
  if (choice.numberOfPeople) query.set('numberOfPeople', String(choice.numberOfPeople));
  if (choice.withCaptain) query.set('withCaptain', '1');
  const text = query.toString();
  return text ? `?${text}` : '';
}
