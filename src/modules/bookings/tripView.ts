import type {
  BookingAction,
  BookingSummary,
  CancellationPreview,
  NextAction,
  NextActionKind,
  TripParty,
  TripRole,
} from '../../../shared/bookings/trips.ts';
import type { ActivityType, ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { activityProductPath, productPath, toSlug } from '../../../shared/routing/routeWords.ts';
import { policyRefund } from '../backoffice/bookings/refundPolicy.ts';
import type { BookingRow, PartyColumns } from './repository.ts';
import {
  BOOKING_STATE_DATA,
  CONTACT_STATUSES,
  cancelledStatusFor,
  canTransition,
  isRequest,
} from './stateMachine.ts';

/** Who is looking at a booking: one of its parties, or staff reading it. */
export type ViewerSide = TripRole | 'staff';

/** A review can be written for 14 days after the stay (DESIGN.md, double-blind reviews). */
export const REVIEW_WINDOW_DAYS = 14;

/**
 * The facts, beyond the status, that rule an action in or out. The state machine's table says what
 * a status offers; these say whether it applies to this booking now.
 */
export function factsOf(row: BookingRow, now: Date) {
  const balanceDue = (row.balance_amount ?? 0) > 0 && !row.balance_paid;
  return {
    balanceDue,
    started: row.days_before_start <= 0,
    checkInOpen: row.days_before_start <= 1,
    requestOpen: row.response_due_at === null || row.response_due_at.getTime() > now.getTime(),
    reviewOpen: row.days_since_end <= REVIEW_WINDOW_DAYS,
    unread: row.unread_messages > 0,
  };
}
type Facts = ReturnType<typeof factsOf>;

const APPLIES: Record<NextActionKind | BookingAction, (facts: Facts, row: BookingRow) => boolean> = {
  answerRequest: (f) => f.requestOpen,
  waitForOwner: () => true,
  payBalance: (f, row) => f.balanceDue && row.status === 'accepted',
  payModification: () => false,
  answerModification: () => false,
  signCheckIn: (f) => f.checkInOpen,
  signCheckOut: () => true,
  writeReview: (f) => f.reviewOpen,
  answerMessage: (f) => f.unread,
  accept: (f) => f.requestOpen,
  decline: (f) => f.requestOpen,
  cancel: (f) => !f.started,
  modify: (f) => !f.started,
  review: (f) => f.reviewOpen,
  checkIn: (f) => f.started,
  checkOut: () => true,
};

export const conversationPath = (row: {
  conversation_hash: string | null;
  conversation_id: number | null;
}) =>
  row.conversation_hash && row.conversation_id
    ? `/account/chat/${encodeURIComponent(row.conversation_hash)}/${row.conversation_id}`
    : null;

function actionPath(kind: NextActionKind, row: BookingRow, conversation: string | null): string {
  const detail = `/booking/${row.id}/detail`;
  switch (kind) {
    case 'payBalance':
      return `/balance-payment/${row.id}`;
    case 'signCheckIn':
      return `/booking/${row.id}/econtract/in`;
    case 'signCheckOut':
      return `/booking/${row.id}/econtract/out`;
    case 'payModification':
    case 'answerModification':
      return `/booking/${row.id}/modify`;
    case 'answerMessage':
      return conversation ?? '/account/chat/list';
    case 'answerRequest':
      // The detail page's accept / decline block: a button there jumps to it, not to the page itself.
      return `${detail}#owner-answer`;
    default:
      return detail;
  }
}

/** The one action the booking asks of this side now, from the table, the first whose facts hold. */
export function nextActionOf(
  row: BookingRow,
  side: ViewerSide,
  now: Date,
  conversation: string | null = null,
): NextAction | null {
  if (side === 'staff') return null;
  const facts = factsOf(row, now);
  const kind = BOOKING_STATE_DATA[row.status][side].next.find((k) => APPLIES[k](facts, row));
  if (!kind)
    return facts.unread
      ? { kind: 'answerMessage', path: actionPath('answerMessage', row, conversation), dueAt: null }
      : null;
  const dueAt =
    kind === 'answerRequest' || kind === 'waitForOwner'
      ? (row.response_due_at?.toISOString() ?? null)
      : kind === 'payBalance' && row.balance_due_date
        ? `${row.balance_due_date}T00:00:00.000Z`
        : null;
  return { kind, path: actionPath(kind, row, conversation), dueAt };
}

/** The buttons this side may show now. */
export function allowedActionsOf(row: BookingRow, side: ViewerSide, now: Date): BookingAction[] {
  if (side === 'staff') return [];
  const facts = factsOf(row, now);
  return BOOKING_STATE_DATA[row.status][side].actions.filter((action) => {
    if (action === 'cancel' && !canTransition(row.status, cancelledStatusFor(side), side)) return false;
    return APPLIES[action](facts, row);
  });
}

function partyOf(party: PartyColumns, status: BookingRow['status']): TripParty {
  const contact = CONTACT_STATUSES.includes(status);
  return {
    id: Number(party.id),
    firstName: party.first_name,
    picture: party.avatar_url,
    isPro: party.owner_type === 'professional',
    isSuperOwner: party.is_super_owner,
    phone: contact ? party.phone : null,
    email: contact ? party.email : null,
  };
}

export const partiesOf = (row: BookingRow) => ({
  tenant: partyOf(row.tenant, row.status),
  owner: partyOf(row.owner, row.status),
});

/** The words of the product's slug in the viewer's language: the title they read (the id follows). */
const slugWords = (row: BookingRow) => toSlug(row.listing_title);

function productPathOf(row: BookingRow, language: LanguageCode): string | null {
  if (!row.published) return null;
  // The site adds the language prefix: the path is written in the viewer's words without it.
  if (row.kind === 'activity' && row.activity_type) {
    return activityProductPath(language, {
      placeSlug: row.city_slug,
      activityType: row.activity_type as ActivityType,
      slug: slugWords(row),
      id: row.product_id,
      defaultLanguage: language,
    });
  }
  if (!row.product_type) return null;
  return productPath(language, {
    placeSlug: row.city_slug,
    typeKey: row.product_type as ProductTypeKey,
    boatSlug: slugWords(row),
    id: row.product_id,
    defaultLanguage: language,
  });
}

/** Money of a booking as the renter sees it: captured minus refunded is what was paid. */
export function moneyOf(row: BookingRow) {
  const paid = row.captured_amount - row.refunded_amount;
  const balanceOpen =
    (row.balance_amount ?? 0) > 0 &&
    !row.balance_paid &&
    (row.status === 'accepted' || isRequest(row.status));
  return {
    paidAmount: paid,
    heldAmount: row.held_amount,
    refundedAmount: row.refunded_amount,
    extrasAmount: row.extras_amount,
    dueAmount: balanceOpen ? (row.balance_amount ?? 0) : 0,
  };
}

export function summaryOf(
  row: BookingRow,
  side: ViewerSide,
  language: LanguageCode,
  now: Date,
  conversation: string | null = null,
): BookingSummary {
  const parties = partiesOf(row);
  const role: TripRole = side === 'owner' ? 'owner' : 'tenant';
  return {
    id: Number(row.id),
    reference: row.reference,
    status: row.status,
    role,
    product: {
      id: Number(row.product_id),
      title: row.listing_title,
      type: row.product_type ?? row.activity_type,
      picture: row.picture,
      path: productPathOf(row, language),
    },
    place: { harbour: row.harbour_name, city: row.city_name },
    startDate: row.start_date,
    endDate: row.end_date,
    halfDayPeriod: row.half_day_period,
    people: row.people,
    withCaptain: row.with_captain,
    counterpart: role === 'owner' ? parties.tenant : parties.owner,
    currency: 'EUR',
    totalAmount: Number(row.total_amount),
    ...moneyOf(row),
    harbourAmount: Number(row.harbour_amount),
    balanceDueDate: row.balance_due_date,
    responseDueAt: isRequest(row.status) ? (row.response_due_at?.toISOString() ?? null) : null,
    nextAction: nextActionOf(row, side, now, conversation),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * What a cancellation by `side` would refund now, by the booking's snapshot of its terms. An owner's
 * cancellation refunds everything. A request the owner has not accepted is free to withdraw: its
 * authorisation is released, and anything already captured on it (a request paid before manual
 * capture existed) is refunded in full, since the renter never had a confirmed booking.
 */
export function cancellationPreviewOf(
  row: BookingRow & {
    cancellation_terms: CancellationTermRow[];
    cancellation_policy: CancellationPreview['policy'];
  },
  side: ViewerSide,
): CancellationPreview {
  const byRole: TripRole = side === 'owner' ? 'owner' : 'tenant';
  const paidAmount = row.captured_amount - row.refunded_amount;
  const refusal =
    side === 'staff'
      ? 'notYours'
      : !canTransition(row.status, cancelledStatusFor(side), side)
        ? 'notCancellable'
        : row.days_before_start <= 0
          ? 'alreadyStarted'
          : null;
  const free = byRole === 'owner' || isRequest(row.status);
  const refundPercentage = free
    ? 100
    : policyRefund('tenant', row.cancellation_terms, row.days_before_start, 100);
  const refundAmount = free
    ? paidAmount
    : policyRefund('tenant', row.cancellation_terms, row.days_before_start, paidAmount);
  return {
    allowed: refusal === null,
    refusal,
    byRole,
    policy: row.cancellation_policy,
    daysBeforeStart: row.days_before_start,
    refundPercentage,
    paidAmount,
    heldAmount: row.held_amount,
    refundAmount,
    keptAmount: paidAmount - refundAmount,
  };
}
type CancellationTermRow = { daysBefore: number; refundPercentage: number };

/**
 * Meeting and return times at the harbour. Listings carry no times yet, so Bosun uses the customs of
 * day rentals: boats are handed over at 09:00 and back at 18:00 (a morning 09:00 to 13:00, an
 * afternoon 14:00 to 18:00); an activity starts at 10:00 and lasts its duration.
 */
export function harbourTimesOf(row: BookingRow): { meetingTime: string; checkOutTime: string } {
  if (row.kind === 'activity') {
    const minutes = 10 * 60 + Math.round((row.duration_hours ?? 3) * 60);
    const end = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { meetingTime: '10:00', checkOutTime: end };
  }
  if (row.half_day_period === 'morning') return { meetingTime: '09:00', checkOutTime: '13:00' };
  if (row.half_day_period === 'afternoon') return { meetingTime: '14:00', checkOutTime: '18:00' };
  return { meetingTime: '09:00', checkOutTime: '18:00' };
}
