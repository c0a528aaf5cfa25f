import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PaymentIntentAnswer } from '../../../shared/checkout/payment.ts';
import { isCardNumber } from '../../../shared/checkout/paymentPaths.ts';
import { readJson, type SiteApi } from '../../app/siteApi.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import type { CardDetails, StripeConfirmation } from './cardPayment.ts';
import { useTypedBeforeHydration } from './useTypedBeforeHydration.ts';

type CardField = 'cardNumber' | 'expiry' | 'cvc';

function checkCard(number: string, expiry: string, cvc: string): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  if (!isCardNumber(number.replace(/[\s-]/g, ''))) errors.cardNumber = 'cardNumberInvalid';
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(expiry.trim())) errors.expiry = 'expiryInvalid';
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = 'cvcInvalid';
  return errors;
}

/**
 * The card step. With the sandbox provider this is our own form, labelled as the test provider it
 * is; with Stripe, Stripe.js's card field (see StripeCard). `error` is shown in an alert and takes
 * the focus so that a declined card is noticed and the renter can try another one.
 */
export function CardForm({
  provider,
  payLabel,
  busy,
  error,
  disabled,
  onPay,
  stripe,
}: {
  provider: 'sandbox' | 'stripe';
  payLabel: string;
  busy: boolean;
  error: string | null;
  disabled: boolean;
  onPay(card: CardDetails | null): void;
  stripe?: {
    api: SiteApi;
    intentPath: string;
    acceptedTerms?: boolean;
    onReady(confirm: StripeConfirm): void;
  };
}) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The provider's answer to the last attempt; a new attempt (even one the form itself stops) hides
  // it, so an old card's error never stays under a new one.
  const [shownError, setShownError] = useState(error);

  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed('cardNumber')) setNumber(typed('cardNumber'));
    if (typed('expiry')) setExpiry(typed('expiry'));
    if (typed('cvc')) setCvc(typed('cvc'));
  });

  useEffect(() => setShownError(error), [error]);
  // Focused once shown (an empty alert is not displayed, so it could not take the focus before).
  useEffect(() => {
    if (shownError) errorRef.current?.focus();
  }, [shownError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    setShownError(null);
    if (provider === 'stripe') return onPay(null);
    const errors = checkCard(number, expiry, cvc);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const [month, year] = expiry.split('/').map((part) => part.trim());
    onPay({ cardNumber: number.replace(/[\s-]/g, ''), expMonth: month, expYear: year, cvc: cvc.trim() });
  };

  const field = (name: CardField) => ({
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `card-${name}-error` : undefined,
  });
  const fieldError = (name: CardField) =>
    fieldErrors[name] ? (
      <small id={`card-${name}-error`} className="form-error">
        {t(`checkout:card.errors.${fieldErrors[name]}`)}
      </small>
    ) : null;

  return (
    <form
      ref={formRef}
      className="checkout-card checkout-pay"
      onSubmit={submit}
      noValidate
      aria-labelledby="card-title"
    >
      <h2 id="card-title" className="checkout-card__title">
        {t('checkout:card.title')}
      </h2>
      {provider === 'sandbox' ? (
        <>
          <p className="checkout-sandbox" data-testid="sandbox-notice">
            <strong>{t('checkout:card.sandboxTitle')}</strong> {t('checkout:card.sandboxText')}
          </p>
          <label className="checkout-field">
            <span>{t('checkout:card.number')}</span>
            <input
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              {...field('cardNumber')}
            />
            {fieldError('cardNumber')}
          </label>
          <div className="checkout-field-row">
            <label className="checkout-field">
              <span>{t('checkout:card.expiry')}</span>
              <input
                name="expiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('checkout:card.expiryPlaceholder')}
                value={expiry}
                onChange={(event) => setExpiry(event.target.value)}
                {...field('expiry')}
              />
              {fieldError('expiry')}
            </label>
            <label className="checkout-field">
              <span>{t('checkout:card.cvc')}</span>
              <input
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                value={cvc}
                onChange={(event) => setCvc(event.target.value)}
                {...field('cvc')}
              />
              {fieldError('cvc')}
            </label>
          </div>
        </>
      ) : (
        stripe && <StripeCard {...stripe} />
      )}
      <p
        ref={errorRef}
        className="form-error checkout-pay__error"
        role="alert"
        tabIndex={-1}
        data-testid="payment-error"
      >
        {shownError ?? ''}
      </p>
      <button
        type="submit"
        className="button button--primary checkout-pay__button"
        disabled={disabled || busy}
        aria-busy={busy}
      >
        {busy && <span className="checkout-spinner" aria-hidden="true" />}
        {busy ? t('checkout:card.paying') : payLabel}
      </button>
      <p className="muted checkout-pay__secure">{t('checkout:card.secure')}</p>
    </form>
  );
}

export type StripeConfirm = (intent: PaymentIntentAnswer) => Promise<StripeConfirmation>;

interface StripeJs {
  elements(): { create(kind: 'card'): { mount(element: HTMLElement): void } };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: unknown } },
  ): Promise<{ error?: { message?: string } }>;
}

declare global {
  interface Window {
    Stripe?: (key: string) => StripeJs;
  }
}

function loadStripeScript(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Stripe.js did not load.'));
    document.head.append(script);
  });
}

/**
 * Stripe's card field. Its publishable key comes with a payment intent, so one is asked for when the
 * field appears (the same intent is given back at payment time while the price is unchanged).
 */
function StripeCard({
  api,
  intentPath,
  acceptedTerms = false,
  onReady,
}: {
  api: SiteApi;
  intentPath: string;
  /** The checkout's intent carries the renter's acceptance of the terms (balance and cart ones do not). */
  acceptedTerms?: boolean;
  onReady(confirm: StripeConfirm): void;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const intent = await readJson<PaymentIntentAnswer>(
        await api(intentPath, { method: 'POST', body: acceptedTerms ? { acceptedTerms } : {} }),
      );
      await loadStripeScript();
      if (cancelled || !window.Stripe || !intent.publishableKey || !container.current) return;
      const stripe = window.Stripe(intent.publishableKey);
      const card = stripe.elements().create('card');
      card.mount(container.current);
      onReady(async (next) => {
        const result = await stripe.confirmCardPayment(next.clientSecret, { payment_method: { card } });
        return result.error
          ? { status: 'failed', message: result.error.message ?? '' }
          : { status: 'succeeded' };
      });
    })().catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [api, intentPath, onReady, acceptedTerms]);
  return (
    <div className="checkout-field">
      <span>{t('checkout:card.number')}</span>
      <div ref={container} className="checkout-stripe" />
      {failed && <small className="form-error">{t('checkout:card.stripeUnavailable')}</small>}
    </div>
  );
}
