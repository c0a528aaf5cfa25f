import type { Queryable } from '../../db/connection.ts';

/** Vouchers' SQL (migration 271). What a voucher has left is the sum of its ledger rows. */

export type VoucherReason = 'weather' | 'returned' | 'goodwill';

export interface VoucherRow {
  id: number;
  user_id: number;
  amount: number;
  currency_code: string;
  reason: VoucherReason;
  source_booking_id: number | null;
  note: string | null;
  expires_at: Date;
  cancelled_at: Date | null;
  created_at: Date;
  /** Its ledger rows' sum. */
  balance: number;
}

const VOUCHER_COLUMNS = `v.id::int AS id, v.user_id::int AS user_id, v.amount::float8 AS amount, v.currency_code,
  v.reason, v.source_booking_id::int AS source_booking_id, v.note, v.expires_at, v.cancelled_at, v.created_at,
  coalesce((SELECT sum(e.amount) FROM ledger_entries e
             WHERE e.source_table = 'vouchers' AND e.source_id = v.id), 0)::float8 AS balance`;

export async function insertVoucher(
  tx: Queryable,
  v: {
    userId: number;
    amount: number;
    currency: string;
    reason: VoucherReason;
    sourceBookingId: number | null;
    note: string | null;
    issuedBy: number | null;
    expiresAt: Date;
    at: Date;
  },
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO vouchers (user_id, amount, currency_code, reason, source_booking_id, note, issued_by, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING RETURNING id::int AS id`,
    [v.userId, v.amount, v.currency, v.reason, v.sourceBookingId, v.note, v.issuedBy, v.expiresAt, v.at],
  );
  return rows[0]?.id;
}

/**
 * One voucher; with `lock`, its row is locked first and its balance read by a second statement, so a
 * balance changed by the transaction it waited for is seen (under READ COMMITTED a statement that
 * waits for a row lock re-reads that row, not the sums of its subqueries).
 */
export async function findVoucher(db: Queryable, id: number, lock = false): Promise<VoucherRow | undefined> {
  if (lock) await db.query('SELECT id FROM vouchers WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM vouchers v WHERE v.id = $1`, [
    id,
  ]);
  return rows[0];
}

export async function vouchersOfUser(db: Queryable, userId: number): Promise<VoucherRow[]> {
  const { rows } = await db.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM vouchers v WHERE v.user_id = $1 ORDER BY v.created_at DESC, v.id DESC`,
    [userId],
  );
  return rows;
}

export async function listVouchers(db: Queryable, limit: number, offset: number): Promise<VoucherRow[]> {
  const { rows } = await db.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM vouchers v ORDER BY v.created_at DESC, v.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows;
}

export async function markCancelled(tx: Queryable, id: number, by: number, at: Date): Promise<void> {
  await tx.query('UPDATE vouchers SET cancelled_at = $2, cancelled_by = $3 WHERE id = $1', [id, at, by]);
}

export interface SpendableVoucher {
  id: number;
  currency_code: string;
  /** What is left to spend: its ledger rows less what other open checkouts hold of it. */
  available: number;
}

/**
 * A renter's vouchers still valid, soonest to expire first, locked (FOR UPDATE): a second checkout
 * of the same renter waits here until the first has written its holds, then counts them. The lock is
 * taken by its own statement and what is left is read by the next one: under READ COMMITTED a
 * statement that waited for a lock would still see the sums of its subqueries as they were before.
 */
export async function lockSpendableVouchers(
  tx: Queryable,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<SpendableVoucher[]> {
  await tx.query(
    `SELECT id FROM vouchers WHERE user_id = $1 AND cancelled_at IS NULL AND expires_at > $2 ORDER BY id FOR UPDATE`,
    [userId, now],
  );
  return spendableVouchers(tx, userId, sessionId, now);
}

/**
 * A renter's vouchers still valid, soonest to expire first, with what each has left for this checkout
 * (its ledger rows less what other open checkouts hold of it), unlocked: the checkout's price shows it.
 */
export async function spendableVouchers(
  db: Queryable,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<SpendableVoucher[]> {
  const { rows } = await db.query<SpendableVoucher>(
    `SELECT v.id::int AS id, v.currency_code,
            coalesce((SELECT sum(e.amount) FROM ledger_entries e
                       WHERE e.source_table = 'vouchers' AND e.source_id = v.id), 0)::float8
            - coalesce((SELECT sum(h.amount) FROM voucher_holds h JOIN payment_sessions s ON s.id = h.payment_session_id
                         WHERE h.voucher_id = v.id AND h.status = 'held' AND h.payment_session_id <> $2
                           AND s.status IN ('open', 'processing')), 0)::float8 AS available
       FROM vouchers v
      WHERE v.user_id = $1 AND v.cancelled_at IS NULL AND v.expires_at > $3
      ORDER BY v.expires_at, v.id`,
    [userId, sessionId, now],
  );
  return rows.filter((r) => r.available > 0);
}

/** What a checkout's holds come to, held or spent (a session no longer open shows what it took). */
export async function heldAmountOfSession(db: Queryable, sessionId: number): Promise<number> {
  const { rows } = await db.query<{ amount: number }>(
    'SELECT coalesce(sum(amount), 0)::float8 AS amount FROM voucher_holds WHERE payment_session_id = $1',
    [sessionId],
  );
  return rows[0].amount;
}

export async function clearSessionHolds(tx: Queryable, sessionId: number): Promise<void> {
  await tx.query(`DELETE FROM voucher_holds WHERE payment_session_id = $1 AND status = 'held'`, [sessionId]);
}

export async function insertHold(
  tx: Queryable,
  hold: { voucherId: number; sessionId: number; bookingId: number | null; amount: number; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO voucher_holds (voucher_id, payment_session_id, booking_id, amount, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [hold.voucherId, hold.sessionId, hold.bookingId, hold.amount, hold.at],
  );
}

export async function heldOfSession(
  tx: Queryable,
  sessionId: number,
): Promise<{ voucher_id: number; amount: number; user_id: number; currency_code: string }[]> {
  const { rows } = await tx.query<{
    voucher_id: number;
    amount: number;
    user_id: number;
    currency_code: string;
  }>(
    `SELECT h.voucher_id::int AS voucher_id, h.amount::float8 AS amount, v.user_id::int AS user_id, v.currency_code
       FROM voucher_holds h JOIN vouchers v ON v.id = h.voucher_id
      WHERE h.payment_session_id = $1 AND h.status = 'held'
      ORDER BY h.voucher_id FOR UPDATE OF h`,
    [sessionId],
  );
  return rows;
}

export async function markHoldSpent(tx: Queryable, voucherId: number, sessionId: number, bookingId: number) {
  await tx.query(
    `UPDATE voucher_holds SET status = 'spent', booking_id = $3 WHERE voucher_id = $1 AND payment_session_id = $2`,
    [voucherId, sessionId, bookingId],
  );
}

/** What vouchers paid of a booking (positive), and what was already given back as credit. */
export async function voucherPaidOfBooking(
  tx: Queryable,
  bookingId: number,
): Promise<{ spent: number; returned: number; user_id: number | null; currency_code: string }> {
  const { rows } = await tx.query<{
    spent: number;
    returned: number;
    user_id: number | null;
    currency_code: string;
  }>(
    `SELECT coalesce(-sum(e.amount), 0)::float8 AS spent, min(e.user_id)::int AS user_id,
            coalesce(min(e.currency_code), 'EUR') AS currency_code,
            coalesce((SELECT sum(v.amount) FROM vouchers v WHERE v.source_booking_id = $1 AND v.reason = 'returned'), 0)::float8
              AS returned
       FROM ledger_entries e WHERE e.booking_id = $1 AND e.kind = 'voucher_spent'`,
    [bookingId],
  );
  return rows[0];
}

export async function readNumberSetting(db: Queryable, key: string, fallback: number): Promise<number> {
  const { rows } = await db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [key]);
  const value = Number(rows[0]?.value);
  return Number.isFinite(value) && rows.length > 0 ? value : fallback;
}

/** Whether an account has this id (a goodwill voucher goes to an existing user). */
export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}
