// Payout run benchmark (DESIGN.md, "Owner earnings and payouts"): on PostgreSQL, BENCH_PAYOUT_OWNERS owners (default 10,000) with
// BENCH_PAYOUT_EARNINGS due earnings between them (default 200,000), each owner with their payout
// details, batched and sent by one run of the payout job through the sandbox provider. Prints the
// run's time and the process's peak RSS and heap (aim: < 60 s, memory flat), then the demo owner's
// Earnings page API at 1 and BENCH_PAYOUT_CONNECTIONS connections (default 16; aim p95 < 50 ms).
// Run: node tests/perf/payouts.mjs  (or BENCH_PAYOUTS=1 npm run bench). Asserts nothing.
import { execFileSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { measure, ms, percentile, signInCookie, startBenchServer, waitFor } from './benchKit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const owners = Number(process.env.BENCH_PAYOUT_OWNERS ?? 10_000);
const earnings = Number(process.env.BENCH_PAYOUT_EARNINGS ?? 200_000);
const connections = Number(process.env.BENCH_PAYOUT_CONNECTIONS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PAYOUTS_PORT ?? 3533);
const base = `http://127.0.0.1:${port}`;

/**
 * The owners and their earnings, loaded in bulk: `owners` users with encrypted IBANs, one booking per
 * earning on seeded products (cancelled by the renter, so the no-double-booking rule leaves them be,
 * a status the payout run does not look at), started 10 to 60 days ago, and one owner_earning row each.
 * The demo owner gets 20 of them too, for the page.
 */
async function load(databaseUrl) {
  const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
  const { encryptIban } = await tsImport('../../src/modules/payouts/bankDetails.ts', import.meta.url);
  const { DEVELOPMENT_BANK_DETAILS_KEY } = await tsImport('../../src/config.ts', import.meta.url);
  const db = await openDatabase({ databaseUrl });
  const started = Date.now();
  const cipher = encryptIban('FR7630006000011234567890189', DEVELOPMENT_BANK_DETAILS_KEY);
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO users (email, first_name, last_name, is_owner, owner_type, status, created_at)
         SELECT 'bench-owner-' || g || '@bosun.test', 'Owner', 'N' || g, true,
                CASE WHEN g % 5 = 0 THEN 'professional' ELSE 'private' END, 'active', now()
           FROM generate_series(1, $1) g`,
        [owners],
      );
      await tx.query(
        `CREATE TEMP TABLE bench_owners ON COMMIT DROP AS
           SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users
            WHERE email LIKE 'bench-owner-%' OR email = 'owner@bosun.test'`,
      );
      await tx.query(
        `INSERT INTO owner_payout_profiles (user_id, account_holder, iban_ciphertext, iban_masked, iban_country,
                                            verification_status, details_updated_at, created_at, updated_at)
         SELECT id, 'Owner', $1, 'FR76 •••• 0189', 'FR', 'verified', now(), now(), now() FROM bench_owners
         ON CONFLICT (user_id) DO NOTHING`,
        [cipher],
      );
      const total = (await tx.query('SELECT count(*)::int AS n FROM bench_owners')).rows[0].n;
      await tx.query(
        `CREATE TEMP TABLE bench_bookings ON COMMIT DROP AS
           SELECT g, o.id AS owner_id, (SELECT min(id) FROM products) + g % 50 AS product_id,
                  current_date - 10 - (g % 50) AS start_date
             FROM generate_series(0, $1 - 1) g JOIN bench_owners o ON o.n = g % $2`,
        [earnings, total],
      );
      const { rows } = await tx.query(
        `WITH b AS (
           INSERT INTO bookings (reference, tenant_id, owner_id, product_id, period, people, status, listing_title,
                                 price_lines, rental_amount, total_amount, online_amount, cancellation_policy,
                                 created_at, updated_at)
           SELECT 'BENCH' || bb.g, (SELECT min(id) FROM users WHERE NOT is_owner), bb.owner_id, bb.product_id,
                  daterange(bb.start_date, bb.start_date + 1), 2, 'cancelled_by_tenant', 'Bench boat', '[]',
                  20000, 22000, 22000, 'flexible', now(), now()
             FROM bench_bookings bb
           RETURNING id, owner_id)
         INSERT INTO ledger_entries (booking_id, user_id, party, kind, amount, idempotency_key, details, occurred_at)
         SELECT b.id, b.owner_id, 'owner', 'owner_earning', 17000, 'bench:' || b.id, '{"basis":"rental"}', now()
           FROM b RETURNING 1`,
      );
      console.log(
        `loaded ${total} owners and ${rows.length} earnings in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    });
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.close();
  }
}

const cluster = process.env.BENCH_DATABASE_URL ? null : startThrowawayPostgres();
if (cluster?.error) {
  console.log(`payouts benchmark skipped: ${cluster.error}`);
  process.exit(0);
}
const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
try {
  if (cluster) {
    execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--boats', '60'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    });
    await load(databaseUrl);
  }

  // the run, in this process, its memory sampled every 100 ms
  const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
  const { runPayouts } = await tsImport('../../src/modules/payouts/service.ts', import.meta.url);
  const { createSandboxPayouts } = await tsImport(
    '../../src/providers/payouts/sandboxPayouts.ts',
    import.meta.url,
  );
  const { DEVELOPMENT_BANK_DETAILS_KEY } = await tsImport('../../src/config.ts', import.meta.url);
  const db = await openDatabase({ databaseUrl });
  let peakRss = 0;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 100);
  const before = process.memoryUsage();
  const started = performance.now();
  const run = await runPayouts(db, {
    provider: createSandboxPayouts(),
    publicUrl: base,
    bankDetailsKey: DEVELOPMENT_BANK_DETAILS_KEY,
    anyDay: true,
  });
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const paid = (await db.query(`SELECT count(*)::int AS n FROM payout_items`)).rows[0].n;
  const twice = (
    await db.query(
      `SELECT count(*)::int AS n FROM (SELECT ledger_entry_id FROM payout_items GROUP BY 1 HAVING count(*) > 1) x`,
    )
  ).rows[0].n;
  await db.close();
  const mb = (v) => Math.round(v / 1024 / 1024);
  console.table([
    {
      owners,
      earnings,
      created: run.created,
      sent: run.sent,
      failed: run.failed,
      'rows paid': paid,
      'paid twice': twice,
      'run s': ms(elapsed / 1000),
      'rss MB (start/peak)': `${mb(before.rss)}/${mb(peakRss)}`,
      'heap MB (start/peak)': `${mb(before.heapUsed)}/${mb(peakHeap)}`,
    },
  ]);

  // the Earnings page's API for the demo owner
  const server = startBenchServer(port, {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'false',
  });
  try {
    await waitFor(`${base}/api/health`);
    const cookie = await signInCookie(base, 'owner@bosun.test');
    const url = `${base}/api/v6/account/earnings?_locale=fr&currency=EUR`;
    const probe = await fetch(url, { headers: { cookie } });
    if (!probe.ok) throw new Error(`earnings: ${probe.status} ${await probe.text()}`);
    await measure(url, { connections, seconds: 1, cookie });
    const table = [];
    for (const conns of [1, connections]) {
      const { result, times } = await measure(url, { connections: conns, seconds, cookie });
      table.push({
        target: 'GET /api/v6/account/earnings',
        conns,
        'req/s': Math.round(result.requests.average),
        'p50 ms': ms(percentile(times, 50)),
        'p95 ms': ms(percentile(times, 95)),
        'p99 ms': ms(percentile(times, 99)),
      });
    }
    console.table(table);
  } finally {
    await server.stop();
  }
} finally {
  cluster?.stop();
}
