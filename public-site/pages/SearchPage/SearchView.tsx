import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { SORT_KEYS, type SortKey } from '../../../shared/catalogue/catalogue.ts';
import { activitySearchPath, searchPath } from '../../../shared/routing/routeWords.ts';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import type { AbVariation, SearchPlace } from '../../../shared/search/searchResults.ts';
import { stickyVariationCookie } from '../../app/abVariation.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { ResultCard } from '../../components/ResultCard/ResultCard.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { FlexibleDatesBar } from './FlexibleDatesBar.tsx';
import { Pagination } from './Pagination.tsx';
import { NoResults, PastDatesNotice, UnknownPlace } from './SearchEmptyStates.tsx';
import { SearchHistoryList } from './SearchHistoryList.tsx';
import { SeoSection } from './SeoSection.tsx';
import type { SearchPageData } from './searchLoader.ts';
import { searchQuery } from './searchState.ts';
import { useFavoriteToggle } from './useFavoriteToggle.ts';
import { useSearchNavigation } from './useSearchNavigation.ts';
import '../../styles/search.css';

// The map's code loads when the visitor first shows it, and its land after that, as data.
const ResultsMap = lazy(() => import('./ResultsMap.tsx').then((module) => ({ default: module.ResultsMap })));

/** Cards whose picture may be the largest paint on a phone or a desktop: loaded first, not lazily. */
const PRIORITY_CARDS = 2;

const SORTS: { value: string; sort?: SortKey; sortOrder?: 'ASC' | 'DESC' }[] = [
  { value: 'default' },
  { value: 'priceAsc', sort: 'price', sortOrder: 'ASC' },
  { value: 'priceDesc', sort: 'price', sortOrder: 'DESC' },
  { value: 'reviewsAvg', sort: 'reviewsAvg' },
  { value: 'discount', sort: 'discount' },
];

function sortValue(filters: SearchFilters): string {
  if (filters.sort === 'price') return filters.sortOrder === 'DESC' ? 'priceDesc' : 'priceAsc';
  return filters.sort && SORT_KEYS.includes(filters.sort) && filters.sort !== 'score'
    ? filters.sort
    : 'default';
}

/** The search layout shared by boat search, activity search and the landings. */
export function SearchView({ data, title, intro }: { data: SearchPageData; title: string; intro?: string }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const navigation = useNavigation();
  const { draft, change, reset } = useSearchNavigation(data.filters);
  const favorites = useFavoriteToggle();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // SPEC section 2: the multiverse test's variation C is another search page, map first with the
  // results as a list beside it (A and B are the classic page).
  const multiverse = data.response?.abVariations.multiverse === 'C';
  const [mapOpen, setMapOpen] = useState(multiverse);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const response = data.response;
  const products = favorites.withFavorites(response?.products ?? []);
  const currency = response?.currency ?? 'EUR';
  const place = response?.localization ?? null;
  const placeName = place?.name ?? data.filters.city ?? data.filters.address ?? '';
  const variation = response?.abVariations.multiverse ?? 'A';
  useStickyVariation(variation, response !== null);
  usePageTop(data.filters.page);
  // Clearing the filters keeps the trip itself: the place, the dates and the party.
  const clearFilters = () => {
    const { address, city, region, country, latitude, longitude, dateFrom, dateTo, numberOfPeople } =
      data.filters;
    reset({ address, city, region, country, latitude, longitude, dateFrom, dateTo, numberOfPeople });
  };
  const unknownPlace = data.unknownPlace ?? null;
  const pathFor = (placeSlug?: string) =>
    data.kind === 'boat'
      ? searchPath(language, { placeSlug, defaultLanguage })
      : activitySearchPath(language, { placeSlug, defaultLanguage });

  const choosePlace = (chosen: SearchPlace | null, text?: string) => {
    const cleared = {
      address: undefined,
      city: undefined,
      region: undefined,
      country: undefined,
      latitude: undefined,
      longitude: undefined,
    };
    if (chosen) change(cleared, { immediate: true, pathname: pathFor(chosen.slug) });
    else change({ ...cleared, address: text || undefined }, { immediate: true, pathname: pathFor() });
  };

  return (
    <div className={`search-page search-page--variation-${variation}`}>
      <div className="search-page__top container">
        <h1>{title}</h1>
        {intro && <p className="search-page__intro">{intro}</p>}
        <SearchHistoryList filters={data.filters} placeName={placeName} />
        <PastDatesNotice
          filters={data.filters}
          clearDates={() => change({ dateFrom: undefined, dateTo: undefined }, { immediate: true })}
        />
        <FlexibleDatesBar
          filters={draft}
          variation={response?.abVariations.rankingAlgo ?? 'A'}
          currency={currency}
          language={language}
          placeSlug={data.placeSlug}
          change={change}
        />
        <div className="search-toolbar">
          <p className="search-toolbar__count" aria-live="polite">
            {response
              ? t(data.kind === 'boat' ? 'search:results.boats' : 'search:results.activities', {
                  count: response.count,
                })
              : ''}
          </p>
          <button
            type="button"
            className="button button--ghost search-toolbar__filters"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen(true)}
          >
            {t('search:filters.open')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={mapOpen}
            onClick={() => setMapOpen((open) => !open)}
          >
            {mapOpen ? t('search:map.hide') : t('search:map.show')}
          </button>
          <label className="search-toolbar__sort">
            <span>{t('search:sort.label')}</span>
            <select
              value={sortValue(draft)}
              onChange={(event) => {
                const chosen = SORTS.find((s) => s.value === event.target.value);
                change({ sort: chosen?.sort, sortOrder: chosen?.sortOrder }, { immediate: true });
              }}
            >
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {t(`search:sort.${s.value}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className={`search-layout container${mapOpen ? ' search-layout--map' : ''}`}>
        <aside
          className={`search-filters${filtersOpen ? ' search-filters--open' : ''}`}
          aria-label={t('search:filters.title')}
        >
          <div className="search-filters__head">
            <h2>{t('search:filters.title')}</h2>
            <button
              type="button"
              className="button button--primary search-filters__close"
              onClick={() => setFiltersOpen(false)}
            >
              {t('search:filters.showResults')}
            </button>
          </div>
          <FilterPanel
            kind={data.kind}
            filters={draft}
            placeName={placeName}
            bars={response?.priceChartBar ?? []}
            currency={currency}
            language={language}
            change={change}
            choosePlace={choosePlace}
            reset={reset}
          />
        </aside>

        <section
          className="search-results"
          aria-busy={navigation.state === 'loading'}
          aria-labelledby="search-results-title"
        >
          {/* The cards' h3 titles need an h2 above them while the filters' h2 is off screen (mobile). */}
          <h2 id="search-results-title" className="visually-hidden" tabIndex={-1}>
            {t('search:results.label')}
          </h2>
          {data.error && (
            <p className="search-results__error" role="alert">
              {t('search:results.error')} {data.error}
            </p>
          )}
          {favorites.error && (
            <p className="search-results__error" role="alert">
              {favorites.error}
            </p>
          )}
          {unknownPlace && (
            <UnknownPlace
              kind={data.kind}
              text={unknownPlace.text}
              suggestions={unknownPlace.suggestions}
              hrefOf={(suggested) =>
                pathFor(suggested.slug) +
                searchQuery({
                  dateFrom: data.filters.dateFrom,
                  dateTo: data.filters.dateTo,
                  numberOfPeople: data.filters.numberOfPeople,
                })
              }
            />
          )}
          {response && !unknownPlace && products.length === 0 && !data.error && (
            <NoResults
              kind={data.kind}
              nearby={data.nearby ?? []}
              currency={currency}
              language={language}
              defaultLanguage={defaultLanguage}
              searched={data.filters}
              clearFilters={clearFilters}
            />
          )}
          <div className={`search-results__grid${multiverse ? ' search-results__grid--list' : ''}`}>
            {(unknownPlace ? [] : products).map((product, index) => (
              <ResultCard
                key={product.id}
                priority={index < PRIORITY_CARDS}
                product={product}
                currency={currency}
                language={language}
                defaultLanguage={defaultLanguage}
                highlighted={highlighted === product.id}
                onToggleFavorite={favorites.toggle}
                searched={data.filters}
                onHover={setHighlighted}
              />
            ))}
          </div>
          {response && !unknownPlace && (
            <Pagination filters={data.filters} totalPage={response.pagination.totalPage} />
          )}
        </section>

        {mapOpen && (
          // On a phone the map is a full-screen view over the list; a button brings the list back.
          <section className="search-map" aria-label={t('search:map.show')}>
            <button
              type="button"
              className="button button--primary search-map__close"
              onClick={() => setMapOpen(false)}
            >
              {t('searchMore:map.showList')}
            </button>
            <Suspense fallback={<div className="results-map results-map--loading" />}>
              <ResultsMap
                products={products}
                place={place}
                highlighted={highlighted}
                onHighlight={setHighlighted}
                currency={currency}
                language={language}
                defaultLanguage={defaultLanguage}
                searched={data.filters}
                onSearchArea={(area) =>
                  change(
                    {
                      address: undefined,
                      city: undefined,
                      region: undefined,
                      country: undefined,
                      ...area,
                    },
                    { immediate: true, pathname: pathFor() },
                  )
                }
              />
            </Suspense>
          </section>
        )}
      </div>
      {data.seo && (
        <SeoSection
          seo={data.seo}
          placeSlug={data.placeSlug ?? data.response?.localization?.slug}
          language={language}
          defaultLanguage={defaultLanguage}
          searched={data.filters}
        />
      )}
    </div>
  );
}

/** Another results page opens at its top, its heading focused for screen readers (not on first load). */
function usePageTop(page: number) {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    window.scrollTo({ top: 0 });
    document.getElementById('search-results-title')?.focus({ preventScroll: true });
  }, [page]);
}

/**
 * The API draws a new visitor's A/B variation, but a server-rendered page cannot pass its cookie on;
 * the browser keeps the drawn variation so that the visitor stays in it.
 */
function useStickyVariation(variation: AbVariation, known: boolean) {
  useEffect(() => {
    const cookie = known ? stickyVariationCookie(document.cookie, variation) : null;
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser
    if (cookie) document.cookie = cookie;
  }, [variation, known]);
}
