import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import { useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { addEntry, readHistory, type SearchHistoryItem, writeHistory } from './searchHistory.ts';

/** Records each search with a place, dates or types, and lists the last ones to come back to. */
export function SearchHistoryList({ filters, placeName }: { filters: SearchFilters; placeName: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [items, setItems] = useState<SearchHistoryItem[]>([]);
  const inWords = useDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  const day = (date: string) => inWords(new Date(`${date}T00:00:00Z`));
  const describe = ({ filters: f }: SearchHistoryItem) => {
    const dates =
      f.startDate && f.endDate && f.endDate !== f.startDate
        ? `${day(f.startDate)} – ${day(f.endDate)}`
        : f.startDate
          ? day(f.startDate)
          : null;
    const people = f.people ? t('searchMore:people.count', { count: f.people }) : null;
    return [f.address, dates, people].filter(Boolean).join(' · ') || t('search:history.anywhere');
  };
  const href = `${location.pathname}${location.search}`;

  useEffect(() => {
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const previous = readHistory(localStorage, now, today);
    setItems(previous.filter((item) => item.href !== href));
    const next = addEntry(
      previous,
      {
        href,
        filters: {
          address: placeName || undefined,
          startDate: filters.dateFrom,
          endDate: filters.dateTo,
          halfDayPeriod: filters.halfDayPeriod,
          types: filters.boatTypes,
          sailingType: filters.withCaptain ? 'withCaptain' : undefined,
          people: filters.numberOfPeople,
        },
      },
      now,
    );
    writeHistory(localStorage, next);
  }, [href, placeName, filters]);

  if (items.length === 0) return null;
  return (
    <nav className="search-history" aria-label={t('search:history.title')}>
      <span className="search-history__title">{t('search:history.title')}</span>
      <span className="search-history__hint" id="search-history-hint">
        {t('searchMore:history.restores')}
      </span>
      <ul aria-describedby="search-history-hint">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href}>{describe(item)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
