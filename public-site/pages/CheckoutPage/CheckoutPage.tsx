import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paymentPaths } from '../../../shared/checkout/paymentPaths.ts';
import { pushToDataLayer } from '../../app/dataLayer.ts';
import { browserApi } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import '../../styles/checkout.css';
import { CardForm, type StripeConfirm } from '../../components/CardPayment/CardForm.tsx';
import { declinedMessage } from '../../components/CardPayment/cardPayment.ts';
import { CheckoutNotice } from './CheckoutNotice.tsx';
import { CheckoutPrice } from './CheckoutPrice.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { type CheckoutPageData, loadCheckoutPage } from './checkoutLoader.ts';
import { useMoney } from './checkoutMoney.ts';
import { type CheckoutState, canPay, checkoutStateFromLoad, isChangeable } from './checkoutState.ts';
import { ExtraChoices } from './ExtraChoices.tsx';
import { InsuranceChoices } from './InsuranceChoices.tsx';
import { PaymentPlan } from './PaymentPlan.tsx';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import { TermsAcceptance } from './TermsAcceptance.tsx';
import { useCheckout } from './useCheckout.ts';
import { VoucherNotice } from './VoucherNotice.tsx';

export function head(t: TFunction) {
  return { title: t('checkout:head.title'), description: t('checkout:head.description') };
}

export const loader = loadCheckoutPage;

function paymentMessage(state: CheckoutState, t: TFunction): string | null {
  const { status, message } = state.payment;
  if (status === 'declined') return declinedMessage(message, t('searchMore:card.declined'));
  if (status === 'failed') return t('checkout:card.failed');
  return null;
}

/** ps/{hash}: the checkout of one payment session (SPEC sections 3 and 4). */
export default function CheckoutPage() {
  const { hash, load } = usePageData<CheckoutPageData>();
  const { t } = useTranslation();
  const { language, currency } = useSite();
  const query = `_locale=${language}&currency=${currency}`;
  const stripeConfirm = useRef<StripeConfirm | undefined>(undefined);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [state, dispatch] = useCheckout(() => checkoutStateFromLoad(load), {
    api: browserApi,
    hash,
    query,
    confirmWithStripe: (intent) =>
      stripeConfirm.current
        ? stripeConfirm.current(intent)
        : Promise.resolve({ status: 'failed', message: '' }),
  });
  // The data layer hears begin_checkout once per session, with the first tracking the API gave.
  const checkoutTracked = useRef(false);
  useEffect(() => {
    if (!state.tracking || checkoutTracked.current) return;
    checkoutTracked.current = true;
    pushToDataLayer(state.tracking);
  }, [state.tracking]);
  const onStripeReady = useCallback((confirm: StripeConfirm) => {
    stripeConfirm.current = confirm;
  }, []);
  const money = useMoney(
    state.price?.currency ?? state.session?.session.currency ?? { code: 'EUR', symbol: '€', minorDigits: 2 },
  );

  if (state.status === 'backendError' || !state.session) {
    return (
      <CheckoutNotice
        testId="checkout-unavailable"
        title={t('checkout:notice.unavailableTitle')}
        text={t('checkout:notice.unavailableText')}
      />
    );
  }
  const { session } = state.session;
  if (session.status === 'expired' || session.status === 'abandoned') {
    return (
      <CheckoutNotice
        testId="checkout-expired"
        title={t('checkout:notice.expiredTitle')}
        text={t('checkout:notice.expiredText')}
        action={
          <a className="button button--primary" href={session.urlBackButton}>
            {t('checkout:notice.backToBoat')}
          </a>
        }
      />
    );
  }
  if (session.status === 'paid' && state.payment.status !== 'paid') {
    return (
      <CheckoutNotice
        title={t('checkout:notice.paidTitle')}
        text={t('checkout:notice.paidText')}
        action={
          <Link className="button button--primary" to={`/${language}/ps/${hash}/success`}>
            {t('checkout:notice.seeBooking')}
          </Link>
        }
      />
    );
  }

  const changeable = isChangeable(state);
  const busy =
    state.payment.status === 'paying' ||
    state.payment.status === 'redirecting' ||
    state.payment.status === 'paid';
  const amountNow = state.price && !state.priceUnavailable ? money(state.price.cardPaymentAmount) : null;
  return (
    <div className="checkout container">
      <header className="checkout__header">
        <a className="checkout__back" href={session.urlBackButton}>
          {t('checkout:back')}
        </a>
        <h1>{session.isDirect ? t('checkout:title') : t('checkout:titleRequest')}</h1>
        {!session.isDirect && <p className="muted">{t('checkout:requestNote')}</p>}
      </header>
      <div className="checkout-layout">
        <aside className="checkout-aside" aria-label={t('checkout:summary.label')}>
          <CheckoutSummary session={state.session} activity={state.activity} />
          <CheckoutPrice
            price={state.price}
            isRefreshing={state.isRefreshingPrice}
            unavailable={state.priceUnavailable}
            onRetry={() => dispatch({ type: 'priceRetried' })}
          />
          <VoucherNotice />
        </aside>
        <div className="checkout-main">
          {state.insurances && (
            <InsuranceChoices
              insurances={state.insurances}
              disabled={!changeable}
              onToggle={(key, selected) => dispatch({ type: 'insuranceToggled', key, selected })}
            />
          )}
          <ExtraChoices
            currency={session.currency}
            rentalType={state.rentalType}
            extras={state.extras}
            disabled={!changeable}
            onRentalType={(isSelected) => dispatch({ type: 'rentalTypeToggled', isSelected })}
            onExtra={(polymorphExtraId, isSelected) =>
              dispatch({ type: 'extraToggled', polymorphExtraId, isSelected })
            }
          />
          <PromoCodeForm
            applied={state.promoCode.code}
            error={state.promoCode.error}
            isApplying={state.promoCode.isApplying}
            disabled={!changeable}
            onSubmit={(promoCode) => dispatch({ type: 'promoCodeSubmitted', promoCode })}
          />
          {state.downPayment && (
            <PaymentPlan
              downPayment={state.downPayment}
              total={state.price?.total ?? 0}
              disabled={!changeable}
              onChange={(isSelected) => dispatch({ type: 'downPaymentToggled', isSelected })}
            />
          )}
          <TermsAcceptance
            accepted={termsAccepted}
            productUrl={session.urlBackButton}
            disabled={busy}
            onChange={setTermsAccepted}
          />
          <CardForm
            provider={session.cardProvider}
            // A request only authorises the card (charged when the owner accepts): the button says so.
            payLabel={
              amountNow
                ? t(session.isDirect ? 'checkout:card.pay' : 'checkout:card.hold', { price: amountNow })
                : t('checkout:card.payNoPrice')
            }
            busy={busy}
            disabled={(!canPay(state) || !termsAccepted) && !busy}
            error={paymentMessage(state, t)}
            onPay={(card) => dispatch({ type: 'payRequested', card })}
            // Stripe's intent is made when its card field mounts, so it waits for the acceptance.
            stripe={
              termsAccepted
                ? {
                    api: browserApi,
                    intentPath: `${paymentPaths.checkoutIntent(hash)}?${query}`,
                    acceptedTerms: true,
                    onReady: onStripeReady,
                  }
                : undefined
            }
          />
          <p className="muted checkout-policy">
            {t('checkout:policy', {
              percent: session.cancellationPolicy.refundPercentage,
              name: t(`checkout:policies.${session.cancellationPolicy.name}`),
            })}
          </p>
        </div>
      </div>
    </div>
  );
}
