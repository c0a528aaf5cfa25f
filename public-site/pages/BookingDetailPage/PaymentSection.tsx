import { Link } from 'react-router';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { MoneyFact } from '../../components/Trip/MoneyFact.tsx';
import { useTripDates } from '../../components/Trip/tripDates.ts';
import { priceLineLabel } from '../ProductPage/priceLineLabel.ts';

type Money = (amountEurMinor: number) => string;
type TFunction = ReturnType<typeof useTranslation>['t'];

/** Lines the site words itself (the snapshot's label is English); extras and covers keep their names. */
const WORDED = new Set(['rental', 'durationDiscount', 'captain', 'serviceFee', 'promoCode']);
export function snapshotLineLabel(line: BookingDetail['priceLines'][number], t: TFunction): string {
  if (!WORDED.has(line.key)) return line.params?.name ?? line.label;
  return priceLineLabel(line as Parameters<typeof priceLineLabel>[0], t);
}

/** Price lines of the snapshot, what was paid, held and refunded, the deposit and the balance. */
export function PaymentSection({ booking, money }: { booking: BookingDetail; money: Money }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const dates = useTripDates();
  const movements = [
    ...booking.payments.map((movement) => ({ ...movement, direction: 'payment' as const })),
    ...booking.refunds.map((movement) => ({ ...movement, direction: 'refund' as const })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const { balance } = booking;
  return (
    <section className="detail-section" aria-labelledby="detail-payment">
      <h2 id="detail-payment">{t('trips:detail.payment')}</h2>
      {booking.paymentOnHold && (
        <div className="detail-callout" data-testid="payment-on-hold">
          <h3>{t('trips:detail.onHoldTitle')}</h3>
          <p>
            {booking.role === 'owner'
              ? t('trips:detail.onHoldOwner', { amount: money(booking.heldAmount) })
              : t('trips:detail.onHoldTenant', { amount: money(booking.heldAmount) })}
          </p>
        </div>
      )}
      <table className="detail-prices">
        <caption className="visually-hidden">{t('trips:detail.priceLines')}</caption>
        <tbody>
          {booking.priceLines.map((line) => (
            <tr key={`${line.key}-${line.label}-${line.amount}`}>
              <th scope="row">{snapshotLineLabel(line, t)}</th>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('trips:money.total')}</th>
            <td>{money(booking.totalAmount)}</td>
          </tr>
          {booking.extrasAmount > 0 && (
            <tr data-testid="extras-amount">
              <th scope="row">{t('trips:money.extras')}</th>
              <td>{money(booking.extrasAmount)}</td>
            </tr>
          )}
          {booking.harbourAmount > 0 && (
            <tr>
              <th scope="row">{t('trips:money.atHarbour')}</th>
              <td>{money(booking.harbourAmount)}</td>
            </tr>
          )}
        </tfoot>
      </table>
      <dl className="detail-facts detail-facts--money">
        <MoneyFact label={t('trips:money.paid')} amount={money(booking.paidAmount)} testId="paid-amount" />
        {booking.heldAmount > 0 && (
          <MoneyFact label={t('trips:money.held')} amount={money(booking.heldAmount)} />
        )}
        {booking.refundedAmount > 0 && (
          <MoneyFact
            label={t('trips:money.refunded')}
            amount={money(booking.refundedAmount)}
            testId="refunded-amount"
          />
        )}
        {booking.depositAmount > 0 && (
          <MoneyFact label={t('trips:money.deposit')} amount={money(booking.depositAmount)} />
        )}
      </dl>
      {booking.depositAmount > 0 && <p className="muted">{t('trips:detail.depositText')}</p>}
      {balance && !balance.paid && balance.amount > 0 && (
        <div className="detail-callout" data-testid="balance-due">
          <p>
            {balance.dueDate
              ? t('trips:detail.balanceDueOn', {
                  amount: money(balance.amount),
                  date: dates.day(balance.dueDate),
                })
              : t('trips:detail.balanceDue', { amount: money(balance.amount) })}
          </p>
          {balance.payPath && (
            <Link
              className="button button--accent"
              to={localizedPath(language, balance.payPath, defaultLanguage)}
            >
              {t('trips:detail.payBalance')}
            </Link>
          )}
        </div>
      )}
      {balance?.paid && (
        <p className="muted">{t('trips:detail.balancePaid', { amount: money(balance.amount) })}</p>
      )}
      {movements.length > 0 && (
        <>
          <h3>{t('trips:detail.movements')}</h3>
          <ul className="detail-movements">
            {movements.map((movement) => (
              <li key={`${movement.direction}-${movement.id}`} data-movement={movement.direction}>
                <span>
                  {t(`trips:detail.movement.${movement.direction}`)} ·{' '}
                  {t(`trips:movementStatus.${movement.status}`, { defaultValue: movement.status })}
                  {movement.reason ? ` · ${movement.reason}` : ''}
                </span>
                <span className="detail-movements__amount">
                  {movement.direction === 'refund' ? '−' : ''}
                  {money(movement.amount)}
                </span>
                <small className="muted">{dates.instant(movement.at, booking.harbour.timeZone)}</small>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
