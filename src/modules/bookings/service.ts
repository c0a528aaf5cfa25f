import { PARTY_HISTORY_CODES } from '../../../shared/bookings/historyCodes.ts';
import {
  type AccountOverview,
  BOOKING_TABS,
  BOOKINGS_PER_PAGE,
  type BookingDetail,
  type BookingList,
  type BookingListQuery,
  type BookingTab,
  type CancellationPreview,
  type FavouriteList,
  type NextAction,
  OWNER_TABS,
  TENANT_TABS,
} from '../../../shared/bookings/trips.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Viewer } from '../auth/session.ts';
import { pendingModificationFor } from '../booking-modifications/service.ts';
import { documentsOfBooking } from '../documents/repository.ts';
import { moneyDocumentOf } from '../documents/view.ts';
import { econtractSummary } from '../econtracts/summary.ts';
import { statementOf } from '../ledger/statement.ts';
import { type PriceLineFacts, priceLineLabel } from '../pricing/priceLabels.ts';
import { reviewStateFor } from '../reviews/service.ts';
import { productCardsByIds } from '../search/repository.ts';
import { resolveCurrency, toResultProduct } from '../search/service.ts';
import * as repo from './repository.ts';
import {
  ECONTRACT_STATUSES,
  isRequest,
  REQUEST_STATUSES,
  TAB_STATUSES,
  TENANT_TAB_STATUSES,
} from './stateMachine.ts';
import {
  allowedActionsOf,
  cancellationPreviewOf,
  conversationPath,
  harbourTimesOf,
  nextActionOf,
  partiesOf,
  REVIEW_WINDOW_DAYS,
  summaryOf,
  type ViewerSide,
} from './tripView.ts';

/**
 * The booking pages' reads (issue 16): detail, lists, the account overview and favourites. Every
 * read goes through `reachTrip`: the tenant, the owner of the product and staff see a booking; for
 * anyone else it does not exist (404), as for everything hung off it.
 */
export function sideOf(viewer: Viewer, parties: repo.BookingParties): ViewerSide | null {
  if (Number(parties.tenant_id) === viewer.id) return 'tenant';
  if (Number(parties.owner_id) === viewer.id) return 'owner';
  if (viewer.staffRole !== null) return 'staff';
  return null;
}

export async function reachTrip(db: Queryable, viewer: Viewer, bookingId: number) {
  const parties = await repo.findBookingParties(db, bookingId);
  const side = parties ? sideOf(viewer, parties) : null;
  if (!parties || !side) throw notFound('This booking does not exist.');
  return { parties, side };
}

/**
 * The booking's pending change and its reviews join the detail here (their own modules own the
 * rules); a change waiting for the viewer becomes their next action.
 */
export async function attachModificationAndReview(
  db: Queryable,
  detail: BookingDetail,
  viewer: { id: number; side: ViewerSide },
  language: LanguageCode,
): Promise<BookingDetail> {
  const [modification, review] = await Promise.all([
    pendingModificationFor(db, detail.id, language),
    reviewStateFor(db, detail.id, viewer.side, viewer.id),
  ]);
  let { nextAction, allowedActions } = detail;
  const path = `/booking/${detail.id}/modify`;
  if (modification?.status === 'awaiting_payment' && viewer.side === 'tenant') {
    nextAction = { kind: 'payModification', path, dueAt: modification.responseDueAt };
  }
  if (modification?.status === 'awaiting_owner' && viewer.side === 'owner') {
    nextAction = {
      kind: 'answerModification',
      path: `/booking/${detail.id}/detail#detail-modification`,
      dueAt: modification.responseDueAt,
    };
    allowedActions = [...allowedActions.filter((a) => a !== 'answerModification'), 'answerModification'];
  }
  return { ...detail, modification, review, nextAction, allowedActions };
}

/**
 * A history row's note as the parties read it: only the words a person gave for ending the booking
 * (a decline's reason code, a renter's or owner's own words) and the system's codes for it
 * (`balanceUnpaid`), and an approved refund (`autorefundApproved`). The rest are the system's notes
 * for staff (a payment's provider id, a claim's number) and stay in the back office; a staff member's note is the team's, so the parties read
 * `cancelledByStaff`, worded in their language (DESIGN: whose language).
 */
const PARTY_REASONS = new Set(['declined', 'cancelled_by_tenant', 'cancelled_by_owner']);
/** The system's codes the parties read as such, whatever the status. */
const PARTY_CODES: ReadonlySet<string> = new Set(PARTY_HISTORY_CODES);
/** The facts the parties may read with a code (never a payment's or a claim's id: those are staff's). */
const PARTY_FACTS = ['startDate', 'endDate', 'fromDate', 'toDate', 'message'] as const;
const factsForParties = (reason: string | null, facts: Record<string, unknown> | null) => {
  if (reason === null || !PARTY_CODES.has(reason) || !facts) return undefined;
  const kept = Object.fromEntries(
    PARTY_FACTS.filter((key) => typeof facts[key] === 'string').map((key) => [key, facts[key] as string]),
  );
  return Object.keys(kept).length > 0 ? kept : undefined;
};
const reasonForParties = (to: string, role: string, reason: string | null) =>
  reason !== null && PARTY_CODES.has(reason)
    ? reason
    : !PARTY_REASONS.has(to)
      ? null
      : role === 'staff'
        ? 'cancelledByStaff'
        : reason;

export async function bookingDetail(
  db: Queryable,
  viewer: Viewer,
  bookingId: number,
  language: LanguageCode,
): Promise<BookingDetail> {
  const now = appClock.now();
  const read = await repo.findBookingDetail(db, bookingId, { language, now, viewerId: viewer.id });
  // The row names its parties: no separate read of them before it (the same 404 for everyone else).
  const side = read ? sideOf(viewer, read.row) : null;
  if (!read || !side) throw notFound('This booking does not exist.');
  const { row, events, payments, refunds } = read;
  const conversation = conversationPath(row);
  const summary = summaryOf(row, side, language, now, conversation);
  const allowedActions = allowedActionsOf(row, side, now);
  const preview = cancellationPreviewOf(row, side);
  const times = harbourTimesOf(row);
  const parties = partiesOf(row);
  const id = Number(row.id);
  const detail: BookingDetail = {
    ...summary,
    timeline: events.map((e) => ({
      from: e.from_status,
      to: e.to_status,
      actorRole: e.actor_role,
      reason: reasonForParties(e.to_status, e.actor_role, e.reason),
      ...(factsForParties(e.reason, e.facts) ? { facts: factsForParties(e.reason, e.facts) } : {}),
      at: e.at.toISOString(),
    })),
    priceLines: (row.price_lines ?? []).map((line) => snapshotLine(line, language)),
    depositAmount: Number(row.deposit_amount),
    payments: payments.map(moneyMovement),
    refunds: refunds.map(moneyMovement),
    balance:
      (row.balance_amount ?? 0) > 0
        ? {
            amount: Number(row.balance_amount),
            dueDate: row.balance_due_date,
            paid: row.balance_paid,
            payPath: allowedActions.includes('payBalance') ? `/balance-payment/${id}` : null,
          }
        : null,
    cancellation: {
      policy: row.cancellation_policy,
      terms: row.cancellation_terms ?? [],
      refundNowAmount: preview.allowed ? preview.refundAmount : null,
      refundNowPercentage: preview.allowed ? preview.refundPercentage : null,
      cancelledAt: row.cancelled_at?.toISOString() ?? null,
      reason: events.some((e) => e.actor_role === 'staff' && PARTY_REASONS.has(e.to_status))
        ? 'cancelledByStaff'
        : row.cancellation_reason,
    },
    harbour: {
      name: row.harbour_name,
      address: row.harbour_address,
      city: row.city_name,
      latitude: row.latitude,
      longitude: row.longitude,
      ...times,
      timeZone: row.time_zone,
    },
    owner: parties.owner,
    tenant: parties.tenant,
    tenantMessage: row.tenant_message,
    links: {
      conversation,
      econtractIn: ECONTRACT_STATUSES.in.includes(row.status) ? `/booking/${id}/econtract/in` : null,
      // a claimed damage is read and answered on the check-out's page
      econtractOut:
        ECONTRACT_STATUSES.out.includes(row.status) || row.status === 'damage_claimed'
          ? `/booking/${id}/econtract/out`
          : null,
      postBooking:
        side === 'tenant' && (isRequest(row.status) || row.status === 'accepted') && row.days_before_start > 0
          ? `/post-booking/${id}`
          : null,
      modify: allowedActions.includes('modify') ? `/booking/${id}/modify` : null,
    },
    allowedActions,
    paymentOnHold: row.held_amount > 0,
    modification: null,
    review: null,
    econtract: null,
  };
  // The contracts and deposit, the pending change and the reviews are read side by side.
  const [econtract, attached, statement, documents] = await Promise.all([
    econtractSummary(db, bookingId),
    attachModificationAndReview(db, detail, { id: viewer.id, side }, language),
    statementOf(db, bookingId, side === 'tenant' ? 'renter' : side),
    documentsOfBooking(db, bookingId, side === 'tenant' ? 'renter' : side === 'owner' ? 'owner' : null),
  ]);
  return { ...attached, econtract, statement: statement ?? null, documents: documents.map(moneyDocumentOf) };
}

/** A snapshot's price line with what the site needs to word it in the reader's language. */
function snapshotLine(
  line: Record<string, unknown>,
  language: LanguageCode,
): BookingDetail['priceLines'][number] {
  const params =
    line.params && typeof line.params === 'object' ? (line.params as Record<string, unknown>) : {};
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    key: String(line.key),
    label: priceLineLabel(line as unknown as PriceLineFacts, language),
    amount: Number(line.amount),
    params: {
      days: number(params.days),
      percent: number(params.percent),
      people: number(params.people),
      halfDayPeriod: text(params.halfDayPeriod),
      name: text(params.name),
    },
    promoCode: text(line.promoCode),
  };
}

const moneyMovement = (row: repo.MoneyRow) => ({
  id: Number(row.id),
  kind: row.kind,
  amount: Number(row.amount),
  status: row.status,
  reason: row.reason,
  at: row.at.toISOString(),
});

/**
 * What a booking asks of one of its parties now, for a page about something hung off it (the
 * conversation's thread): null for anyone else, and no "answer the message" on the thread itself.
 */
export async function partyNextAction(
  db: Queryable,
  viewerId: number,
  bookingId: number,
  language: LanguageCode,
): Promise<NextAction | null> {
  const now = appClock.now();
  const row = await repo.findBookingRow(db, bookingId, { language, now, viewerId });
  if (!row) return null;
  const side =
    Number(row.tenant_id) === viewerId ? 'tenant' : Number(row.owner_id) === viewerId ? 'owner' : null;
  if (!side) return null;
  const action = nextActionOf(row, side, now);
  return action?.kind === 'answerMessage' ? null : action;
}

export async function cancellationPreview(
  db: Queryable,
  viewer: Viewer,
  bookingId: number,
  language: LanguageCode,
): Promise<CancellationPreview> {
  const read = await repo.findBookingDetail(db, bookingId, {
    language,
    now: appClock.now(),
    viewerId: viewer.id,
  });
  const side = read ? sideOf(viewer, read.row) : null;
  if (!read || !side) throw notFound('This booking does not exist.');
  const { row } = read;
  return cancellationPreviewOf(row, side);
}

const TABS_OF = { tenant: TENANT_TABS, owner: OWNER_TABS } as const;

function statusesOf(role: 'tenant' | 'owner', tab: BookingTab) {
  return role === 'tenant' ? TENANT_TAB_STATUSES[tab as keyof typeof TENANT_TAB_STATUSES] : TAB_STATUSES[tab];
}

export async function bookingList(
  db: Queryable,
  viewer: Viewer,
  query: BookingListQuery,
  language: LanguageCode,
): Promise<BookingList> {
  const tabs: readonly BookingTab[] = TABS_OF[query.role];
  if (!tabs.includes(query.tab)) {
    throw badRequest(
      `The ${query.role} bookings have no tab "${query.tab}".`,
      { tab: 'tabInvalid' },
      'validation-failed',
    );
  }
  const side = query.role === 'owner' ? 'owner_id' : 'tenant_id';
  const now = appClock.now();
  const byStatus = await repo.countByStatus(db, side, viewer.id);
  // Every tab has a count (the contract's record); a tab the role does not show counts 0.
  const counts = Object.fromEntries(
    BOOKING_TABS.map((tab) => [
      tab,
      tabs.includes(tab)
        ? statusesOf(query.role, tab).reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0)
        : 0,
    ]),
  ) as BookingList['counts'];
  const total = counts[query.tab] ?? 0;
  const rows = await repo.listBookingRows(db, {
    language,
    now,
    viewerId: viewer.id,
    side,
    userId: viewer.id,
    statuses: statusesOf(query.role, query.tab),
    newestFirst: query.tab === 'past' || query.tab === 'cancelled',
    limit: BOOKINGS_PER_PAGE,
    offset: (query.page - 1) * BOOKINGS_PER_PAGE,
  });
  return {
    role: query.role,
    tab: query.tab,
    items: rows.map((row) => summaryOf(row, query.role, language, now)),
    counts,
    pagination: {
      currentPage: query.page,
      totalPage: Math.max(1, Math.ceil(total / BOOKINGS_PER_PAGE)),
      resultsCount: total,
    },
  };
}

/** Kinds of next action that need the viewer (waiting for the owner does not). */
const NEEDS_VIEWER = new Set([
  'answerRequest',
  'payBalance',
  'signCheckIn',
  'signCheckOut',
  'writeReview',
  'answerMessage',
  'payModification',
  'answerModification',
]);

export async function accountOverview(
  db: Queryable,
  viewer: Viewer,
  language: LanguageCode,
): Promise<AccountOverview> {
  const now = appClock.now();
  // Trips that ended before the review window closed need nothing more: an owner with years of
  // bookings gets this year's, not the oldest thirty.
  const endsAfter = new Date(now.getTime() - (REVIEW_WINDOW_DAYS + 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const context = { language, now, viewerId: viewer.id, userId: viewer.id, offset: 0, endsAfter };
  const [trips, owned, waiting, unreadMessages] = await Promise.all([
    repo.listBookingRows(db, {
      ...context,
      side: 'tenant_id',
      statuses: [...REQUEST_STATUSES, ...TENANT_TAB_STATUSES.upcoming, 'completed'],
      newestFirst: false,
      limit: 30,
    }),
    viewer.isOwner
      ? repo.listBookingRows(db, {
          ...context,
          side: 'owner_id',
          statuses: [
            ...REQUEST_STATUSES,
            ...TAB_STATUSES.upcoming,
            ...TAB_STATUSES.inProgress,
            'completed',
            'reviewed',
          ],
          newestFirst: false,
          limit: 30,
        })
      : Promise.resolve([]),
    repo.waitingCounts(db, viewer.id, now),
    repo.unreadMessageCount(db, viewer.id),
  ]);
  const tenantSummaries = trips.map((row) => summaryOf(row, 'tenant', language, now));
  const ownerSummaries = owned.map((row) => summaryOf(row, 'owner', language, now));
  const today = now.toISOString().slice(0, 10);
  const nextTrip =
    tenantSummaries.find((trip) => trip.status !== 'completed' && trip.endDate >= today) ?? null;
  const due = (s: { nextAction: { dueAt: string | null } | null; startDate: string }) =>
    s.nextAction?.dueAt ?? `${s.startDate}T00:00:00.000Z`;
  const actions = [...ownerSummaries, ...tenantSummaries]
    .filter((s) => s.nextAction && NEEDS_VIEWER.has(s.nextAction.kind))
    .sort((a, b) => due(a).localeCompare(due(b)))
    .slice(0, 5);
  return {
    firstName: viewer.firstName,
    isOwner: viewer.isOwner,
    nextTrip,
    waiting: {
      pendingRequests: waiting.pending_requests,
      requestsToAnswer: waiting.requests_to_answer,
      nextRequestDueAt: waiting.next_request_due_at?.toISOString() ?? null,
      unreadMessages,
      reviewsToWrite: [...ownerSummaries, ...tenantSummaries].filter(
        (s) => s.nextAction?.kind === 'writeReview',
      ).length,
      balancesDue: waiting.balances_due,
    },
    actions,
  };
}

export async function favouriteList(
  db: Queryable,
  viewer: Viewer,
  page: number,
  context: { language: LanguageCode; currencyCode: string },
): Promise<FavouriteList> {
  const perPage = BOOKINGS_PER_PAGE;
  const { ids, total } = await repo.favouriteProductIds(db, viewer.id, perPage, (page - 1) * perPage);
  const [cards, money] = await Promise.all([
    productCardsByIds(db, ids, context.language, viewer.id),
    resolveCurrency(db, context.currencyCode),
  ]);
  return {
    products: cards.map((card) => toResultProduct(card, money)),
    pagination: {
      currentPage: page,
      totalPage: Math.max(1, Math.ceil(total / perPage)),
      resultsCount: total,
    },
  };
}
