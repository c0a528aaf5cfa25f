import type { Queryable } from '../../db/connection.ts';

/**
 * The SQL of owner payouts (migration 260). The owner's rows are ledger rows; a payout batches the ones
 * that are due and not held (view owner_unpaid_rows), and payout_items' unique ledger row makes each
 * row paid once whatever runs at the same time.
 */

export interface ProfileRow {
  user_id: number;
  owner_type: 'private' | 'professional' | null;
  commission_override_bp: number | null;
  account_holder: string | null;
  iban_ciphertext: string | null;
  iban_masked: string | null;
  stripe_account_id: string | null;
  verification_status: 'missing' | 'pending' | 'verified';
  /** A Date from its own statement, an ISO string from the page's JSON (earningsPageOf). */
  details_updated_at: Date | string | null;
}

/** The owner's payout profile; `owner` is the SQL of the owner's id. */
const profileSql = (owner: string) =>
  `SELECT user_id::int AS user_id, (SELECT owner_type FROM users WHERE id = user_id) AS owner_type, commission_override_bp, account_holder, iban_ciphertext, iban_masked,
            stripe_account_id, verification_status, details_updated_at
       FROM owner_payout_profiles WHERE user_id = ${owner}`;

export async function findProfile(db: Queryable, userId: number): Promise<ProfileRow | undefined> {
  const { rows } = await db.query<ProfileRow>(profileSql('$1'), [userId]);
  return rows[0];
}

export async function saveBankDetails(
  db: Queryable,
  input: {
    userId: number;
    ownerType: string;
    accountHolder: string;
    ibanCiphertext: string;
    ibanMasked: string;
    country: string;
    at: Date;
  },
) {
  await db.query(
    `INSERT INTO owner_payout_profiles (user_id, account_holder, iban_ciphertext, iban_masked, iban_country,
                                        verification_status, details_updated_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'verified', $6, $6, $6)
     ON CONFLICT (user_id) DO UPDATE SET account_holder = $2, iban_ciphertext = $3, iban_masked = $4,
       iban_country = $5, verification_status = CASE WHEN owner_payout_profiles.stripe_account_id IS NULL
                                                     THEN 'verified' ELSE owner_payout_profiles.verification_status END,
       details_updated_at = $6, updated_at = $6`,
    [input.userId, input.accountHolder, input.ibanCiphertext, input.ibanMasked, input.country, input.at],
  );
  await db.query('UPDATE users SET owner_type = $2, is_owner = true WHERE id = $1', [
    input.userId,
    input.ownerType,
  ]);
  // failed payouts are sent again to the new account at the next run
  await db.query(
    `UPDATE payouts SET retryable = true, next_attempt_at = $2 WHERE owner_id = $1 AND status = 'failed'`,
    [input.userId, input.at],
  );
}

export async function saveConnectedAccount(db: Queryable, userId: number, accountId: string, at: Date) {
  await db.query(
    `INSERT INTO owner_payout_profiles (user_id, stripe_account_id, verification_status, created_at, updated_at)
     VALUES ($1, $2, 'pending', $3, $3)
     ON CONFLICT (user_id) DO UPDATE SET stripe_account_id = $2, updated_at = $3,
       verification_status = CASE WHEN owner_payout_profiles.stripe_account_id = $2
                                  THEN owner_payout_profiles.verification_status ELSE 'pending' END`,
    [userId, accountId, at],
  );
}

export async function setConnectedAccountVerified(
  db: Queryable,
  accountId: string,
  verified: boolean,
  at: Date,
) {
  await db.query(
    `UPDATE owner_payout_profiles SET verification_status = $2, updated_at = $3 WHERE stripe_account_id = $1`,
    [accountId, verified ? 'verified' : 'pending', at],
  );
}

export interface UnpaidRow {
  id: number;
  owner_id: number;
  booking_id: number;
  kind: string;
  amount: number;
  start_date: string;
  payable_on: string;
  hold: 'claim' | 'complaint' | 'staff' | null;
  due: boolean;
}

/** The owner's rows in no payout yet; `owner` and `now` are SQL (the owner's id, a timestamptz). */
const unpaidSql = (owner: string, now: string) =>
  `SELECT id::int AS id, owner_id::int AS owner_id, booking_id::int AS booking_id, kind, amount::float8 AS amount,
            to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(payable_on, 'YYYY-MM-DD') AS payable_on, hold,
            payable_on <= (${now}::timestamptz AT TIME ZONE time_zone)::date AS due
       FROM owner_unpaid_rows WHERE owner_id = ${owner}`;

export async function unpaidRowsOf(db: Queryable, ownerId: number, now: Date): Promise<UnpaidRow[]> {
  const { rows } = await db.query<UnpaidRow>(
    `${unpaidSql('$1', '$2')} ORDER BY booking_id, id`,
    [ownerId, now],
    { name: 'payouts-unpaid-rows' },
  );
  return rows;
}

/**
 * What holds a booking's payout now (DESIGN.md, "Owner earnings and payouts"), as SQL on a booking id
 * and its owner's id: an open damage claim, an open renter complaint, a staff hold on the booking or the
 * owner; NULL when nothing does. The view owner_unpaid_rows (migration 361) says the same per row.
 */
export const bookingHoldSql = (booking: string, owner: string) => `CASE
  WHEN EXISTS (SELECT 1 FROM damage_claims dc WHERE dc.booking_id = ${booking}
                 AND dc.status IN ('open', 'under_review', 'accepted', 'payment_pending')) THEN 'claim'
  WHEN EXISTS (SELECT 1 FROM booking_complaints bc WHERE bc.booking_id = ${booking} AND bc.status = 'open') THEN 'complaint'
  WHEN EXISTS (SELECT 1 FROM payout_holds h WHERE h.released_at IS NULL
                 AND (h.booking_id = ${booking} OR h.owner_id = ${owner})) THEN 'staff'
END`;

/**
 * The SQL twin of `detailsReady` (service.ts): whether an owner's money can leave through `provider`
 * (bank details with the sandbox, a verified connected account with Stripe). `o` is owner_payout_profiles.
 */
const DETAILS_READY = `(CASE WHEN $PROVIDER::text = 'stripe'
        THEN coalesce(o.stripe_account_id, '') <> '' AND o.verification_status = 'verified'
        ELSE coalesce(o.iban_ciphertext, '') <> '' AND coalesce(o.account_holder, '') <> '' END)`;

/*
 * The run's statements are planned at each call, not prepared: the tables they read grow during a run
 * (payout_items by the whole run's rows), and a plan cached while they were small (a scan of
 * payout_items per row) would make the run quadratic.
 */

/**
 * One page of the owners a run batches, in one statement: payout details ready for `provider` (an owner
 * without them still earns; the money waits) and an owner row in no payout yet. Keyset-paged on the
 * profiles' key, each owner probed on the ledger's owner-rows index, so a page costs its own owners
 * only and a run of any size holds one page in memory; whether their rows are due and not held is
 * `batchPayouts`'s to decide.
 */
export async function payableOwnersPage(
  db: Queryable,
  provider: string,
  afterOwnerId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ owner_id: number }>(
    `SELECT o.user_id::int AS owner_id FROM owner_payout_profiles o
      WHERE o.user_id > $1 AND ${DETAILS_READY.replace('$PROVIDER', '$2')}
        AND EXISTS (SELECT 1 FROM ledger_entries e
                     WHERE e.user_id = o.user_id AND e.party = 'owner'
                       AND e.kind IN ('owner_earning', 'commission', 'earning_adjustment')
                       AND NOT EXISTS (SELECT 1 FROM payout_items i WHERE i.ledger_entry_id = e.id))
      ORDER BY o.user_id LIMIT $3`,
    [afterOwnerId, provider, limit],
  );
  return rows.map((r) => r.owner_id);
}

/**
 * Batches the payable rows of each of `ownerIds` into one pending payout per owner, set-wise: the owners'
 * locks taken in id order (so two runs never deadlock), then one statement, whose snapshot begins after
 * the locks, inserts the payouts and their items from a SELECT. None for an owner with nothing payable or
 * whose payable sum is not positive (a refund after a payout waits for new earnings). A row another run
 * batched meanwhile is seen as batched; were it not, payout_items' unique ledger row would refuse it and
 * the transaction would fail: nothing is batched twice. Call inside a transaction.
 */
export async function batchPayouts(
  tx: Queryable,
  ownerIds: number[],
  now: Date,
  provider: string,
): Promise<{ id: number; owner_id: number; amount: number }[]> {
  if (ownerIds.length === 0) return [];
  const sorted = [...ownerIds].sort((a, b) => a - b);
  await tx.query(
    `SELECT count(*)::int AS n FROM (
       SELECT pg_advisory_xact_lock(3200033, o::int) FROM (SELECT o FROM unnest($1::bigint[]) o ORDER BY o) ordered) x`,
    [sorted],
  );
  const { rows } = await tx.query<{ id: number; owner_id: number; amount: number }>(
    `WITH due AS (
       SELECT r.id, r.owner_id, r.booking_id, r.amount FROM owner_unpaid_rows r
        WHERE r.owner_id = ANY($1::bigint[]) AND r.hold IS NULL
          AND r.payable_on <= ($2::timestamptz AT TIME ZONE r.time_zone)::date),
     sums AS (SELECT owner_id, sum(amount) AS amount FROM due GROUP BY owner_id HAVING sum(amount) > 0),
     made AS (
       INSERT INTO payouts (owner_id, amount, provider, run_date, created_at)
       SELECT owner_id, amount, $3, ($2::timestamptz AT TIME ZONE 'UTC')::date, $2 FROM sums ORDER BY owner_id
       RETURNING id, owner_id, amount),
     items AS (
       INSERT INTO payout_items (payout_id, ledger_entry_id, booking_id, amount)
       SELECT m.id, d.id, d.booking_id, d.amount FROM due d JOIN made m ON m.owner_id = d.owner_id)
     SELECT id::int AS id, owner_id::int AS owner_id, amount::float8 AS amount FROM made ORDER BY owner_id`,
    [sorted, now, provider],
  );
  return rows;
}

/** Fresh planner statistics for the payouts and their items (after a run's batching). */
export async function analysePayoutTables(db: Queryable) {
  await db.query('ANALYZE payouts, payout_items');
}

/** One owner's payout (the seed): `batchPayouts` for them alone. */
export async function createPayout(
  tx: Queryable,
  ownerId: number,
  now: Date,
  provider: string,
): Promise<{ id: number; amount: number } | null> {
  const [made] = await batchPayouts(tx, [ownerId], now, provider);
  return made ? { id: made.id, amount: made.amount } : null;
}

export interface PayoutRow {
  id: number;
  owner_id: number;
  amount: number;
  currency_code: string;
  status: 'pending' | 'sent' | 'paid' | 'failed';
  provider: string;
  attempt: number;
  transfers: Record<string, string>;
  created_at: Date;
}
const PAYOUT_COLUMNS = `id::int AS id, owner_id::int AS owner_id, amount::float8 AS amount, currency_code, status, provider,
  attempt, transfers, created_at`;

export interface ClaimedPayout extends PayoutRow {
  account_holder: string | null;
  iban_ciphertext: string | null;
  iban_masked: string | null;
  stripe_account_id: string | null;
  lines: { bookingId: number; amount: number }[];
}

/**
 * Leases up to `limit` pending payouts whose lease is free (a crashed run's lapses) and none of whose
 * bookings is held (a hold placed after the batching keeps the payout until it is released), for
 * `leaseMs`, in one statement that also reads what sending them needs: the owner's payout details and the payout's amount
 * per booking (ascending booking id).
 */
export async function claimPendingPayouts(
  db: Queryable,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedPayout[]> {
  const { rows } = await db.query<ClaimedPayout>(
    `WITH claimed AS (
       UPDATE payouts SET leased_until = $1::timestamptz + make_interval(secs => $2::float8 / 1000)
        WHERE id IN (SELECT p.id FROM payouts p WHERE p.status = 'pending' AND (p.leased_until IS NULL OR p.leased_until < $1)
                        AND NOT EXISTS (SELECT 1 FROM payout_items i WHERE i.payout_id = p.id
                                          AND ${bookingHoldSql('i.booking_id', 'p.owner_id')} IS NOT NULL)
                      ORDER BY p.id LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING ${PAYOUT_COLUMNS})
     SELECT c.*, o.account_holder, o.iban_ciphertext, o.iban_masked, o.stripe_account_id,
            coalesce((SELECT json_agg(json_build_object('bookingId', l.booking_id, 'amount', l.amount) ORDER BY l.booking_id)
                        FROM (SELECT i.booking_id::int AS booking_id, sum(i.amount)::float8 AS amount FROM payout_items i
                               WHERE i.payout_id = c.id GROUP BY i.booking_id) l), '[]') AS lines
       FROM claimed c LEFT JOIN owner_payout_profiles o ON o.user_id = c.owner_id
      ORDER BY c.id`,
    [now, leaseMs, limit],
  );
  return rows;
}

/**
 * Records the provider's acceptance of many payouts in one statement: each still pending payout of its
 * attempt becomes sent (another run's record of it moves nothing), with the ledger's payout row per
 * booking (negative for a booking whose refund came after its payout, the clawback; each once under its
 * idempotency key) and the commission invoice of each of their bookings that has none yet (numbered from
 * the invoice series, in payout then booking order; its VAT the part of the commission at the rate in
 * force). Returns the payouts it moved.
 */
export async function recordSentPayouts(
  tx: Queryable,
  sent: { id: number; attempt: number; reference: string; transfers: Record<string, string> }[],
  now: Date,
  provider: string,
): Promise<{ id: number; owner_id: number; amount: number; currency_code: string }[]> {
  if (sent.length === 0) return [];
  const { rows } = await tx.query<{ id: number; owner_id: number; amount: number; currency_code: string }>(
    `WITH given AS (
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::jsonb[]) AS g(id, attempt, reference, transfers)),
     sent AS (
       UPDATE payouts p SET status = 'sent', provider_reference = g.reference, transfers = g.transfers, sent_at = $5,
              leased_until = NULL, failure_code = NULL, failure_reason = NULL, retryable = false, next_attempt_at = NULL
         FROM given g WHERE p.id = g.id AND p.attempt = g.attempt AND p.status = 'pending'
       RETURNING p.id, p.owner_id, p.amount, p.currency_code, p.attempt, p.transfers, p.provider_reference),
     lines AS (
       SELECT s.id AS payout_id, s.owner_id, s.currency_code, s.attempt, s.transfers, s.provider_reference,
              i.booking_id, sum(i.amount) AS amount
         FROM sent s JOIN payout_items i ON i.payout_id = s.id
        GROUP BY s.id, s.owner_id, s.currency_code, s.attempt, s.transfers, s.provider_reference, i.booking_id),
     ledger AS (
       INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, currency_code, provider, provider_reference,
                                   source_table, source_id, idempotency_key, details, occurred_at)
       SELECT l.booking_id, l.owner_id, 'owner', 'payout', -l.amount, l.currency_code, $6::text,
              coalesce(l.transfers ->> l.booking_id::text, l.provider_reference), 'payouts', l.payout_id,
              'payout:' || l.payout_id || ':attempt:' || l.attempt || ':booking:' || l.booking_id,
              CASE WHEN l.amount < 0 THEN jsonb_build_object('attempt', l.attempt, 'clawback', true)
                   ELSE jsonb_build_object('attempt', l.attempt) END, $5
         FROM lines l ORDER BY l.payout_id, l.booking_id
       ON CONFLICT (idempotency_key) DO NOTHING),
     rate AS (SELECT round(coalesce((SELECT value::text::numeric FROM settings WHERE key = 'vatRatePercent'), 0) * 100)::int AS bp),
     due AS (
       SELECT DISTINCT ON (l.booking_id) l.booking_id, l.owner_id, l.payout_id, b.currency_code,
              -(SELECT sum(amount) FROM ledger_entries e WHERE e.booking_id = l.booking_id AND e.party = 'owner'
                 AND e.kind = 'commission') AS commission
         FROM lines l JOIN bookings b ON b.id = l.booking_id
        WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.booking_id = l.booking_id AND d.kind = 'commission_invoice')
        ORDER BY l.booking_id, l.payout_id),
     invoices AS (
       INSERT INTO documents (booking_id, kind, recipient_id, recipient_party, series, number, amount, vat_rate_bp,
                              vat_amount, currency_code, issued_at)
       SELECT due.booking_id, 'commission_invoice', due.owner_id, 'owner', 'invoice', next_document_number('invoice'),
              due.commission, rate.bp, round(due.commission * rate.bp / (10000.0 + rate.bp)), due.currency_code, $5
         FROM due, rate WHERE due.commission > 0 ORDER BY due.payout_id, due.booking_id)
     SELECT id::int AS id, owner_id::int AS owner_id, amount::float8 AS amount, currency_code FROM sent ORDER BY id`,
    [
      sent.map((s) => s.id),
      sent.map((s) => s.attempt),
      sent.map((s) => s.reference),
      sent.map((s) => JSON.stringify(s.transfers)),
      now,
      provider,
    ],
  );
  return rows;
}

export async function payoutLines(db: Queryable, payoutId: number) {
  const { rows } = await db.query<{ booking_id: number; amount: number }>(
    `SELECT booking_id::int AS booking_id, sum(amount)::float8 AS amount FROM payout_items WHERE payout_id = $1
      GROUP BY booking_id ORDER BY booking_id`,
    [payoutId],
  );
  return rows.map((r) => ({ bookingId: r.booking_id, amount: r.amount }));
}

export async function markFailed(
  tx: Queryable,
  payout: Pick<PayoutRow, 'id' | 'attempt'>,
  failure: { code: string; reason: string; retryable: boolean; transfers: Record<string, string> },
  now: Date,
  nextAttemptAt: Date | null,
  fromStatus: 'pending' | 'sent' = 'pending',
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE payouts SET status = 'failed', failure_code = $3, failure_reason = $4, retryable = $5, transfers = $6,
            failed_at = $7, next_attempt_at = $8, leased_until = NULL
      WHERE id = $1 AND attempt = $2 AND status = $9`,
    [
      payout.id,
      payout.attempt,
      failure.code,
      failure.reason.slice(0, 500),
      failure.retryable,
      JSON.stringify(failure.transfers),
      now,
      nextAttemptAt,
      fromStatus,
    ],
  );
  return rowCount > 0;
}

/** Failed payouts due for another attempt go back to pending with the next attempt number. */
export async function requeueRetryable(db: Queryable, now: Date, maxAttempts: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE payouts SET status = 'pending', attempt = attempt + 1, leased_until = NULL
      WHERE status = 'failed' AND retryable AND attempt < $2 AND next_attempt_at <= $1`,
    [now, maxAttempts],
  );
  return rowCount;
}

/** Staff retry one failed payout now, whatever its reason. */
export async function requeuePayout(db: Queryable, payoutId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE payouts SET status = 'pending', attempt = attempt + 1, leased_until = NULL WHERE id = $1 AND status = 'failed'`,
    [payoutId],
  );
  return rowCount > 0;
}

export async function lastSentPayoutOfAccount(db: Queryable, accountId: string) {
  const { rows } = await db.query<PayoutRow>(
    `SELECT p.id::int AS id, p.owner_id::int AS owner_id, p.amount::float8 AS amount, p.currency_code, p.status,
            p.provider, p.attempt, p.transfers, p.created_at FROM payouts p
       JOIN owner_payout_profiles o ON o.user_id = p.owner_id
      WHERE o.stripe_account_id = $1 AND p.status IN ('sent', 'paid') ORDER BY p.sent_at DESC, p.id DESC LIMIT 1`,
    [accountId],
  );
  return rows[0];
}

export async function markPaid(db: Queryable, payoutId: number, at: Date) {
  await db.query(`UPDATE payouts SET status = 'paid', paid_at = $2 WHERE id = $1 AND status = 'sent'`, [
    payoutId,
    at,
  ]);
}

export async function recordPayoutEvent(db: Queryable, provider: string, eventId: string, type: string) {
  const { rowCount } = await db.query(
    `INSERT INTO payout_events (provider, event_id, type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [provider, eventId, type],
  );
  return rowCount > 0;
}

export async function ownerContact(db: Queryable, ownerId: number) {
  const { rows } = await db.query<{ email: string; country: string | null }>(
    'SELECT email, phone_country AS country FROM users WHERE id = $1',
    [ownerId],
  );
  return rows[0];
}

/** The owner's type as set with their payout details (null when never set or no such user). */
export async function ownerTypeOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ owner_type: string | null }>(
    'SELECT owner_type FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.owner_type ?? null;
}

/** The user's password hash, checked again before bank details change (null without a password). */
export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.password_hash ?? null;
}

export interface BookingAggregate {
  booking_id: number;
  reference: string;
  listing_title: string;
  start_date: string;
  payable_on: string;
  gross: number;
  commission: number;
  damages: number;
  net: number;
  paid_out: number;
  paid_on: Date | string | null;
  last_payout_status: string | null;
  invoice_id: number | null;
  invoice_number: string | null;
}

/**
 * The owner's bookings' aggregates, newest first; the arguments are SQL: the owner's id, the year (null:
 * all), the language of the listing's title.
 */
const bookingEarningsSql = (owner: string, year: string, language: string) =>
  `SELECT b.id::int AS booking_id, b.reference,
            coalesce((SELECT tr.title FROM product_translations tr
                       WHERE tr.product_id = b.product_id AND tr.language = left(${language}::text, 2)), b.listing_title)
              AS listing_title,
            to_char(lower(b.period), 'YYYY-MM-DD') AS start_date,
            to_char(lower(b.period) + coalesce((SELECT value::text::int FROM settings WHERE key = 'payoutDelayDays'), 1),
                    'YYYY-MM-DD') AS payable_on,
            coalesce(sum(e.amount) FILTER (WHERE e.kind IN ('owner_earning', 'earning_adjustment')
                                             AND coalesce(e.details ->> 'basis', 'rental') = 'rental'), 0)::float8 AS gross,
            coalesce(-sum(e.amount) FILTER (WHERE e.kind = 'commission'), 0)::float8 AS commission,
            coalesce(sum(e.amount) FILTER (WHERE e.details ->> 'basis' = 'damage'), 0)::float8 AS damages,
            coalesce(sum(e.amount) FILTER (WHERE e.kind IN ('owner_earning', 'commission', 'earning_adjustment')), 0)::float8 AS net,
            coalesce(-sum(e.amount) FILTER (WHERE e.kind IN ('payout', 'payout_failure')), 0)::float8 AS paid_out,
            max(e.occurred_at) FILTER (WHERE e.kind = 'payout') AS paid_on,
            (SELECT p.status FROM payout_items i JOIN payouts p ON p.id = i.payout_id WHERE i.booking_id = b.id
              ORDER BY p.id DESC LIMIT 1) AS last_payout_status,
            d.id::int AS invoice_id, d.number AS invoice_number
       FROM ledger_entries e
       JOIN bookings b ON b.id = e.booking_id
       LEFT JOIN documents d ON d.booking_id = b.id AND d.kind = 'commission_invoice'
      WHERE e.user_id = ${owner} AND e.party = 'owner'
        AND (${year}::int IS NULL OR extract(year FROM lower(b.period)) = ${year})
      GROUP BY b.id, d.id
      ORDER BY lower(b.period) DESC, b.id DESC`;

/**
 * What each of the owner's bookings earned from the ledger (gross, commission, damages, net, paid out),
 * its last payout's status and its commission invoice; newest first, of one year when asked. The listing's
 * title is in `language` where the owner gave one, else the booking's snapshot.
 */
export async function bookingEarnings(
  db: Queryable,
  ownerId: number,
  filter: { year?: number; limit?: number; language?: string } = {},
): Promise<BookingAggregate[]> {
  const { rows } = await db.query<BookingAggregate>(
    `${bookingEarningsSql('$1', '$2', '$4')} LIMIT $3`,
    [ownerId, filter.year ?? null, filter.limit ?? 200, filter.language ?? null],
    { name: 'payouts-booking-earnings' },
  );
  return rows;
}

export interface OwnerPayoutRow {
  id: number;
  amount: number;
  currency_code: string;
  status: PayoutRow['status'];
  created_at: Date | string;
  sent_at: Date | string | null;
  paid_at: Date | string | null;
  failed_at: Date | string | null;
  failure_code: string | null;
  lines: { bookingId: number; reference: string; amount: number }[] | null;
}

/** The owner's last 50 payouts, newest first, each with its amount per booking; `owner` is SQL. */
const recentPayoutsSql = (
  owner: string,
) => `SELECT p.id::int AS id, p.amount::float8 AS amount, p.currency_code, p.status, p.created_at, p.sent_at, p.paid_at,
            p.failed_at, p.failure_code,
            (SELECT json_agg(json_build_object('bookingId', x.booking_id, 'reference', x.reference, 'amount', x.amount)
                             ORDER BY x.booking_id)
               FROM (SELECT i.booking_id::int AS booking_id, b.reference, sum(i.amount)::float8 AS amount
                       FROM payout_items i JOIN bookings b ON b.id = i.booking_id
                      WHERE i.payout_id = p.id GROUP BY i.booking_id, b.reference) x) AS lines
       FROM payouts p WHERE p.owner_id = ${owner} ORDER BY p.created_at DESC, p.id DESC LIMIT 50`;

/** The owner's last 50 payouts, newest first, each with its amount per booking. */
export async function recentPayoutsOf(db: Queryable, ownerId: number): Promise<OwnerPayoutRow[]> {
  const { rows } = await db.query<OwnerPayoutRow>(recentPayoutsSql('$1'), [ownerId]);
  return rows;
}

const balanceSql = (owner: string) =>
  `SELECT coalesce(sum(amount), 0)::float8 AS balance FROM ledger_entries WHERE user_id = ${owner} AND party = 'owner'`;

/** The owner's ledger balance (negative after a refund on a booking already paid out). */
export async function ownerBalance(db: Queryable, ownerId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(balanceSql('$1'), [ownerId]);
  return rows[0].balance;
}

/** Everything the owner's Earnings page reads, from one statement (earningsPageOf). */
export interface EarningsPageRow {
  profile: ProfileRow | null;
  unpaid: UnpaidRow[];
  bookings: BookingAggregate[];
  payout_weekdays: unknown;
  payouts: OwnerPayoutRow[];
  balance: number;
  owner_type: string | null;
}

/*
 * The Earnings page in one prepared statement, each part as JSON in the order its own reader gives: a
 * request pays one round trip, not seven (in a virtual machine each statement's socket writes and
 * wake-ups cost more than its execution). $1 the owner, $2 now, $3 the reader's language.
 */
const EARNINGS_PAGE_SQL = `SELECT
  (SELECT row_to_json(x) FROM (${profileSql('$1')}) x) AS profile,
  (SELECT coalesce(json_agg(x ORDER BY x.booking_id, x.id), '[]') FROM (${unpaidSql('$1', '$2')}) x) AS unpaid,
  (SELECT coalesce(json_agg(x ORDER BY x.start_date DESC, x.booking_id DESC), '[]')
     FROM (${bookingEarningsSql('$1', 'NULL', '$3')} LIMIT 200) x) AS bookings,
  (SELECT value FROM settings WHERE key = 'payoutWeekdays') AS payout_weekdays,
  (SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]') FROM (${recentPayoutsSql('$1')}) x) AS payouts,
  (${balanceSql('$1')}) AS balance,
  (SELECT owner_type FROM users WHERE id = $1) AS owner_type`;

/** What the owner's Earnings page shows, read in one round trip (timestamps as ISO strings). */
export async function earningsPageOf(
  db: Queryable,
  ownerId: number,
  now: Date,
  language: string | null,
): Promise<EarningsPageRow> {
  const { rows } = await db.query<EarningsPageRow>(EARNINGS_PAGE_SQL, [ownerId, now, language], {
    name: 'payouts-earnings-page',
  });
  return rows[0];
}

/** A payout the bank failed after it left Bosun (sent or paid) becomes failed; false when it was not. */
export async function markFailedAfterSent(
  tx: Queryable,
  payoutId: number,
  failure: { code: string; reason: string },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE payouts SET status = 'failed', failure_code = $2, failure_reason = $3, failed_at = $4
      WHERE id = $1 AND status IN ('sent', 'paid')`,
    [payoutId, failure.code, failure.reason, now],
  );
  return rowCount > 0;
}

export interface StatementHeadingRow {
  name: string;
  email: string;
  language: string | null;
  seller: { name?: string; address?: string; vatNumber?: string } | null;
}

/** Who a yearly statement is for (name, e-mail, language) and the platform it names (setting invoiceSeller). */
export async function statementHeading(
  db: Queryable,
  ownerId: number,
): Promise<StatementHeadingRow | undefined> {
  const { rows } = await db.query<StatementHeadingRow>(
    `SELECT trim(u.first_name || ' ' || u.last_name) AS name, u.email, u.language_code AS language,
            (SELECT value FROM settings WHERE key = 'invoiceSeller') AS seller
       FROM users u WHERE u.id = $1`,
    [ownerId],
  );
  return rows[0];
}

/** The owner's payouts sent in the year (UTC), paid since or not: how many, and their sum. */
export async function payoutsSentInYear(
  db: Queryable,
  ownerId: number,
  year: number,
): Promise<{ count: number; amount: number }> {
  const { rows } = await db.query<{ count: number; amount: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS amount
       FROM payouts
      WHERE owner_id = $1 AND status IN ('sent', 'paid')
        AND sent_at >= make_timestamptz($2::int, 1, 1, 0, 0, 0, 'UTC')
        AND sent_at < make_timestamptz($2::int + 1, 1, 1, 0, 0, 0, 'UTC')`,
    [ownerId, year],
  );
  return rows[0];
}
