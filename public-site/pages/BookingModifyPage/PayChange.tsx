import type { Modification, ModificationOptions } from '../../../shared/bookings/trips.ts';
import { paymentPaths } from '../../../shared/checkout/paymentPaths.ts';
import { browserApi } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { CardForm } from '../../components/CardPayment/CardForm.tsx';
import { useCardPayment } from '../../components/CardPayment/useCardPayment.ts';
import { tripApi } from '../../components/Trip/tripContract.ts';
import { useTripDates } from '../../components/Trip/tripDates.ts';
import '../../styles/checkout.css';

/**
 * The pay step of a change waiting for its difference: the booking as it is and as it will be, then
 * the checkout's card step. Settlement sends the renter on to the booking detail (3-D Secure through
 * ps/fingerprint), where the change waits for the owner or is already made on an instant boat.
 */
export function PayChange({
  bookingId,
  change,
  options,
  money,
  euros,
}: {
  bookingId: number;
  change: Modification;
  options: ModificationOptions;
  money(amountEurMinor: number): string;
  euros(amountEurMinor: number): string;
}) {
  const { t } = useTranslation();
  const dates = useTripDates();
  const payment = useCardPayment(
    tripApi.modificationIntent(bookingId, change.id),
    paymentPaths.intentConfirm,
  );
  const shown = money(change.differenceAmount);
  const charged = euros(change.differenceAmount);
  return (
    <div className="booking-modify__grid" data-testid="modification-pay">
      <section className="booking-modify__fieldset" aria-labelledby="modify-pay-title">
        <h2 id="modify-pay-title">{t('trips:modification.payDifference')}</h2>
        <dl className="booking-modify__totals">
          <div>
            <dt>{t('trips:modify.payStep.now')}</dt>
            <dd>
              <span>{dates.range(options.current.startDate, options.current.endDate)}</span> ·{' '}
              <span>{t('trips:modification.people', { count: options.current.people })}</span>
            </dd>
          </div>
          <div>
            <dt>{t('trips:modify.payStep.after')}</dt>
            <dd data-testid="modification-pay-dates">
              <span>{dates.range(change.startDate, change.endDate)}</span> ·{' '}
              <span>{t('trips:modification.people', { count: change.people })}</span>
            </dd>
          </div>
          <div>
            <dt>{t('trips:modify.newTotal')}</dt>
            <dd>{money(change.newTotalAmount)}</dd>
          </div>
          <div className="booking-modify__due">
            <dt>{t('trips:modify.payStep.difference')}</dt>
            <dd data-testid="modification-pay-amount">{shown}</dd>
          </div>
        </dl>
        <p className="muted">
          {options.instantBooking ? t('trips:modify.instant') : t('trips:modify.ownerApproves')}
        </p>
        {charged !== shown && (
          <p className="checkout-note">{t('checkout:price.chargedInEur', { amount: charged })}</p>
        )}
      </section>
      <CardForm
        provider={options.cardProvider}
        payLabel={t('checkout:card.pay', { price: shown })}
        busy={payment.busy}
        disabled={false}
        error={payment.error}
        onPay={payment.pay}
        stripe={{ api: browserApi, intentPath: payment.intentPathWithQuery, onReady: payment.onStripeReady }}
      />
    </div>
  );
}
