import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { BookingList, BookingTab, TripRole } from '../../../shared/bookings/trips.ts';
import { localizedPath, searchPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { AccountShell } from '../../components/AccountShell/AccountShell.tsx';
import { useViewer } from '../../components/AuthFunnel/useAuthenticateRequest.ts';
import { useCurrentTabInView } from '../../components/TabRow/useCurrentTabInView.ts';
import { BookingCard } from '../../components/Trip/BookingCard.tsx';
import { OwnerAnswer } from '../../components/Trip/OwnerAnswer.tsx';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { useNow } from '../../components/Trip/timeLeft.ts';
import { tripApi } from '../../components/Trip/tripContract.ts';
import { loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import { useTripMoney } from '../../components/Trip/tripMoney.ts';
import { useBookingChanges } from '../../components/Trip/useBookingChanges.ts';
import '../../styles/bookings.css';
import '../../styles/tabs.css';
import { bookingsApiQuery, bookingsQuery, bookingsViewOf, tabsOf } from './bookingsView.ts';

export function head(t: TFunction) {
  return { title: t('trips:bookings.title'), description: t('trips:bookings.description') };
}

export function loader(context: ScreenLoaderContext) {
  const view = bookingsViewOf(new URL(context.request.url).search);
  return loadTripPage<BookingList>(context, `${tripApi.accountBookings}?${bookingsApiQuery(view)}`);
}

/** account/bookings: a renter's trips by tab and, for an owner, the bookings of their boats. */
export default function BookingsPage() {
  const page = usePageData<TripPageData<BookingList | null>>();
  const { t } = useTranslation();
  return (
    <AccountShell titleId="account-title">
      <section className="bookings" aria-labelledby="bookings-title">
        <h2 id="bookings-title">{t('trips:bookings.title')}</h2>
        {page.answer ? <BookingLists list={page.answer} page={page} /> : <TripLoadFailed />}
      </section>
    </AccountShell>
  );
}

function BookingLists({ list, page }: { list: BookingList; page: TripPageData<unknown> }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const { search } = useLocation();
  const viewer = useViewer();
  const revalidator = useRevalidator();
  const money = useTripMoney(page.currency);
  const now = useNow(page.loadedAt);
  const [notice, setNotice] = useState('');
  // The bookings this tab answered itself: their move comes back on the stream too, and the owner who
  // just accepted should keep reading "Request accepted", not a generic "your bookings were updated".
  const answeredHere = useRef(new Set<number>());
  // A booking of the viewer moved elsewhere (the other party, a job): the lists and counts reload.
  useBookingChanges((change) => {
    revalidator.revalidate();
    if (change.kind === 'status' && !answeredHere.current.has(change.bookingId))
      setNotice(t('trips:live.listUpdated'));
  });
  const view = bookingsViewOf(search);
  const here = localizedPath(language, '/account/bookings', defaultLanguage);
  const href = (role: TripRole, tab?: BookingTab, pageNumber?: number) =>
    `${here}${bookingsQuery({ role, tab, page: pageNumber })}`;
  const showRoleSwitch = viewer?.isOwner || list.role === 'owner';
  const { currentPage, totalPage } = list.pagination;
  const tabRow = useCurrentTabInView<HTMLUListElement>(list.tab);

  return (
    <>
      {showRoleSwitch && (
        <nav className="bookings__roles" aria-label={t('trips:bookings.roleLabel')}>
          {(['tenant', 'owner'] as const).map((role) => (
            <Link key={role} to={href(role)} aria-current={list.role === role ? 'page' : undefined}>
              {t(`trips:bookings.role.${role}`)}
            </Link>
          ))}
        </nav>
      )}
      <nav className="tab-row" aria-label={t('trips:bookings.tabsLabel')}>
        <ul ref={tabRow}>
          {tabsOf(list.role).map((tab) => (
            <li key={tab}>
              <Link
                to={href(list.role, tab)}
                className="tab-row__tab"
                aria-current={list.tab === tab ? 'page' : undefined}
                data-tab={tab}
              >
                {t(`trips:tabs.${list.role}.${tab}`)}
                <span className="tab-row__count" aria-hidden="true">
                  {list.counts[tab] ?? 0}
                </span>
                <span className="visually-hidden">
                  {t('trips:bookings.countLabel', { count: list.counts[tab] ?? 0 })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="trip-status-line" role="status" aria-live="polite">
        {notice}
      </p>
      <h3 className="visually-hidden">{t(`trips:tabs.${list.role}.${list.tab}`)}</h3>
      {list.items.length === 0 ? (
        <div className="trip-empty" data-testid="bookings-empty">
          <p>{t(`trips:bookings.empty.${list.role}.${list.tab}`)}</p>
          {list.role === 'tenant' && (
            <Link className="button button--primary" to={searchPath(language, { defaultLanguage })}>
              {t('trips:common.findBoat')}
            </Link>
          )}
        </div>
      ) : (
        <ul className="bookings__list">
          {list.items.map((booking) => (
            <li key={booking.id}>
              <BookingCard
                booking={booking}
                money={money}
                now={now}
                answer={
                  booking.role === 'owner' && booking.nextAction?.kind === 'answerRequest' ? (
                    <OwnerAnswer
                      bookingId={booking.id}
                      bookingTitle={booking.product.title}
                      onAnswered={(_detail, text) => {
                        answeredHere.current.add(booking.id);
                        setNotice(`${booking.product.title}: ${text}`);
                        revalidator.revalidate();
                      }}
                    />
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      {totalPage > 1 && (
        <nav className="trip-pagination" aria-label={t('trips:common.pagination')}>
          {currentPage > 1 && (
            <Link to={href(view.role, view.tab, currentPage - 1)} rel="prev">
              {t('trips:common.previous')}
            </Link>
          )}
          <span aria-current="page">{t('trips:common.pageOf', { page: currentPage, total: totalPage })}</span>
          {currentPage < totalPage && (
            <Link to={href(view.role, view.tab, currentPage + 1)} rel="next">
              {t('trips:common.next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
