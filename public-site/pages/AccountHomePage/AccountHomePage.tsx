import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { AccountOverview } from '../../../shared/bookings/trips.ts';
import { localizedPath, searchPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { AccountShell } from '../../components/AccountShell/AccountShell.tsx';
import { BookingCard } from '../../components/Trip/BookingCard.tsx';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { useNow } from '../../components/Trip/timeLeft.ts';
import { tripApi } from '../../components/Trip/tripContract.ts';
import { loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import { useTripMoney } from '../../components/Trip/tripMoney.ts';
import { useBookingChanges } from '../../components/Trip/useBookingChanges.ts';
import '../../styles/account-home.css';
import { NextTrip } from './NextTrip.tsx';
import { VouchersSection } from './VouchersSection.tsx';
import { WaitingList } from './WaitingList.tsx';

export function head(t: TFunction) {
  return { title: t('trips:home.title'), description: t('trips:home.description') };
}

export function loader(context: ScreenLoaderContext) {
  return loadTripPage<AccountOverview>(context, tripApi.accountOverview);
}

/** The account root: the next trip with its countdown and action, what is waiting, what to do. */
export default function AccountHomePage() {
  const page = usePageData<TripPageData<AccountOverview | null>>();
  return (
    <AccountShell titleId="account-title">
      {page.answer ? <Overview overview={page.answer} page={page} /> : <TripLoadFailed />}
    </AccountShell>
  );
}

function Overview({ overview, page }: { overview: AccountOverview; page: TripPageData<unknown> }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const money = useTripMoney(page.currency);
  const now = useNow(page.loadedAt);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState('');
  // The next trip, what is waiting and what to do follow the bookings' moves as they happen.
  useBookingChanges((change) => {
    revalidator.revalidate();
    if (change.kind === 'status') setNotice(t('trips:live.listUpdated'));
  });
  const isNew = !overview.nextTrip && overview.actions.length === 0 && !hasWaiting(overview);
  if (isNew) {
    return (
      <>
        <section
          className="account-home__empty trip-empty"
          aria-labelledby="account-home-empty"
          data-testid="account-home-empty"
        >
          <h2 id="account-home-empty">{t('trips:home.emptyTitle')}</h2>
          <p>{t('trips:home.emptyText')}</p>
          <Link className="button button--primary" to={searchPath(language, { defaultLanguage })}>
            {t('trips:common.findBoat')}
          </Link>
        </section>
        <VouchersSection money={money} />
      </>
    );
  }
  return (
    <div className="account-home">
      <p className="trip-status-line" role="status" aria-live="polite">
        {notice}
      </p>
      {overview.nextTrip ? (
        <NextTrip trip={overview.nextTrip} money={money} now={now} />
      ) : (
        <section className="account-home__section" aria-labelledby="next-trip-title">
          <h2 id="next-trip-title">{t('trips:home.nextTrip')}</h2>
          <p>{t('trips:home.noNextTrip')}</p>
          <Link className="button button--ghost" to={searchPath(language, { defaultLanguage })}>
            {t('trips:common.findBoat')}
          </Link>
        </section>
      )}
      <WaitingList overview={overview} now={now} />
      <VouchersSection money={money} />
      <section className="account-home__section" aria-labelledby="actions-title">
        <h2 id="actions-title">{t('trips:home.actions')}</h2>
        {overview.actions.length === 0 ? (
          <p className="muted">{t('trips:home.noActions')}</p>
        ) : (
          <ul className="account-home__actions">
            {overview.actions.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} money={money} now={now} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={localizedPath(language, '/account/bookings', defaultLanguage)}>
            {t('trips:home.allBookings')}
          </Link>
        </p>
      </section>
    </div>
  );
}

function hasWaiting({ waiting }: AccountOverview): boolean {
  return (
    waiting.pendingRequests +
      waiting.requestsToAnswer +
      waiting.unreadMessages +
      waiting.reviewsToWrite +
      waiting.balancesDue >
    0
  );
}
