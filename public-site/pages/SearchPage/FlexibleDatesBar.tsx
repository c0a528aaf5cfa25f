import { useEffect, useRef, useState } from 'react';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import type { AbVariation, FlexibleDateFleet } from '../../../shared/search/searchResults.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { formatPrice } from '../../components/ResultCard/formatPrice.ts';
import { flexibleDateOptions } from './flexibleDates.ts';
import { searchQuery } from './searchState.ts';

interface FlexibleDatesBarProps {
  filters: SearchFilters;
  variation: AbVariation;
  currency: string;
  language: string;
  placeSlug?: string;
  change(patch: Partial<SearchFilters>, options?: { immediate?: boolean }): void;
}

const MOBILE_QUERY = '(max-width: 700px)';

/** Alternatives around the searched dates (SPEC sections 4 and 9); fleet figures only in variation B. */
export function FlexibleDatesBar({
  filters,
  variation,
  currency,
  language,
  placeSlug,
  change,
}: FlexibleDatesBarProps) {
  const { t } = useTranslation();
  const formatDay = useDateFormat({ day: 'numeric', month: 'short' });
  const [isMobile, setMobile] = useState(false);
  const [fleet, setFleet] = useState<FlexibleDateFleet[]>([]);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    setMobile(query.matches);
    const update = () => setMobile(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const today = new Date().toISOString().slice(0, 10);
  const options = flexibleDateOptions({ ...filters, isMobile, today });
  const key = options.map((o) => o.startDate).join(',');
  // The other filters, as the fleet call sends them: a new filter counts the chips again.
  const otherFilters = searchQuery({ ...filters, dateFrom: undefined, dateTo: undefined, page: 1 }).slice(1);
  const list = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are keyed by their start dates
  useEffect(() => {
    if (variation !== 'B' || !key) return;
    const controller = new AbortController();
    const params = new URLSearchParams(otherFilters);
    options.forEach((o, i) => {
      params.set(`fleetDates[${i}][startDate]`, o.startDate);
      params.set(`fleetDates[${i}][endDate]`, o.endDate);
    });
    if (placeSlug) params.set('placeSlug', placeSlug);
    params.set('currency', currency);
    browserApi(`/api/v6/flexibleDates/fleet?${params}`, { signal: controller.signal })
      .then((r) => readJson<FlexibleDateFleet[]>(r))
      .then(setFleet)
      .catch(() => setFleet([]));
    return () => controller.abort();
  }, [key, otherFilters, variation, currency, placeSlug]);

  if (options.length === 0) return null;
  return (
    <nav className="flexible-dates" aria-label={t('search:flexible.title')}>
      <p className="flexible-dates__title">{t('search:flexible.title')}</p>
      {/* A mouse has no sideways swipe: on a desktop the chips scroll with these buttons too. */}
      <button
        type="button"
        className="flexible-dates__scroll flexible-dates__scroll--back"
        aria-label={t('searchMore:flexible.earlier')}
        onClick={() => list.current?.scrollBy({ left: -240, behavior: 'smooth' })}
      >
        ‹
      </button>
      <button
        type="button"
        className="flexible-dates__scroll flexible-dates__scroll--on"
        aria-label={t('searchMore:flexible.later')}
        onClick={() => list.current?.scrollBy({ left: 240, behavior: 'smooth' })}
      >
        ›
      </button>
      <ul ref={list}>
        {options.map((option) => {
          const figures = fleet.find((f) => f.startDate === option.startDate);
          const current = option.delta === 0;
          return (
            <li key={option.startDate}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                className={`flexible-dates__option${current ? ' flexible-dates__option--current' : ''}`}
                onClick={() =>
                  change({ dateFrom: option.startDate, dateTo: option.endDate }, { immediate: true })
                }
              >
                <span>
                  {formatDay(new Date(`${option.startDate}T00:00:00Z`))} –{' '}
                  {formatDay(new Date(`${option.endDate}T00:00:00Z`))}
                </span>
                {figures && (
                  <small>
                    {t('search:flexible.fleet', { count: figures.fleet })}
                    {figures.fleetPrice !== null &&
                      ` · ${formatPrice(figures.fleetPrice, currency, language)}`}
                  </small>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
