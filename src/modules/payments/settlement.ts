import { type BookingStatus, HOLDING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import type { PaymentOutcome, PaymentPurpose } from '../../../shared/checkout/payment.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { bookingReference } from '../../db/seed/text.ts';
import type { PaymentIntent, PaymentProvider } from '../../providers/payments/paymentProvider.ts';
import { settleModificationPayment } from '../booking-modifications/service.ts';
import { notifyNewBooking } from '../bookings/notices.ts';
import { assertTransition } from '../bookings/stateMachine.ts';
import type { CartPriceComputation, CheckoutPriceComputation } from '../checkout/checkoutPrice.ts';
import { languageFor, type RefundReason, refundReasonText, sendPaymentEmail } from './emails.ts';
import {
  findPaymentByIntent,
  type PaymentRow,
  readSetting,
  recordAuthorisation,
  recordCapturedAuthorisation,
  recordIntentState,
  recordReleasedAuthorisation,
} from './repository.ts';

/**
 * Turns a succeeded PaymentIntent into what it paid for, exactly once. A request (not instant
 * booking) is paid by an authorisation (manual capture): an intent in `requires_capture` settles it
 * like money received, the payment row keeps `requires_capture` with `authorised_at`, and the owner's
 * answer captures or releases it (src/modules/bookings/changes.ts). The confirm endpoint (the
 * browser's return), the provider's webhook and the jobs all call it, in any order and any number of
 * times: the payment row is locked first, and a payment already settled answers its outcome again.
 *
 * Locks are always taken payment → session → booking → cart, the order the expiry job uses too.
 * The no-double-booking constraint is the last word: a payment whose session expired and whose dates
 * another booking now holds makes no booking; it is refunded through the provider and the renter is
 * told (outcome `refunded` and an e-mail).
 */
export interface SettlementContext {
  /** For links in e-mails, e.g. https://bosun.example */
  publicUrl: string;
}

export async function settlePaymentIntent(
  db: Database,
  provider: PaymentProvider,
  intentId: string,
  context: SettlementContext,
): Promise<PaymentOutcome | null> {
  // Asked outside the transaction: a provider call may go over the network.
  const intent = await provider.retrieveIntent(intentId);
  for (let attempt = 1; ; attempt++) {
    try {
      const releases: Release[] = [];
      const outcome = await settleOnce(db, provider, intent, context, releases);
      // An authorisation that pays for nothing (paid twice, dates taken) is released after commit.
      for (const { intentId: id, reason } of releases) {
        const released = await provider.cancelIntent(id);
        await recordReleasedAuthorisation(db, id, released.status, reason);
      }
      return outcome;
    } catch (error) {
      // The days were taken by a request committed during our transaction (23P01), or two
      // transactions waited on each other (40P01): run again, it now sees what was committed.
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || (code !== '23P01' && code !== '40P01')) throw error;
    }
  }
}

async function settleOnce(
  db: Database,
  provider: PaymentProvider,
  intent: PaymentIntent,
  context: SettlementContext,
  releases: Release[],
): Promise<PaymentOutcome | null> {
  const intentId = intent.id;
  return db.transaction(async (tx) => {
    const payment = await findPaymentByIntent(tx, intentId, true);
    if (!payment || payment.provider !== provider.name) return null;
    const settle = new Settlement(tx, provider, payment, context, releases);
    if (payment.status === 'succeeded') return settle.outcomeOfSettled();
    if (payment.authorised_at) {
      // Captured by the owner's accept (its webhook may come first): the row follows, nothing else.
      if (intent.status === 'succeeded') {
        await recordCapturedAuthorisation(tx, payment.id);
      }
      return settle.outcomeOfSettled();
    }
    const authorised =
      intent.status === 'requires_capture' && payment.kind !== 'balance' && payment.kind !== 'post_booking';
    if (intent.status !== 'succeeded' && !authorised) {
      await recordIntentState(tx, intent);
      return settle.outcomeOfUnpaid(intent);
    }
    if (authorised) {
      await recordAuthorisation(tx, payment.id, intent.paymentMethod);
      payment.status = 'requires_capture';
      payment.authorised_at = new Date();
      payment.payment_method_ref = intent.paymentMethod ?? payment.payment_method_ref;
      return settle.checkout();
    }
    await tx.query(
      `UPDATE payments SET status = 'succeeded', succeeded_at = now(), failure_reason = NULL,
              payment_method_ref = coalesce($2, payment_method_ref), updated_at = now()
        WHERE id = $1`,
      [payment.id, intent.paymentMethod],
    );
    payment.payment_method_ref = intent.paymentMethod ?? payment.payment_method_ref;
    if (payment.kind === 'balance') return settle.balance();
    if (payment.kind === 'post_booking') return settle.cart();
    if (payment.kind === 'modification') return settle.modification();
    return settle.checkout();
  });
}

/** An authorisation settlement gives back: released by the provider once the transaction committed. */
interface Release {
  intentId: string;
  reason: RefundReason;
}

interface SessionRow {
  id: number;
  hash: string;
  tenant_id: number;
  status: string;
  is_direct: boolean;
  language_code: string;
  tenant_email: string;
}

interface BookingRow {
  id: number;
  reference: string;
  status: BookingStatus;
  tenant_id: number;
  listing_title: string;
  language_code: string;
  tenant_email: string;
  instant_booking: boolean;
  balance_paid_at: Date | null;
  balance_amount: number | null;
  balance_due_date: string | null;
}

// The listing's title in the renter's language (the e-mails' {boat}), the booking's snapshot otherwise.
const BOOKING_COLUMNS = `b.id, b.reference, b.status, b.tenant_id, b.language_code, u.email AS tenant_email,
  coalesce((SELECT t.title FROM product_translations t
                     WHERE t.product_id = b.product_id AND t.language = left(b.language_code, 2)), b.listing_title)
            AS listing_title,
  p.instant_booking, b.balance_paid_at, b.balance_amount, to_char(b.balance_due_date, 'YYYY-MM-DD') AS balance_due_date`;

/** The advisory-lock namespace of re-bookings (any constant; the product id is the second key). */
const REBOOK_LOCK = 7508;

const purposeOf = (payment: PaymentRow): PaymentPurpose =>
  payment.kind === 'balance' || payment.kind === 'post_booking' || payment.kind === 'modification'
    ? payment.kind
    : 'checkout';

class Settlement {
  constructor(
    private readonly tx: Queryable,
    private readonly provider: PaymentProvider,
    private readonly payment: PaymentRow,
    private readonly context: SettlementContext,
    /** Authorisations to release once the transaction committed (a provider call). */
    private readonly releases: Release[],
  ) {}

  private get authorisedOnly() {
    return this.payment.status === 'requires_capture';
  }

  private async session(lock: boolean): Promise<SessionRow> {
    const { rows } = await this.tx.query<SessionRow>(
      `SELECT s.id, s.hash, s.tenant_id, s.status, s.is_direct, s.language_code, u.email AS tenant_email
         FROM payment_sessions s JOIN users u ON u.id = s.tenant_id
        WHERE s.id = $1 ${lock ? 'FOR UPDATE OF s' : ''}`,
      [this.payment.payment_session_id],
    );
    return rows[0];
  }

  private async booking(where: string, param: number, lock: boolean): Promise<BookingRow | undefined> {
    const { rows } = await this.tx.query<BookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN users u ON u.id = b.tenant_id JOIN products p ON p.id = b.product_id
        WHERE ${where} ORDER BY b.id DESC LIMIT 1 ${lock ? 'FOR UPDATE OF b' : ''}`,
      [param],
    );
    return rows[0];
  }

  private urls(language: string, bookingId: number | null, hash: string | null) {
    const lang = languageFor(language);
    const p = this.payment;
    if (p.kind === 'balance') {
      return {
        successUrl: `/${lang}/balance-payment/${p.booking_id}/success`,
        retryUrl: `/${lang}/balance-payment/${p.booking_id}`,
      };
    }
    if (p.kind === 'modification') {
      return {
        successUrl: `/${lang}/booking/${p.booking_id}/detail`,
        retryUrl: `/${lang}/booking/${p.booking_id}/modify`,
      };
    }
    if (p.kind === 'post_booking') {
      return {
        successUrl: `/${lang}/post-booking/${p.booking_id}`,
        retryUrl: `/${lang}/post-booking/${p.booking_id}/purchase/${p.cart_id}`,
      };
    }
    return {
      successUrl: hash ? `/${lang}/ps/${hash}/success` : null,
      retryUrl: hash ? `/${lang}/ps/${hash}` : bookingId ? `/${lang}/booking/${bookingId}/detail` : null,
    };
  }

  private link(path: string | null) {
    return path ? `${this.context.publicUrl.replace(/\/$/, '')}${path}` : '';
  }

  private async outcome(
    status: PaymentOutcome['status'],
    language: string,
    booking: { id: number; status: BookingStatus } | null,
    hash: string | null,
    failure: { code: PaymentOutcome['code']; message: string } | null = null,
  ): Promise<PaymentOutcome> {
    const urls = this.urls(language, booking?.id ?? null, hash);
    return {
      status,
      intentId: this.payment.provider_reference,
      purpose: purposeOf(this.payment),
      bookingId: booking?.id ?? null,
      bookingStatus: booking?.status ?? null,
      successUrl: status === 'paid' ? urls.successUrl : null,
      retryUrl: status === 'failed' || status === 'pending' ? urls.retryUrl : null,
      message: failure?.message ?? null,
      code: failure?.code ?? null,
    };
  }

  /** Where the payment's booking and language are, whatever it paid for. */
  private async context_(): Promise<{
    language: string;
    booking: BookingRow | undefined;
    hash: string | null;
  }> {
    if (this.payment.payment_session_id && purposeOf(this.payment) === 'checkout') {
      const session = await this.session(false);
      const booking = this.payment.booking_id
        ? await this.booking('b.id = $1', this.payment.booking_id, false)
        : await this.booking('b.payment_session_id = $1', session.id, false);
      return { language: session.language_code, booking, hash: session.hash };
    }
    const booking = await this.booking('b.id = $1', this.payment.booking_id ?? 0, false);
    return { language: booking?.language_code ?? 'en', booking, hash: null };
  }

  async outcomeOfSettled(): Promise<PaymentOutcome> {
    const { language, booking, hash } = await this.context_();
    const released = this.payment.failure_reason?.match(/^released:(\w+)$/)?.[1] as RefundReason | undefined;
    if (released && released !== 'paidTwice') {
      return this.outcome('refunded', language, null, hash, {
        code: released === 'datesTaken' ? 'dates-taken' : null,
        message: refundReasonText(language, released),
      });
    }
    const { rows } = await this.tx.query<{ reason: string }>(
      `SELECT reason FROM refunds WHERE payment_id = $1 AND idempotency_key = $2`,
      [this.payment.id, `settlement:${this.payment.id}`],
    );
    if (rows[0] && rows[0].reason !== 'paidTwice') {
      const reason = rows[0].reason as RefundReason;
      return this.outcome('refunded', language, null, hash, {
        code: reason === 'datesTaken' ? 'dates-taken' : null,
        message: refundReasonText(language, reason),
      });
    }
    return this.outcome('paid', language, booking ?? null, hash);
  }

  async outcomeOfUnpaid(intent: PaymentIntent): Promise<PaymentOutcome> {
    const { language, booking, hash } = await this.context_();
    if (intent.lastError || intent.status === 'canceled' || intent.status === 'failed') {
      const code = intent.lastError?.code;
      const known = code === 'card_declined' || code === 'expired_card' || code === 'authentication_failed';
      return this.outcome('failed', language, booking ?? null, hash, {
        code: known ? code : code === 'authentication_required' ? 'authentication_required' : 'card_declined',
        message: intent.lastError?.message ?? 'The payment did not go through.',
      });
    }
    return this.outcome('pending', language, booking ?? null, hash);
  }

  /** Gives the whole payment back, once (the key is the payment's), and tells the renter. */
  private async refundAll(
    reason: RefundReason,
    bookingId: number | null,
    to: string,
    language: string,
    boat: string,
  ) {
    const key = `settlement:${this.payment.id}`;
    if (this.authorisedOnly) {
      // Nothing was captured: the authorisation is released (after commit) instead of refunded.
      this.releases.push({ intentId: this.payment.provider_reference, reason });
      await sendPaymentEmail(this.tx, to, language, 'paymentRefunded', {
        amount: this.payment.amount,
        boat,
        reason,
        link: '',
        payload: { paymentId: this.payment.id, bookingId, released: true },
      });
      return;
    }
    const inserted = await this.tx.query<{ id: number }>(
      `INSERT INTO refunds (payment_id, booking_id, amount, reason, status, idempotency_key)
       VALUES ($1, $2, $3, $4, 'pending', $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [this.payment.id, bookingId, this.payment.amount, reason, key],
    );
    const row = inserted.rows[0];
    if (!row) return;
    const refund = await this.provider.refund(this.payment.provider_reference, this.payment.amount, key);
    await this.tx.query(
      `UPDATE refunds SET status = $2, provider_reference = $3, succeeded_at = CASE WHEN $2 = 'succeeded' THEN now() END
        WHERE id = $1`,
      [row.id, refund.status, refund.id],
    );
    await sendPaymentEmail(this.tx, to, language, 'paymentRefunded', {
      amount: this.payment.amount,
      boat,
      reason,
      link: '',
      payload: { paymentId: this.payment.id, bookingId },
    });
  }

  private async event(bookingId: number, from: BookingStatus | null, to: BookingStatus, reason: string) {
    await this.tx.query(
      `INSERT INTO booking_events (booking_id, from_status, to_status, actor_role, reason)
       VALUES ($1, $2, $3, 'system', $4)`,
      [bookingId, from, to, reason],
    );
  }

  async checkout(): Promise<PaymentOutcome> {
    const session = await this.session(true);
    const language = session.language_code;
    let booking = await this.booking('b.payment_session_id = $1', session.id, true);
    const snapshot = this.payment.price_snapshot as CheckoutPriceComputation;
    const boat = booking?.listing_title ?? '';
    if (session.status === 'paid') {
      // The renter paid a second intent (two tabs, a changed price): one booking, one charge.
      await this.refundAll('paidTwice', booking?.id ?? null, session.tenant_email, language, boat);
      return this.outcome('paid', language, booking ?? null, session.hash);
    }
    if (!booking) throw new Error(`Payment session ${session.id} has no booking.`);
    if (booking.status !== 'payment_pending') {
      // The session expired before the money arrived: book the dates again if they are still free.
      const revived = await this.rebook(booking.id);
      if (!revived) {
        await this.refundAll('datesTaken', booking.id, session.tenant_email, language, boat);
        return this.outcome('refunded', language, null, session.hash, {
          code: 'dates-taken',
          message: refundReasonText(language, 'datesTaken'),
        });
      }
      booking = (await this.booking('b.id = $1', revived, true)) as BookingRow;
    }

    const paidStatus: BookingStatus = snapshot.paymentKind === 'down_payment' ? 'down_payment_paid' : 'paid';
    assertTransition('payment_pending', paidStatus, 'system');
    const hours = Number(await readSetting(this.tx, 'requestResponseHours', 48));
    const down = snapshot.paymentKind === 'down_payment';
    await this.tx.query(
      `UPDATE bookings
          SET status = $2, paid_at = now(), price_lines = $3, rental_amount = $4, service_fee_amount = $5,
              insurance_amount = $6, discount_amount = $7, total_amount = $8, online_amount = $9, harbour_amount = $10,
              deposit_amount = $11, promo_code_id = $12, down_payment_amount = $13, balance_amount = $14,
              balance_due_date = $15::date, response_due_at = now() + make_interval(hours => $16), updated_at = now()
        WHERE id = $1`,
      [
        booking.id,
        paidStatus,
        JSON.stringify(snapshot.lines),
        snapshot.rentalNet,
        snapshot.serviceFeeAmount,
        snapshot.insuranceAmount,
        snapshot.discountAmount,
        snapshot.total,
        snapshot.onlineAmount,
        snapshot.harbourAmount,
        snapshot.deposit,
        snapshot.promo?.promoCodeId ?? null,
        down ? snapshot.downPayment.downPaymentAmount : null,
        down ? snapshot.downPayment.balancePaymentAmount : null,
        down ? snapshot.downPayment.balancePaymentDate : null,
        hours,
      ],
    );
    await this.event(booking.id, 'payment_pending', paidStatus, `Paid (${this.payment.provider_reference})`);
    let status: BookingStatus = paidStatus;
    // Instant booking is captured at once; an authorisation waits for an answer whatever the boat became.
    if (booking.instant_booking && !this.authorisedOnly) {
      assertTransition(paidStatus, 'accepted', 'system');
      await this.tx.query(
        `UPDATE bookings SET status = 'accepted', accepted_at = now(), response_due_at = NULL WHERE id = $1`,
        [booking.id],
      );
      await this.event(booking.id, paidStatus, 'accepted', 'Instant booking');
      status = 'accepted';
    }
    for (const insurance of snapshot.insurances) {
      await this.tx.query(
        `INSERT INTO booking_insurances (booking_id, insurance_key, amount, source) VALUES ($1, $2, $3, 'checkout')
         ON CONFLICT DO NOTHING`,
        [booking.id, insurance.key, insurance.amount],
      );
    }
    if (snapshot.promo) {
      const redeemed = await this.tx.query(
        `INSERT INTO promo_redemptions (promo_code_id, user_id, booking_id, payment_session_id, amount)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
        [snapshot.promo.promoCodeId, session.tenant_id, booking.id, session.id, snapshot.promo.amount],
      );
      if (redeemed.rowCount > 0) {
        await this.tx.query('UPDATE promo_codes SET used_count = used_count + 1 WHERE id = $1', [
          snapshot.promo.promoCodeId,
        ]);
      }
    }
    if (down) {
      await this.tx.query(
        `INSERT INTO balance_collections (booking_id) VALUES ($1) ON CONFLICT (booking_id) DO NOTHING`,
        [booking.id],
      );
    }
    await this.tx.query(
      `UPDATE payment_sessions SET status = 'paid', price_computation = $2, updated_at = now() WHERE id = $1`,
      [session.id, JSON.stringify({ ...snapshot, sessionStatus: 'paid', bookingId: booking.id })],
    );
    await this.tx.query('UPDATE payments SET booking_id = $2 WHERE id = $1', [this.payment.id, booking.id]);
    const link = this.link(`/${languageFor(language)}/booking/${booking.id}/detail`);
    const values = { ref: booking.reference, boat: booking.listing_title, amount: this.payment.amount, link };
    await sendPaymentEmail(
      this.tx,
      session.tenant_email,
      language,
      status === 'accepted' ? 'bookingConfirmed' : 'requestSent',
      {
        ...values,
        payload: { bookingId: booking.id },
      },
    );
    // A request's card is only authorised: its receipt is the owner's acceptance notice, once captured.
    if (!this.authorisedOnly) {
      await sendPaymentEmail(this.tx, session.tenant_email, language, 'receipt', {
        ...values,
        payload: { bookingId: booking.id, paymentId: this.payment.id },
      });
    }
    await notifyNewBooking(this.tx, this.context.publicUrl, booking.id, this.payment.amount);
    return this.outcome('paid', language, { id: booking.id, status }, session.hash);
  }

  /**
   * A copy of the session's lapsed booking, back in payment_pending, if the days are still free.
   * Re-bookings of one boat take turns (an advisory lock), so they never wait on each other's
   * uncommitted rows inside the constraint; a booking request committed meanwhile still makes the
   * insert fail with 23P01, and settlePaymentIntent then runs again and sees it.
   */
  private async rebook(expiredBookingId: number): Promise<number | null> {
    const { rows } = await this.tx.query<{ product_id: number }>(
      'SELECT product_id FROM bookings WHERE id = $1',
      [expiredBookingId],
    );
    if (!rows[0]) return null;
    await this.tx.query('SELECT 1 FROM (SELECT pg_advisory_xact_lock($1, $2::int)) AS locked', [
      REBOOK_LOCK,
      rows[0].product_id,
    ]);
    const taken = await this.tx.query(
      `SELECT 1 FROM bookings old JOIN bookings b
           ON b.product_id = old.product_id AND b.id <> old.id AND b.period && old.period AND b.slot && old.slot
        WHERE old.id = $1 AND old.exclusive AND b.exclusive AND b.status = ANY($2::text[]) LIMIT 1`,
      [expiredBookingId, HOLDING_STATUSES],
    );
    if (taken.rows.length > 0) return null;
    const id = (
      await this.tx.query<{ id: number }>(
        `SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::bigint AS id`,
      )
    ).rows[0].id;
    await this.tx.query(
      `INSERT INTO bookings (id, reference, product_id, tenant_id, owner_id, payment_session_id, period, half_day_period,
                             exclusive, people, with_captain, status, listing_title, price_lines, rental_amount,
                             service_fee_amount, discount_amount, total_amount, online_amount, harbour_amount,
                             deposit_amount, currency_code, currency_rate, cancellation_policy, cancellation_terms,
                             language_code, tenant_message)
       OVERRIDING SYSTEM VALUE
       SELECT $1, $2, product_id, tenant_id, owner_id, payment_session_id, period, half_day_period, exclusive, people,
              with_captain, 'payment_pending', listing_title, price_lines, rental_amount, service_fee_amount,
              discount_amount, total_amount, online_amount, harbour_amount, deposit_amount, currency_code,
              currency_rate, cancellation_policy, cancellation_terms, language_code, tenant_message
         FROM bookings WHERE id = $3`,
      [id, bookingReference(id), expiredBookingId],
    );
    await this.event(
      id,
      null,
      'payment_pending',
      `Paid after the checkout expired (booking ${expiredBookingId})`,
    );
    return id;
  }

  async balance(): Promise<PaymentOutcome> {
    const booking = await this.booking('b.id = $1', this.payment.booking_id ?? 0, true);
    if (!booking) throw new Error(`Balance payment ${this.payment.id} has no booking.`);
    const language = booking.language_code;
    const holding = booking.status === 'down_payment_paid' || booking.status === 'accepted';
    if (booking.balance_paid_at || !holding) {
      await this.refundAll(
        booking.balance_paid_at ? 'paidTwice' : 'bookingClosed',
        booking.id,
        booking.tenant_email,
        language,
        booking.listing_title,
      );
      if (booking.balance_paid_at) return this.outcome('paid', language, booking, null);
      return this.outcome('refunded', language, booking, null, {
        code: null,
        message: refundReasonText(language, 'bookingClosed'),
      });
    }
    // The balance moves no status: the booking keeps waiting for (or holding) the owner's acceptance.
    await this.tx.query('UPDATE bookings SET balance_paid_at = now(), updated_at = now() WHERE id = $1', [
      booking.id,
    ]);
    await this.tx.query(
      `INSERT INTO balance_collections (booking_id, status) VALUES ($1, 'paid')
       ON CONFLICT (booking_id) DO UPDATE SET status = 'paid', next_attempt_at = NULL`,
      [booking.id],
    );
    await this.event(
      booking.id,
      booking.status,
      booking.status,
      `Balance paid (${this.payment.provider_reference})`,
    );
    await sendPaymentEmail(this.tx, booking.tenant_email, language, 'balancePaid', {
      ref: booking.reference,
      boat: booking.listing_title,
      amount: this.payment.amount,
      link: this.link(`/${languageFor(language)}/booking/${booking.id}/detail`),
      payload: { bookingId: booking.id, paymentId: this.payment.id },
    });
    return this.outcome('paid', language, booking, null);
  }

  /** A booking change's difference: on to the owner, or made at once (src/modules/booking-modifications). */
  async modification(): Promise<PaymentOutcome> {
    const booking = await this.booking('b.id = $1', this.payment.booking_id ?? 0, false);
    if (!booking) throw new Error(`Modification payment ${this.payment.id} has no booking.`);
    const language = booking.language_code;
    const { modificationId } = this.payment.price_snapshot as { modificationId: number };
    const moved = await settleModificationPayment(this.tx, modificationId, this.payment.id, this.context);
    if (moved === 'awaitingOwner' || moved === 'applied') {
      const now = await this.booking('b.id = $1', booking.id, false);
      return this.outcome('paid', language, now ?? booking, null);
    }
    const reason =
      moved === 'datesTaken' ? 'datesTaken' : moved === 'paidTwice' ? 'paidTwice' : 'bookingClosed';
    await this.refundAll(reason, booking.id, booking.tenant_email, language, booking.listing_title);
    // A second payment of a change already paid: the first one stands, as for a balance or a cart.
    if (reason === 'paidTwice') return this.outcome('paid', language, booking, null);
    return this.outcome('refunded', language, booking, null, {
      code: reason === 'datesTaken' ? 'dates-taken' : null,
      message: refundReasonText(language, reason),
    });
  }

  async cart(): Promise<PaymentOutcome> {
    const booking = await this.booking('b.id = $1', this.payment.booking_id ?? 0, false);
    if (!booking) throw new Error(`Cart payment ${this.payment.id} has no booking.`);
    const language = booking.language_code;
    const { rows } = await this.tx.query<{ status: string }>(
      'SELECT status FROM post_booking_carts WHERE id = $1 FOR UPDATE',
      [this.payment.cart_id],
    );
    const closed = ['declined', 'expired', 'cancelled_by_tenant', 'cancelled_by_owner'].includes(
      booking.status,
    );
    if (rows[0]?.status !== 'open' || closed) {
      const paidTwice = rows[0]?.status === 'paid';
      await this.refundAll(
        paidTwice ? 'paidTwice' : 'bookingClosed',
        booking.id,
        booking.tenant_email,
        language,
        booking.listing_title,
      );
      if (paidTwice) return this.outcome('paid', language, booking, null);
      return this.outcome('refunded', language, booking, null, {
        code: null,
        message: refundReasonText(language, 'bookingClosed'),
      });
    }
    await this.tx.query(`UPDATE post_booking_carts SET status = 'paid', paid_at = now() WHERE id = $1`, [
      this.payment.cart_id,
    ]);
    // The items as priced when the intent was made: what the renter was charged for.
    const snapshot = this.payment.price_snapshot as CartPriceComputation;
    let insurance = 0;
    for (const item of snapshot.items) {
      const added = await this.tx.query(
        `INSERT INTO booking_insurances (booking_id, insurance_key, amount, source) VALUES ($1, $2, $3, 'post_booking')
         ON CONFLICT DO NOTHING RETURNING amount`,
        [booking.id, item.insuranceKey, item.amount],
      );
      if (added.rowCount > 0) insurance += item.amount;
    }
    await this.tx.query(
      'UPDATE bookings SET insurance_amount = insurance_amount + $2, updated_at = now() WHERE id = $1',
      [booking.id, insurance],
    );
    await this.event(
      booking.id,
      booking.status,
      booking.status,
      `Post-booking cart ${this.payment.cart_id} paid`,
    );
    await sendPaymentEmail(this.tx, booking.tenant_email, language, 'receipt', {
      ref: booking.reference,
      boat: booking.listing_title,
      amount: this.payment.amount,
      link: this.link(`/${languageFor(language)}/booking/${booking.id}/detail`),
      payload: { bookingId: booking.id, cartId: this.payment.cart_id, paymentId: this.payment.id },
    });
    return this.outcome('paid', language, booking, null);
  }
}
