import { type FormEvent, useState } from 'react';
import { PROMO_REFUSALS } from '../../../shared/checkout/checkoutChoices.ts';
import { useTranslation } from '../../app/useTranslation.ts';

const KNOWN_ERRORS: readonly string[] = [...PROMO_REFUSALS, 'promo-invalid'];

/** The promo code field: apply a code, see why one is refused, remove the one applied. */
export function PromoCodeForm({
  applied,
  error,
  isApplying,
  disabled,
  onSubmit,
}: {
  applied: string | null;
  error: string | null;
  isApplying: boolean;
  disabled: boolean;
  onSubmit(code: string): void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim().toUpperCase());
  };
  return (
    <section className="checkout-card" aria-labelledby="promo-title">
      <h2 id="promo-title" className="checkout-card__title">
        {t('checkout:promo.title')}
      </h2>
      {applied ? (
        <div className="checkout-promo-applied">
          <p data-testid="promo-applied">{t('checkout:promo.applied', { code: applied })}</p>
          <button
            type="button"
            className="button button--ghost"
            disabled={disabled}
            onClick={() => onSubmit('')}
          >
            {t('checkout:promo.remove')}
          </button>
        </div>
      ) : (
        <form className="checkout-promo" onSubmit={submit} noValidate>
          <label className="checkout-field">
            <span>{t('checkout:promo.label')}</span>
            <input
              name="promoCode"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'promo-error' : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="button button--ghost"
            disabled={disabled || isApplying || !code.trim()}
          >
            {isApplying ? t('checkout:promo.applying') : t('checkout:promo.apply')}
          </button>
        </form>
      )}
      <p id="promo-error" className="form-error" role="alert">
        {error ? t(`checkout:promo.errors.${KNOWN_ERRORS.includes(error) ? error : 'promo-invalid'}`) : ''}
      </p>
    </section>
  );
}
