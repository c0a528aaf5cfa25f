import type { CheckoutCurrency, OptionalExtra, RentalTypeExtra } from '../../../shared/checkout/checkout.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { useMoney } from './checkoutMoney.ts';

/** The rental type (skipper, fuel package...) and the optional extras, each chosen by a checkbox. */
export function ExtraChoices({
  currency,
  rentalType,
  extras,
  disabled,
  onRentalType,
  onExtra,
}: {
  currency: CheckoutCurrency;
  rentalType: RentalTypeExtra | null;
  extras: OptionalExtra[];
  disabled: boolean;
  onRentalType(selected: boolean): void;
  onExtra(polymorphExtraId: number, selected: boolean): void;
}) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  if (!rentalType && extras.length === 0) return null;
  const harbour = (paidAtHarbour: boolean) =>
    paidAtHarbour ? <small>{t('checkout:extras.paidAtHarbour')}</small> : null;
  return (
    <fieldset className="checkout-card checkout-choices" data-testid="extras">
      <legend>{t('checkout:extras.title')}</legend>
      {rentalType && (
        <label className="checkout-option" data-testid="rental-type">
          <input
            type="checkbox"
            checked={rentalType.isIncluded || rentalType.wantedQuantity > 0}
            disabled={disabled || rentalType.isMandatory || rentalType.isIncluded}
            onChange={(event) => onRentalType(event.target.checked)}
          />
          <span className="checkout-option__text">
            <strong>{rentalType.name}</strong>
            <small>
              {rentalType.isMandatory
                ? t('checkout:extras.mandatory')
                : rentalType.licenceRequired
                  ? t('checkout:extras.licenceRequired')
                  : t('checkout:extras.rentalType')}
            </small>
            {harbour(rentalType.paidAtHarbour)}
          </span>
          <span className="checkout-option__price">
            {rentalType.isIncluded ? t('checkout:extras.included') : money(rentalType.price)}
          </span>
        </label>
      )}
      {extras.map((extra) => (
        <label key={extra.polymorphExtraId} className="checkout-option">
          <input
            type="checkbox"
            checked={extra.isSelected}
            disabled={disabled}
            onChange={(event) => onExtra(extra.polymorphExtraId, event.target.checked)}
          />
          <span className="checkout-option__text">
            <strong>{extra.name}</strong>
            {harbour(extra.paidAtHarbour)}
          </span>
          <span className="checkout-option__price">{money(extra.price)}</span>
        </label>
      ))}
    </fieldset>
  );
}
