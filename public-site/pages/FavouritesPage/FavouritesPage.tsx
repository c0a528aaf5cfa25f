import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { FavouriteList } from '../../../shared/bookings/trips.ts';
import { searchPath } from '../../../shared/routing/routeWords.ts';
import type { ResultProduct } from '../../../shared/search/searchResults.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { AccountShell } from '../../components/AccountShell/AccountShell.tsx';
import { ResultCard } from '../../components/ResultCard/ResultCard.tsx';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { tripApi } from '../../components/Trip/tripContract.ts';
import { loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import '../../styles/favourites.css';

export function head(t: TFunction) {
  return { title: t('trips:favourites.title'), description: t('trips:favourites.description') };
}

function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function loader(context: ScreenLoaderContext) {
  const page = pageOf(new URL(context.request.url).search);
  return loadTripPage<FavouriteList>(context, `${tripApi.favourites}?page=${page}`);
}

/** account/favourites: the saved boats and activities as result cards; the heart removes one. */
export default function FavouritesPage() {
  const page = usePageData<TripPageData<FavouriteList | null>>();
  const { t } = useTranslation();
  return (
    <AccountShell titleId="account-title">
      <section className="favourites" aria-labelledby="favourites-title">
        <h2 id="favourites-title">{t('trips:favourites.title')}</h2>
        {page.answer ? <Favourites list={page.answer} /> : <TripLoadFailed />}
      </section>
    </AccountShell>
  );
}

function Favourites({ list }: { list: FavouriteList }) {
  const { t } = useTranslation();
  const { language, defaultLanguage, currency } = useSite();
  const { pathname } = useLocation();
  const [removed, setRemoved] = useState<number[]>([]);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const shown = list.products.filter((product) => !removed.includes(product.id));
  const { currentPage, totalPage } = list.pagination;

  const remove = async (product: ResultProduct) => {
    try {
      await readJson(await browserApi(`/api/v6/products/${product.id}/favorite`, { method: 'DELETE' }));
      setRemoved((ids) => [...ids, product.id]);
      setStatus({ text: t('trips:favourites.removed', { title: product.title }), failed: false });
    } catch (failure) {
      setStatus({ text: t('trips:errors.action', { message: (failure as Error).message }), failed: true });
    }
  };

  return (
    <>
      <p
        className={`trip-status-line${status?.failed ? ' trip-status-line--error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {status?.text ?? ''}
      </p>
      {shown.length === 0 ? (
        <div className="trip-empty" data-testid="favourites-empty">
          <p>{t('trips:favourites.empty')}</p>
          <Link className="button button--primary" to={searchPath(language, { defaultLanguage })}>
            {t('trips:common.findBoat')}
          </Link>
        </div>
      ) : (
        <>
          <p className="muted">
            {t('trips:favourites.count', { count: list.pagination.resultsCount - removed.length })}
          </p>
          <ul className="favourites__grid">
            {shown.map((product, index) => (
              <li key={product.id}>
                <ResultCard
                  product={{ ...product, isFavorite: true }}
                  currency={currency}
                  language={language}
                  defaultLanguage={defaultLanguage}
                  onToggleFavorite={remove}
                  priority={index < 2}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {totalPage > 1 && (
        <nav className="trip-pagination" aria-label={t('trips:common.pagination')}>
          {currentPage > 1 && (
            <Link to={`${pathname}${currentPage > 2 ? `?page=${currentPage - 1}` : ''}`} rel="prev">
              {t('trips:common.previous')}
            </Link>
          )}
          <span aria-current="page">{t('trips:common.pageOf', { page: currentPage, total: totalPage })}</span>
          {currentPage < totalPage && (
            <Link to={`${pathname}?page=${currentPage + 1}`} rel="next">
              {t('trips:common.next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
