import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import type { ResultProduct, SearchPlace } from '../../../shared/search/searchResults.ts';
import { useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { ResultCard } from '../../components/ResultCard/ResultCard.tsx';
import type { SearchedChoice } from '../../components/ResultCard/searchedChoice.ts';
import type { SearchKind } from './searchLoader.ts';

/** "No boats for Atlantis" or "No activities for Atlantis", in the page's language. */
export function unknownPlaceTitle(t: TFunction, kind: SearchKind, place: string): string {
  return kind === 'activity'
    ? t('siteMore:activities.unknownPlace', { place })
    : t('searchMore:unknownPlace.title', { place });
}

/** "No boats for Atlantis": the search named a place we do not know; the names it resembles. */
export function UnknownPlace({
  kind,
  text,
  suggestions,
  hrefOf,
}: {
  kind: SearchKind;
  text: string;
  suggestions: SearchPlace[];
  hrefOf(place: SearchPlace): string;
}) {
  const { t } = useTranslation();
  return (
    <div className="search-empty" role="status">
      <p className="search-empty__title">{unknownPlaceTitle(t, kind, text)}</p>
      {suggestions.length > 0 ? (
        <>
          <p>{t('searchMore:unknownPlace.didYouMean')}</p>
          <ul className="search-empty__places">
            {suggestions.map((place) => (
              <li key={`${place.kind}-${place.key}`}>
                <Link to={hrefOf(place)}>{place.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('searchMore:unknownPlace.noSuggestion')}</p>
      )}
    </div>
  );
}

interface NoResultsProps {
  kind: SearchKind;
  nearby: ResultProduct[];
  currency: string;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  searched: SearchedChoice;
  clearFilters(): void;
}

/** Zero results: a way out (clear the filters) and the boats around the place whatever the filters. */
export function NoResults({
  kind,
  nearby,
  currency,
  language,
  defaultLanguage,
  searched,
  clearFilters,
}: NoResultsProps) {
  const { t } = useTranslation();
  return (
    <div className="search-empty">
      <p className="search-empty__title" role="status">
        {t('search:results.none')}
      </p>
      <button type="button" className="button button--primary" onClick={clearFilters}>
        {t('searchMore:noResults.clearFilters')}
      </button>
      {nearby.length > 0 && (
        <section aria-labelledby="search-nearby-title" className="search-empty__nearby">
          <h3 id="search-nearby-title">
            {kind === 'activity' ? t('siteMore:activities.nearby') : t('searchMore:noResults.nearby')}
          </h3>
          <div className="search-results__grid">
            {nearby.map((product) => (
              <ResultCard
                key={product.id}
                product={product}
                currency={currency}
                language={language}
                defaultLanguage={defaultLanguage}
                searched={searched}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** A link with dates already past: said so, with a way to choose others, never silently replaced. */
export function PastDatesNotice({ filters, clearDates }: { filters: SearchFilters; clearDates(): void }) {
  const { t } = useTranslation();
  const inWords = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const today = new Date().toISOString().slice(0, 10);
  if (!filters.dateFrom || filters.dateFrom >= today) return null;
  const say = (date: string) => inWords(new Date(`${date}T00:00:00Z`));
  const dates =
    filters.dateTo && filters.dateTo !== filters.dateFrom
      ? `${say(filters.dateFrom)} – ${say(filters.dateTo)}`
      : say(filters.dateFrom);
  return (
    <div className="search-past-dates" role="status">
      <p>{t('searchMore:pastDates.search', { dates })}</p>
      <button type="button" className="button button--ghost" onClick={clearDates}>
        {t('searchMore:dates.clear')}
      </button>
    </div>
  );
}
