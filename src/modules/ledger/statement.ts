import { PAYMENT_KINDS } from '../../../shared/checkout/payment.ts';
import { DAMAGE_DECLARATION_HOURS } from '../../../shared/econtracts/econtracts.ts';
import type { Statement, StatementLine } from '../../../shared/money/statement.ts';
import type { Queryable } from '../../db/connection.ts';
import * as repo from './repository.ts';

/**
 * A booking's money statement (DESIGN.md, "One money ledger"), the one place that says what was charged, held, due, paid at
 * the harbour, refunded and earned. Every surface reads it: both booking pages, the e-mails about money,
 * the back office and the PDF documents. It is made of the ledger's rows and the booking's snapshot,
 * nothing else, so two surfaces can never disagree.
 */

export type StatementView = Statement['view'];

const ENDED = new Set(['declined', 'expired', 'cancelled_by_tenant', 'cancelled_by_owner']);
const AFTER_HANDOVER = new Set(['checked_out', 'completed', 'reviewed', 'damage_claimed']);

const sum = (rows: repo.LedgerRow[], kinds: repo.LedgerKind[]) =>
  rows.filter((r) => kinds.includes(r.kind)).reduce((total, r) => total + Number(r.amount), 0);

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

function line(
  fields: Partial<StatementLine> & Pick<StatementLine, 'kind' | 'state' | 'amount'>,
): StatementLine {
  return {
    at: null,
    dueDate: null,
    paymentKind: null,
    refund: null,
    deposit: null,
    documentId: null,
    ...fields,
  };
}

/** The calendar date of an instant in the harbour's time zone. */
function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The share a renter's cancellation gave back by the snapshot's terms, and the days it counted. */
function policyShareOf(facts: repo.BookingMoneyFacts) {
  // a weather cancellation refunds by the weather rules, whatever the days left
  if (facts.status !== 'cancelled_by_tenant' || !facts.cancelled_at || facts.cancelled_for_weather)
    return null;
  const daysBeforeStart = daysBetween(
    localDate(new Date(facts.cancelled_at), facts.time_zone),
    facts.start_date,
  );
  const term = [...(facts.cancellation_terms ?? [])]
    .sort((a, b) => b.daysBefore - a.daysBefore)
    .find((t) => daysBeforeStart >= t.daysBefore);
  return { percentage: term?.refundPercentage ?? 0, daysBeforeStart };
}

/** A refund made by the weather cancellation of the booking (at or after its cancellation). */
const weatherRefund = (facts: repo.BookingMoneyFacts, entry: repo.LedgerRow) =>
  facts.cancelled_for_weather &&
  facts.cancelled_at !== null &&
  entry.occurred_at.getTime() >= new Date(facts.cancelled_at).getTime() - 60_000;

/** The renter's lines: the card's movements, the balance, the harbour, the deposit, vouchers. */
function renterLines(
  facts: repo.BookingMoneyFacts,
  entries: repo.LedgerRow[],
  documents: Map<number, number>,
): StatementLine[] {
  const lines: StatementLine[] = [];
  const byKey = new Map(entries.map((e) => [e.idempotency_key, e]));
  const share = policyShareOf(facts);
  for (const entry of entries) {
    const paymentKind = PAYMENT_KINDS.find((kind) => kind === entry.details.paymentKind) ?? null;
    if (entry.party !== 'renter') continue;
    if (entry.kind === 'charge') {
      lines.push(
        line({
          kind: 'charged',
          state: 'done',
          amount: entry.amount,
          at: iso(entry.occurred_at),
          paymentKind,
          documentId: documents.get(entry.id) ?? null,
        }),
      );
    } else if (entry.kind === 'authorisation') {
      const base = `${entry.source_table === 'payments' ? 'payment' : entry.source_table}:${entry.source_id}`;
      // Captured: the charge line tells it. Released or still held: this line does.
      if (byKey.has(`${base}:capture`)) continue;
      const released = byKey.get(`${base}:release`);
      lines.push(
        line({
          kind: 'authorised',
          state: released ? 'released' : 'held',
          amount: entry.amount,
          at: iso(released?.occurred_at ?? entry.occurred_at),
          paymentKind,
        }),
      );
    } else if (entry.kind === 'refund') {
      const reason = typeof entry.details.reason === 'string' ? entry.details.reason : null;
      const afterCancellation =
        share &&
        facts.cancelled_at &&
        entry.occurred_at.getTime() >= new Date(facts.cancelled_at).getTime() - 60_000;
      lines.push(
        line({
          kind: 'refunded',
          state: 'done',
          amount: -entry.amount,
          at: iso(entry.occurred_at),
          paymentKind,
          refund: {
            // a code the pages word (`weather`, `datesTaken`), never a sentence stored by an older path
            reason: weatherRefund(facts, entry)
              ? 'weather'
              : reason && /^[A-Za-z][A-Za-z0-9_-]*$/.test(reason)
                ? reason
                : null,
            percentage: afterCancellation ? share.percentage : null,
            daysBeforeStart: afterCancellation ? share.daysBeforeStart : null,
          },
          documentId: documents.get(entry.id) ?? null,
        }),
      );
    } else if (entry.kind === 'voucher_issued' || entry.kind === 'voucher_spent') {
      lines.push(
        line({
          kind: 'voucher',
          state: entry.kind === 'voucher_issued' ? 'done' : 'captured',
          amount: Math.abs(entry.amount),
          at: iso(entry.occurred_at),
        }),
      );
    }
  }

  const ended = ENDED.has(facts.status);
  const balance = Number(facts.balance_amount ?? 0);
  if (balance > 0 && !facts.balance_paid_at && !ended && facts.status !== 'payment_pending') {
    lines.push(line({ kind: 'due', state: 'due', amount: balance, dueDate: facts.balance_due_date }));
  }
  lines.push(...harbourLines(facts));
  lines.push(...depositLines(facts));
  return lines;
}

/** What is paid to the owner at the harbour (captain, fuel…), while the booking goes on. */
function harbourLines(facts: repo.BookingMoneyFacts): StatementLine[] {
  if (facts.harbour_amount <= 0 || ENDED.has(facts.status)) return [];
  return [
    line({
      kind: 'atHarbour',
      state: AFTER_HANDOVER.has(facts.status) ? 'done' : 'upcoming',
      amount: facts.harbour_amount,
      dueDate: facts.start_date,
    }),
  ];
}

function depositLines(facts: repo.BookingMoneyFacts): StatementLine[] {
  const deposit = facts.deposit;
  const amount = deposit ? deposit.amount : facts.deposit_amount;
  if (amount <= 0) return [];
  const heldUntil = facts.checked_out_at
    ? new Date(new Date(facts.checked_out_at).getTime() + DAMAGE_DECLARATION_HOURS * 3_600_000).toISOString()
    : null;
  if (!deposit || deposit.status === 'requires_payment_method') {
    if (ENDED.has(facts.status) || AFTER_HANDOVER.has(facts.status)) return [];
    return [
      line({
        kind: 'deposit',
        state: 'toHold',
        amount,
        dueDate: facts.start_date,
        deposit: { capturedAmount: 0, heldUntil: null },
      }),
    ];
  }
  if (deposit.status === 'released' || deposit.status === 'captured') {
    const captured = deposit.status === 'captured' ? Number(deposit.capture_amount ?? 0) : 0;
    return [
      line({
        kind: 'deposit',
        state: deposit.status,
        amount,
        at: iso(deposit.settled_at),
        deposit: { capturedAmount: captured, heldUntil: null },
      }),
    ];
  }
  // held, or due to be released or captured by the deposit job: still held on the card
  return [
    line({
      kind: 'deposit',
      state: 'held',
      amount,
      at: iso(deposit.held_at),
      deposit: { capturedAmount: 0, heldUntil: facts.claim_open ? null : heldUntil },
    }),
  ];
}

/**
 * When the owner's money moves (DESIGN.md, "Owner earnings and payouts"): what of the earning is not in a payout yet, the day it becomes
 * payable, the payout run expected for it and what holds it; and the payouts that carried it.
 */
export interface OwnerPayoutFacts {
  unpaid: number;
  payableOn: string | null;
  expectedOn: string | null;
  hold: 'claim' | 'complaint' | 'staff' | 'details' | null;
  /** each payout that carried the booking's rows; a pending one with what holds it now (else null) */
  payouts: {
    status: 'pending' | 'sent' | 'paid' | 'failed';
    amount: number;
    at: string | null;
    hold?: 'claim' | 'complaint' | 'staff' | null;
  }[];
}

/**
 * The owner's lines: what the renter's online payment brought in, what Bosun and the insurer keep of
 * it, and the earning. The earning and payouts are the ledger's owner rows (DESIGN.md, "Owner earnings and payouts"): the earning is
 * upcoming (with the payout date expected), on hold, or done once paid out; each payout is a line, sent,
 * failed or still to leave. Until a booking has owner rows, its earning is what the renter paid net of
 * refunds, less the fee and insurance, still to come.
 */
function ownerLines(
  facts: repo.BookingMoneyFacts,
  entries: repo.LedgerRow[],
  paid: number,
  payouts: OwnerPayoutFacts | null,
): StatementLine[] {
  const own = entries.filter((e) => e.party === 'owner');
  const lines: StatementLine[] = [];
  lines.push(line({ kind: 'gross', state: 'done', amount: facts.online_amount }));
  if (facts.service_fee_amount > 0)
    lines.push(line({ kind: 'serviceFeeWithheld', state: 'done', amount: facts.service_fee_amount }));
  if (facts.insurance_amount > 0)
    lines.push(line({ kind: 'insuranceWithheld', state: 'done', amount: facts.insurance_amount }));
  const commission = -sum(own, ['commission']);
  if (commission > 0) lines.push(line({ kind: 'commission', state: 'done', amount: commission }));
  if (own.length > 0) {
    const earning = sum(own, ['owner_earning', 'commission', 'earning_adjustment', 'clawback']);
    // what holds it: the rows not in a payout yet, or a payout batched before the hold and kept by it
    const heldPayout = payouts?.payouts.find((p) => p.status === 'pending' && p.hold);
    const hold =
      (payouts?.unpaid !== 0 ? payouts?.hold : null) ??
      heldPayout?.hold ??
      (facts.claim_open ? 'claim' : null);
    const waiting = payouts ? payouts.unpaid !== 0 : true;
    lines.push(
      line({
        kind: 'earning',
        state: hold ? 'onHold' : waiting ? 'upcoming' : 'done',
        amount: earning,
        dueDate: hold || !waiting ? null : (payouts?.expectedOn ?? payouts?.payableOn ?? null),
        hold: hold ?? null,
      }),
    );
  } else {
    const share = Math.max(0, facts.online_amount - facts.service_fee_amount - facts.insurance_amount);
    const estimate = ENDED.has(facts.status)
      ? facts.online_amount > 0
        ? Math.max(0, Math.round((paid * share) / facts.online_amount))
        : 0
      : share;
    lines.push(
      line({
        kind: 'earning',
        state: facts.claim_open ? 'onHold' : 'upcoming',
        amount: estimate,
        hold: facts.claim_open ? 'claim' : null,
      }),
    );
  }
  if (payouts) {
    for (const payout of payouts.payouts) {
      lines.push(
        line({
          kind: 'payout',
          state:
            payout.status === 'failed'
              ? 'failed'
              : payout.status === 'pending'
                ? payout.hold
                  ? 'onHold'
                  : 'upcoming'
                : 'done',
          amount: payout.amount,
          at: payout.at,
          hold: payout.status === 'pending' ? (payout.hold ?? null) : null,
        }),
      );
    }
    if (payouts.unpaid > 0 && payouts.hold === null && !facts.claim_open) {
      lines.push(
        line({ kind: 'payout', state: 'upcoming', amount: payouts.unpaid, dueDate: payouts.expectedOn }),
      );
    }
  } else {
    for (const payout of own.filter((e) => e.kind === 'payout' || e.kind === 'payout_failure')) {
      lines.push(
        line({
          kind: 'payout',
          state: payout.kind === 'payout' ? 'done' : 'failed',
          amount: Math.abs(payout.amount),
          at: iso(payout.occurred_at),
        }),
      );
    }
  }
  lines.push(...harbourLines(facts));
  return lines;
}

/** The statement from its parts (pure: the tests feed it rows). */
export function buildStatement(
  facts: repo.BookingMoneyFacts,
  entries: repo.LedgerRow[],
  documents: Map<number, number>,
  view: StatementView,
  payouts: OwnerPayoutFacts | null = null,
): Statement {
  const renter = entries.filter((e) => e.party === 'renter');
  const paid = sum(renter, ['charge', 'refund', 'deposit_capture']);
  const held = sum(renter, ['authorisation', 'authorisation_capture', 'authorisation_release']);
  const depositHeld = sum(renter, ['deposit_hold', 'deposit_release']);
  const refunded = -sum(renter, ['refund']);
  // credit spent on the booking counts as paid; credit it gave back when refunded is not paid any more
  const voucherPaid = Math.max(
    0,
    -sum(renter, ['voucher_spent']) -
      sum(
        renter.filter((e) => e.kind === 'voucher_issued' && e.details.reason === 'returned'),
        ['voucher_issued'],
      ),
  );
  const ended = ENDED.has(facts.status);
  const forBooking = sum(
    renter.filter((e) => e.details.paymentKind !== 'post_booking'),
    ['charge'],
  );
  const own = entries.filter((e) => e.party === 'owner');
  const rLines = renterLines(facts, entries, documents);
  const due = rLines.filter((l) => l.kind === 'due').reduce((t, l) => t + l.amount, 0);
  // the owner's lines, made once for the owner's and staff's views
  const oLines = view === 'renter' ? [] : ownerLines(facts, entries, paid, payouts);
  const lines =
    view === 'renter'
      ? rLines
      : view === 'owner'
        ? oLines
        : [...rLines, ...oLines.filter((l) => l.kind !== 'atHarbour')];
  const earningLine = oLines.find((l) => l.kind === 'earning');
  return {
    bookingId: facts.id,
    reference: facts.reference,
    currency: 'EUR',
    view,
    lines,
    totals: {
      total: facts.total_amount,
      online: facts.online_amount,
      atHarbour: facts.harbour_amount,
      paid,
      held,
      depositHeld,
      due,
      refunded,
      voucherPaid,
      toPay: ended ? 0 : Math.max(0, facts.online_amount - forBooking - voucherPaid - held),
      serviceFee: facts.service_fee_amount,
      ownerEarning: earningLine ? earningLine.amount : null,
      ownerPaidOut: view === 'renter' ? null : -sum(own, ['payout', 'payout_failure']),
    },
  };
}

/** The booking's statement as `view` sees it; undefined when there is no such booking. */
export async function statementOf(
  db: Queryable,
  bookingId: number,
  view: StatementView,
): Promise<Statement | undefined> {
  const [facts, entries, documents, payouts] = await Promise.all([
    repo.bookingMoneyFacts(db, bookingId),
    repo.entriesOfBooking(db, bookingId),
    repo.documentIdsByEntry(db, bookingId),
    view === 'renter' ? null : repo.ownerPayoutFacts(db, bookingId),
  ]);
  if (!facts) return undefined;
  return buildStatement(facts, entries, documents, view, payouts);
}
