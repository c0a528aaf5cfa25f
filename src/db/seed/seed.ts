import { hash } from '@node-rs/argon2';
import { queueUntranslatedListings, setTranslationQueueing } from '../../modules/translations/repository.ts';
import { TEXT_LANGUAGES } from '../../providers/translation.ts';
import type { Database, Queryable } from '../connection.ts';
import { AfterStaySeeder } from './afterStaySeed.ts';
import { seedAppDevices } from './appSeed.ts';
import { seedBackofficeHistory } from './backofficeSeed.ts';
import { BookingSeeder } from './bookingsSeed.ts';
import { BulkWriter, syncIdentitySequences } from './bulk.ts';
import { instant, todayUtc } from './calendar.ts';
import { seedCatalogue } from './catalogueSeed.ts';
import { ConversationSeeder, seedFavourites } from './conversationsSeed.ts';
import { seedEditorProgress } from './listingEditorSeed.ts';
import { seedOwnerPayouts } from './payoutsSeed.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedPeople } from './peopleSeed.ts';
import { seedCurrencies, seedPlaces } from './placesSeed.ts';
import { seedProducts } from './productsSeed.ts';
import { SeededRandom } from './random.ts';
import { seedSales } from './salesSeed.ts';
import { IDENTITY_TABLES, T } from './tables.ts';
import { seedWeather } from './weatherSeed.ts';

export interface SeedOptions {
  boats: number;
  /** default: boats / 7, at least 10 and at most 300 */
  activities?: number;
  /** same seed, same marketplace */
  seed?: number;
  log?: (message: string) => void;
  /** the day the demo is built around (bookings in the past, today and the future); default: today (UTC) */
  today?: string;
  /**
   * Production never gets the demo accounts nor any known password: the marketplace is seeded with
   * anonymous owners and renters who cannot sign in. Default: NODE_ENV === 'production'.
   */
  production?: boolean;
}

export interface SeedReport {
  /** rows written per table */
  counts: Record<string, number>;
  milliseconds: number;
  demoAccounts: { email: string; id: number; role: string }[];
}

export const DEFAULT_SEED = 2026;

export const defaultActivityCount = (boats: number) => Math.min(300, Math.max(10, Math.round(boats / 7)));

/** The shared demo password, hashed once with the same argon2id settings as sign-up. */
export function hashDemoPassword(): Promise<string> {
  return hash(DEMO_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 });
}

/** Seeds the demo marketplace when the database has no users. */
export async function seedIfEmpty(db: Database, opts: SeedOptions): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0].n > 0) return false;
  opts.log?.('empty database: seeding demo data');
  await seedDemoMarketplace(db, opts);
  return true;
}

/** Writes the whole demo marketplace in one transaction; expects no users, products or places yet. */
export async function seedDemoMarketplace(db: Database, opts: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const production = opts.production ?? process.env.NODE_ENV === 'production';
  const boats = Math.max(0, Math.floor(opts.boats));
  const activities = opts.activities ?? defaultActivityCount(boats);
  const today = opts.today ?? todayUtc();
  // "now" is part of the demo's day, so the same seed and day give the same data
  const now = opts.today ? instant(today, 12) : new Date().toISOString();
  const root = new SeededRandom(opts.seed ?? DEFAULT_SEED);
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  if (production) log('production: no demo accounts, and generated people get no password');
  const passwordHash = production ? null : await hashDemoPassword();

  const counts = await db.transaction(async (tx) => {
    // Migration 140's queueing triggers are off while the listings go in (a statement trigger keeps
    // every written products row in a transition table); their work is done set-wise at the end.
    await setTranslationQueueing(tx, false);
    const writer = new BulkWriter(tx);
    writer.register(...Object.values(T));
    const currencies = await seedCurrencies(tx);
    const promo = await seedCatalogue(tx, today);
    const harbours = await seedPlaces(tx, writer, root.fork('places'), currencies);
    log(`seed: ${harbours.length} harbours (${elapsed()})`);

    const fleetByCountry = new Map<string, number>();
    for (const h of harbours)
      fleetByCountry.set(h.countryCode, (fleetByCountry.get(h.countryCode) ?? 0) + h.weight);
    const people = seedPeople(writer, root.fork('people'), {
      ownerCount: Math.max(8, Math.round(boats / 4)),
      tenantCount: Math.max(30, Math.round(boats * 0.75)),
      fleetByCountry,
      passwordHash,
      withDemoAccounts: !production,
      today,
    });
    await writer.flush();
    log(`seed: ${people.owners.length} owners, ${people.tenants.length} renters (${elapsed()})`);

    const products = await seedProducts(writer, root.fork('products'), harbours, people, {
      boats,
      activities,
      today,
    });
    await writer.flush();
    log(`seed: ${boats} boats, ${activities} activities (${elapsed()})`);

    const conversations = new ConversationSeeder(writer, root.fork('conversations'), people, today, now);
    const afterStay = new AfterStaySeeder(writer, root.fork('after-stay'), people.managers, today, now);
    const bookings = new BookingSeeder({
      writer,
      random: root.fork('bookings'),
      today,
      now,
      people,
      products,
      promo,
      currencies,
      afterStay,
      conversations,
      serviceFeePercent: await settingNumber(tx, 'serviceFeePercent', 8),
    });
    await bookings.seed();
    seedFavourites(writer, root.fork('favourites'), people, products, today);
    await writer.flush();
    log(`seed: ${bookings.bookingCount} bookings with payments, reviews and conversations (${elapsed()})`);

    await seedSales(tx, writer, root.fork('sales'), people, products, {
      leads: Math.max(40, Math.round(boats / 20)),
      today,
      now,
    });
    await writer.flush();

    await syncIdentitySequences(tx, IDENTITY_TABLES);
    await seedEditorProgress(tx, people.demo.owner);
    if (!production) await seedAppDevices(tx);
    if (!production) await seedBackofficeHistory(tx, now);
    if (!production) await seedWeather(tx, { renterId: people.demo.renter, today, now });
    if (!production) await seedOwnerPayouts(tx, people.demo.owner, today);
    await seedProductViews(tx, today);
    await tx.query('SELECT refresh_product_aggregates()');
    // The triggers' work in one statement: the seed wrote every language itself, so this queues
    // nothing unless a listing lacks one.
    await setTranslationQueueing(tx, true);
    const queued = await queueUntranslatedListings(tx, TEXT_LANGUAGES);
    if (queued > 0) log(`seed: ${queued} listings queued for the translation job`);
    await tx.query(
      `UPDATE promo_codes c SET used_count = c.used_count + r.n
       FROM (SELECT promo_code_id, count(*)::int AS n FROM promo_redemptions GROUP BY promo_code_id) r
       WHERE r.promo_code_id = c.id`,
    );
    return Object.fromEntries(writer.counts);
  });
  // Fresh statistics, so the first searches get good plans, and a visibility map, so the search's
  // index-only scan (013) need not visit the table before autovacuum would have passed.
  await db.query('VACUUM ANALYZE');

  const { rows } = await db.query<{
    id: number;
    email: string;
    staff_role: string | null;
    is_owner: boolean;
  }>('SELECT id, email, staff_role, is_owner FROM users WHERE email = ANY($1::text[]) ORDER BY id', [
    DEMO_ACCOUNTS.map((a) => a.email),
  ]);
  const report: SeedReport = {
    counts,
    milliseconds: Math.round(performance.now() - started),
    demoAccounts: rows.map((r) => ({
      email: r.email,
      id: r.id,
      role: r.staff_role ?? (r.is_owner ? 'owner' : 'renter'),
    })),
  };
  log(`seed: done in ${elapsed()}`);
  return report;
}

async function settingNumber(db: Queryable, key: string, fallback: number): Promise<number> {
  const { rows } = await db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [key]);
  const value = Number(rows[0]?.value);
  return Number.isFinite(value) ? value : fallback;
}

/** Empties every table the seed fills (and what hangs off them), for `npm run seed -- --reset`. */
export async function resetMarketplace(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Besides the tables hanging off users: the sandbox card provider's intents (keyed by the seed's own
    // ids, so a second seed collided with them), the aggregates triggers keep (booking and sales days),
    // and the Errors page's groups.
    await tx.query(
      `TRUNCATE users, currencies, countries, insurances, promo_codes, payment_events, sales_settings, outbox,
         verification_codes, rate_limit_hits, idempotency_keys, sandbox_payment_intents, booking_daily,
         sales_daily, sales_daily_leads, sales_monthly, error_groups RESTART IDENTITY CASCADE`,
    );
    // Every document went with its booking: numbering starts again at 1, without a gap.
    await tx.query('UPDATE document_series SET last_number = 0');
  });
}

/**
 * Product page views of the last 45 days for every published listing, so the owner's listings show
 * their 30 days' views on a first start. Derived from the ids and the day, not drawn: the same seed
 * and day give the same figures.
 */
async function seedProductViews(tx: Queryable, today: string): Promise<void> {
  await tx.query(
    `INSERT INTO product_view_days (product_id, day, views)
     SELECT p.id, d.day, ((p.id * 7919 + ($1::date - d.day) * 104729) % 17 + (p.id % 5) * 3)::int
       FROM products p, generate_series($1::date - 44, $1::date, interval '1 day') AS g(at),
            LATERAL (SELECT g.at::date AS day) d
      WHERE p.moderation_status = 'published'`,
    [today],
  );
}
