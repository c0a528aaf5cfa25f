// Operations back-office benchmark (issue 6): with BENCH_BOOKINGS bookings (default 1,000,000) on
// PostgreSQL, the bookings list filtered by status and sorted (by creation and by start date), and
// the manager dashboard over 30 days, a year and a year in one country, at BENCH_BACKOFFICE_CONNECTIONS
// connections (default 8). Aims: p95 under 150 ms for the list, 300 ms for the dashboard. A throwaway
// cluster is made with the machine's initdb and seeded small by the seed CLI, then the bookings go in
// with one INSERT ... SELECT; BENCH_DATABASE_URL reuses a database already loaded.
// Run: node tests/perf/backoffice.mjs  (or BENCH_BACKOFFICE=1 npm run bench). Prints figures and the
// query plans; asserts nothing.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { day, measure, ms, percentile, signInCookie, startBenchServer, waitFor } from './benchKit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_BACKOFFICE_CONNECTIONS ?? 8);
const bookingCount = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const port = Number(process.env.BENCH_BACKOFFICE_PORT ?? 3438);
const base = `http://127.0.0.1:${port}`;

const runHttp = (url, cookie) => measure(url, { connections, seconds, cookie });

/**
 * Bookings over the seeded boats and renters, created evenly over the last two years in id order.
 * Every booking of a boat gets its own three-day slot from 2031 on (two nights, a free day between),
 * so the no-double-booking constraint holds whatever the status; statuses cycle through all thirteen.
 */
async function load(databaseUrl) {
  const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
  const db = await openDatabase({ databaseUrl });
  try {
    const started = Date.now();
    // A bulk load, as an import would do it: the daily summary's trigger is off while the rows go
    // in, and the summary is rebuilt from them in one pass afterwards (migration 041's own backfill).
    await db.query('ALTER TABLE bookings DISABLE TRIGGER bookings_daily');
    await db.query(
      `WITH boats AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(owner_id ORDER BY id) AS owners,
                             array_agg(title ORDER BY id) AS titles, count(*)::int AS n
                        FROM products WHERE kind = 'boat'),
            renters AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n
                          FROM (SELECT id FROM users WHERE staff_role IS NULL ORDER BY id LIMIT 2000) u),
            statuses AS (SELECT ARRAY['payment_pending', 'paid', 'down_payment_paid', 'accepted', 'checked_in',
                           'checked_out', 'completed', 'reviewed', 'declined', 'expired', 'cancelled_by_tenant',
                           'cancelled_by_owner', 'damage_claimed'] AS list)
       INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                             price_lines, rental_amount, total_amount, online_amount, cancellation_policy,
                             created_at, updated_at)
       SELECT 'BENCH-' || g, boats.ids[1 + g % boats.n], renters.ids[1 + (g * 7) % renters.n],
              boats.owners[1 + g % boats.n],
              daterange('2031-01-01'::date + (g / boats.n) * 3, '2031-01-01'::date + (g / boats.n) * 3 + 2),
              1 + g % 8, statuses.list[1 + (g * 5 + g / 97) % 13], boats.titles[1 + g % boats.n], '[]',
              20000 + (g::bigint * 7919) % 400000, 22000 + (g::bigint * 7919) % 440000,
              22000 + (g::bigint * 7919) % 440000,
              'moderate', now() - ($1::int - g) * (730 * interval '1 day') / $1::int, now()
         FROM generate_series(1, $1::int) g, boats, renters, statuses`,
      [bookingCount],
    );
    await db.query('ALTER TABLE bookings ENABLE TRIGGER bookings_daily');
    await db.query('TRUNCATE booking_daily');
    await db.query(
      `SELECT booking_daily_product(p.id, p.country_code, coalesce(p.product_type, 'activity'), 1) FROM products p`,
    );
    // What autovacuum does after a bulk load: statistics and the visibility map.
    await db.query('VACUUM ANALYZE bookings');
    await db.query('VACUUM ANALYZE booking_daily');
    const { rows } = await db.query('SELECT count(*)::int AS n FROM bookings');
    console.log(
      `loaded ${bookingCount} bookings (${rows[0].n} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const explain = async (title, sql, params) => {
      const plan = await db.query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
      console.log(`${title}:\n  ${plan.rows.map((r) => r['QUERY PLAN']).join('\n  ')}`);
    };
    await explain(
      'list page plan (status accepted, newest first)',
      `SELECT b.id FROM bookings b JOIN products p ON p.id = b.product_id JOIN users t ON t.id = b.tenant_id
         JOIN users o ON o.id = b.owner_id WHERE b.status = ANY($1)
        ORDER BY b.created_at DESC NULLS LAST, b.id DESC LIMIT 25`,
      [['accepted']],
    );
    // "Awaiting the owner, by start date" as the repository reads it (a per-status merge), and as
    // one plain ordered read over both statuses: the plan and the time of each, side by side.
    const { parseListQuery } = await tsImport('../../src/modules/backoffice/simpleRest.ts', import.meta.url);
    const repo = await tsImport('../../src/modules/backoffice/bookings/repository.ts', import.meta.url);
    const awaiting = parseListQuery(repo.bookingsListResource, {
      filter: JSON.stringify({ status: ['paid', 'down_payment_paid'] }),
      sort: JSON.stringify(['startDate', 'ASC']),
      range: JSON.stringify([0, 24]),
    });
    await explain(
      'list page plan (awaiting the owner, by start date: one plain ordered read)',
      repo.plainPageSql(awaiting),
      awaiting.params,
    );
    if (repo.mergedByStatus?.(awaiting))
      await explain(
        'list page plan (awaiting the owner, by start date: per-status merge, as the list reads it)',
        repo.mergedByStatus(awaiting),
        awaiting.params,
      );
    await explain('list total plan', 'SELECT count(*) FROM bookings b WHERE b.status = ANY($1)', [
      ['accepted'],
    ]);
  } finally {
    await db.close();
  }
}

let cluster = null;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  cluster = startThrowawayPostgres();
  if (cluster.error) throw new Error(cluster.error);
  databaseUrl = cluster.url;
  try {
    const started = Date.now();
    execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--boats', '300'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    });
    console.log(
      `seeded 300 boats in ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${loadavg()[0].toFixed(1)})`,
    );
    await load(databaseUrl);
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
  const cookie = await signInCookie(base, 'manager@bosun.test');
  const list = (filter, sort) =>
    `${base}/api/admin/bookings?${new URLSearchParams({
      filter: JSON.stringify(filter),
      sort: JSON.stringify(sort),
      range: JSON.stringify([0, 24]),
    })}`;
  const dashboard = (from, country) =>
    `${base}/api/admin/dashboard/manager?${new URLSearchParams({ from, to: day(0), ...(country ? { country } : {}) })}`;
  const targets = [
    [
      'bookings list: upcoming (accepted), newest first',
      list({ status: ['accepted'] }, ['createdAt', 'DESC']),
      150,
    ],
    [
      'bookings list: awaiting owner, by start date',
      list({ status: ['paid', 'down_payment_paid'] }, ['startDate', 'ASC']),
      150,
    ],
    [
      'bookings list: cancelled, by amount',
      list({ status: ['cancelled_by_tenant'] }, ['totalAmount', 'DESC']),
      150,
    ],
    ['manager dashboard: last 30 days', dashboard(day(-30)), 300],
    ['manager dashboard: last 365 days', dashboard(day(-365)), 300],
    ['manager dashboard: last 365 days, one country', dashboard(day(-365), 'GR'), 300],
    ['manager dashboard: last 730 days', dashboard(day(-730)), 300],
  ];
  const table = [];
  for (const [name, url, aim] of targets) {
    const probe = await fetch(url, { headers: { cookie } });
    if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
    await runHttp(url, cookie); // warm-up
    const { result, times } = await runHttp(url, cookie);
    table.push({
      target: name,
      load: loadavg()[0].toFixed(1),
      conns: connections,
      'req/s': Math.round(result.requests.average),
      'p50 ms': ms(percentile(times, 50)),
      'p95 ms': ms(percentile(times, 95)),
      'aim p95 ms': aim,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(
    `\nOperations back office with ${bookingCount} bookings on PostgreSQL: ${seconds} s per row, ${new Date().toISOString()}`,
  );
  console.table(table);
} finally {
  server.stop();
  cluster?.stop();
}
