import {
  type SearchFilters,
  sanitizeSearchParams,
  toSearchParams,
} from '../../../shared/search/searchParams.ts';

/**
 * SPEC section 4: changing filters resets the page to 1 unless the change is the page itself, and
 * clears ownerId and hasDiscount unless the change sets them. The result goes through the shared
 * sanitiser, so the URL never holds what the API would drop (e.g. a price "from" above "to").
 */
export function changeFilters(
  current: SearchFilters,
  patch: Partial<SearchFilters>,
  today?: string,
): SearchFilters {
  const pageOnly = Object.keys(patch).length === 1 && 'page' in patch;
  const next: Partial<SearchFilters> = { ...current, ...patch };
  if (!pageOnly) {
    next.page = 1;
    if (!('ownerId' in patch)) delete next.ownerId;
    if (!('hasDiscount' in patch)) delete next.hasDiscount;
  }
  return sanitizeSearchParams(toSearchParams(next), today);
}

/** The query string of a search page; `_locale` and `currency` are added only for API calls. */
export function searchQuery(filters: Partial<SearchFilters>): string {
  const query = toSearchParams(filters).toString();
  return query ? `?${query}` : '';
}

/** Toggles one value of a list filter; an emptied list is no filter. */
export function toggled<T>(list: readonly T[] | undefined, value: T): T[] | undefined {
  const current = list ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return next.length > 0 ? next : undefined;
}
