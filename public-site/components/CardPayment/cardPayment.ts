import type {
  PaymentIntentAnswer,
  PaymentOutcome,
  SandboxConfirmAnswer,
} from '../../../shared/checkout/payment.ts';
import { paymentPaths } from '../../../shared/checkout/paymentPaths.ts';
import { readJson, type SiteApi } from '../../app/siteApi.ts';

/** What the sandbox card form sends (Stripe.js keeps the card in its own frame). */
export interface CardDetails {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

/** What a card step ends with when Stripe.js confirms the payment in its own frame. */
export type StripeConfirmation = { status: 'succeeded' } | { status: 'failed'; message: string };

export interface CardPaymentContext {
  api: SiteApi;
  /** `_locale=..&currency=..`: every v6 call carries the language (SPEC section 7). */
  query: string;
  /** Stripe.js's confirmCardPayment, when the provider is Stripe. */
  confirmWithStripe?: (intent: PaymentIntentAnswer) => Promise<StripeConfirmation>;
}

export type CardPaymentResult =
  | { status: 'paid'; successUrl: string }
  | { status: 'requiresAction'; redirectUrl: string }
  | { status: 'declined'; message: string }
  | { status: 'failed'; message: string; code: string | null };

export function withQuery(path: string, query: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

async function post<T>(context: CardPaymentContext, path: string, body: unknown): Promise<T> {
  return readJson<T>(await context.api(withQuery(path, context.query), { method: 'POST', body }));
}

/**
 * Pays one intent (checkout, balance or post-booking cart): the server makes the intent for the
 * amount it computes, the card is confirmed (the sandbox card form or Stripe.js), then the server
 * settles it and says where to go.
 */
export async function payWithCard(
  context: CardPaymentContext,
  intentPath: string,
  card: CardDetails | null,
  confirmPath: (intentId: string) => string,
  intentBody: object = {},
): Promise<CardPaymentResult> {
  try {
    const intent = await post<PaymentIntentAnswer>(context, intentPath, intentBody);
    if (intent.provider === 'stripe') {
      if (!context.confirmWithStripe) return { status: 'failed', message: '', code: 'stripe-unavailable' };
      const confirmation = await context.confirmWithStripe(intent);
      if (confirmation.status === 'failed') return { status: 'declined', message: confirmation.message };
    } else {
      if (!card) return { status: 'failed', message: '', code: 'card-missing' };
      const answer = await post<SandboxConfirmAnswer>(context, paymentPaths.sandboxConfirm, {
        clientSecret: intent.clientSecret,
        ...card,
      });
      if (answer.status === 'requires_action')
        return { status: 'requiresAction', redirectUrl: answer.redirectUrl };
      if (answer.status === 'failed') return { status: 'declined', message: answer.message };
    }
    const outcome = await post<PaymentOutcome>(context, confirmPath(intent.intentId), {
      paymentIntentId: intent.intentId,
    });
    return outcomeResult(outcome);
  } catch (error) {
    const failure = error as Error & { code?: string };
    return { status: 'failed', message: failure.message, code: failure.code ?? null };
  }
}

export function outcomeResult(outcome: PaymentOutcome): CardPaymentResult {
  // A pending payment is settled by the webhook; the success page waits for it.
  if ((outcome.status === 'paid' || outcome.status === 'pending') && outcome.successUrl) {
    return { status: 'paid', successUrl: outcome.successUrl };
  }
  if (outcome.status === 'failed') return { status: 'declined', message: outcome.message ?? '' };
  return { status: 'failed', message: outcome.message ?? '', code: outcome.code ?? outcome.status };
}

/**
 * The pay calls answer with URLs in the language the booking was made in; the renter stays in the
 * language of the page they are on.
 */
export function inPageLanguage(url: string, language: string): string {
  return url.replace(/^\/[a-z]{2}(-[A-Z]{2})?(?=\/)/, `/${language}`);
}

/**
 * A declined card in words. The server's reason is already a whole sentence in the page's language
 * ("Votre carte a été refusée. Rien n’a été débité…"): it is shown alone, never wrapped in a second
 * "your card was declined"; the general sentence only stands in when there is no reason.
 */
export function declinedMessage(reason: string | null | undefined, general: string): string {
  return reason?.trim() ? reason.trim() : general;
}
