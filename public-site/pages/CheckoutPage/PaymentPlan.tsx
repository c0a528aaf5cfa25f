import type { CheckoutDownPayment } from '../../../shared/checkout/checkout.ts';
import { useDateFormat } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useMoney } from './checkoutMoney.ts';

/** Pay everything now, or a down payment now and the balance charged automatically later. */
export function PaymentPlan({
  downPayment,
  total,
  disabled,
  onChange,
}: {
  downPayment: CheckoutDownPayment;
  total: number;
  disabled: boolean;
  onChange(isSelected: boolean): void;
}) {
  const { t } = useTranslation();
  const money = useMoney(downPayment.currency);
  const date = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const balanceDate = downPayment.balancePaymentDate
    ? date(new Date(`${downPayment.balancePaymentDate}T00:00:00Z`))
    : '';
  return (
    <fieldset className="checkout-card checkout-choices" data-testid="payment-plan">
      <legend>{t('checkout:plan.title')}</legend>
      <label className="checkout-option">
        <input
          type="radio"
          name="payment-plan"
          checked={!downPayment.isSelected}
          disabled={disabled}
          onChange={() => onChange(false)}
        />
        <span className="checkout-option__text">
          <strong>{t('checkout:plan.full')}</strong>
          <small>{t('checkout:plan.fullText', { price: money(total) })}</small>
        </span>
      </label>
      {downPayment.isEligible ? (
        <label className="checkout-option">
          <input
            type="radio"
            name="payment-plan"
            checked={downPayment.isSelected}
            disabled={disabled}
            onChange={() => onChange(true)}
          />
          <span className="checkout-option__text">
            <strong>{t('checkout:plan.downPayment', { percent: downPayment.percent })}</strong>
            <small data-testid="balance-date">
              {t('checkout:plan.downPaymentText', {
                now: money(downPayment.downPaymentAmount),
                balance: money(downPayment.balancePaymentAmount),
                date: balanceDate,
              })}
            </small>
          </span>
        </label>
      ) : (
        downPayment.refusal && <p className="muted">{t(`checkout:plan.refusals.${downPayment.refusal}`)}</p>
      )}
    </fieldset>
  );
}
