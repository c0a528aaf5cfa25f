import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext } from '../../app/screens.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { BookingStatusBadge, statusWordsKey } from '../../components/Trip/BookingStatusBadge.tsx';
import { NextActionButton } from '../../components/Trip/NextActionButton.tsx';
import { OwnerAnswer } from '../../components/Trip/OwnerAnswer.tsx';
import { TimeLeftText } from '../../components/Trip/TimeLeftText.tsx';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { useNow } from '../../components/Trip/timeLeft.ts';
import { tripApi } from '../../components/Trip/tripContract.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';
import { loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import { useTripMoney } from '../../components/Trip/tripMoney.ts';
import { useBookingChanges } from '../../components/Trip/useBookingChanges.ts';
import '../../styles/booking-detail.css';
import { CancelDialog } from './CancelDialog.tsx';
import { CancellationSection } from './CancellationSection.tsx';
import { EcontractSection } from './EcontractSection.tsx';
import { HarbourSection } from './HarbourSection.tsx';
import { ModificationNotice } from './ModificationNotice.tsx';
import { PartySection } from './PartySection.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { ReviewSection } from './ReviewSection.tsx';
import { TimelineSection } from './TimelineSection.tsx';
import { WeatherSection } from './WeatherSection.tsx';

export function head(t: TFunction, data?: unknown) {
  const booking = (data as TripPageData<BookingDetail | null> | undefined)?.answer;
  return {
    title: booking
      ? t('trips:detail.headTitle', { title: booking.product.title, reference: booking.reference })
      : t('trips:detail.title'),
  };
}

/** booking/{bookingId}/detail: 404 for anyone but its renter, the boat's owner and staff. */
export function loader(context: ScreenLoaderContext) {
  return loadTripPage<BookingDetail>(context, tripApi.detail(context.route.params.bookingId ?? ''));
}

export default function BookingDetailPage() {
  const page = usePageData<TripPageData<BookingDetail | null>>();
  if (!page.answer) {
    return (
      <div className="booking-detail container">
        <TripLoadFailed />
      </div>
    );
  }
  return <Detail initial={page.answer} page={page} />;
}

function Detail({ initial, page }: { initial: BookingDetail; page: TripPageData<unknown> }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const [booking, setBooking] = useState(initial);
  // The change page comes back here with what it did, in the history entry's state.
  const location = useLocation();
  const arrivedWith = (location.state as { notice?: string } | null)?.notice;
  // Arriving from a next action's button (`#owner-answer`, `#detail-modification`): show that block.
  useEffect(() => {
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [location.hash]);
  // Shown once hydrated: a reload (or a phone restoring the tab) keeps the entry's state, which the
  // server's page never had, so a first render with it differed from that page (React error #418).
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (arrivedWith) setNotice(arrivedWith);
  }, [arrivedWith]);
  // A new load of the page (another booking, a revalidation) replaces what an action left here.
  useEffect(() => setBooking(initial), [initial]);
  const money = useTripMoney(page.currency);
  const now = useNow(page.loadedAt);
  const dates = useTripDates();
  // The statuses this tab moved the booking to: their move comes back on the stream too, and whoever
  // just acted keeps reading what their action did, not "this booking was just updated".
  const movedHere = useRef(new Set<string>());
  const changed = (detail: BookingDetail, text: string) => {
    movedHere.current.add(detail.status);
    setBooking(detail);
    setNotice(text);
  };
  // The other party's moves (and a stream that came back) reload the page's data in place.
  const revalidator = useRevalidator();
  useBookingChanges((change) => {
    revalidator.revalidate();
    if (change.kind === 'status' && movedHere.current.has(change.status)) return;
    if (change.kind === 'status') {
      const status = t(statusWordsKey(change.status as BookingStatus, booking.role));
      setNotice(t('trips:live.moved', { status }));
    } else if (change.kind === 'contract') {
      setNotice(t('trips:live.contract'));
    }
  }, initial.id);
  // The next action already has its own button above: the list below offers only the others.
  const offered = (path: string | null | undefined): path is string =>
    !!path && path !== booking.nextAction?.path;
  const can = (action: BookingDetail['allowedActions'][number]) => booking.allowedActions.includes(action);
  const link = (path: string) => localizedPath(language, path, defaultLanguage);
  const place = [booking.place.harbour, booking.place.city].filter(Boolean).join(', ');

  return (
    <div className="booking-detail container" data-booking-id={booking.id} data-status={booking.status}>
      <p className="booking-detail__back">
        <Link to={link(booking.role === 'owner' ? '/account/bookings?role=owner' : '/account/bookings')}>
          {t('trips:detail.back')}
        </Link>
      </p>
      <header className="booking-detail__header">
        {booking.product.picture && (
          <img
            className="booking-detail__picture"
            src={booking.product.picture}
            alt=""
            width="640"
            height="400"
          />
        )}
        <div>
          <p className="muted">{t('trips:common.reference', { reference: booking.reference })}</p>
          <h1>
            {booking.product.path ? (
              <Link className="booking-detail__title-link" to={link(booking.product.path)}>
                {booking.product.title}
              </Link>
            ) : (
              booking.product.title
            )}
          </h1>
          <p>{place}</p>
          <p className="booking-detail__dates">
            {dates.range(booking.startDate, booking.endDate)}
            {booking.halfDayPeriod ? ` · ${t(`trips:halfDay.${booking.halfDayPeriod}`)}` : ''}
          </p>
          <p>
            {t('trips:detail.people', { count: booking.people })} ·{' '}
            {booking.withCaptain ? t('trips:detail.withCaptain') : t('trips:detail.withoutCaptain')}
          </p>
          <p>
            <BookingStatusBadge status={booking.status} side={booking.role} />
            {booking.responseDueAt && booking.paymentOnHold && (
              <>
                {' '}
                <TimeLeftText now={now} until={booking.responseDueAt} />
              </>
            )}
          </p>
          <NextActionButton action={booking.nextAction} />
        </div>
      </header>
      <p className="trip-status-line" role="status" aria-live="polite" data-testid="detail-notice">
        {notice}
      </p>
      {(can('accept') || can('decline')) && (
        <section className="detail-callout" aria-labelledby="detail-answer">
          <h2 id="detail-answer">{t('trips:owner.answerTitle')}</h2>
          <OwnerAnswer bookingId={booking.id} bookingTitle={booking.product.title} onAnswered={changed} />
        </section>
      )}
      <ModificationNotice booking={booking} money={money} now={now} onChanged={changed} />
      <nav className="booking-detail__actions" aria-label={t('trips:detail.actions')}>
        {booking.links.conversation && (
          <Link
            className="button button--ghost"
            to={link(booking.links.conversation)}
            data-testid="message-party"
          >
            {t(booking.role === 'owner' ? 'trips:detail.messageRenter' : 'trips:detail.messageOwner')}
          </Link>
        )}
        {can('payBalance') && offered(booking.balance?.payPath) && (
          <Link className="button button--accent" to={link(booking.balance.payPath)}>
            {t('trips:detail.payBalance')}
          </Link>
        )}
        {can('modify') && offered(booking.links.modify) && (
          <Link className="button button--ghost" to={link(booking.links.modify)}>
            {t('trips:detail.modify')}
          </Link>
        )}
        {can('checkIn') && offered(booking.links.econtractIn) && (
          <Link className="button button--ghost" to={link(booking.links.econtractIn)}>
            {t('trips:detail.checkIn')}
          </Link>
        )}
        {can('checkOut') && offered(booking.links.econtractOut) && (
          <Link className="button button--ghost" to={link(booking.links.econtractOut)}>
            {t('trips:detail.checkOut')}
          </Link>
        )}
        {can('review') && (
          <a className="button button--ghost" href="#detail-reviews">
            {t('trips:detail.review')}
          </a>
        )}
      </nav>
      <div className="booking-detail__grid">
        <div className="booking-detail__main">
          <PaymentSection booking={booking} money={money} />
          <WeatherSection booking={booking} money={money} />
          <EcontractSection booking={booking} money={money} />
          <CancellationSection
            booking={booking}
            money={money}
            cancel={
              can('cancel') ? (
                <CancelDialog
                  booking={booking}
                  money={money}
                  onCancelled={(detail) => changed(detail, t('trips:cancel.done'))}
                />
              ) : null
            }
          />
          {booking.review && (
            <ReviewSection bookingId={booking.id} viewerRole={booking.role} initial={booking.review} />
          )}
        </div>
        <div className="booking-detail__side">
          <HarbourSection booking={booking} />
          <PartySection booking={booking} />
          <TimelineSection booking={booking} />
        </div>
      </div>
    </div>
  );
}
