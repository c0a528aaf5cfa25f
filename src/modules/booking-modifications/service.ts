import {
  type Modification,
  type ModificationChangeAnswer,
  type ModificationInput,
  type ModificationOptions,
  type ModificationQuote,
  modificationDecisionSchema,
  modificationInputSchema,
} from '../../../shared/bookings/trips.ts';
import type { QuoteRefusal } from '../../../shared/product/quote.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { unlessDaysTaken } from '../../db/savepoint.ts';
import { appClock } from '../../http/clock.ts';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { policyRefund } from '../backoffice/bookings/refundPolicy.ts';
import { refundablePayments, refundBooking, totalRefundable } from '../backoffice/bookings/refunds.ts';
import { addBookingEvent } from '../backoffice/bookings/repository.ts';
import { isRequest } from '../bookings/stateMachine.ts';
import {
  type CheckoutPriceComputation,
  type CheckoutPriceRequest,
  priceCheckoutRequest,
} from '../checkout/checkoutPrice.ts';
import { captainChoiceRefusal } from '../checkout/checkoutRules.ts';
import { type Notice, type NoticeTexts, noticeLanguage, notify } from '../notifications/service.ts';
import { bookingThreadUrl } from '../notifications/threadLink.ts';
import { addDays, daysBetween } from '../pricing/calendarDates.ts';
import { refusal as engineRefusal } from '../pricing/priceEngine.ts';
import { priceLineLabel } from '../pricing/priceLabels.ts';
import { loadPricing } from '../pricing/repository.ts';
import { bookedPeriod } from '../pricing/service.ts';
import type { ReachedTrip } from '../reviews/tripAccess.ts';
import {
  modificationAcceptedTexts,
  modificationDeclinedTexts,
  modificationExpiredTexts,
  modificationRequestedTexts,
} from './notices.ts';
import {
  applyBookingChange,
  daysTakenByOthers,
  findModifiableBooking,
  findModification,
  findModificationById,
  findPendingModification,
  heldByOthers,
  insertModification,
  listProductExtras,
  type ModifiableBooking,
  type ModificationRow,
  type ModificationStatus,
  paymentAmount,
  setModificationStatus,
} from './repository.ts';

/** Bookings the renter may still change: paid or accepted, before the first day. */
const MODIFIABLE_STATUSES = ['paid', 'down_payment_paid', 'accepted'];
/** The owner answers a change within 48 hours (DESIGN.md's request deadline), or it expires. */
export const MODIFICATION_RESPONSE_HOURS = 48;
const HOUR_MS = 3_600_000;

const REFUSALS: Record<QuoteRefusal, string> = {
  pastDates: 'inThePast',
  capacity: 'tooManyPeople',
  unavailable: 'datesTaken',
  minimumDuration: 'minimumDuration',
  halfDayNotAllowed: 'halfDayNotAllowed',
  tooLong: 'tooLong',
};

const isModifiable = (booking: ModifiableBooking) =>
  MODIFIABLE_STATUSES.includes(booking.status) && booking.start_date > booking.today;

/** The change for a reader: the price lines in `language` (the snapshot keeps Bosun's as key and params). */
export const modificationDto = (row: ModificationRow, language: string): Modification => ({
  id: row.id,
  status: row.status,
  startDate: row.start_date,
  endDate: row.end_date,
  halfDayPeriod: row.half_day_period,
  people: row.people,
  withCaptain: row.with_captain,
  differenceAmount: row.difference_amount,
  refundAmount: row.refund_amount,
  newTotalAmount: row.new_total_amount,
  priceLines: row.price_lines.map((line) => ({
    key: line.key,
    label: priceLineLabel(line, language),
    amount: line.amount,
  })),
  requestedAt: row.created_at.toISOString(),
  responseDueAt: row.response_due_at?.toISOString() ?? null,
  reason: row.reason,
});

/** The booking's pending change (awaiting payment or the owner), for the booking detail. */
export async function pendingModificationFor(
  db: Queryable,
  bookingId: number,
  language: string,
): Promise<Modification | null> {
  const row = await findPendingModification(db, bookingId);
  return row ? modificationDto(row, language) : null;
}

async function loadBooking(db: Queryable, bookingId: number, lock = false): Promise<ModifiableBooking> {
  const booking = await findModifiableBooking(db, bookingId, lock);
  if (!booking) throw notFound('This booking does not exist.');
  return booking;
}

/** The optional extras the booking has (the rental-type line is the captain or package choice). */
function currentExtras(booking: ModifiableBooking, rentalTypeId: number | undefined) {
  return booking.price_lines
    .filter((line) => line.optional && line.extraId && line.extraId !== rentalTypeId)
    .map((line) => ({ extraId: line.extraId as number, quantity: 1 }));
}

/** GET modification: what the renter can change, and what holds the boat in the coming year. */
export async function modificationOptions(
  db: Queryable,
  bookingId: number,
  language: string,
  cardProvider: ModificationOptions['cardProvider'],
): Promise<ModificationOptions> {
  const booking = await loadBooking(db, bookingId);
  const extras = await listProductExtras(db, booking.product_id, language);
  const rentalType = extras.find((extra) => extra.is_rental_type);
  return {
    current: {
      startDate: booking.start_date,
      endDate: booking.end_date,
      halfDayPeriod: booking.half_day_period,
      people: booking.people,
      withCaptain: booking.with_captain,
      extras: currentExtras(booking, rentalType?.id),
    },
    capacity: booking.capacity,
    sailingType: booking.sailing_type,
    extras: extras
      .filter((extra) => !extra.is_rental_type)
      .map((extra) => ({
        id: extra.id,
        name: extra.name,
        price: extra.price,
        priceType: extra.price_type,
        mandatory: extra.is_mandatory,
      })),
    unavailableDates: await daysTakenByOthers(db, booking, booking.today, 365),
    instantBooking: booking.instant_booking,
    pending: await pendingModificationFor(db, bookingId, language),
    cardProvider,
  };
}

interface PricedChange {
  quote: ModificationQuote;
  computation: CheckoutPriceComputation | null;
}

/**
 * Re-prices the booking with the new choices through the checkout's own computation (one formula),
 * after the price engine's refusals with the days other bookings hold (the booking's own are free).
 */
async function priceChange(
  db: Queryable,
  booking: ModifiableBooking,
  input: ModificationInput,
  /** The language of the lines' words: the reader's for a quote, the booking's for what is stored. */
  language = booking.language_code.slice(0, 2),
): Promise<PricedChange> {
  const refused = (refusal: string): PricedChange => ({
    quote: {
      available: false,
      refusal,
      priceLines: [],
      oldTotalAmount: booking.total_amount,
      newTotalAmount: booking.total_amount,
      differenceAmount: 0,
      refundAmount: 0,
      needsOwnerApproval: !booking.instant_booking,
    },
    computation: null,
  });
  // The checkout's captain rule: a boat that only sails with a captain cannot be changed to without.
  const captainRefusal = captainChoiceRefusal(booking.sailing_type, input.withCaptain);
  if (captainRefusal) {
    throw badRequest(
      captainRefusal === 'captainRequired'
        ? 'This boat only sails with its captain: the change must keep the captain.'
        : 'This boat sails without a captain: none can be added.',
      { withCaptain: captainRefusal },
      'validation-failed',
    );
  }
  const pricing = await loadPricing(db, booking.product_id, language);
  if (!pricing) return refused('productUnavailable');
  const extras = await listProductExtras(db, booking.product_id, language);
  const optionalIds = new Set(extras.filter((e) => !e.is_rental_type && !e.is_mandatory).map((e) => e.id));
  const unknown = input.extras.findIndex((extra) => !optionalIds.has(extra.extraId));
  if (unknown >= 0) {
    throw badRequest(
      'Some fields are missing or invalid.',
      { [`extras.${unknown}.extraId`]: 'extraUnknown' },
      'validation-failed',
    );
  }

  const halfDayPeriod = input.halfDayPeriod ?? undefined;
  const period = bookedPeriod({
    dateFrom: input.startDate,
    dateTo: input.endDate,
    halfDayPeriod,
    numberOfPeople: input.people,
    withCaptain: input.withCaptain,
  });
  const held = await heldByOthers(db, booking, period);
  const datesFree = booking.exclusive
    ? !held.exclusiveTaken && held.seatsTaken === 0
    : !held.exclusiveTaken && held.seatsTaken + input.people <= pricing.rules.capacity;
  const refusal = engineRefusal(pricing.rules, {
    dateFrom: input.startDate,
    dateTo: input.endDate,
    halfDayPeriod,
    people: input.people,
    withCaptain: input.withCaptain,
    today: pricing.today,
    datesFree,
  });
  if (refusal) return refused(REFUSALS[refusal]);

  const rentalType = extras.find((extra) => extra.is_rental_type);
  const keepsRentalType =
    rentalType && booking.price_lines.some((line) => line.optional && line.extraId === rentalType.id);
  const request: CheckoutPriceRequest = {
    // The booking's own payment session: its promo redemption does not count against the code.
    id: booking.payment_session_id ?? 0,
    hash: '',
    tenant_id: booking.tenant_id,
    product_id: booking.product_id,
    status: 'open',
    start_date: input.startDate,
    end_date: input.endDate,
    half_day_period: input.halfDayPeriod,
    people: input.people,
    captain_type: input.withCaptain ? 'withCaptain' : 'withoutCaptain',
    promo_code_id: booking.promo_code_id,
    insurance_selection: Object.fromEntries(booking.insurance_keys.map((key) => [key, true])),
    extras_selection: {
      ...(rentalType && keepsRentalType ? { rentalType: { extraId: rentalType.id, wantedQuantity: 1 } } : {}),
      optional: input.extras.map((extra) => ({ extraId: extra.extraId, wantedQuantity: extra.quantity })),
    },
    // A change's difference is paid at once, never split.
    down_payment_selected: false,
    language_code: language,
    currency_code: 'EUR',
    booking_id: booking.id,
    kind: booking.kind,
    all_inclusive: booking.all_inclusive,
    skipper_paid_at_harbour: booking.skipper_paid_at_harbour,
    sailing_type: booking.sailing_type,
    captain_price_per_day: booking.captain_price_per_day,
    cancellation_policy: booking.cancellation_policy,
  };
  const computation = await priceCheckoutRequest(db, request, language);
  // What is paid online changes; lines paid at the harbour are settled there.
  const difference = computation.onlineAmount - booking.online_amount;
  // A lower price gives the difference back as if that part of the booking were cancelled now: the
  // snapshot's terms, by the notice left before the booked first day (policyRefund, the renter's side).
  // A request is not a confirmed booking (withdrawing it is free), so it gets the whole difference.
  const refund =
    difference >= 0
      ? 0
      : isRequest(booking.status)
        ? -difference
        : policyRefund(
            'tenant',
            booking.cancellation_terms,
            daysBetween(pricing.today, booking.start_date),
            -difference,
          );
  return {
    quote: {
      available: true,
      refusal: null,
      priceLines: computation.lines.map((line) => ({
        key: line.key,
        label: line.label,
        amount: line.amount,
      })),
      oldTotalAmount: booking.total_amount,
      newTotalAmount: computation.total,
      differenceAmount: difference,
      refundAmount: refund,
      needsOwnerApproval: !booking.instant_booking,
    },
    computation,
  };
}

/** POST modification/quote: the re-quote, nothing saved. */
export async function quoteModification(db: Queryable, bookingId: number, body: unknown, language?: string) {
  const input = parseInput(modificationInputSchema, body);
  const booking = await loadBooking(db, bookingId);
  // The quote is read on the page, in the page's language (DESIGN: whose language); nothing is stored.
  return (await priceChange(db, booking, input, language)).quote;
}

const sameChoices = (booking: ModifiableBooking, input: ModificationInput) => {
  const extras = (list: { extraId: number; quantity: number }[]) =>
    list
      .filter((extra) => extra.quantity > 0)
      .map((extra) => extra.extraId)
      .sort()
      .join(',');
  return (
    booking.start_date === input.startDate &&
    booking.end_date === input.endDate &&
    booking.half_day_period === input.halfDayPeriod &&
    booking.people === input.people &&
    booking.with_captain === input.withCaptain &&
    extras(currentExtras(booking, undefined)) === extras(input.extras)
  );
};

const describeDays = (start: string, end: string) => (start === end ? start : `${start} – ${end}`);

/**
 * What a change is about, as facts a history line is worded from by each reader (DESIGN: whose
 * language): the days, party and captain before and after.
 */
function changeFacts(booking: ModifiableBooking, m: ModificationRow) {
  return {
    modificationId: Number(m.id),
    previousStartDate: booking.start_date,
    previousEndDate: booking.end_date,
    startDate: m.start_date,
    endDate: m.end_date,
    previousPeople: booking.people,
    people: m.people,
    previousWithCaptain: booking.with_captain,
    withCaptain: m.with_captain,
  };
}

interface NoticeContext {
  publicUrl: string;
}

/** The notice with the booking's conversation linked under its e-mail (notifications/threadLink.ts). */
async function withThread(tx: Queryable, publicUrl: string, notice: Notice): Promise<Notice> {
  const threadUrl = notice.bookingId ? await bookingThreadUrl(tx, publicUrl, notice.bookingId) : undefined;
  return threadUrl ? { ...notice, threadUrl } : notice;
}

function noticeFor(
  booking: ModifiableBooking,
  m: ModificationRow,
  userId: number,
  kind: string,
  texts: NoticeTexts,
  context: NoticeContext,
  extra: Partial<Notice> = {},
): Notice {
  const base = context.publicUrl.replace(/\/$/, '');
  return {
    userId,
    kind,
    texts,
    bookingId: booking.id,
    values: (language) => ({
      ref: booking.reference,
      boat: booking.listing_title,
      dates: describeDays(m.start_date, m.end_date),
      people: m.people,
      due: m.response_due_at ? `${m.response_due_at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '',
      reason: m.reason ?? '',
      link: `${base}/${noticeLanguage(language)}/booking/${booking.id}/detail`,
    }),
    payload: { modificationId: m.id },
    ...extra,
  };
}

async function event(
  tx: Queryable,
  booking: ModifiableBooking,
  actorId: number | null,
  role: string,
  /** A history code (`modification…`) and its facts, never a sentence (DESIGN: whose language). */
  reason: string,
  facts: Record<string, unknown>,
  at: Date,
) {
  await addBookingEvent(tx, {
    bookingId: booking.id,
    from: booking.status,
    to: booking.status,
    actorId,
    role,
    reason,
    facts,
    at,
  });
}

/**
 * Confirms a change: the booking's days, party, captain and price snapshot are rewritten, and a lower
 * price refunds by the terms (idempotency key `modification:{id}`, so once). The no-double-booking
 * constraint has the last word: false (and nothing changed) when another booking holds the new days.
 */
async function applyChange(
  tx: Queryable,
  booking: ModifiableBooking,
  m: ModificationRow,
  actor: { id: number | null; role: string },
  now: Date,
  context: NoticeContext,
): Promise<boolean> {
  const period = bookedPeriod({
    dateFrom: m.start_date,
    dateTo: m.end_date,
    halfDayPeriod: m.half_day_period ?? undefined,
    numberOfPeople: m.people,
    withCaptain: m.with_captain,
  });
  const held = await heldByOthers(tx, booking, period);
  if (held.exclusiveTaken || (!booking.exclusive && held.seatsTaken + m.people > booking.capacity))
    return false;
  const difference = m.difference_amount;
  // The part of a lower price the terms keep stays charged: the snapshot keeps it as a line.
  const kept = difference < 0 ? -difference - m.refund_amount : 0;
  const balanceReduction =
    difference < 0 && booking.balance_unpaid ? Math.min(m.refund_amount, booking.balance_amount ?? 0) : 0;
  const lines = [...m.computation.lines, ...(kept > 0 ? [{ key: 'modificationKept', amount: kept }] : [])];
  const applied = await unlessDaysTaken(tx, 'booking_change', () =>
    applyBookingChange(tx, {
      bookingId: booking.id,
      startDate: period.from,
      endExclusive: period.toExclusive,
      halfDayPeriod: m.half_day_period,
      people: m.people,
      withCaptain: m.with_captain,
      lines,
      computation: m.computation,
      totalAmount: m.computation.total + kept,
      onlineAmount: m.computation.onlineAmount + kept,
      balanceReduction,
      at: now,
    }),
  );
  if (!applied) return false;
  await setModificationStatus(tx, m.id, {
    status: 'accepted',
    at: now,
    decidedBy: actor.role === 'owner' ? actor.id : null,
  });
  const providerRefund = await refundNow(tx, booking, m.refund_amount - balanceReduction);
  if (providerRefund > 0) {
    await refundBooking(tx, {
      bookingId: booking.id,
      amount: providerRefund,
      reason: 'modificationCheaper',
      actorId: actor.id,
      idempotencyKey: `modification:${m.id}`,
    });
  }
  await event(tx, booking, actor.id, actor.role, 'modificationApplied', changeFacts(booking, m), now);
  await notify(
    tx,
    await withThread(
      tx,
      context.publicUrl,
      noticeFor(booking, m, booking.tenant_id, 'modifications.accepted', modificationAcceptedTexts, context),
    ),
  );
  return true;
}

/**
 * What of a lower price's refund goes back through the provider now. A request's card is usually only
 * authorised (requires_capture): nothing was taken, so nothing is refunded now, and the hold is what
 * it is (it cannot be lowered without the card; a new one would ask the renter to pay again). The
 * owner's acceptance captures the hold and gives back at once what the booking no longer costs
 * (acceptRequest in bookings/changes.ts); a decline, an expiry or a withdrawal releases all of it.
 * Whatever a request already has captured (a dearer change's difference) is refunded now.
 */
async function refundNow(tx: Queryable, booking: ModifiableBooking, refund: number): Promise<number> {
  if (refund <= 0 || !isRequest(booking.status)) return refund;
  return Math.min(refund, totalRefundable(await refundablePayments(tx, booking.id)));
}

/** Gives back in full what was paid for a change that will not be made. */
async function refundPaidChange(
  tx: Queryable,
  booking: ModifiableBooking,
  m: ModificationRow,
  actorId: number | null,
) {
  if (!m.payment_id) return;
  await refundBooking(tx, {
    bookingId: booking.id,
    amount: await paymentAmount(tx, m.payment_id),
    reason: 'modificationNotMade',
    actorId,
    idempotencyKey: `modification:${m.id}`,
  });
}

/** Sends a change on to the owner, or confirms it at once when the boat is instant-bookable. */
async function forward(
  tx: Queryable,
  booking: ModifiableBooking,
  m: ModificationRow,
  now: Date,
  context: NoticeContext,
  paymentId: number | null,
): Promise<'applied' | 'awaitingOwner' | 'datesTaken'> {
  if (booking.instant_booking) {
    if (paymentId) await setModificationStatus(tx, m.id, { status: m.status, at: now, paymentId });
    return (await applyChange(tx, booking, m, { id: null, role: 'system' }, now, context))
      ? 'applied'
      : 'datesTaken';
  }
  const due = new Date(now.getTime() + MODIFICATION_RESPONSE_HOURS * HOUR_MS);
  await setModificationStatus(tx, m.id, { status: 'awaiting_owner', at: now, responseDueAt: due, paymentId });
  const waiting = { ...m, status: 'awaiting_owner' as const, response_due_at: due };
  await notify(
    tx,
    await withThread(
      tx,
      context.publicUrl,
      noticeFor(
        booking,
        waiting,
        booking.owner_id,
        'modifications.requested',
        modificationRequestedTexts,
        context,
        {
          urgent: true,
        },
      ),
    ),
  );
  return 'awaitingOwner';
}

const requireModifiable = (booking: ModifiableBooking) => {
  if (!isModifiable(booking)) {
    throw conflict('modification-not-allowed', 'This booking can no longer be changed.');
  }
};

/** POST modification (tenant): stores the change; a higher price waits for its payment. */
export async function requestModification(
  db: Database,
  trip: ReachedTrip,
  body: unknown,
  context: NoticeContext,
  language: string,
  now: Date = appClock.now(),
) {
  if (trip.role !== 'tenant') throw forbidden('Only the renter can change a booking.');
  const input = parseInput(modificationInputSchema, body);
  const id = await db.transaction(async (tx) => {
    const booking = await loadBooking(tx, trip.booking.id, true);
    requireModifiable(booking);
    if (await findPendingModification(tx, booking.id)) {
      throw conflict('modification-pending', 'A change of this booking is already waiting.');
    }
    if (sameChoices(booking, input)) throw unprocessable('no-change', 'This is the booking as it is.');
    const { quote, computation } = await priceChange(tx, booking, input);
    if (!quote.available || !computation) {
      if (quote.refusal === 'datesTaken') throw conflict('dates-taken', 'These dates are taken.');
      throw unprocessable(quote.refusal ?? 'unavailable', 'This change cannot be made.');
    }
    const status: ModificationStatus = quote.differenceAmount > 0 ? 'awaiting_payment' : 'awaiting_owner';
    const modificationId = await insertModification(tx, {
      bookingId: booking.id,
      requestedBy: trip.viewer.id,
      status,
      startDate: input.startDate,
      endExclusive: addDays(input.endDate, 1),
      halfDayPeriod: input.halfDayPeriod,
      people: input.people,
      withCaptain: input.withCaptain,
      extras: input.extras.filter((extra) => extra.quantity > 0),
      computation,
      oldTotalAmount: booking.total_amount,
      differenceAmount: quote.differenceAmount,
      refundAmount: quote.refundAmount,
      responseDueAt: new Date(now.getTime() + MODIFICATION_RESPONSE_HOURS * HOUR_MS),
      at: now,
    });
    const m = (await findModificationById(tx, modificationId)) as ModificationRow;
    await event(tx, booking, trip.viewer.id, 'tenant', 'modificationRequested', changeFacts(booking, m), now);
    if (status === 'awaiting_owner') {
      const outcome = await forward(tx, booking, m, now, context, null);
      if (outcome === 'datesTaken') throw conflict('dates-taken', 'These dates are taken.');
    }
    return modificationId;
  });
  const row = (await findModificationById(db, id)) as ModificationRow;
  return {
    modification: modificationDto(row, language),
    // The site's page, without a language prefix: its pay step shows while the change awaits payment.
    payPath: row.status === 'awaiting_payment' ? `/booking/${row.booking_id}/modify` : null,
  };
}

async function lockPair(tx: Queryable, bookingId: number, modificationId: number) {
  const booking = await loadBooking(tx, bookingId, true);
  const m = await findModification(tx, bookingId, modificationId, true);
  if (!m) throw notFound('This change does not exist.');
  return { booking, m };
}

/** POST decision (owner): accept (the change is made) or decline with a reason (a paid difference is refunded). */
export async function decideModification(
  db: Database,
  trip: ReachedTrip,
  modificationId: number,
  body: unknown,
  context: NoticeContext,
  language: string,
  now: Date = appClock.now(),
) {
  if (trip.role !== 'owner') throw forbidden('Only the owner answers a change.');
  const input = parseInput(modificationDecisionSchema, body);
  await db.transaction(async (tx) => {
    const { booking, m } = await lockPair(tx, trip.booking.id, modificationId);
    if (m.status !== 'awaiting_owner')
      throw conflict('modification-not-pending', 'This change is not waiting for an answer.');
    const actor = { id: trip.viewer.id, role: 'owner' };
    if (input.accept) {
      if (!MODIFIABLE_STATUSES.includes(booking.status)) {
        throw conflict('modification-not-allowed', 'This booking can no longer be changed.');
      }
      if (!(await applyChange(tx, booking, m, actor, now, context))) {
        throw conflict('dates-taken', 'Another booking holds these dates now: the change cannot be made.');
      }
      return;
    }
    const reason = input.reason ?? null;
    await setModificationStatus(tx, m.id, { status: 'declined', at: now, decidedBy: trip.viewer.id, reason });
    await refundPaidChange(tx, booking, m, trip.viewer.id);
    // the owner's own words, if any, kept as they wrote them
    await event(
      tx,
      booking,
      trip.viewer.id,
      'owner',
      'modificationDeclined',
      { modificationId: Number(m.id), ...(reason ? { message: reason } : {}) },
      now,
    );
    await notify(
      tx,
      await withThread(
        tx,
        context.publicUrl,
        noticeFor(
          booking,
          { ...m, reason },
          booking.tenant_id,
          'modifications.declined',
          modificationDeclinedTexts,
          context,
        ),
      ),
    );
  });
  return answerOf(db, trip.booking.id, modificationId, language);
}

/** POST withdraw (tenant): a change not yet confirmed is dropped; what was paid for it is refunded. */
export async function withdrawModification(
  db: Database,
  trip: ReachedTrip,
  modificationId: number,
  language: string,
  now: Date = appClock.now(),
) {
  if (trip.role !== 'tenant') throw forbidden('Only the renter can withdraw a change.');
  await db.transaction(async (tx) => {
    const { booking, m } = await lockPair(tx, trip.booking.id, modificationId);
    if (m.status !== 'awaiting_payment' && m.status !== 'awaiting_owner') {
      throw conflict('modification-not-pending', 'This change is no longer waiting.');
    }
    await setModificationStatus(tx, m.id, { status: 'withdrawn', at: now });
    await refundPaidChange(tx, booking, m, trip.viewer.id);
    await event(
      tx,
      booking,
      trip.viewer.id,
      'tenant',
      'modificationWithdrawn',
      { modificationId: Number(m.id) },
      now,
    );
  });
  return answerOf(db, trip.booking.id, modificationId, language);
}

/** The decision's and withdrawal's answer: the change as it now is (the page reads the detail again). */
async function answerOf(
  db: Queryable,
  bookingId: number,
  modificationId: number,
  language: string,
): Promise<ModificationChangeAnswer> {
  const row = (await findModification(db, bookingId, modificationId)) as ModificationRow;
  return { ok: true as const, bookingId, modification: modificationDto(row, language) };
}

/** A GET of one change's state, for the answer shapes. */
export async function modificationAnswer(
  db: Queryable,
  bookingId: number,
  modificationId: number,
  language: string,
) {
  return answerOf(db, bookingId, modificationId, language);
}

export type ModificationPaymentOutcome = 'awaitingOwner' | 'applied' | 'datesTaken' | 'closed' | 'paidTwice';

/**
 * Settlement of a `modification` payment (src/modules/payments/settlement.ts, in its transaction,
 * after the payment row is locked): the change moves on to the owner, or is made at once when the
 * boat is instant-bookable. `closed`, `paidTwice` and `datesTaken` tell settlement to refund the payment.
 */
export async function settleModificationPayment(
  tx: Queryable,
  modificationId: number,
  paymentId: number,
  context: NoticeContext,
  now: Date = appClock.now(),
): Promise<ModificationPaymentOutcome> {
  const found = await findModificationById(tx, modificationId);
  if (!found) return 'closed';
  const { booking, m } = await lockPair(tx, found.booking_id, modificationId);
  if (m.status !== 'awaiting_payment') return m.payment_id ? 'paidTwice' : 'closed';
  if (!MODIFIABLE_STATUSES.includes(booking.status)) return 'closed';
  await event(
    tx,
    booking,
    null,
    'system',
    'modificationPaid',
    { modificationId: Number(m.id), paymentId },
    now,
  );
  const outcome = await forward(tx, booking, m, now, context, paymentId);
  if (outcome === 'datesTaken') {
    await setModificationStatus(tx, m.id, { status: 'declined', at: now, reason: 'datesTaken', paymentId });
  }
  return outcome;
}

/**
 * The expiry job's step for one change past its deadline, claimed by the job: expired, and what
 * was paid for it refunded in full. Re-checked under the lock, so a second run changes nothing.
 */
export async function expireModification(
  tx: Queryable,
  modificationId: number,
  context: NoticeContext,
  now: Date,
): Promise<boolean> {
  const found = await findModificationById(tx, modificationId);
  if (!found) return false;
  const { booking, m } = await lockPair(tx, found.booking_id, modificationId);
  if (m.status !== 'awaiting_payment' && m.status !== 'awaiting_owner') return false;
  if (!m.response_due_at || m.response_due_at > now) return false;
  await setModificationStatus(tx, m.id, { status: 'expired', at: now });
  await refundPaidChange(tx, booking, m, null);
  await event(tx, booking, null, 'system', 'modificationExpired', { modificationId: Number(m.id) }, now);
  await notify(
    tx,
    await withThread(
      tx,
      context.publicUrl,
      noticeFor(booking, m, booking.tenant_id, 'modifications.expired', modificationExpiredTexts, context),
    ),
  );
  return true;
}
