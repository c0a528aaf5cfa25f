// Owner listings benchmark (issue 17): on PostgreSQL, the demo owner with BENCH_OWNER_LISTINGS listings
// (default 200) loads account/listings: the API call its page's loader makes, at
// BENCH_OWNER_LISTINGS_CONNECTIONS connections (default 16). Aim: p95 under 50 ms. A throwaway cluster
// is made with the machine's initdb and seeded small by the seed CLI, then the owner's listings are
// copies of seeded boats (pictures, equipment, texts) made with INSERT ... SELECT, with bookings of the
// last 30 days and to come; BENCH_DATABASE_URL reuses a loaded one.
// Run: node tests/perf/ownerListings.mjs  (or BENCH_OWNER_LISTINGS=1 npm run bench). Prints figures
// and the plans of the page's three queries; asserts nothing.
import { execFileSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { measure, ms, percentile, signInCookie, startBenchServer, waitFor } from './benchKit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_OWNER_LISTINGS_CONNECTIONS ?? 16);
// BENCH_OWNER_LISTINGS=1 is the switch in run.mjs; any larger number is the fleet's size.
const wanted = Number(process.env.BENCH_OWNER_LISTINGS ?? 200);
const listings = wanted > 1 ? wanted : 200;
const bookingsPerListing = Number(process.env.BENCH_OWNER_LISTING_BOOKINGS ?? 20);
const port = Number(process.env.BENCH_OWNER_LISTINGS_PORT ?? 3532);
const base = `http://127.0.0.1:${port}`;
const OWNER = 'owner@bosun.test';

/**
 * The owner's fleet grows to `listings` by copying other owners' boats with their pictures,
 * equipment and texts; one in ten copies is a draft and one in twenty is in review, as a real fleet.
 * Each listing then gets bookings: a third made in the last 30 days (the page's counts), the rest
 * spread over the next months in every status (the page's next bookings).
 */
async function load(databaseUrl) {
  const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
  const db = await openDatabase({ databaseUrl });
  try {
    const started = Date.now();
    const { rows: columns } = await db.query(
      `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list
         FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'products' AND is_generated = 'NEVER'`,
    );
    const list = columns[0].list;
    await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `SELECT u.id, (SELECT count(*)::int FROM products p WHERE p.owner_id = u.id) AS owned
           FROM users u WHERE u.email = $1`,
        [OWNER],
      );
      const [{ id: ownerId, owned }] = rows;
      await tx.query(
        `CREATE TEMP TABLE fleet_ids ON COMMIT DROP AS
           SELECT p.id AS source_id, nextval(pg_get_serial_sequence('products', 'id')) AS id,
                  row_number() OVER (ORDER BY p.id) AS n
             FROM products p WHERE p.kind = 'boat' AND p.owner_id <> $1 ORDER BY p.id LIMIT $2`,
        [ownerId, Math.max(0, listings - owned)],
      );
      await tx.query(
        `CREATE TEMP TABLE fleet ON COMMIT DROP AS
           SELECT p.* FROM products p JOIN fleet_ids f ON f.source_id = p.id`,
      );
      await tx.query(
        `UPDATE fleet x SET id = f.id, owner_id = $1, slug = x.slug || '-fleet-' || f.id,
                moderation_status = CASE WHEN f.n % 10 = 0 THEN 'draft'
                                         WHEN f.n % 20 = 5 THEN 'pending_review' ELSE x.moderation_status END
           FROM fleet_ids f WHERE f.source_id = x.id`,
        [ownerId],
      );
      await tx.query(`INSERT INTO products (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM fleet`);
      await tx.query(
        `INSERT INTO product_pictures (product_id, position, url, alt)
           SELECT f.id, x.position, x.url, x.alt FROM product_pictures x JOIN fleet_ids f ON f.source_id = x.product_id`,
      );
      await tx.query(
        `INSERT INTO product_equipment (product_id, equipment_id)
           SELECT f.id, x.equipment_id FROM product_equipment x JOIN fleet_ids f ON f.source_id = x.product_id`,
      );
      await tx.query(
        `INSERT INTO product_translations (product_id, language, title, description)
           SELECT f.id, x.language, x.title, x.description
             FROM product_translations x JOIN fleet_ids f ON f.source_id = x.product_id`,
      );
    });
    // A bulk load: the daily summary and the search's held days (migration 076) are not measured here.
    await db.query('ALTER TABLE bookings DISABLE TRIGGER bookings_daily');
    await db.query('ALTER TABLE bookings DISABLE TRIGGER bookings_held_days_insert');
    await db.query(
      `WITH owner AS (SELECT id FROM users WHERE email = $2),
            boats AS (SELECT array_agg(p.id ORDER BY p.id) AS ids, array_agg(p.title ORDER BY p.id) AS titles,
                             count(*)::int AS n
                        FROM products p, owner WHERE p.owner_id = owner.id),
            renters AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n
                          FROM (SELECT id FROM users WHERE staff_role IS NULL AND email NOT LIKE '%@bosun.test'
                                 ORDER BY id LIMIT 2000) u),
            statuses AS (SELECT ARRAY['paid', 'accepted', 'down_payment_paid', 'checked_in', 'declined',
                           'expired', 'cancelled_by_tenant', 'completed'] AS list)
       INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                             price_lines, rental_amount, total_amount, online_amount, cancellation_policy,
                             paid_at, accepted_at, response_due_at, created_at, updated_at)
       SELECT 'FLEET-' || g, boats.ids[1 + g % boats.n], renters.ids[1 + (g * 7) % renters.n], owner.id,
              -- each boat's bookings follow one another, three days each, after the seed's (within a year)
              daterange(current_date + 400 + (g / boats.n) * 3, current_date + 400 + (g / boats.n) * 3 + 2),
              1 + g % 8, statuses.list[1 + (g * 5 + g / 97) % 8], boats.titles[1 + g % boats.n], '[]',
              20000 + (g::bigint * 7919) % 400000, 22000 + (g::bigint * 7919) % 440000,
              22000 + (g::bigint * 7919) % 440000, 'moderate', now(),
              CASE WHEN g % 2 = 0 THEN now() END, now() + interval '40 hours',
              CASE WHEN g % 3 = 0 THEN now() - (g % 29) * interval '1 day' ELSE now() - interval '90 days' END,
              now()
         FROM generate_series(1, $1::int) g, boats, renters, statuses, owner`,
      [listings * bookingsPerListing, OWNER],
    );
    await db.query('ALTER TABLE bookings ENABLE TRIGGER bookings_daily');
    await db.query('ALTER TABLE bookings ENABLE TRIGGER bookings_held_days_insert');
    await db.query('VACUUM ANALYZE products');
    await db.query('VACUUM ANALYZE bookings');
    await db.query('VACUUM ANALYZE product_pictures');
    console.log(
      `loaded ${listings} listings and ${listings * bookingsPerListing} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await sealSeededContracts(db, databaseUrl);
  } finally {
    await db.close();
  }
}

/**
 * The seed signs contracts whose PDFs the server's e-contract job makes in batches of 20 every 30 s,
 * 60–70 ms of CPU each (pdf-lib; on the server's thread until d272424), so a server started on a fresh
 * seed spends its first minutes on them and the benchmark measured that backlog, not the page (p95
 * twice as high in the row a batch fell in). They are made here, by the job's own run, before the
 * server starts.
 */
async function sealSeededContracts(db, databaseUrl) {
  const { loadConfig } = await tsImport('../../src/config.ts', import.meta.url);
  const { runEcontractJobs } = await tsImport('../../src/jobs/econtractJobs.ts', import.meta.url);
  const { createPaymentProviders } = await tsImport(
    '../../src/providers/payments/paymentProviderFor.ts',
    import.meta.url,
  );
  const { fileStoreFor } = await tsImport('../../src/providers/files.ts', import.meta.url);
  const { stopPdfThread } = await tsImport('../../src/modules/econtracts/pdfThread.ts', import.meta.url);
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl });
  const context = {
    providers: createPaymentProviders(config, db),
    files: fileStoreFor(config),
    publicUrl: config.PUBLIC_URL,
  };
  const started = Date.now();
  let sealed = 0;
  let failed = 0;
  // until a run seals none (a contract that fails would be claimed again by every run)
  for (;;) {
    const run = await runEcontractJobs(db, context);
    sealed += run.pdfs;
    failed += run.failed;
    if (run.pdfs === 0) break;
  }
  await stopPdfThread();
  console.log(
    `sealed the seed's ${sealed} signed contracts in ${((Date.now() - started) / 1000).toFixed(1)} s${failed ? ` (${failed} failed)` : ''}`,
  );
}

/**
 * The plans of the two pages' statements (src/modules/owners/repository.ts, bookings/repository.ts),
 * as the server runs them: the listings' counts and the page with its next bookings; the bookings
 * list's tab badges and its page.
 */
async function printPlans(databaseUrl) {
  const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
  const db = await openDatabase({ databaseUrl });
  try {
    const { rows } = await db.query('SELECT id FROM users WHERE email = $1', [OWNER]);
    const ownerId = rows[0].id;
    const captured = [];
    const explaining = {
      query: async (sql, params) => {
        const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
        captured.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n  '));
        return { rows: [] };
      },
    };
    const repo = await tsImport('../../src/modules/owners/repository.ts', import.meta.url);
    const bookings = await tsImport('../../src/modules/bookings/repository.ts', import.meta.url);
    const { TAB_STATUSES } = await tsImport('../../src/modules/bookings/stateMachine.ts', import.meta.url);
    await repo.countOwnerListings(explaining, ownerId);
    // the first page, as the page's loader asks it
    await repo.findOwnerListings(explaining, ownerId, new Date(), 'fr', {
      status: null,
      limit: 24,
      offset: 0,
      nextBookingsShown: 3,
    });
    await bookings.countByStatus(explaining, 'owner_id', ownerId);
    await bookings.listBookingRows(explaining, {
      language: 'fr',
      now: new Date(),
      viewerId: ownerId,
      side: 'owner_id',
      userId: ownerId,
      statuses: TAB_STATUSES.upcoming,
      newestFirst: false,
      limit: 10,
      offset: 0,
    });
    const names = [
      'listings: counts by state',
      'listings: the page with its next bookings',
      'bookings: the tab badges',
      'bookings: the upcoming tab',
    ];
    for (const [n, plan] of captured.entries()) console.log(`\n${names[n]} (plan):\n  ${plan}`);
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
    execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--boats', '600'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    });
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
  await printPlans(databaseUrl).catch((error) => console.log(`plans not printed: ${error.message}`));
  const owner = await signInCookie(base, OWNER);
  // What the page's loader asks (public-site/pages/ListingsPage): the first page in the page's
  // language; then a page further on, and one state (the filter).
  const listingsUrl = (more) => `${base}/api/v6/account/listings?_locale=fr&currency=EUR${more}`;
  // ...and the owner's bookings list (account/bookings as an owner): a tab of trips to come, a tab
  // read newest first further on; each request counts every tab for the badges.
  const bookingsUrl = (more) => `${base}/api/v6/account/bookings?_locale=fr&role=owner${more}`;
  const targets = [
    ['GET /api/v6/account/listings', listingsUrl('')],
    ['GET /api/v6/account/listings?page=5', listingsUrl('&page=5')],
    ['GET /api/v6/account/listings?state=published', listingsUrl('&state=published')],
    ['GET /api/v6/account/bookings?role=owner&tab=upcoming', bookingsUrl('&tab=upcoming')],
    ['GET /api/v6/account/bookings?role=owner&tab=cancelled&page=3', bookingsUrl('&tab=cancelled&page=3')],
  ];
  const urlOf = listingsUrl;
  for (const [, url] of targets) {
    const answer = await fetch(url, { headers: { cookie: owner } });
    if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  }
  const probe = await fetch(urlOf(''), { headers: { cookie: owner } });
  if (!probe.ok) throw new Error(`account listings: ${probe.status} ${await probe.text()}`);
  const answer = await probe.json();
  const size = Buffer.byteLength(JSON.stringify(answer));
  await measure(urlOf(''), { connections, seconds: 1, cookie: owner }); // warm-up
  const table = [];
  const { loadavg } = await import('node:os');
  for (const [target, url] of targets) {
    await measure(url, { connections, seconds: 1, cookie: owner }); // warm-up
    // One connection shows a request's own cost; 16 the aim's, where requests wait for the machine too.
    for (const conns of [1, connections]) {
      const { result, times } = await measure(url, { connections: conns, seconds, cookie: owner });
      table.push({
        target,
        load: loadavg()[0].toFixed(1),
        conns,
        'req/s': Math.round(result.requests.average),
        'p50 ms': ms(percentile(times, 50)),
        'p95 ms': ms(percentile(times, 95)),
        'aim p95 ms': conns === connections ? 50 : '',
        errors: result.errors + result.non2xx,
      });
    }
  }
  // The machine's load: on a shared machine it moves every figure (and each row's load is printed).
  const load = loadavg()[0].toFixed(1);
  console.log(
    `\naccount/listings and account/bookings of an owner of ${answer.counts.all} listings and ${listings * bookingsPerListing} loaded bookings, ${answer.listings.length} a page, on PostgreSQL (${Math.round(size / 1024)} kB first page): ${seconds} s per row, load average ${load}, ${new Date().toISOString()}`,
  );
  console.table(table);
} finally {
  await server.stop();
  // BENCH_KEEP_DATABASE=1 leaves the loaded cluster running for EXPLAIN and profiling, and says how to reuse it.
  if (process.env.BENCH_KEEP_DATABASE === '1' && cluster) {
    console.log(`kept: BENCH_DATABASE_URL=${databaseUrl}`);
  } else {
    cluster?.stop();
  }
}
