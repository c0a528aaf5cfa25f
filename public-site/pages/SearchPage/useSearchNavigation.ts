import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import { changeFilters, searchQuery } from './searchState.ts';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The URL is the search's state. A change shows at once in the panel (the draft), and the URL
 * follows 300 ms after the last change (SPEC section 9's debounce); the new URL runs the page's
 * loader, and the router aborts a loader still running when a newer URL comes.
 */
export function useSearchNavigation(filters: SearchFilters) {
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState(filters);
  const latest = useRef(filters);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = filters;
    setDraft(filters);
  }, [filters]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = useCallback(
    (next: SearchFilters, pathname = location.pathname) =>
      navigate({ pathname, search: searchQuery(next) }, { preventScrollReset: true }),
    [navigate, location.pathname],
  );

  /** Changes filters; `immediate` for clicks that should not wait (page, sort, a place chosen). */
  const change = useCallback(
    (patch: Partial<SearchFilters>, options: { immediate?: boolean; pathname?: string } = {}) => {
      const next = changeFilters(latest.current, patch);
      latest.current = next;
      setDraft(next);
      clearTimeout(timer.current);
      if (options.immediate) void go(next, options.pathname);
      else timer.current = setTimeout(() => void go(next, options.pathname), SEARCH_DEBOUNCE_MS);
    },
    [go],
  );

  /** Clears every filter but those `kept` (the zero-results state keeps the place, dates and party). */
  const reset = useCallback(
    (kept: Partial<SearchFilters> = {}) => {
      clearTimeout(timer.current);
      const next = changeFilters({ page: 1 }, kept);
      latest.current = next;
      setDraft(next);
      void go(next);
    },
    [go],
  );

  return { draft, change, reset };
}
