import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import type { PaymentOutcome, PaymentPurpose } from '../../../shared/checkout/payment.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { bookingReference } from '../../db/seed/text.ts';
import { appClock } from '../../http/clock.ts';
import type { PaymentIntent, PaymentProvider } from '../../providers/payments/paymentProvider.ts';
import { settleModificationPayment } from '../booking-modifications/service.ts';
import { notifyNewBooking } from '../bookings/notices.ts';
import { assertTransition } from '../bookings/stateMachine.ts';
import type { CartPriceComputation, CheckoutPriceComputation } from '../checkout/checkoutPrice.ts';
import { openBookingConversation } from '../conversations/service.ts';
import { spendSessionVouchers } from '../vouchers/service.ts';
import { languageFor, type RefundReason, refundReasonText, sendPaymentEmail } from './emails.ts';
import {
  addBookingInsuranceAmount,
  type BookingRow,
  bookingDatesTaken,
  findBookingForSettlement,
  findBookingProductId,
  findPaymentByIntent,
  findSessionBookingForSettlement,
  findSettlementRefund,
  findSettlementSession,
  incrementPromoCodeUse,
  insertBookingCopy,
  insertCheckoutInsurance,
  insertPendingRefund,
  insertPostBookingInsurance,
  insertPromoRedemption,
  insertSystemBookingEvent,
  linkPaymentToBooking,
  lockCartStatus,
  lockRebookingsOfProduct,
  nextBookingId,
  openBalanceCollection,
  type PaymentRow,
  readSetting,
  recordAuthorisation,
  recordBalanceCollectionPaid,
  recordBalancePaid,
  recordBookingPaid,
  recordCapturedAuthorisation,
  recordCartPaid,
  recordInstantAcceptance,
  recordIntentState,
  recordRefundResult,
  recordReleasedAuthorisation,
  recordSessionPaid,
  recordSucceededPayment,
  type SessionRow,
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
    await recordSucceededPayment(tx, payment.id, intent.paymentMethod);
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

  private session(lock: boolean): Promise<SessionRow> {
    return findSettlementSession(this.tx, this.payment.payment_session_id, lock);
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
        ? await findBookingForSettlement(this.tx, this.payment.booking_id, false)
        : await findSessionBookingForSettlement(this.tx, session.id, false);
      return { language: session.language_code, booking, hash: session.hash };
    }
    const booking = await findBookingForSettlement(this.tx, this.payment.booking_id ?? 0, false);
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
    const refund = await findSettlementRefund(this.tx, this.payment.id, `settlement:${this.payment.id}`);
    if (refund && refund.reason !== 'paidTwice') {
      const reason = refund.reason as RefundReason;
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
        publicUrl: this.context.publicUrl,
        payload: { paymentId: this.payment.id, bookingId, released: true },
      });
      return;
    }
    const row = await insertPendingRefund(this.tx, {
      paymentId: this.payment.id,
      bookingId,
      amount: this.payment.amount,
      reason,
      idempotencyKey: key,
    });
    if (!row) return;
    const refund = await this.provider.refund(this.payment.provider_reference, this.payment.amount, key);
    await recordRefundResult(this.tx, row.id, refund.status, refund.id);
    await sendPaymentEmail(this.tx, to, language, 'paymentRefunded', {
      amount: this.payment.amount,
      boat,
      reason,
      publicUrl: this.context.publicUrl,
      payload: { paymentId: this.payment.id, bookingId },
    });
  }

  private async event(
    bookingId: number,
    from: BookingStatus | null,
    to: BookingStatus,
    reason: string,
    facts: Record<string, string | number> = {},
  ) {
    await insertSystemBookingEvent(this.tx, bookingId, from, to, reason, facts);
  }

  async checkout(): Promise<PaymentOutcome> {
    const session = await this.session(true);
    const language = session.language_code;
    let booking = await findSessionBookingForSettlement(this.tx, session.id, true);
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
      booking = (await findBookingForSettlement(this.tx, revived, true)) as BookingRow;
    }

    const paidStatus: BookingStatus = snapshot.paymentKind === 'down_payment' ? 'down_payment_paid' : 'paid';
    assertTransition('payment_pending', paidStatus, 'system');
    const hours = Number(await readSetting(this.tx, 'requestResponseHours', 48));
    const down = snapshot.paymentKind === 'down_payment';
    await recordBookingPaid(this.tx, booking.id, paidStatus, snapshot, hours);
    // Instant booking is captured at once; an authorisation waits for an answer whatever the boat became.
    const instant = booking.instant_booking && !this.authorisedOnly;
    // The request opens its conversation first: the renter's message heads it, the status lines follow.
    // An instant booking never waits for the owner: its thread opens after the paid step, so its first
    // line (and the parties' first live event) says it is booked (DESIGN: data rules, accepted at once).
    if (!instant) await openBookingConversation(this.tx, booking.id);
    await this.event(booking.id, 'payment_pending', paidStatus, 'paid', {
      providerReference: this.payment.provider_reference,
    });
    let status: BookingStatus = paidStatus;
    if (instant) {
      await openBookingConversation(this.tx, booking.id);
      assertTransition(paidStatus, 'accepted', 'system');
      await recordInstantAcceptance(this.tx, booking.id);
      await this.event(booking.id, paidStatus, 'accepted', 'instantBooking');
      status = 'accepted';
    }
    for (const insurance of snapshot.insurances) {
      await insertCheckoutInsurance(this.tx, booking.id, insurance.key, insurance.amount);
    }
    // The credit the checkout held on the renter's vouchers is spent on this booking, once.
    await spendSessionVouchers(this.tx, session.id, booking.id, appClock.now());
    if (snapshot.promo) {
      const redeemed = await insertPromoRedemption(this.tx, {
        promoCodeId: snapshot.promo.promoCodeId,
        userId: session.tenant_id,
        bookingId: booking.id,
        sessionId: session.id,
        amount: snapshot.promo.amount,
      });
      if (redeemed) {
        await incrementPromoCodeUse(this.tx, snapshot.promo.promoCodeId);
      }
    }
    if (down) {
      await openBalanceCollection(this.tx, booking.id);
    }
    await recordSessionPaid(this.tx, session.id, {
      ...snapshot,
      sessionStatus: 'paid',
      bookingId: booking.id,
    });
    await linkPaymentToBooking(this.tx, this.payment.id, booking.id);
    const values = {
      ref: booking.reference,
      boat: booking.listing_title,
      amount: this.payment.amount,
      linkPath: `/booking/${booking.id}/detail`,
    };
    await sendPaymentEmail(
      this.tx,
      session.tenant_email,
      language,
      status === 'accepted' ? 'bookingConfirmed' : 'requestSent',
      {
        ...values,
        publicUrl: this.context.publicUrl,
        payload: { bookingId: booking.id },
      },
    );
    // A request's card is only authorised: its receipt is the owner's acceptance notice, once captured.
    if (!this.authorisedOnly) {
      await sendPaymentEmail(this.tx, session.tenant_email, language, 'receipt', {
        ...values,
        publicUrl: this.context.publicUrl,
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
    const productId = await findBookingProductId(this.tx, expiredBookingId);
    if (productId === undefined) return null;
    await lockRebookingsOfProduct(this.tx, productId);
    if (await bookingDatesTaken(this.tx, expiredBookingId)) return null;
    const id = await nextBookingId(this.tx);
    await insertBookingCopy(this.tx, id, bookingReference(id), expiredBookingId);
    await this.event(id, null, 'payment_pending', 'paidAfterExpiry', { expiredBookingId });
    return id;
  }

  async balance(): Promise<PaymentOutcome> {
    const booking = await findBookingForSettlement(this.tx, this.payment.booking_id ?? 0, true);
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
    await recordBalancePaid(this.tx, booking.id);
    await recordBalanceCollectionPaid(this.tx, booking.id);
    await this.event(booking.id, booking.status, booking.status, 'balancePaid', {
      providerReference: this.payment.provider_reference,
    });
    await sendPaymentEmail(this.tx, booking.tenant_email, language, 'balancePaid', {
      ref: booking.reference,
      boat: booking.listing_title,
      amount: this.payment.amount,
      linkPath: `/booking/${booking.id}/detail`,
      publicUrl: this.context.publicUrl,
      payload: { bookingId: booking.id, paymentId: this.payment.id },
    });
    return this.outcome('paid', language, booking, null);
  }

  /** A booking change's difference: on to the owner, or made at once (src/modules/booking-modifications). */
  async modification(): Promise<PaymentOutcome> {
    const booking = await findBookingForSettlement(this.tx, this.payment.booking_id ?? 0, false);
    if (!booking) throw new Error(`Modification payment ${this.payment.id} has no booking.`);
    const language = booking.language_code;
    const { modificationId } = this.payment.price_snapshot as { modificationId: number };
    const moved = await settleModificationPayment(this.tx, modificationId, this.payment.id, this.context);
    if (moved === 'awaitingOwner' || moved === 'applied') {
      const now = await findBookingForSettlement(this.tx, booking.id, false);
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
    const booking = await findBookingForSettlement(this.tx, this.payment.booking_id ?? 0, false);
    if (!booking) throw new Error(`Cart payment ${this.payment.id} has no booking.`);
    const language = booking.language_code;
    const cartStatus = await lockCartStatus(this.tx, this.payment.cart_id);
    const closed = ['declined', 'expired', 'cancelled_by_tenant', 'cancelled_by_owner'].includes(
      booking.status,
    );
    if (cartStatus !== 'open' || closed) {
      const paidTwice = cartStatus === 'paid';
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
    await recordCartPaid(this.tx, this.payment.cart_id);
    // The items as priced when the intent was made: what the renter was charged for.
    const snapshot = this.payment.price_snapshot as CartPriceComputation;
    let insurance = 0;
    for (const item of snapshot.items) {
      const added = await insertPostBookingInsurance(this.tx, booking.id, item.insuranceKey, item.amount);
      if (added) insurance += item.amount;
    }
    await addBookingInsuranceAmount(this.tx, booking.id, insurance);
    await this.event(booking.id, booking.status, booking.status, 'cartPaid', {
      cartId: Number(this.payment.cart_id),
    });
    await sendPaymentEmail(this.tx, booking.tenant_email, language, 'receipt', {
      ref: booking.reference,
      boat: booking.listing_title,
      amount: this.payment.amount,
      linkPath: `/booking/${booking.id}/detail`,
      publicUrl: this.context.publicUrl,
      payload: { bookingId: booking.id, cartId: this.payment.cart_id, paymentId: this.payment.id },
    });
    return this.outcome('paid', language, booking, null);
  }
}
