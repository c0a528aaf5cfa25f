import type { PaymentIntentAnswer, PaymentKind } from '../../../shared/checkout/payment.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import type { PaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { lockChangeToPay } from '../booking-modifications/repository.ts';
import { computeCartPrice, storeCheckoutPrice } from '../checkout/checkoutPrice.ts';
import { holdVouchersForCheckout } from '../vouchers/service.ts';
import {
  countPayments,
  customerRefFor,
  findReusablePayment,
  insertPayment,
  lockBalanceBooking,
  lockCart,
  lockCheckoutSession,
  type PaymentRow,
  recordSupersededIntent,
  saveCustomerRef,
  storePriceSnapshot,
  supersededPayments,
} from './repository.ts';

type Owner = { column: 'payment_session_id' | 'booking_id' | 'cart_id'; id: number };

/** What one pay click charges, decided under the row locks of its session, booking or cart. */
interface ChargePlan {
  owner: Owner;
  kind: PaymentKind;
  amount: number;
  snapshot: unknown;
  tenant: { id: number; email: string };
  link: { sessionId: number | null; bookingId: number | null; cartId: number | null };
  saveCard: boolean;
  /** `manual` for a request: authorised now, captured when the owner accepts. */
  captureMethod: 'automatic' | 'manual';
  description: string;
}

const answerOf = (
  providers: PaymentProviders,
  row: Pick<PaymentRow, 'provider_reference' | 'client_secret' | 'amount' | 'kind' | 'status' | 'provider'>,
): PaymentIntentAnswer => ({
  intentId: row.provider_reference,
  clientSecret: row.client_secret ?? '',
  provider: row.provider,
  publishableKey: row.provider === 'stripe' ? providers.publishableKey : null,
  amount: row.amount,
  currency: 'EUR',
  kind: row.kind,
  status: row.status,
});

/**
 * Creates the intent for a plan, or answers the open intent that already charges the same amount for
 * the same thing (a double click, a reload, a replayed Idempotency-Key). The provider call happens
 * between two short transactions; its idempotency key is derived from the plan, so two concurrent
 * clicks get the same intent and one payment row.
 */
async function intentFor(
  db: Database,
  providers: PaymentProviders,
  plan: (tx: Queryable) => Promise<ChargePlan>,
  clientKey: string | undefined,
): Promise<PaymentIntentAnswer> {
  const provider = providers.active;
  const decided = await db.transaction(async (tx) => {
    const charge = await plan(tx);
    const reusable = await findReusablePayment(tx, charge.owner, provider.name, charge.kind, charge.amount);
    if (reusable) {
      await storePriceSnapshot(tx, reusable.id, charge.snapshot);
      return { charge, reusable, attempt: 0 };
    }
    return { charge, reusable: undefined, attempt: await countPayments(tx, charge.owner, charge.kind) };
  });
  if (decided.reusable) return answerOf(providers, decided.reusable);
  const { charge } = decided;

  let customer: string | null = null;
  if (charge.saveCard) {
    customer = await customerRefFor(db, charge.tenant.id, provider.name);
    if (!customer) {
      customer = await provider.createCustomer({
        email: charge.tenant.email,
        idempotencyKey: `customer:${charge.tenant.id}`,
      });
      await saveCustomerRef(db, charge.tenant.id, provider.name, customer);
      customer = (await customerRefFor(db, charge.tenant.id, provider.name)) ?? customer;
    }
  }
  const idempotencyKey = [
    charge.owner.column,
    charge.owner.id,
    charge.kind,
    charge.amount,
    clientKey ? `key-${clientKey}` : `attempt-${decided.attempt}`,
  ].join(':');
  const intent = await provider.createIntent({
    amount: charge.amount,
    currency: 'EUR',
    idempotencyKey,
    description: charge.description,
    customer: customer ?? undefined,
    saveCard: charge.saveCard,
    captureMethod: charge.captureMethod,
    metadata: {
      kind: charge.kind,
      tenantId: String(charge.tenant.id),
      ...(charge.link.sessionId ? { paymentSessionId: String(charge.link.sessionId) } : {}),
      ...(charge.link.bookingId ? { bookingId: String(charge.link.bookingId) } : {}),
      ...(charge.link.cartId ? { cartId: String(charge.link.cartId) } : {}),
    },
  });
  const superseded = await db.transaction(async (tx) => {
    await insertPayment(tx, {
      bookingId: charge.link.bookingId,
      sessionId: charge.link.sessionId,
      cartId: charge.link.cartId,
      provider: provider.name,
      intent,
      kind: charge.kind,
      idempotencyKey,
      priceSnapshot: charge.snapshot,
      customer,
    });
    return supersededPayments(tx, charge.owner, charge.kind, intent.id);
  });
  // An older intent for another amount must not be paid any more; if it was paid meanwhile,
  // settlement refunds the second charge.
  for (const old of superseded) {
    const cancelled = await providers.byName(old.provider).cancelIntent(old.provider_reference);
    await recordSupersededIntent(db, old.provider_reference, cancelled.status);
  }
  return answerOf(providers, {
    provider_reference: intent.id,
    client_secret: intent.clientSecret,
    amount: intent.amount,
    kind: charge.kind,
    status: intent.status,
    provider: provider.name,
  });
}

/** POST /checkout/{hash}/payment-intent: the session's price, computed now, frozen on the intent. */
export function checkoutIntent(
  db: Database,
  providers: PaymentProviders,
  sessionId: number,
  clientKey?: string,
) {
  return intentFor(
    db,
    providers,
    async (tx) => {
      const session = await lockCheckoutSession(tx, sessionId, appClock.now());
      if (session.status === 'paid') throw conflict('session-paid', 'This checkout is already paid.');
      if (session.status !== 'open' && session.status !== 'processing') {
        throw conflict('session-expired', 'This checkout has expired: book again.');
      }
      if (session.is_past_expiry) throw conflict('session-expired', 'This checkout has expired: book again.');
      const computation = await storeCheckoutPrice(tx, sessionId);
      if (computation.checkoutPaymentAmount <= 0) {
        throw unprocessable('nothing-to-pay', 'Nothing is due online for this booking.');
      }
      // The renter's vouchers pay first; the card pays the rest (DESIGN.md, "Weather").
      const byVouchers = await holdVouchersForCheckout(tx, {
        tenantId: session.tenant_id,
        sessionId,
        bookingId: session.booking_id,
        due: computation.checkoutPaymentAmount,
        currency: 'EUR',
        now: appClock.now(),
      });
      return {
        owner: { column: 'payment_session_id', id: sessionId },
        kind: computation.paymentKind,
        amount: computation.checkoutPaymentAmount - byVouchers,
        snapshot: computation,
        tenant: { id: session.tenant_id, email: session.tenant_email },
        link: { sessionId, bookingId: session.booking_id, cartId: null },
        saveCard: computation.paymentKind === 'down_payment',
        // A request is only authorised: the renter is charged when the owner accepts (issue 16).
        captureMethod: session.instant_booking ? 'automatic' : 'manual',
        description: `Bosun: ${session.title}`,
      };
    },
    clientKey,
  );
}

/** POST /balance-payment/{id}/payment-intent: the balance left on a down-payment booking. */
export function balanceIntent(
  db: Database,
  providers: PaymentProviders,
  bookingId: number,
  clientKey?: string,
) {
  return intentFor(
    db,
    providers,
    async (tx) => {
      const booking = await lockBalanceBooking(tx, bookingId);
      if (booking.balance_paid_at) throw conflict('balance-paid', 'The balance of this booking is paid.');
      // The balance is due once the owner accepted: a request's down payment is only authorised.
      if (!booking.balance_amount || booking.status !== 'accepted') {
        throw conflict('balance-not-due', 'This booking has no balance to pay.');
      }
      return {
        owner: { column: 'booking_id', id: bookingId },
        kind: 'balance',
        amount: booking.balance_amount,
        snapshot: { balanceAmount: booking.balance_amount },
        tenant: { id: booking.tenant_id, email: booking.tenant_email },
        link: { sessionId: null, bookingId, cartId: null },
        saveCard: false,
        captureMethod: 'automatic',
        description: `Bosun: balance of ${booking.reference}`,
      };
    },
    clientKey,
  );
}

/** POST /post-booking/{bookingId}/cart/{cartId}/payment-intent: the cart as computeCartPrice prices it now. */
export function cartIntent(
  db: Database,
  providers: PaymentProviders,
  bookingId: number,
  cartId: number,
  clientKey?: string,
) {
  return intentFor(
    db,
    providers,
    async (tx) => {
      const cart = await lockCart(tx, bookingId, cartId);
      if (cart.status === 'paid') throw conflict('cart-paid', 'This cart is already paid.');
      if (cart.status !== 'open')
        throw conflict('post-booking-not-eligible', 'This cart can no longer be paid.');
      const price = await computeCartPrice(tx, cartId);
      const amount = price.checkoutPaymentAmount;
      if (amount <= 0)
        throw unprocessable('nothing-to-pay', 'Choose something to add to your booking first.');
      return {
        owner: { column: 'cart_id', id: cartId },
        kind: 'post_booking',
        amount,
        snapshot: price,
        tenant: { id: cart.tenant_id, email: cart.tenant_email },
        link: { sessionId: null, bookingId, cartId },
        saveCard: false,
        captureMethod: 'automatic',
        description: `Bosun: additions to ${cart.reference}`,
      };
    },
    clientKey,
  );
}

/** POST /booking/{id}/modification/{modificationId}/payment-intent: a higher price's difference. */
export function modificationIntent(
  db: Database,
  providers: PaymentProviders,
  bookingId: number,
  modificationId: number,
  clientKey?: string,
) {
  return intentFor(
    db,
    providers,
    async (tx) => {
      const change = await lockChangeToPay(tx, bookingId, modificationId);
      if (!change) throw notFound('This change does not exist.');
      if (change.status !== 'awaiting_payment' || change.difference_amount <= 0) {
        throw conflict('modification-not-payable', 'This change has nothing left to pay.');
      }
      return {
        owner: { column: 'booking_id', id: bookingId },
        kind: 'modification',
        amount: change.difference_amount,
        // Settlement reads which change the money is for from here.
        snapshot: { modificationId },
        tenant: { id: change.tenant_id, email: change.tenant_email },
        link: { sessionId: null, bookingId, cartId: null },
        saveCard: false,
        // A change's difference is charged at once (declined, withdrawn or expired changes refund it).
        captureMethod: 'automatic',
        description: `Bosun: change of ${change.reference}`,
      };
    },
    clientKey,
  );
}
