import { randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import {
  BLOCK_HORIZON_DAYS,
  type CalendarDay,
  calendarDaysSchema,
  calendarMonthQuerySchema,
  type DayPart,
  type Hold,
  icalExportPath,
  icalFeedInputSchema,
  type ListingCalendar,
} from '../../../shared/owners/calendar.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { addDays } from '../pricing/calendarDates.ts';
import { halfDayAmount, rentalAmount } from '../pricing/priceEngine.ts';
import { FeedFetchError, fetchFeedText } from './feedFetcher.ts';
import { heldDaysOfFeed, UnreadableFeed } from './icalFeeds.ts';
import * as repo from './repository.ts';

const SLOTS: Record<DayPart, [number, number]> = { day: [0, 2], morning: [0, 1], afternoon: [1, 2] };
const partOf = (row: { slot_from: number; slot_to: number }): DayPart =>
  row.slot_to - row.slot_from === 2 ? 'day' : row.slot_from === 0 ? 'morning' : 'afternoon';
/** Requests reach the owner paid (or authorised) and wait for an answer; earlier, a checkout holds the days. */
const REQUEST_STATUSES = new Set(['payment_pending', 'paid', 'down_payment_paid']);

const newToken = () => randomBytes(24).toString('base64url');

export interface CalendarContext {
  /** The public origin, for the export URL the owner copies. */
  publicUrl: string;
  /** Outside production, feeds may be served from this machine (tests, development). */
  allowPrivateFeeds: boolean;
  /** The page's language (`_locale`): the listing's title is given in it where its owner wrote one. */
  language?: string;
}

async function ownedListing(db: Queryable, ownerId: number, productId: number, lock = false) {
  const listing = await repo.findOwnedListing(db, productId, ownerId, lock);
  // Someone else's listing, or none: the same 404 (DESIGN.md).
  if (!listing) throw notFound('No such listing.');
  return listing;
}

function monthBounds(month: string) {
  const first = `${month}-01`;
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  const previous = m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
  return { first, nextFirst: `${next}-01`, next, previous };
}

async function monthOf(
  db: Queryable,
  context: CalendarContext,
  listing: repo.CalendarListingRow,
  month: string,
): Promise<ListingCalendar> {
  const { first, nextFirst, next, previous } = monthBounds(month);
  const [title, seasons, bookings, blocks, feeds, token] = [
    context.language ? await repo.listingTitleIn(db, listing.id, context.language) : listing.title,
    await repo.listSeasons(db, listing.id),
    await repo.listHoldingBookings(db, listing.id, first, nextFirst),
    await repo.listBlocks(db, listing.id, first, nextFirst),
    await repo.listFeeds(db, listing.id),
    await repo.ensureExportToken(db, listing.id, newToken()),
  ];
  const rules = {
    seasons: seasons.map((s) => ({
      start: s.start,
      end: s.end,
      perDay: s.per_day,
      perHalfDay: s.per_half_day,
      perWeek: null,
    })),
    basePerDay: listing.base_price_per_day,
    basePerHalfDay: listing.base_price_per_half_day,
    basePerWeek: null,
  };
  const days: CalendarDay[] = [];
  for (let date = first; date < nextFirst; date = addDays(date, 1)) {
    const holdOn = (half: 0 | 1): Hold | null => {
      const covers = (row: repo.PeriodRow) =>
        row.start <= date && date < row.end && row.slot_from <= half && half < row.slot_to;
      const booking = bookings.find(covers);
      if (booking)
        return { kind: REQUEST_STATUSES.has(booking.status) ? 'request' : 'booking', id: booking.id };
      const block = blocks.find(covers);
      if (block) return { kind: block.reason === 'ical_import' ? 'imported' : 'block', id: block.id };
      return null;
    };
    days.push({
      date,
      price: Math.round(rentalAmount(rules, date, 1)),
      halfDayPrice: listing.half_day_allowed ? Math.round(halfDayAmount(rules, date)) : null,
      past: date < listing.today,
      morning: holdOn(0),
      afternoon: holdOn(1),
    });
  }
  return {
    productId: listing.id,
    title: title ?? listing.title,
    month,
    previousMonth: previous,
    nextMonth: next,
    today: listing.today,
    currency: 'EUR',
    days,
    bookings: bookings.map((b) => ({
      id: b.id,
      status: b.status,
      isRequest: REQUEST_STATUSES.has(b.status),
      startDate: b.start,
      endDate: addDays(b.end, -1),
      part: partOf(b),
      renterFirstName: b.renter_first_name,
      path: `booking/${b.id}/detail`,
    })),
    blocks: blocks.map((b) => ({
      id: b.id,
      startDate: b.start,
      endDate: addDays(b.end, -1),
      part: partOf(b),
      source: b.reason === 'ical_import' ? 'imported' : 'owner',
      note: b.note,
    })),
    exportUrl: `${context.publicUrl.replace(/\/$/, '')}${icalExportPath(token)}`,
    feeds: feeds.map((f) => ({
      id: f.id,
      url: f.url,
      lastSyncedAt: f.last_synced_at,
      lastError: f.last_error,
      heldPeriods: f.event_count,
    })),
  };
}

export async function listingCalendar(
  db: Queryable,
  context: CalendarContext,
  ownerId: number,
  productId: number,
  query: unknown,
): Promise<ListingCalendar> {
  const { month } = parseInput(calendarMonthQuerySchema, query);
  const listing = await ownedListing(db, ownerId, productId);
  return monthOf(db, context, listing, month ?? listing.today.slice(0, 7));
}

function checkedDays(body: unknown, today: string) {
  const days = parseInput(calendarDaysSchema, body);
  const valid = (date: string) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && addDays(date, 0) === date;
  if (!valid(days.from))
    throw badRequest('This date does not exist.', { from: 'dateInvalid' }, 'validation-failed');
  if (!valid(days.to))
    throw badRequest('This date does not exist.', { to: 'dateInvalid' }, 'validation-failed');
  if (days.from < today)
    throw badRequest('Past days cannot change.', { from: 'dateInPast' }, 'validation-failed');
  if (days.to >= addDays(today, BLOCK_HORIZON_DAYS))
    throw badRequest(
      'Days more than two years ahead cannot be blocked yet.',
      { to: 'dateTooFar' },
      'validation-failed',
    );
  return { from: days.from, toExclusive: addDays(days.to, 1), part: days.part };
}

/**
 * 54000 (a program limit): when the search's index held a listing's held days whole (migration 076),
 * about a hundred separate periods outgrew its tuple; it now holds a bounded outline (250), but
 * should a limit be met again, it is said as a conflict the owner can act on, never a 500.
 */
function tooScattered(err: unknown): never {
  if ((err as { code?: string }).code === '54000')
    throw conflict('too-many-periods', 'This listing has too many separate periods held: join some of them.');
  throw err;
}

/**
 * Blocks days (or one half day). Days a booking or request holds are refused: the owner answers or
 * cancels those instead. Blocks already there are kept; the holds of search follow by trigger.
 */
export async function blockDays(
  db: Database,
  context: CalendarContext,
  ownerId: number,
  productId: number,
  body: unknown,
): Promise<ListingCalendar> {
  return db
    .transaction(async (tx) => {
      const listing = await ownedListing(tx, ownerId, productId, true);
      const days = checkedDays(body, listing.today);
      const slot = SLOTS[days.part];
      if (await repo.bookingHolds(tx, productId, { ...days, slot }))
        throw conflict(
          'dates-booked',
          'A booking or a request holds some of these days: answer or cancel it instead.',
        );
      const existing = (
        await repo.listBlocks(tx, productId, addDays(days.from, -1), addDays(days.toExclusive, 1))
      ).filter((b) => b.reason !== 'ical_import');
      if (days.part === 'day') {
        // One block for the days and the owner's whole-day blocks touching them; half days inside go.
        const merged = existing.filter((b) => partOf(b) === 'day');
        const inside = existing.filter(
          (b) => partOf(b) !== 'day' && b.start >= days.from && b.end <= days.toExclusive,
        );
        const from = [days.from, ...merged.map((b) => b.start)].sort()[0];
        const toExclusive = [days.toExclusive, ...merged.map((b) => b.end)].sort().reverse()[0];
        await repo.deleteOwnerBlocks(
          tx,
          productId,
          [...merged, ...inside].map((b) => b.id),
        );
        await repo.insertOwnerBlocks(tx, productId, ownerId, [{ from, toExclusive, slot }]);
      } else {
        const onDay = existing.filter((b) => b.start <= days.from && days.from < b.end);
        const covered = onDay.some((b) => b.slot_from <= slot[0] && slot[1] <= b.slot_to);
        if (!covered) {
          const otherHalf = onDay.find((b) => partOf(b) !== 'day' && partOf(b) !== days.part);
          // Both halves blocked are the whole day.
          if (otherHalf) await repo.deleteOwnerBlocks(tx, productId, [otherHalf.id]);
          await repo.insertOwnerBlocks(tx, productId, ownerId, [
            { from: days.from, toExclusive: days.toExclusive, slot: otherHalf ? SLOTS.day : slot },
          ]);
        }
      }
      return monthOf(tx, context, listing, days.from.slice(0, 7));
    })
    .catch(tooScattered);
}

/** Lifts the owner's blocks from these days (or half day); what a feed imported stays until the feed frees it. */
export async function unblockDays(
  db: Database,
  context: CalendarContext,
  ownerId: number,
  productId: number,
  body: unknown,
): Promise<ListingCalendar> {
  return db
    .transaction(async (tx) => {
      const listing = await ownedListing(tx, ownerId, productId, true);
      const days = checkedDays(body, listing.today);
      const blocks = (await repo.listBlocks(tx, productId, days.from, days.toExclusive)).filter(
        (b) => b.reason !== 'ical_import',
      );
      const removed: number[] = [];
      const kept: repo.NewBlock[] = [];
      for (const block of blocks) {
        const part = partOf(block);
        if (part !== 'day') {
          if (days.part === 'day' || days.part === part) removed.push(block.id);
          continue;
        }
        removed.push(block.id);
        const slot = SLOTS.day;
        if (block.start < days.from) kept.push({ from: block.start, toExclusive: days.from, slot });
        if (block.end > days.toExclusive) kept.push({ from: days.toExclusive, toExclusive: block.end, slot });
        // Lifting a morning from a blocked day leaves its afternoon blocked, and the other way round.
        if (days.part !== 'day')
          kept.push({ ...days, slot: SLOTS[days.part === 'morning' ? 'afternoon' : 'morning'] });
      }
      await repo.deleteOwnerBlocks(tx, productId, removed);
      await repo.insertOwnerBlocks(tx, productId, ownerId, kept);
      return monthOf(tx, context, listing, days.from.slice(0, 7));
    })
    .catch(tooScattered);
}

export async function regenerateExportToken(
  db: Database,
  context: CalendarContext,
  ownerId: number,
  productId: number,
): Promise<ListingCalendar> {
  return db.transaction(async (tx) => {
    const listing = await ownedListing(tx, ownerId, productId, true);
    await repo.replaceExportToken(tx, productId, newToken());
    return monthOf(tx, context, listing, listing.today.slice(0, 7));
  });
}

/**
 * The export feed: bookings, requests and the owner's blocks from a month ago on, as all-day events
 * (a half day holds the whole day elsewhere: other platforms book days). Days imported from other
 * platforms are left out, so that two platforms importing each other never echo a hold forever.
 */
export async function exportFeed(db: Queryable, token: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) return undefined;
  const listing = await repo.findExportListing(db, token);
  if (!listing) return undefined;
  const from = addDays(listing.today, -31);
  const to = addDays(listing.today, BLOCK_HORIZON_DAYS);
  const [bookings, blocks] = [
    await repo.listHoldingBookings(db, listing.id, from, to),
    await repo.listBlocks(db, listing.id, from, to),
  ];
  const calendar = ical({ name: listing.title, prodId: { company: 'Bosun', product: 'listing calendar' } });
  const asDate = (date: string) => new Date(`${date}T00:00:00Z`);
  for (const booking of bookings)
    calendar.createEvent({
      id: `booking-${booking.id}@bosun`,
      start: asDate(booking.start),
      end: asDate(booking.end),
      allDay: true,
      timezone: 'UTC',
      summary: REQUEST_STATUSES.has(booking.status) ? 'Booking request (Bosun)' : 'Booked (Bosun)',
    });
  for (const block of blocks)
    if (block.reason !== 'ical_import')
      calendar.createEvent({
        id: `block-${block.id}@bosun`,
        start: asDate(block.start),
        end: asDate(block.end),
        allDay: true,
        timezone: 'UTC',
        summary: 'Not available (Bosun)',
      });
  return calendar.toString();
}

// ---- Imports ---------------------------------------------------------------------------------------

export interface ImportOptions {
  now: Date;
  allowPrivateFeeds: boolean;
  /** One feed, now (just added), instead of those due. */
  feedId?: number;
  limit?: number;
  /** The time one feed may take to arrive (tests shorten it). */
  feedDeadlineMs?: number;
}

/** Minutes between two imports of a feed; a failing feed waits this long, doubled at each failure. */
export const FEED_REFRESH_MINUTES = 30;
/** Feeds fetched at once: a slow feed holds one of these, never the whole run. */
const FEEDS_AT_ONCE = 4;
const FEED_DEADLINE_MS = 15_000;

/**
 * Imports the feeds that are due: each claimed with a lease in a short transaction, fetched with no
 * transaction open, then its days replace those of its last import. Running twice, or in two
 * processes, fetches each feed once and leaves the same blocks. A feed's failure, whatever it is,
 * is recorded on that feed and never stops the others.
 */
export async function importFeeds(db: Database, options: ImportOptions) {
  const limit = options.limit ?? 20;
  const deadlineMs = options.feedDeadlineMs ?? FEED_DEADLINE_MS;
  const claimed = await db.transaction((tx) =>
    repo.claimFeeds(tx, {
      now: options.now,
      everyMinutes: FEED_REFRESH_MINUTES,
      // Long enough for the whole run: no other process claims a feed still waiting its turn.
      leaseMinutes: Math.ceil((Math.ceil(limit / FEEDS_AT_ONCE) * deadlineMs) / 60_000) + 1,
      limit,
      feedId: options.feedId,
    }),
  );
  const run = { imported: 0, failed: 0, unexpected: [] as string[] };
  const importOne = async (feed: (typeof claimed)[number]) => {
    try {
      const text = await fetchFeedText(feed.url, {
        allowPrivateAddresses: options.allowPrivateFeeds,
        deadlineMs,
      });
      const periods = await heldDaysOfFeed(text, feed.today);
      await db.transaction((tx) =>
        repo.replaceFeedBlocks(tx, { id: feed.id, productId: feed.product_id }, periods, options.now),
      );
      run.imported++;
    } catch (err) {
      // 54000 (a program limit, as held days once met in the search's index: see tooScattered): the
      // feed is refused with its reason rather than retried for ever.
      const tooScattered = (err as { code?: string }).code === '54000';
      const known = err instanceof FeedFetchError || err instanceof UnreadableFeed || tooScattered;
      if (!known) run.unexpected.push(`feed ${feed.id}: ${(err as Error).message}`);
      const reason = tooScattered
        ? 'This calendar holds too many separate periods to import.'
        : known
          ? (err as Error).message
          : 'The feed could not be imported.';
      await repo.recordFeedError(db, feed.id, reason, options.now, FEED_REFRESH_MINUTES);
      run.failed++;
    }
  };
  const queue = [...claimed];
  await Promise.all(
    Array.from({ length: Math.min(FEEDS_AT_ONCE, queue.length) }, async () => {
      for (let feed = queue.shift(); feed; feed = queue.shift()) await importOne(feed);
    }),
  );
  return run;
}

export async function addFeed(
  db: Database,
  context: CalendarContext,
  ownerId: number,
  productId: number,
  body: unknown,
  now: Date,
): Promise<ListingCalendar> {
  const { url } = parseInput(icalFeedInputSchema, body);
  const feedId = await db.transaction(async (tx) => {
    await ownedListing(tx, ownerId, productId, true);
    return repo.insertFeed(tx, productId, url);
  });
  // Imported at once, so the owner sees its days (or why it failed) in the answer.
  await importFeeds(db, { now, allowPrivateFeeds: context.allowPrivateFeeds, feedId });
  const listing = await ownedListing(db, ownerId, productId);
  return monthOf(db, context, listing, listing.today.slice(0, 7));
}

export async function removeFeed(
  db: Database,
  context: CalendarContext,
  ownerId: number,
  productId: number,
  feedId: number,
): Promise<ListingCalendar> {
  return db.transaction(async (tx) => {
    const listing = await ownedListing(tx, ownerId, productId, true);
    if (!(await repo.deleteFeed(tx, productId, feedId))) throw notFound('No such feed.');
    return monthOf(tx, context, listing, listing.today.slice(0, 7));
  });
}
