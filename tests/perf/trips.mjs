// Trips benchmark (issue 16): on PostgreSQL, the demo owner with BENCH_OWNER_BOOKINGS bookings (default
// 5,000) and the demo renter with 200: the booking lists (owner requests and past, renter upcoming)
// and one booking's detail, at BENCH_TRIPS_CONNECTIONS connections (default 16). Aims: list p95 under
// 50 ms, detail p95 under 30 ms. A throwaway cluster is made with the machine's initdb and seeded small
// by the seed CLI, then the bookings go in with one INSERT ... SELECT; BENCH_DATABASE_URL reuses one.
// Run: node tests/perf/trips.mjs  (or BENCH_TRIPS=1 npm run bench). Prints figures and the list's
// query plan; asserts nothing.
import { execFileSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { measure, ms, percentile, signInCookie, startBenchServer, waitFor } from './benchKit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_TRIPS_CONNECTIONS ?? 16);
const ownerBookings = Number(process.env.BENCH_OWNER_BOOKINGS ?? 5_000);
const port = Number(process.env.BENCH_TRIPS_PORT ?? 3331);
const base = `http://127.0.0.1:${port}`;

/**
 * The owner's boats each get consecutive three-day slots from 2031 on (no double booking whatever the
 * status); one booking in 25 is the demo renter's (200 of 5,000), the others spread over renters.
 * Statuses cycle through every paid one, so each tab has its share.
 */
async function load(databaseUrl) {
  const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
  const db = await openDatabase({ databaseUrl });
  try {
    const started = Date.now();
    // A bulk load: the daily summary and the search's held days (migration 076) are not what is
    // measured here, and thousands of separate trips in 2031 would not fit one search index tuple.
    await db.query('ALTER TABLE bookings DISABLE TRIGGER bookings_daily');
    await db.query('ALTER TABLE bookings DISABLE TRIGGER bookings_held_days_insert');
    await db.query(
      `WITH owner AS (SELECT id FROM users WHERE email = 'owner@bosun.test'),
            renter AS (SELECT id FROM users WHERE email = 'renter@bosun.test'),
            boats AS (SELECT array_agg(p.id ORDER BY p.id) AS ids, array_agg(p.title ORDER BY p.id) AS titles,
                             count(*)::int AS n
                        FROM products p, owner WHERE p.owner_id = owner.id AND p.kind = 'boat'),
            renters AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n
                          FROM (SELECT id FROM users WHERE staff_role IS NULL AND email NOT LIKE '%@bosun.test'
                                 ORDER BY id LIMIT 2000) u),
            statuses AS (SELECT ARRAY['paid', 'down_payment_paid', 'accepted', 'checked_in', 'checked_out',
                           'completed', 'reviewed', 'declined', 'expired', 'cancelled_by_tenant',
                           'cancelled_by_owner', 'damage_claimed'] AS list)
       INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                             price_lines, rental_amount, total_amount, online_amount, cancellation_policy,
                             paid_at, response_due_at, created_at, updated_at)
       SELECT 'TRIP-' || g, boats.ids[1 + g % boats.n],
              CASE WHEN g % 25 = 0 THEN renter.id ELSE renters.ids[1 + (g * 7) % renters.n] END, owner.id,
              daterange('2031-01-01'::date + (g / boats.n) * 3, '2031-01-01'::date + (g / boats.n) * 3 + 2),
              1 + g % 8, statuses.list[1 + (g * 5 + g / 97) % 12], boats.titles[1 + g % boats.n], '[]',
              20000 + (g::bigint * 7919) % 400000, 22000 + (g::bigint * 7919) % 440000,
              22000 + (g::bigint * 7919) % 440000, 'moderate', now(), now() + interval '40 hours', now(), now()
         FROM generate_series(1, $1::int) g, boats, renters, statuses, owner, renter`,
      [ownerBookings],
    );
    await db.query('ALTER TABLE bookings ENABLE TRIGGER bookings_daily');
    await db.query('ALTER TABLE bookings ENABLE TRIGGER bookings_held_days_insert');
    await db.query('VACUUM ANALYZE bookings');
    console.log(`loaded ${ownerBookings} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const plan = await db.query(
      `EXPLAIN (ANALYZE, COSTS OFF) SELECT b.id FROM bookings b, users u
        WHERE u.email = 'owner@bosun.test' AND b.owner_id = u.id AND b.status = ANY($1::text[])
        ORDER BY lower(b.period) DESC, b.id DESC LIMIT 20`,
      [['checked_out', 'completed', 'reviewed', 'damage_claimed']],
    );
    console.log(`owner past list plan:\n  ${plan.rows.map((r) => r['QUERY PLAN']).join('\n  ')}`);
    const { rows } = await db.query(
      `SELECT b.id FROM bookings b JOIN users u ON u.id = b.owner_id
        WHERE u.email = 'owner@bosun.test' AND b.reference LIKE 'TRIP-%' ORDER BY b.id LIMIT 1`,
    );
    return rows[0].id;
  } finally {
    await db.close();
  }
}

let cluster = null;
let databaseUrl = process.env.BENCH_DATABASE_URL;
let detailId = process.env.BENCH_TRIP_ID;
if (!databaseUrl) {
  cluster = startThrowawayPostgres();
  if (cluster.error) throw new Error(cluster.error);
  databaseUrl = cluster.url;
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--boats', '300'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    });
    detailId = await load(databaseUrl);
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

const server = startBenchServer(port, {
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  SEED_ON_START: 'false',
});

try {
  await waitFor(`${base}/api/health`);
  const owner = await signInCookie(base, 'owner@bosun.test');
  const renter = await signInCookie(base, 'renter@bosun.test');
  const list = (role, tab, page = 1) =>
    `${base}/api/v6/account/bookings?role=${role}&tab=${tab}&page=${page}`;
  const targets = [
    ['owner list: requests', list('owner', 'requests'), owner, 50],
    ['owner list: past, page 3', list('owner', 'past', 3), owner, 50],
    ['owner list: cancelled', list('owner', 'cancelled'), owner, 50],
    ['renter list: upcoming', list('tenant', 'upcoming'), renter, 50],
    ['booking detail (owner)', `${base}/api/v6/booking/${detailId}/detail`, owner, 30],
    ['account overview (owner)', `${base}/api/v6/account/overview`, owner, 50],
  ];
  const table = [];
  // BENCH_TRIPS_ONLY=detail measures (and profiles) only the targets whose name contains it.
  const only = process.env.BENCH_TRIPS_ONLY;
  for (const [name, url, cookie, aim] of targets.filter(([name]) => !only || name.includes(only))) {
    const probe = await fetch(url, { headers: { cookie } });
    if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
    await measure(url, { connections, seconds: 1, cookie }); // warm-up
    const { result, times } = await measure(url, { connections, seconds, cookie });
    table.push({
      target: name,
      conns: connections,
      'req/s': Math.round(result.requests.average),
      'p50 ms': ms(percentile(times, 50)),
      'p95 ms': ms(percentile(times, 95)),
      'aim p95 ms': aim,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(
    `\nTrips with an owner of ${ownerBookings} bookings on PostgreSQL: ${seconds} s per row, ${new Date().toISOString()}`,
  );
  console.table(table);
} finally {
  server.stop();
  // BENCH_KEEP_DATABASE=1 leaves the loaded cluster running for EXPLAIN and profiling, and says how to reuse it.
  if (process.env.BENCH_KEEP_DATABASE === '1' && cluster) {
    console.log(`kept: BENCH_DATABASE_URL=${databaseUrl} BENCH_TRIP_ID=${detailId}`);
  } else {
    cluster?.stop();
  }
}
