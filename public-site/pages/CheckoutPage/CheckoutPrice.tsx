import type { CheckoutPriceDetails } from '../../../shared/checkout/checkout.ts';
import { useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { priceLineLabel } from '../ProductPage/priceLineLabel.ts';
import { EURO, useMoney } from './checkoutMoney.ts';

/**
 * The server's price: lines, total, what is paid online now, the balance and the harbour part, in
 * the renter's currency, with what their account credit pays before the card and the amount charged
 * in EUR said plainly. While a change is being saved the figures are marked as updating; when the
 * price could not be loaded none are shown.
 */
export function CheckoutPrice({
  price,
  isRefreshing,
  unavailable,
  onRetry,
}: {
  price: CheckoutPriceDetails | null;
  isRefreshing: boolean;
  unavailable: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney(price?.currency ?? EURO);
  const euros = useMoney(EURO);
  const date = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section
      className={`checkout-card checkout-price${isRefreshing ? ' is-refreshing' : ''}`}
      aria-labelledby="checkout-price-title"
      aria-busy={isRefreshing}
      data-testid="checkout-price"
    >
      <h2 id="checkout-price-title" className="checkout-card__title">
        {t('checkout:price.title')}
      </h2>
      <p className="checkout-price__status" aria-live="polite">
        {isRefreshing ? t('checkout:price.refreshing') : ''}
      </p>
      {unavailable || !price ? (
        <div role="alert">
          <p className="form-error">{t('checkout:price.unavailable')}</p>
          <button type="button" className="button button--ghost" onClick={onRetry} disabled={isRefreshing}>
            {t('checkout:price.retry')}
          </button>
        </div>
      ) : (
        <>
          <dl className="checkout-lines">
            {price.lines.map((line, index) => (
              <div
                key={`${line.key}-${line.extraId ?? line.insuranceKey ?? index}`}
                className="checkout-line"
              >
                <dt>
                  {line.key === 'insurance' ? line.label : priceLineLabel(line, t)}
                  {line.paidAtHarbour && <small> · {t('checkout:extras.paidAtHarbour')}</small>}
                </dt>
                <dd>{money(line.amount)}</dd>
              </div>
            ))}
            <div className="checkout-line checkout-line--total">
              <dt>{t('checkout:price.total')}</dt>
              <dd data-testid="checkout-total">{money(price.total)}</dd>
            </div>
          </dl>
          {price.activityIsAllInclusive && (
            <p className="checkout-note">{t('checkout:price.allInclusive')}</p>
          )}
          {price.activityIsSkipperPaidAtHarbor && (
            <p className="checkout-note">{t('checkout:price.skipperAtHarbour')}</p>
          )}
          <dl className="checkout-lines checkout-lines--split">
            <div className="checkout-line checkout-line--now">
              <dt>{t('checkout:price.payNow')}</dt>
              <dd data-testid="checkout-pay-now">{money(price.checkoutPaymentAmount)}</dd>
            </div>
            {price.voucherAmount > 0 && (
              <>
                <div className="checkout-line checkout-line--voucher" data-testid="checkout-voucher-line">
                  <dt>{t('checkout:price.voucher')}</dt>
                  <dd data-testid="checkout-voucher-amount">−{money(price.voucherAmount)}</dd>
                </div>
                <div className="checkout-line checkout-line--now">
                  <dt>{t('checkout:price.byCard')}</dt>
                  <dd data-testid="checkout-by-card">{money(price.cardPaymentAmount)}</dd>
                </div>
              </>
            )}
            {price.downPayment.isSelected && price.balancePaymentAmount > 0 && (
              <div className="checkout-line">
                <dt>
                  {t('checkout:price.balance', {
                    date: price.downPayment.balancePaymentDate
                      ? date(new Date(`${price.downPayment.balancePaymentDate}T00:00:00Z`))
                      : '',
                  })}
                </dt>
                <dd>{money(price.balancePaymentAmount)}</dd>
              </div>
            )}
            {price.harborAmount > 0 && (
              <div className="checkout-line">
                <dt>{t('checkout:price.atHarbour')}</dt>
                <dd>{money(price.harborAmount)}</dd>
              </div>
            )}
            {price.deposit > 0 && (
              <div className="checkout-line">
                <dt>{t('checkout:price.deposit')}</dt>
                <dd>{money(price.deposit)}</dd>
              </div>
            )}
          </dl>
          <p className="checkout-note" data-testid="charged-in-eur">
            {t('checkout:price.chargedInEur', { amount: euros(price.eur.cardPaymentAmount) })}
          </p>
        </>
      )}
    </section>
  );
}
