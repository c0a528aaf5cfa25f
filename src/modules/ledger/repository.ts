import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { bookingHoldSql } from '../payouts/repository.ts';
import type { OwnerPayoutFacts } from './statement.ts';

/**
 * The money ledger's SQL (migration 210): one append-only row per movement of money. The rows about
 * the renter's card are written by the database's triggers on payments, refunds and deposits; the
 * rows the application decides (owner earnings, commission, payouts, vouchers) go through
 * `appendEntry`, under their idempotency key.
 */

export const LEDGER_KINDS = [
  'charge',
  'refund',
  'authorisation',
  'authorisation_capture',
  'authorisation_release',
  'deposit_hold',
  'deposit_release',
  'deposit_capture',
  'voucher_issued',
  'voucher_spent',
  'voucher_expired',
  'voucher_cancelled',
  'owner_earning',
  'commission',
  'earning_adjustment',
  'payout',
  'payout_failure',
  'clawback',
  'service_fee',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type LedgerParty = 'renter' | 'owner' | 'platform';

export interface LedgerRow {
  id: number;
  booking_id: number | null;
  user_id: number | null;
  party: LedgerParty;
  kind: LedgerKind;
  amount: number;
  currency_code: string;
  provider: string | null;
  provider_reference: string | null;
  source_table: string | null;
  source_id: number | null;
  idempotency_key: string;
  details: Record<string, unknown>;
  occurred_at: Date;
}

const LEDGER_COLUMNS = `id::int AS id, booking_id::int AS booking_id, user_id::int AS user_id, party, kind,
  amount::float8 AS amount, currency_code, provider, provider_reference, source_table, source_id::int AS source_id,
  idempotency_key, details, occurred_at`;

/** Every row of one booking, oldest first. */
export async function entriesOfBooking(db: Queryable, bookingId: number): Promise<LedgerRow[]> {
  const { rows } = await db.query<LedgerRow>(
    `SELECT ${LEDGER_COLUMNS} FROM ledger_entries WHERE booking_id = $1 ORDER BY occurred_at, id`,
    [bookingId],
    { name: 'ledger-booking-entries' },
  );
  return rows;
}

export interface NewEntry {
  bookingId: number | null;
  userId: number | null;
  party: LedgerParty;
  kind: LedgerKind;
  amount: number;
  currency?: string;
  provider?: string | null;
  providerReference?: string | null;
  sourceTable?: string | null;
  sourceId?: number | null;
  idempotencyKey: string;
  details?: Record<string, unknown>;
  occurredAt: Date;
}

/** Appends a row once: a second call under the same key answers undefined and writes nothing. */
export async function appendEntry(db: Queryable, entry: NewEntry): Promise<{ id: number } | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider, provider_reference,
                                 source_table, source_id, idempotency_key, details, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::int AS id`,
    [
      entry.bookingId,
      entry.userId,
      entry.party,
      entry.kind,
      entry.amount,
      entry.currency ?? 'EUR',
      entry.provider ?? null,
      entry.providerReference ?? null,
      entry.sourceTable ?? null,
      entry.sourceId ?? null,
      entry.idempotencyKey,
      JSON.stringify(entry.details ?? {}),
      entry.occurredAt,
    ],
  );
  return rows[0];
}

/** What the statement needs of the booking itself: its snapshot of prices, terms and dates. */
export interface BookingMoneyFacts {
  id: number;
  reference: string;
  status: string;
  tenant_id: number;
  owner_id: number;
  language_code: string;
  currency_code: string;
  start_date: string;
  end_date: string;
  time_zone: string;
  total_amount: number;
  online_amount: number;
  harbour_amount: number;
  rental_amount: number;
  service_fee_amount: number;
  insurance_amount: number;
  discount_amount: number;
  deposit_amount: number;
  down_payment_amount: number | null;
  balance_amount: number | null;
  balance_due_date: string | null;
  balance_paid_at: Date | null;
  cancellation_terms: { daysBefore: number; refundPercentage: number }[];
  cancelled_at: Date | null;
  /** Cancelled for weather (DESIGN.md, "Weather"): refunded by the weather rules, not the policy. */
  cancelled_for_weather: boolean;
  checked_out_at: Date | null;
  listing_title: string;
  product_id: number;
  deposit: {
    status: string;
    amount: number;
    capture_amount: number | null;
    held_at: string | null;
    settled_at: string | null;
  } | null;
  /** a damage claim is open on the booking (it holds the deposit and the owner's earning) */
  claim_open: boolean;
}

export async function bookingMoneyFacts(
  db: Queryable,
  bookingId: number,
): Promise<BookingMoneyFacts | undefined> {
  const { rows } = await db.query<BookingMoneyFacts>(
    `SELECT b.id::int AS id, b.reference, b.status, b.tenant_id::int AS tenant_id, b.owner_id::int AS owner_id,
            b.language_code, b.currency_code, to_char(lower(b.period), 'YYYY-MM-DD') AS start_date,
            to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS end_date,
            coalesce(c.time_zone, co.time_zone, 'UTC') AS time_zone,
            b.total_amount::float8 AS total_amount, b.online_amount::float8 AS online_amount,
            b.harbour_amount::float8 AS harbour_amount, b.rental_amount::float8 AS rental_amount,
            b.service_fee_amount::float8 AS service_fee_amount, b.insurance_amount::float8 AS insurance_amount,
            b.discount_amount::float8 AS discount_amount, b.deposit_amount::float8 AS deposit_amount,
            b.down_payment_amount::float8 AS down_payment_amount, b.balance_amount::float8 AS balance_amount,
            to_char(b.balance_due_date, 'YYYY-MM-DD') AS balance_due_date, b.balance_paid_at,
            b.cancellation_terms, b.cancelled_at, b.checked_out_at, b.listing_title, b.product_id::int AS product_id,
            (SELECT json_build_object('status', d.status, 'amount', d.amount::float8,
                                      'capture_amount', d.capture_amount::float8,
                                      'held_at', d.held_at, 'settled_at', d.settled_at)
               FROM deposits d WHERE d.booking_id = b.id) AS deposit,
            EXISTS (SELECT 1 FROM damage_claims dc WHERE dc.booking_id = b.id
                     AND dc.status IN ('open', 'under_review', 'accepted', 'payment_pending')) AS claim_open,
            EXISTS (SELECT 1 FROM weather_outcomes w WHERE w.booking_id = b.id AND w.kind = 'cancelled')
              AS cancelled_for_weather
       FROM bookings b
       JOIN products p ON p.id = b.product_id
       JOIN cities c ON c.id = p.city_id
       JOIN countries co ON co.code = p.country_code
      WHERE b.id = $1`,
    [bookingId],
    { name: 'ledger-booking-facts' },
  );
  return rows[0];
}

/** The documents issued for a booking's ledger rows, by ledger row. */
export async function documentIdsByEntry(db: Queryable, bookingId: number): Promise<Map<number, number>> {
  const { rows } = await db.query<{ ledger_entry_id: number; id: number }>(
    `SELECT ledger_entry_id::int AS ledger_entry_id, id::int AS id FROM documents
      WHERE booking_id = $1 AND ledger_entry_id IS NOT NULL AND kind IN ('receipt', 'refund_receipt')`,
    [bookingId],
    { name: 'ledger-booking-documents' },
  );
  return new Map(rows.map((r) => [r.ledger_entry_id, r.id]));
}

/**
 * The owner's payout state of a booking (DESIGN.md, "Owner earnings and payouts"): its owner rows not in a payout yet (when payable,
 * what holds them, the payout weekday expected), and the payouts that carried its rows (a pending one
 * with what holds it: a hold placed after the batching keeps it from leaving).
 */
export async function ownerPayoutFacts(db: Queryable, bookingId: number): Promise<OwnerPayoutFacts> {
  const [unpaid, payouts, weekdays] = await Promise.all([
    db.query<{ amount: number; payable_on: string | null; hold: OwnerPayoutFacts['hold']; ready: boolean }>(
      `SELECT coalesce(sum(r.amount), 0)::float8 AS amount, to_char(min(r.payable_on), 'YYYY-MM-DD') AS payable_on,
              min(r.hold) AS hold,
              coalesce(bool_or(pp.iban_ciphertext IS NOT NULL OR pp.verification_status = 'verified'), false) AS ready
         FROM owner_unpaid_rows r LEFT JOIN owner_payout_profiles pp ON pp.user_id = r.owner_id
        WHERE r.booking_id = $1`,
      [bookingId],
      { name: 'ledger-booking-unpaid' },
    ),
    db.query<{
      status: OwnerPayoutFacts['payouts'][number]['status'];
      amount: number;
      at: Date | null;
      hold: 'claim' | 'complaint' | 'staff' | null;
    }>(
      `SELECT p.status, sum(i.amount)::float8 AS amount, coalesce(p.failed_at, p.paid_at, p.sent_at) AS at,
              CASE WHEN p.status = 'pending' THEN ${bookingHoldSql('$1', 'p.owner_id')} END AS hold
         FROM payout_items i JOIN payouts p ON p.id = i.payout_id
        WHERE i.booking_id = $1 GROUP BY p.id ORDER BY p.id`,
      [bookingId],
      { name: 'ledger-booking-payouts' },
    ),
    db.query<{ value: unknown }>(`SELECT value FROM settings WHERE key = 'payoutWeekdays'`),
  ]);
  const row = unpaid.rows[0];
  const hold = row.hold ?? (row.amount !== 0 && !row.ready ? 'details' : null);
  const days = Array.isArray(weekdays.rows[0]?.value) ? (weekdays.rows[0].value as number[]) : [2, 4];
  let expectedOn: string | null = null;
  if (row.payable_on && hold === null) {
    const today = appClock.now().toISOString().slice(0, 10);
    const from = Date.parse(`${row.payable_on > today ? row.payable_on : today}T00:00:00Z`);
    for (let i = 0; i < 7 && !expectedOn; i++) {
      const at = new Date(from + i * 86_400_000);
      if (days.includes(((at.getUTCDay() + 6) % 7) + 1)) expectedOn = at.toISOString().slice(0, 10);
    }
  }
  return {
    unpaid: row.amount,
    payableOn: row.payable_on,
    expectedOn,
    hold,
    payouts: payouts.rows.map((p) => ({
      status: p.status,
      amount: p.amount,
      at: p.at ? new Date(p.at).toISOString() : null,
      hold: p.hold,
    })),
  };
}
