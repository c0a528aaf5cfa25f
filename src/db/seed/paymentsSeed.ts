import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import { type BulkWriter, IdSequence } from './bulk.ts';
import { daysBetween, earlier, plusHours } from './calendar.ts';
import { type InsuranceKey, insurancePrice } from './catalogueSeed.ts';
import type { SeededPeople } from './peopleSeed.ts';
import type { SeededProduct } from './productsSeed.ts';
import { Quota } from './quota.ts';
import type { SeededRandom } from './random.ts';
import { T } from './tables.ts';

/** Refund schedule by cancellation policy (the same as the cancellationPolicies setting). */
export const CANCELLATION_TERMS = {
  flexible: [{ daysBefore: 1, refundPercentage: 100 }],
  moderate: [
    { daysBefore: 7, refundPercentage: 100 },
    { daysBefore: 2, refundPercentage: 50 },
  ],
  strict: [
    { daysBefore: 30, refundPercentage: 100 },
    { daysBefore: 15, refundPercentage: 50 },
  ],
} as const;

/** The money side of bookings: payment intents, webhook events, refunds, autorefunds and upsell carts. */
export class PaymentSeeder {
  private readonly ids = {
    payment: new IdSequence(),
    paymentEvent: new IdSequence(),
    refund: new IdSequence(),
    autorefund: new IdSequence(),
    cart: new IdSequence(),
    cartItem: new IdSequence(),
  };
  private readonly autorefundQuota = new Quota<'proposed' | 'approved' | 'adjusted' | 'rejected'>({
    proposed: 2,
    approved: 2,
    adjusted: 2,
    rejected: 2,
  });

  constructor(
    private readonly writer: BulkWriter,
    private readonly random: SeededRandom,
    private readonly people: SeededPeople,
    private readonly now: string,
  ) {}

  payments(p: {
    bookingId: number;
    sessionId: number;
    createdAt: string;
    paidAt: string | null;
    firstAmount: number;
    downPayment: boolean;
    balanceAmount: number | null;
    balancePaidAt: string | null;
    currency: string;
    authorisedOnly?: boolean;
  }): { id: number; amount: number }[] {
    const { writer, now } = this;
    const random = this.random;
    const succeeded: { id: number; amount: number }[] = [];
    const write = (
      kind: string,
      amount: number,
      status: string,
      createdAt: string,
      succeededAt: string | null,
      failure: string | null,
    ) => {
      if (amount <= 0) return;
      const id = this.ids.payment.next();
      writer.add(T.payments, {
        id,
        booking_id: p.bookingId,
        payment_session_id: p.sessionId,
        cart_id: null,
        provider: 'sandbox',
        provider_reference: `pi_seed_${id}`,
        amount,
        currency_code: 'EUR',
        kind,
        status,
        failure_reason: failure,
        created_at: createdAt,
        updated_at: succeededAt ?? createdAt,
        succeeded_at: succeededAt,
        authorised_at: status === 'requires_capture' ? createdAt : null,
      });
      // Every seeded payment is one the sandbox provider holds, so its 3-D Secure page, a confirmation
      // or a refund finds its intent (issue 22); an authorisation waits for a manual capture.
      writer.add(T.sandboxPaymentIntents, {
        id: `pi_seed_${id}`,
        client_secret: `pi_seed_${id}_secret_seed`,
        amount,
        currency_code: 'EUR',
        status,
        capture_method: status === 'requires_capture' ? 'manual' : 'automatic',
        idempotency_key: `seed:payment:${id}`,
        metadata: { kind, bookingId: String(p.bookingId) },
        created_at: createdAt,
        updated_at: succeededAt ?? createdAt,
      });
      if (status === 'succeeded') {
        succeeded.push({ id, amount });
        if (succeededAt && succeededAt >= plusHours(now, -24 * 30)) {
          const eventId = this.ids.paymentEvent.next();
          writer.add(T.paymentEvents, {
            id: eventId,
            provider: 'sandbox',
            provider_event_id: `evt_seed_${eventId}`,
            type: 'payment_intent.succeeded',
            payment_id: id,
            payload: { id: `pi_seed_${id}`, amount, currency: 'eur', status: 'succeeded' },
            received_at: succeededAt,
            processed_at: succeededAt,
          });
        }
      }
    };
    const firstKind = p.downPayment ? 'down_payment' : 'checkout';
    if (!p.paidAt) {
      write(firstKind, p.firstAmount, 'requires_payment_method', p.createdAt, null, null);
      return succeeded;
    }
    if (random.chance(0.04))
      write(firstKind, p.firstAmount, 'failed', plusHours(p.createdAt, 0.05), null, 'card_declined');
    if (p.authorisedOnly) {
      write(firstKind, p.firstAmount, 'requires_capture', p.paidAt, null, null);
      return succeeded;
    }
    write(firstKind, p.firstAmount, 'succeeded', p.createdAt, p.paidAt, null);
    if (p.balancePaidAt && p.balanceAmount)
      write('balance', p.balanceAmount, 'succeeded', p.balancePaidAt, p.balancePaidAt, null);
    return succeeded;
  }

  /** Refunds for declined, expired and cancelled bookings, most through an autorefund a manager decides. */
  refunds(
    product: SeededProduct,
    bookingId: number,
    status: BookingStatus,
    start: string,
    at: string | null,
    payments: { id: number; amount: number }[],
  ): void {
    if (!at || payments.length === 0) return;
    const { writer, now, people } = this;
    const random = this.random;
    const paid = payments.reduce((sum, p) => sum + p.amount, 0);
    let reason: 'owner_declined' | 'request_expired' | 'cancellation_within_policy' | 'weather' | null = null;
    let proposed = paid;
    if (status === 'declined') reason = 'owner_declined';
    else if (status === 'expired') reason = 'request_expired';
    else if (status === 'cancelled_by_tenant') {
      const daysBefore = daysBetween(at.slice(0, 10), start);
      const terms = CANCELLATION_TERMS[product.cancellationPolicy];
      const percent = terms.find((t) => daysBefore >= t.daysBefore)?.refundPercentage ?? 0;
      proposed = Math.round((paid * percent) / 100);
      if (proposed > 0) reason = 'cancellation_within_policy';
    } else if (status === 'cancelled_by_owner') {
      if (random.chance(0.5)) reason = 'weather';
      else {
        this.refund(bookingId, payments, paid, 'Cancelled by the owner: full refund', plusHours(at, 1), null);
        return;
      }
    }
    if (!reason) return;
    const recent = at >= plusHours(now, -24 * 20);
    const decision = this.autorefundQuota.pick(
      random,
      recent
        ? [
            ['proposed', 70],
            ['approved', 30],
          ]
        : [
            ['approved', 60],
            ['adjusted', 25],
            ['rejected', 15],
          ],
    );
    const manager = people.managers.length > 0 ? random.pick(people.managers) : null;
    const createdAt = plusHours(at, 0.1);
    const decidedAt =
      decision === 'proposed' ? null : earlier(plusHours(createdAt, random.int(2, 72)), plusHours(now, -0.5));
    const approved =
      decision === 'approved'
        ? proposed
        : decision === 'adjusted'
          ? Math.round(proposed * random.between(0.5, 0.9))
          : null;
    const refundId =
      approved && approved > 0
        ? this.refund(bookingId, payments, approved, `Autorefund: ${reason}`, decidedAt!, manager)
        : null;
    writer.add(T.autorefunds, {
      id: this.ids.autorefund.next(),
      booking_id: bookingId,
      reason,
      proposed_amount: proposed,
      approved_amount: approved,
      status: decision,
      decided_by: decision === 'proposed' ? null : manager,
      decided_at: decidedAt,
      decision_reason:
        decision === 'adjusted'
          ? 'Service fee kept, the renter was informed'
          : decision === 'rejected'
            ? 'Cancellation outside the free period, confirmed with the renter'
            : null,
      refund_id: refundId,
      created_at: createdAt,
    });
  }

  /** Spreads a refund over the booking's payments, newest first; returns the first refund's id. */
  private refund(
    bookingId: number,
    payments: { id: number; amount: number }[],
    amount: number,
    reason: string,
    at: string,
    by: number | null,
  ): number | null {
    let left = amount;
    let first: number | null = null;
    for (const payment of [...payments].reverse()) {
      if (left <= 0) break;
      const part = Math.min(left, payment.amount);
      left -= part;
      const id = this.ids.refund.next();
      first ??= id;
      this.writer.add(T.refunds, {
        id,
        payment_id: payment.id,
        booking_id: bookingId,
        amount: part,
        reason,
        status: 'succeeded',
        provider_reference: `re_seed_${id}`,
        created_by: by,
        created_at: at,
        succeeded_at: at,
      });
    }
    return first;
  }

  /** A post-booking cart offering insurance after the booking; some were paid. */
  cart(
    bookingId: number,
    rental: number,
    people: number,
    days: number,
    taken: InsuranceKey[],
    paidAt: string,
  ): void {
    const { writer, now } = this;
    const random = this.random;
    const offer = (['damageWaiver', 'cabWeather', 'mondialAssistance'] as const).find(
      (k) => !taken.includes(k),
    );
    if (!offer) return;
    const amount = insurancePrice(offer, rental, people, days);
    const paid = random.chance(0.5);
    const cartId = this.ids.cart.next();
    const createdAt = earlier(plusHours(paidAt, random.int(1, 72)), plusHours(now, -2));
    writer.add(T.postBookingCarts, {
      id: cartId,
      booking_id: bookingId,
      status: paid ? 'paid' : 'open',
      total_amount: amount,
      created_at: createdAt,
      paid_at: paid ? plusHours(createdAt, 0.2) : null,
    });
    writer.add(T.cartItems, {
      id: this.ids.cartItem.next(),
      cart_id: cartId,
      kind: 'insurance',
      insurance_key: offer,
      extra_id: null,
      quantity: 1,
      amount,
    });
    if (paid) {
      const paymentId = this.ids.payment.next();
      writer.add(T.payments, {
        id: paymentId,
        booking_id: bookingId,
        payment_session_id: null,
        cart_id: cartId,
        provider: 'sandbox',
        provider_reference: `pi_seed_${paymentId}`,
        amount,
        currency_code: 'EUR',
        kind: 'post_booking',
        status: 'succeeded',
        failure_reason: null,
        created_at: createdAt,
        updated_at: plusHours(createdAt, 0.2),
        succeeded_at: plusHours(createdAt, 0.2),
      });
      writer.add(T.sandboxPaymentIntents, {
        id: `pi_seed_${paymentId}`,
        client_secret: `pi_seed_${paymentId}_secret_seed`,
        amount,
        currency_code: 'EUR',
        status: 'succeeded',
        capture_method: 'automatic',
        idempotency_key: `seed:payment:${paymentId}`,
        metadata: { kind: 'post_booking', bookingId: String(bookingId) },
        created_at: createdAt,
        updated_at: plusHours(createdAt, 0.2),
      });
      writer.add(T.bookingInsurances, {
        booking_id: bookingId,
        insurance_key: offer,
        amount,
        source: 'post_booking',
        created_at: plusHours(createdAt, 0.2),
      });
    }
  }
}
