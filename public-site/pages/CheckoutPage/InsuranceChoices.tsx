import type { CheckoutInsurances } from '../../../shared/checkout/checkout.ts';
import { INSURANCE_KEYS, type InsuranceKey } from '../../../shared/checkout/checkoutChoices.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useMoney } from './checkoutMoney.ts';

/** The four insurances with their prices; assistance and multi-risk exclude each other. */
export function InsuranceChoices({
  insurances,
  disabled,
  onToggle,
}: {
  insurances: CheckoutInsurances;
  disabled: boolean;
  onToggle(key: InsuranceKey, selected: boolean): void;
}) {
  const { t } = useTranslation();
  const money = useMoney(insurances.currency);
  const offered = INSURANCE_KEYS.filter((key) => insurances[key].available);
  if (offered.length === 0) return null;
  return (
    <fieldset className="checkout-card checkout-choices" data-testid="insurances">
      <legend>{t('checkout:insurances.title')}</legend>
      <p className="muted">{t('checkout:insurances.intro')}</p>
      {offered.map((key) => {
        const offer = insurances[key];
        return (
          <label key={key} className="checkout-option" data-insurance={key}>
            <input
              type="checkbox"
              checked={offer.selected}
              disabled={disabled}
              onChange={(event) => onToggle(key, event.target.checked)}
            />
            <span className="checkout-option__text">
              <strong>{offer.name}</strong>
              {offer.description && <small>{offer.description}</small>}
              {key === 'damageWaiver' && (
                <small>
                  {t('checkout:insurances.lowersDeposit', { price: money(insurances.depositWithWaiver) })}
                </small>
              )}
            </span>
            <span className="checkout-option__price">{money(offer.price)}</span>
          </label>
        );
      })}
      {insurances.mondialAssistance.available && insurances.mondialMultiRisk.available && (
        <p className="muted">{t('checkout:insurances.exclusive')}</p>
      )}
    </fieldset>
  );
}
