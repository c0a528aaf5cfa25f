import type {
  CheckoutActivity,
  CheckoutDownPayment,
  CheckoutExtras,
  CheckoutInsurances,
  CheckoutPriceDetails,
  CheckoutSession,
  CheckoutTracking,
  RentalTypeExtra,
} from '../../../shared/checkout/checkout.ts';
import { paymentPaths } from '../../../shared/checkout/paymentPaths.ts';
import { readJson } from '../../app/siteApi.ts';
import {
  type CardDetails,
  type CardPaymentContext,
  payWithCard,
  withQuery,
} from '../../components/CardPayment/cardPayment.ts';
import type { CheckoutAction, CheckoutEffect } from './checkoutState.ts';

/** The checkout's read and selection calls (SPEC section 7), relative to one session. */
export function checkoutPaths(hash: string) {
  const base = `/api/v6/checkout/${encodeURIComponent(hash)}`;
  return {
    session: base,
    activity: `${base}/activity`,
    price: `${base}/price`,
    insurances: `/api/v6/ps/${encodeURIComponent(hash)}/insurances`,
    insurancesSelected: `/api/v6/ps/${encodeURIComponent(hash)}/insurances/selected`,
    rentalType: `${base}/extra/rental-type`,
    extras: `${base}/extras`,
    extraSelected: `${base}/extra/selected`,
    tracking: `${base}/tracking`,
    downPayment: `${base}/down-payment`,
    downPaymentSelected: `${base}/down-payment/selected`,
    promoCode: `${base}/promo-code`,
    success: `${base}/success`,
  };
}

export interface CheckoutEffectContext extends CardPaymentContext {
  hash: string;
}

type ApiError = Error & { status?: number; code?: string; fields?: Record<string, string> };

const isExpired = (error: unknown) => {
  const code = (error as ApiError).code;
  return code === 'session-expired' || code === 'session-paid';
};

async function get<T>(context: CheckoutEffectContext, path: string): Promise<T> {
  return readJson<T>(await context.api(withQuery(path, context.query)));
}

async function send<T>(context: CheckoutEffectContext, method: 'PUT' | 'POST', path: string, body: unknown) {
  return readJson<T>(await context.api(withQuery(path, context.query), { method, body }));
}

/** Runs one effect and answers with the actions that report how it went. */
export async function runCheckoutEffect(
  effect: CheckoutEffect,
  context: CheckoutEffectContext,
): Promise<CheckoutAction[]> {
  const paths = checkoutPaths(context.hash);
  switch (effect.type) {
    case 'loadSession':
      return get<CheckoutSession>(context, paths.session).then(
        (session) => [{ type: 'sessionLoaded', session }],
        () => [{ type: 'sessionFailed' }],
      );
    case 'loadActivity':
      return get<CheckoutActivity>(context, paths.activity).then(
        (activity) => [{ type: 'activityLoaded', activity }],
        () => [],
      );
    case 'loadPrice':
      return get<CheckoutPriceDetails>(context, paths.price).then(
        (price) => [{ type: 'priceLoaded', request: effect.request, price }],
        () => [{ type: 'priceFailed', request: effect.request }],
      );
    case 'loadInsurances':
      return get<CheckoutInsurances>(context, paths.insurances).then(
        (insurances) => [{ type: 'insurancesLoaded', insurances }],
        () => [],
      );
    case 'loadRentalType':
      return get<RentalTypeExtra | null>(context, paths.rentalType).then(
        (rentalType) => [{ type: 'rentalTypeLoaded', rentalType }],
        () => [],
      );
    case 'loadExtras':
      return get<CheckoutExtras>(context, paths.extras).then(
        (extras) => [{ type: 'extrasLoaded', extras }],
        () => [],
      );
    case 'loadTracking':
      return get<CheckoutTracking>(context, paths.tracking).then(
        (tracking) => [{ type: 'trackingLoaded', tracking }],
        () => [],
      );
    case 'loadDownPayment':
      return get<CheckoutDownPayment>(context, paths.downPayment).then(
        (downPayment) => [{ type: 'downPaymentLoaded', downPayment }],
        () => [],
      );
    case 'saveInsurances':
      return send<CheckoutInsurances>(context, 'PUT', paths.insurancesSelected, effect.selection).then(
        (insurances) => [{ type: 'insurancesSaved', insurances }],
        (error) => [{ type: 'insurancesFailed', previous: effect.previous, expired: isExpired(error) }],
      );
    case 'savePromoCode':
      return send<unknown>(context, 'PUT', paths.promoCode, { promoCode: effect.promoCode }).then(
        () => [{ type: 'promoCodeApplied', promoCode: effect.promoCode }],
        (error: ApiError) => [
          {
            type: 'promoCodeRefused',
            message: error.code === 'bad-request' ? 'promo-invalid' : (error.code ?? 'promo-invalid'),
            expired: isExpired(error),
          },
        ],
      );
    case 'saveDownPayment':
      return send<CheckoutDownPayment>(context, 'PUT', paths.downPaymentSelected, {
        isSelected: effect.isSelected,
      }).then(
        (downPayment) => [
          { type: 'downPaymentSaved', downPayment: downPayment?.currency ? downPayment : null },
        ],
        (error) => [{ type: 'downPaymentFailed', previous: effect.previous, expired: isExpired(error) }],
      );
    case 'saveExtra':
      return send<unknown>(context, 'PUT', paths.extraSelected, {
        polymorphExtraId: effect.polymorphExtraId,
        isSelected: effect.isSelected,
      }).then(
        () => [{ type: 'extraSaved' }],
        (error) => [
          {
            type: 'extraFailed',
            target: effect.target,
            previous: effect.previous,
            expired: isExpired(error),
          },
        ],
      );
    case 'pay':
      return pay(effect.card, context);
    case 'navigate':
      return [];
  }
}

async function pay(card: CardDetails | null, context: CheckoutEffectContext): Promise<CheckoutAction[]> {
  // The pay button is offered only once the renter ticked the acceptance (TermsAcceptance).
  const result = await payWithCard(
    context,
    paymentPaths.checkoutIntent(context.hash),
    card,
    () => paymentPaths.checkoutConfirm(context.hash),
    { acceptedTerms: true },
  );
  switch (result.status) {
    case 'paid':
      return [{ type: 'paymentSucceeded', successUrl: result.successUrl }];
    case 'requiresAction':
      return [{ type: 'paymentRequiresAction', redirectUrl: result.redirectUrl }];
    case 'declined':
      return [{ type: 'paymentDeclined', message: result.message }];
    case 'failed':
      return [
        {
          type: 'paymentFailed',
          message: result.message,
          expired:
            result.code === 'session-expired' || result.code === 'refunded' || result.code === 'dates-taken',
        },
      ];
  }
}
