import { useState } from 'react';
import { Link } from 'react-router';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { tripApi } from '../../components/Trip/tripContract.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';

/**
 * A change of the booking not settled yet: the renter may withdraw it (or pay its difference), the
 * owner accepts or declines it. Settled changes show in the timeline and the price lines.
 */
export function ModificationNotice({
  booking,
  money,
  onChanged,
}: {
  booking: BookingDetail;
  money(amountEurMinor: number): string;
  onChanged(detail: BookingDetail, notice: string): void;
}) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const dates = useTripDates();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = booking.modification;
  if (!change || (change.status !== 'awaiting_owner' && change.status !== 'awaiting_payment')) return null;

  const post = async (path: string, body: unknown, notice: string) => {
    setSending(true);
    setFailure(null);
    try {
      const detail = await readJson<BookingDetail>(await browserApi(path, { method: 'POST', body }));
      onChanged(detail, notice);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSending(false);
    }
  };
  const decide = (accept: boolean) =>
    post(
      tripApi.modificationDecision(booking.id, change.id),
      { accept },
      t(accept ? 'trips:modification.acceptedNotice' : 'trips:modification.declinedNotice'),
    );
  const difference =
    change.differenceAmount > 0
      ? t('trips:modification.payMore', { amount: money(change.differenceAmount) })
      : change.differenceAmount < 0
        ? t('trips:modification.getBack', { amount: money(change.refundAmount) })
        : t('trips:modification.samePrice');

  return (
    <section
      className="detail-callout"
      aria-labelledby="detail-modification"
      data-testid="pending-modification"
    >
      <h2 id="detail-modification">{t(`trips:modification.status.${change.status}`)}</h2>
      <p>
        {dates.range(change.startDate, change.endDate)} ·{' '}
        {t('trips:modification.people', { count: change.people })} ·{' '}
        {t('trips:modification.newTotal', { amount: money(change.newTotalAmount) })}
      </p>
      <p>{difference}</p>
      <div className="owner-answer__buttons">
        {booking.role === 'owner' && booking.allowedActions.includes('answerModification') && (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={sending}
              onClick={() => decide(true)}
            >
              {t('trips:modification.accept')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={sending}
              onClick={() => decide(false)}
            >
              {t('trips:modification.decline')}
            </button>
          </>
        )}
        {booking.role === 'tenant' && change.status === 'awaiting_payment' && booking.links.modify && (
          <Link
            className="button button--accent"
            to={localizedPath(language, booking.links.modify, defaultLanguage)}
          >
            {t('trips:modification.payDifference')}
          </Link>
        )}
        {booking.role === 'tenant' && (
          <button
            type="button"
            className="button button--ghost"
            disabled={sending}
            onClick={() =>
              post(
                tripApi.modificationWithdraw(booking.id, change.id),
                {},
                t('trips:modification.withdrawnNotice'),
              )
            }
          >
            {t('trips:modification.withdraw')}
          </button>
        )}
      </div>
      {failure && (
        <p className="trip-status-line trip-status-line--error" role="alert">
          {t('trips:errors.action', { message: failure })}
        </p>
      )}
    </section>
  );
}
