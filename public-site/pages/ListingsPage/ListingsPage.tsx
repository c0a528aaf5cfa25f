import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { LISTING_STATES, type ListingState, ownerListingPaths } from '../../../shared/owners/listingPaths.ts';
import type { OwnerListings } from '../../../shared/owners/listings.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { AccountShell } from '../../components/AccountShell/AccountShell.tsx';
import { useCurrentTabInView } from '../../components/TabRow/useCurrentTabInView.ts';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import { ListingCard } from './ListingCard.tsx';
import '../../styles/tabs.css';
import './listings.css';

/** Where an owner starts a new listing: the editor's `new` draft. */
export const NEW_LISTING_PATH = '/account/listing/edit/new';
const LISTINGS_PATH = '/account/listings';

export function head(t: TFunction) {
  return { title: t('listings:title'), description: t('listings:description') };
}

/** The page's view from its URL, by the API's own query schema: what it would refuse is dropped. */
export async function listingsViewOf(search: string): Promise<{ state: ListingState | null; page: number }> {
  const params = new URLSearchParams(search);
  // The shared query schema (with zod) loads with the page's data, not with its first load.
  const { ownerListingsQuerySchema } = await import('../../../shared/owners/listings.ts');
  const { shape } = ownerListingsQuerySchema;
  const state = shape.state.safeParse(params.get('state') ?? undefined);
  const page = shape.page.safeParse(params.get('page') ?? undefined);
  return { state: (state.success && state.data) || null, page: page.success ? page.data : 1 };
}

/** `?state=draft&page=2`, leaving out what is the default. */
export function listingsQuery(view: { state: ListingState | null; page?: number }): string {
  const query = new URLSearchParams();
  if (view.state) query.set('state', view.state);
  if (view.page && view.page > 1) query.set('page', String(view.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Signed out: the login page, then back here (loadTripPage answers 401 that way). */
export async function loader(context: ScreenLoaderContext) {
  const view = await listingsViewOf(new URL(context.request.url).search);
  return loadTripPage<OwnerListings>(context, `${ownerListingPaths.listings}${listingsQuery(view)}`);
}

/** account/listings: the owner's boats and activities, how complete each is, and what comes next. */
export default function ListingsPage() {
  const page = usePageData<TripPageData<OwnerListings | null>>();
  const { t } = useTranslation();
  return (
    <AccountShell titleId="account-title">
      <section className="listings" aria-labelledby="listings-title">
        <div className="listings__header">
          <h2 id="listings-title">{t('listings:title')}</h2>
          {page.answer && page.answer.counts.all > 0 && <NewListingLink secondary />}
        </div>
        {page.answer ? <Listings answer={page.answer} /> : <TripLoadFailed />}
      </section>
    </AccountShell>
  );
}

export function Listings({ answer }: { answer: OwnerListings }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const filterRow = useCurrentTabInView<HTMLUListElement>(answer.state);
  if (answer.counts.all === 0) {
    return (
      <div className="trip-empty" data-testid="listings-empty">
        <p>{t(answer.isOwner ? 'listings:empty.owner' : 'listings:empty.newOwner')}</p>
        <NewListingLink />
      </div>
    );
  }
  const here = localizedPath(language, LISTINGS_PATH, defaultLanguage);
  const href = (state: ListingState | null, page?: number) => `${here}${listingsQuery({ state, page })}`;
  const { currentPage, totalPage } = answer.pagination;
  // Every state the owner has a listing in, and the one asked for even when it has none.
  const states = LISTING_STATES.filter((state) => answer.counts[state] > 0 || answer.state === state);
  return (
    <>
      {states.length > 1 || answer.state ? (
        <nav className="tab-row" aria-label={t('listings:filter.label')}>
          <ul ref={filterRow}>
            {([null, ...states] as const).map((state) => {
              const count = state ? answer.counts[state] : answer.counts.all;
              return (
                <li key={state ?? 'all'}>
                  <Link
                    to={href(state)}
                    className="tab-row__tab"
                    aria-current={answer.state === state ? 'page' : undefined}
                  >
                    {state ? t(`listings:state.${state}`) : t('listings:filter.all')}
                    <span className="tab-row__count" aria-hidden="true">
                      {count}
                    </span>
                    <span className="visually-hidden">{t('listings:filter.count', { count })}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      {answer.listings.length === 0 ? (
        <div className="trip-empty" data-testid="listings-none-in-state">
          <p>{t('listings:filter.none')}</p>
          <Link className="button button--ghost" to={href(null)}>
            {t('listings:filter.showAll')}
          </Link>
        </div>
      ) : (
        <ul className="listings__grid">
          {answer.listings.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard listing={listing} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
      {totalPage > 1 && (
        <nav className="trip-pagination listings__pagination" aria-label={t('trips:common.pagination')}>
          {currentPage > 1 && (
            <Link to={href(answer.state, currentPage - 1)} rel="prev">
              {t('trips:common.previous')}
            </Link>
          )}
          <span aria-current="page">{t('trips:common.pageOf', { page: currentPage, total: totalPage })}</span>
          {currentPage < totalPage && (
            <Link to={href(answer.state, currentPage + 1)} rel="next">
              {t('trips:common.next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

function NewListingLink({ secondary = false }: { secondary?: boolean }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  return (
    <Link
      className={`button ${secondary ? 'button--ghost' : 'button--primary'}`}
      to={localizedPath(language, NEW_LISTING_PATH, defaultLanguage)}
    >
      {t('listings:listMyBoat')}
    </Link>
  );
}
