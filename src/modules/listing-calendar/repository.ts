import { HOLDING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';

export interface CalendarListingRow {
  id: number;
  title: string;
  /** Today in the harbour's time zone. */
  today: string;
  half_day_allowed: boolean;
  base_price_per_day: number;
  base_price_per_half_day: number | null;
}

/** The listing when `ownerId` owns it (locked for a change when `lock` is set); else undefined. */
export async function findOwnedListing(
  db: Queryable,
  productId: number,
  ownerId: number,
  lock = false,
): Promise<CalendarListingRow | undefined> {
  const { rows } = await db.query<CalendarListingRow>(
    `SELECT p.id, p.title, p.half_day_allowed, p.base_price_per_day::float8 AS base_price_per_day,
            p.base_price_per_half_day::float8 AS base_price_per_half_day,
            to_char(($3::timestamptz AT TIME ZONE tz.time_zone)::date, 'YYYY-MM-DD') AS today
       FROM products p JOIN product_time_zones tz ON tz.product_id = p.id
      WHERE p.id = $1 AND p.owner_id = $2${lock ? ' FOR UPDATE OF p' : ''}`,
    [productId, ownerId, appClock.now()],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : undefined;
}

/**
 * The listing's title in a reader's language where its owner gave one (product_translations), else
 * the title it was written with (DESIGN.md, "whose language a text is in": the page's language).
 */
export async function listingTitleIn(
  db: Queryable,
  productId: number,
  language: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT coalesce((SELECT tr.title FROM product_translations tr
                       WHERE tr.product_id = p.id AND tr.language = left($2::text, 2)), p.title) AS title
       FROM products p WHERE p.id = $1`,
    [productId, language],
  );
  return rows[0]?.title;
}

export interface SeasonRow {
  start: string;
  end: string;
  per_day: number;
  per_half_day: number | null;
}

export async function listSeasons(db: Queryable, productId: number): Promise<SeasonRow[]> {
  const { rows } = await db.query<SeasonRow>(
    `SELECT to_char(lower(period), 'YYYY-MM-DD') AS start, to_char(upper(period), 'YYYY-MM-DD') AS "end",
            price_per_day::float8 AS per_day, price_per_half_day::float8 AS per_half_day
       FROM product_seasons WHERE product_id = $1 ORDER BY lower(period)`,
    [productId],
  );
  return rows;
}

/** A period with its half of the day: slot [0,1) morning, [1,2) afternoon, [0,2) the whole day. */
export interface PeriodRow {
  id: number;
  start: string;
  /** The date after the last day. */
  end: string;
  slot_from: number;
  slot_to: number;
}

export interface CalendarBookingRow extends PeriodRow {
  status: (typeof HOLDING_STATUSES)[number];
  renter_first_name: string;
}

/** The bookings holding the boat on some day of [from, toExclusive): those the no-double-booking rule counts. */
export async function listHoldingBookings(
  db: Queryable,
  productId: number,
  from: string,
  toExclusive: string,
): Promise<CalendarBookingRow[]> {
  const { rows } = await db.query<CalendarBookingRow>(
    `SELECT b.id, b.status, u.first_name AS renter_first_name,
            to_char(lower(b.period), 'YYYY-MM-DD') AS start, to_char(upper(b.period), 'YYYY-MM-DD') AS "end",
            lower(b.slot) AS slot_from, upper(b.slot) AS slot_to
       FROM bookings b JOIN users u ON u.id = b.tenant_id
      WHERE b.product_id = $1 AND b.status = ANY ($4::text[]) AND b.period && daterange($2::date, $3::date)
      ORDER BY lower(b.period), b.id`,
    [productId, from, toExclusive, HOLDING_STATUSES],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function bookingHolds(
  db: Queryable,
  productId: number,
  period: { from: string; toExclusive: string; slot: [number, number] },
): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM bookings b
                     WHERE b.product_id = $1 AND b.status = ANY ($5::text[]) AND b.exclusive
                       AND b.period && daterange($2::date, $3::date)
                       AND b.slot && int4range(($4::int[])[1], ($4::int[])[2])) AS held`,
    [productId, period.from, period.toExclusive, period.slot, HOLDING_STATUSES],
  );
  return rows[0].held;
}

export interface BlockRow extends PeriodRow {
  reason: 'owner_blocked' | 'maintenance' | 'ical_import';
  note: string | null;
}

export async function listBlocks(
  db: Queryable,
  productId: number,
  from: string,
  toExclusive: string,
): Promise<BlockRow[]> {
  const { rows } = await db.query<BlockRow>(
    `SELECT id, reason, coalesce(ical_summary, note) AS note,
            to_char(lower(period), 'YYYY-MM-DD') AS start, to_char(upper(period), 'YYYY-MM-DD') AS "end",
            lower(slot) AS slot_from, upper(slot) AS slot_to
       FROM availability_blocks
      WHERE product_id = $1 AND period && daterange($2::date, $3::date)
      ORDER BY lower(period), id`,
    [productId, from, toExclusive],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface NewBlock {
  from: string;
  toExclusive: string;
  slot: [number, number];
}

export async function insertOwnerBlocks(
  db: Queryable,
  productId: number,
  ownerId: number,
  blocks: NewBlock[],
) {
  if (blocks.length === 0) return;
  await db.query(
    `INSERT INTO availability_blocks (product_id, period, slot, reason, created_by)
     SELECT $1, daterange(b.from_date, b.to_date), int4range(b.slot_from, b.slot_to), 'owner_blocked', $2
       FROM unnest($3::date[], $4::date[], $5::int[], $6::int[]) AS b(from_date, to_date, slot_from, slot_to)`,
    [
      productId,
      ownerId,
      blocks.map((b) => b.from),
      blocks.map((b) => b.toExclusive),
      blocks.map((b) => b.slot[0]),
      blocks.map((b) => b.slot[1]),
    ],
  );
}

/** Removes blocks the owner set (never an import's, which its feed gives back at the next run). */
export async function deleteOwnerBlocks(db: Queryable, productId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.query(
    `DELETE FROM availability_blocks WHERE product_id = $1 AND id = ANY ($2::bigint[]) AND ical_feed_id IS NULL`,
    [productId, ids],
  );
}

// ---- iCal export -------------------------------------------------------------------------------

export async function ensureExportToken(db: Queryable, productId: number, fresh: string): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `WITH added AS (INSERT INTO listing_ical_exports (product_id, token) VALUES ($1, $2)
                    ON CONFLICT (product_id) DO NOTHING RETURNING token)
     SELECT token FROM added UNION ALL SELECT token FROM listing_ical_exports WHERE product_id = $1`,
    [productId, fresh],
  );
  return rows[0].token;
}

export async function replaceExportToken(db: Queryable, productId: number, fresh: string) {
  await db.query(
    `INSERT INTO listing_ical_exports (product_id, token) VALUES ($1, $2)
     ON CONFLICT (product_id) DO UPDATE SET token = EXCLUDED.token, created_at = now()`,
    [productId, fresh],
  );
}

export async function findExportListing(
  db: Queryable,
  token: string,
): Promise<{ id: number; title: string; today: string } | undefined> {
  const { rows } = await db.query<{ id: number; title: string; today: string }>(
    `SELECT p.id, p.title, to_char(($2::timestamptz AT TIME ZONE tz.time_zone)::date, 'YYYY-MM-DD') AS today
       FROM listing_ical_exports e JOIN products p ON p.id = e.product_id
       JOIN product_time_zones tz ON tz.product_id = p.id
      WHERE e.token = $1`,
    [token, appClock.now()],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : undefined;
}

// ---- iCal imports ------------------------------------------------------------------------------

export interface FeedRow {
  id: number;
  product_id: number;
  url: string;
  last_synced_at: string | null;
  last_error: string | null;
  event_count: number;
}

const FEED_COLUMNS = `id, product_id, url, last_error, event_count,
  to_char(last_synced_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_synced_at`;

const feedOf = (row: FeedRow): FeedRow => ({
  ...row,
  id: Number(row.id),
  product_id: Number(row.product_id),
});

export async function listFeeds(db: Queryable, productId: number): Promise<FeedRow[]> {
  const { rows } = await db.query<FeedRow>(
    `SELECT ${FEED_COLUMNS} FROM listing_ical_feeds WHERE product_id = $1 ORDER BY id`,
    [productId],
  );
  return rows.map(feedOf);
}

/** The feed's id; the same URL twice is the same feed. */
export async function insertFeed(db: Queryable, productId: number, url: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO listing_ical_feeds (product_id, url) VALUES ($1, $2)
     ON CONFLICT (product_id, url) DO UPDATE SET url = EXCLUDED.url RETURNING id`,
    [productId, url],
  );
  return Number(rows[0].id);
}

export async function deleteFeed(db: Queryable, productId: number, feedId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM listing_ical_feeds WHERE product_id = $1 AND id = $2', [
    productId,
    feedId,
  ]);
  return (rowCount ?? 0) > 0;
}

/**
 * Claims feeds for one run: those not read for `everyMinutes` (or the one named), whose lease has
 * run out. The lease keeps another process (or a second run) away while the feed is fetched.
 */
export async function claimFeeds(
  db: Queryable,
  options: { now: Date; everyMinutes: number; leaseMinutes: number; limit: number; feedId?: number },
): Promise<(FeedRow & { today: string })[]> {
  const { rows } = await db.query<FeedRow & { today: string }>(
    `WITH due AS (
       SELECT f.id FROM listing_ical_feeds f
        WHERE (f.lease_until IS NULL OR f.lease_until < $1::timestamptz)
          AND ($5::bigint IS NOT NULL AND f.id = $5
               OR $5::bigint IS NULL AND (f.last_synced_at IS NULL
                   OR f.last_synced_at < $1::timestamptz - make_interval(mins => $2::int))
                 AND (f.retry_after IS NULL OR f.retry_after <= $1::timestamptz))
        ORDER BY f.last_synced_at NULLS FIRST, f.id
        LIMIT $4 FOR UPDATE SKIP LOCKED)
     UPDATE listing_ical_feeds f SET lease_until = $1::timestamptz + make_interval(mins => $3::int)
       FROM due, product_time_zones tz
      WHERE f.id = due.id AND tz.product_id = f.product_id
     RETURNING f.id, f.product_id, f.url, f.last_error, f.event_count, NULL AS last_synced_at,
               to_char(($1::timestamptz AT TIME ZONE tz.time_zone)::date, 'YYYY-MM-DD') AS today`,
    [
      options.now.toISOString(),
      options.everyMinutes,
      options.leaseMinutes,
      options.limit,
      options.feedId ?? null,
    ],
  );
  return rows.map((row) => ({ ...feedOf(row), today: row.today }));
}

/** The feed's days replace those of its last import, and its lease ends. */
export async function replaceFeedBlocks(
  db: Queryable,
  feed: { id: number; productId: number },
  periods: { from: string; toExclusive: string; summary: string | null }[],
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM availability_blocks WHERE ical_feed_id = $1', [feed.id]);
  if (periods.length > 0)
    await db.query(
      `INSERT INTO availability_blocks (product_id, period, reason, ical_feed_id, ical_summary)
       SELECT $1, daterange(p.from_date, p.to_date), 'ical_import', $2, p.summary
         FROM unnest($3::date[], $4::date[], $5::text[]) AS p(from_date, to_date, summary)`,
      [
        feed.productId,
        feed.id,
        periods.map((p) => p.from),
        periods.map((p) => p.toExclusive),
        periods.map((p) => p.summary),
      ],
    );
  await db.query(
    `UPDATE listing_ical_feeds SET last_synced_at = $2::timestamptz, last_error = NULL, event_count = $3,
            lease_until = NULL, failure_count = 0, retry_after = NULL WHERE id = $1`,
    [feed.id, now.toISOString(), periods.length],
  );
}

/**
 * A failed import keeps the days of the last good one (better than freeing them) and says why; the
 * feed is retried after `retryMinutes`, doubled at each failure in a row, at most a day.
 */
export async function recordFeedError(
  db: Queryable,
  feedId: number,
  error: string,
  now: Date,
  retryMinutes: number,
) {
  await db.query(
    `UPDATE listing_ical_feeds SET last_error = $2, last_synced_at = $3::timestamptz, lease_until = NULL,
            failure_count = failure_count + 1,
            retry_after = $3::timestamptz + make_interval(mins => least($4::int * (2 ^ least(failure_count, 10))::int, 1440))
      WHERE id = $1`,
    [feedId, error.slice(0, 500), now.toISOString(), retryMinutes],
  );
}
