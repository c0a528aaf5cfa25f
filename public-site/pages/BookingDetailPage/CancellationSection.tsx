import type { ReactNode } from 'react';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';
import { reasonWords } from './TimelineSection.tsx';

type TFunction = ReturnType<typeof useTranslation>['t'];

/**
 * What cancelling now does to the money, in words that match it: a request only authorised is
 * released (nothing was charged, so nothing is "refunded"); a refund of nothing says so.
 */
function refundNowText(
  booking: BookingDetail,
  refundNowAmount: number,
  money: (amountEurMinor: number) => string,
  t: TFunction,
): string {
  if (booking.heldAmount > 0 && refundNowAmount === 0)
    return t('trips:detail.releaseNow', { amount: money(booking.heldAmount) });
  if (refundNowAmount === 0) return t('trips:detail.refundNowNone');
  return t('trips:detail.refundNow', {
    amount: money(refundNowAmount),
    percent: booking.cancellation.refundNowPercentage ?? 0,
  });
}

/**
 * The snapshot's policy in words, its terms as a small table, and what a cancellation by the viewer
 * now would refund. `cancel` is the Cancel button and its dialog, when the viewer may cancel.
 */
export function CancellationSection({
  booking,
  money,
  cancel,
}: {
  booking: BookingDetail;
  money(amountEurMinor: number): string;
  cancel: ReactNode;
}) {
  const { t } = useTranslation();
  const dates = useTripDates();
  const { cancellation } = booking;
  const terms = [...cancellation.terms].sort((a, b) => b.daysBefore - a.daysBefore);
  const last = terms[terms.length - 1];
  return (
    <section className="detail-section" aria-labelledby="detail-cancellation">
      <h2 id="detail-cancellation">{t('trips:detail.cancellation')}</h2>
      {cancellation.cancelledAt && (
        <p className="detail-callout" data-testid="cancelled-at">
          {t('trips:detail.cancelledAt', {
            date: dates.instant(cancellation.cancelledAt, booking.harbour.timeZone),
          })}
          {/* a weather cancellation stores the code `weather` (DESIGN.md, "Weather"); others a reason code or words */}
          {cancellation.reason
            ? ` · ${cancellation.reason === 'weather' ? t('weather:title') : reasonWords(cancellation.reason, t)}`
            : ''}
        </p>
      )}
      <p>
        <strong>{t(`product:cancellation.${cancellation.policy}`)}</strong>
      </p>
      {terms.length > 0 && (
        <table className="detail-terms">
          <caption className="visually-hidden">{t('trips:detail.termsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trips:detail.termWhen')}</th>
              <th scope="col">{t('trips:detail.termRefund')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.map((term) => (
              <tr key={term.daysBefore}>
                <td>{t('trips:detail.termAtLeast', { days: term.daysBefore })}</td>
                <td>{term.refundPercentage} %</td>
              </tr>
            ))}
            {last && last.daysBefore > 0 && (
              <tr>
                <td>{t('trips:detail.termLessThan', { days: last.daysBefore })}</td>
                <td>0 %</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {cancellation.refundNowAmount !== null && !cancellation.cancelledAt && (
        <p data-testid="refund-now">{refundNowText(booking, cancellation.refundNowAmount, money, t)}</p>
      )}
      {cancel}
    </section>
  );
}
