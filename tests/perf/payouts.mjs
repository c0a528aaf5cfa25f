// Payout run benchmark (DESIGN.md, "Owner earnings and payouts"): on PostgreSQL, BENCH_PAYOUT_OWNERS owners (default 10,000) with
// BENCH_PAYOUT_EARNINGS due earnings between them (default 200,000), each owner with their payout
// details, batched and sent by one run of the payout job through the sandbox provider. Prints the
// run's time and the process's peak RSS and heap (aim: < 60 s, memory flat), then the demo owner's
// Earnings page API at 1 and BENCH_PAYOUT_CONNECTIONS connections (default 16; aim p95 < 50 ms).
//
// The machine may be busy: every figure is printed with the load average (os.loadavg) and next to a
// floor measured in the same run — the run next to the bare SQL of its read (the owners' payable rows,
// grouped, in one statement), the page next to bare Fastify's hello world and GET /api/health at the
// same connections. The data is loaded once into a template database; each run (BENCH_PAYOUT_REPEAT,
// default 2) gets a fresh copy of it. BENCH_PAYOUT_COMPARE=<another checkout of Bosun> also runs that
// checkout's payout run and Earnings API on their own copies, interleaved with this one's (before/after);
// with BENCH_PAYOUT_COMPARE_RUNS=0 only its Earnings API, on this checkout's data. BENCH_PAYOUT_API_REPEAT
// (default BENCH_PAYOUT_REPEAT) is how many times the page is measured.
// BENCH_KEEP_DATABASE=1 leaves the cluster running and prints its URL.
// Beside the run's wall time, the CPU seconds it took in its process and in PostgreSQL: a busy machine
// stretches the wall time several times over, the CPU time much less.
// Run: node tests/perf/payouts.mjs  (or BENCH_PAYOUTS=1 npm run bench). Asserts nothing.
import { execFileSync, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { measure, ms, percentile, signInCookie, startBenchServer, waitFor } from './benchKit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const owners = Number(process.env.BENCH_PAYOUT_OWNERS ?? 10_000);
const earnings = Number(process.env.BENCH_PAYOUT_EARNINGS ?? 200_000);
const connections = Number(process.env.BENCH_PAYOUT_CONNECTIONS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const repeat = Number(process.env.BENCH_PAYOUT_REPEAT ?? 2);
const port = Number(process.env.BENCH_PAYOUTS_PORT ?? 3533);
const helloPort = port + 1;
const compare = process.env.BENCH_PAYOUT_COMPARE ? resolve(process.env.BENCH_PAYOUT_COMPARE) : null;
const base = `http://127.0.0.1:${port}`;
// BENCH_PAYOUT_COMPARE_RUNS=0: the other checkout's Earnings API only, on this checkout's last run's data
const compareRuns = process.env.BENCH_PAYOUT_COMPARE_RUNS !== '0';
const apiRepeat = Number(process.env.BENCH_PAYOUT_API_REPEAT ?? repeat);

/** The 1, 5 and 15 minute load averages, for the tables. */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/**
 * The owners and their earnings, loaded in bulk: `owners` users with encrypted IBANs, one booking per
 * earning on seeded products (cancelled by the renter, so the no-double-booking rule leaves them be,
 * a status the payout run does not look at), started 10 to 60 days ago, and one owner_earning row each.
 * The demo owner gets 20 of them too, for the page. The bookings' and ledger's triggers (daily
 * statistics, held days, the earning's derivation) are the product's, not the fixture's: the load runs
 * with them off (session_replication_role), which takes it from many minutes to seconds.
 */
async function loadData(databaseUrl) {
  const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
  const { encryptIban } = await tsImport('../../src/modules/payouts/bankDetails.ts', import.meta.url);
  const { DEVELOPMENT_BANK_DETAILS_KEY } = await tsImport('../../src/config.ts', import.meta.url);
  const db = await openDatabase({ databaseUrl });
  const started = Date.now();
  const cipher = encryptIban('FR7630006000011234567890189', DEVELOPMENT_BANK_DETAILS_KEY);
  try {
    await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
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
        `loaded ${total} owners and ${rows.length} earnings in ${Math.round((Date.now() - started) / 1000)} s (load ${load()})`,
      );
    });
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.close();
  }
}

/** A statement on the cluster's maintenance database (CREATE/DROP DATABASE cannot run inside the copied one). */
async function admin(clusterUrl, sql) {
  const url = new URL(clusterUrl);
  url.pathname = '/template1';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
const databaseOf = (clusterUrl, name) => {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** One payout run of the checkout at `checkout` on the database at `databaseUrl`, in a process of its own. */
function payoutRun(checkout, databaseUrl, label) {
  const loadBefore = load();
  const out = execFileSync(process.execPath, ['--expose-gc', join(root, 'tests/perf/payoutRunOnce.mjs')], {
    cwd: checkout,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const r = JSON.parse(out.toString().trim().split('\n').at(-1));
  const mb = (v) => Math.round(v / 1024 / 1024);
  return {
    code: label,
    owners,
    earnings,
    created: r.run.created,
    sent: r.run.sent,
    failed: r.run.failed,
    'rows paid': r.paid,
    'paid twice': r.twice,
    'run s': ms(r.seconds),
    'CPU s: node + PostgreSQL': `${ms(r.nodeCpu)} + ${ms(r.databaseCpu)}`,
    'floor: bare read s': ms(r.floor),
    'rss MB (start/peak)': `${mb(r.before.rss)}/${mb(r.peakRss)}`,
    'heap MB (start/peak/after gc)': `${mb(r.before.heapUsed)}/${mb(r.peakHeap)}/${mb(r.after.heapUsed)}`,
    'load before': loadBefore,
    'load after': load(),
  };
}

/** p50/p95/p99 of `url` at 1 and `connections` connections, with the load average of each cell. */
async function latencies(target, url, cookie) {
  await measure(url, { connections, seconds: 1, cookie });
  const rows = [];
  for (const conns of [1, connections]) {
    const { result, times } = await measure(url, { connections: conns, seconds, cookie });
    rows.push({
      target,
      conns,
      'req/s': Math.round(result.requests.average),
      'p50 ms': ms(percentile(times, 50)),
      'p95 ms': ms(percentile(times, 95)),
      'p99 ms': ms(percentile(times, 99)),
      errors: result.errors + result.non2xx,
      load: load(),
    });
  }
  return rows;
}

/** The demo owner's Earnings API, served by the checkout at `checkout` on `databaseUrl`. */
async function earningsApi(checkout, databaseUrl, label, withFloors) {
  const server = startBenchServer(
    port,
    { NODE_ENV: 'test', DATABASE_URL: databaseUrl, SEED_ON_START: 'false' },
    checkout,
  );
  try {
    await waitFor(`${base}/api/health`);
    const cookie = await signInCookie(base, 'owner@bosun.test');
    const url = `${base}/api/v6/account/earnings?_locale=fr&currency=EUR`;
    const probe = await fetch(url, { headers: { cookie } });
    if (!probe.ok) throw new Error(`earnings: ${probe.status} ${await probe.text()}`);
    const rows = await latencies(`GET /api/v6/account/earnings (${label})`, url, cookie);
    if (withFloors)
      rows.push(...(await latencies(`floor: GET /api/health (${label})`, `${base}/api/health`)));
    return rows;
  } finally {
    await server.stop();
  }
}

const cluster = process.env.BENCH_DATABASE_URL ? null : startThrowawayPostgres();
if (cluster?.error) {
  console.log(`payouts benchmark skipped: ${cluster.error}`);
  process.exit(0);
}
const clusterUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
try {
  if (cluster) {
    execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--boats', '60'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: clusterUrl, NODE_ENV: 'development' },
    });
    await loadData(clusterUrl);
    await admin(clusterUrl, 'CREATE DATABASE bench_loaded TEMPLATE postgres');
  }
  // each run on a fresh copy of the loaded data (a given BENCH_DATABASE_URL is used as it is, once)
  const checkouts = [[root, 'this checkout'], ...(compare ? [[compare, `compare: ${compare}`]] : [])];
  const runs = [];
  const databases = new Map();
  for (let i = 1; i <= (cluster ? repeat : 1); i++) {
    for (const [checkout, label] of checkouts) {
      if (checkout === compare && !compareRuns) continue;
      let databaseUrl = clusterUrl;
      if (cluster) {
        const name = `bench_run_${runs.length}`;
        await admin(clusterUrl, `CREATE DATABASE ${name} TEMPLATE bench_loaded`);
        databaseUrl = databaseOf(clusterUrl, name);
      }
      databases.set(label, databaseUrl);
      runs.push({ run: i, ...payoutRun(checkout, databaseUrl, label) });
      console.log(JSON.stringify(runs.at(-1)));
    }
  }
  console.log(`\nPayout run, ${new Date().toISOString()}, node ${process.version}`);
  console.table(runs);

  // the Earnings page's API for the demo owner, on each checkout's last run's database, twice each,
  // interleaved; bare Fastify's hello world and /api/health at the same connections as floors
  const hello = fork(`${root}tests/perf/hello-fastify.mjs`, {
    env: { PORT: String(helloPort) },
    stdio: 'ignore',
  });
  const table = [];
  try {
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    for (let i = 1; i <= apiRepeat; i++) {
      table.push(...(await latencies('floor: bare Fastify hello', `http://127.0.0.1:${helloPort}/`)));
      for (const [checkout, label] of checkouts) {
        const databaseUrl = databases.get(label) ?? databases.get('this checkout');
        table.push(...(await earningsApi(checkout, databaseUrl, label, i === 1)));
      }
    }
  } finally {
    hello.kill('SIGTERM');
  }
  console.log(`\nEarnings API, ${seconds} s per cell`);
  console.table(table);
} finally {
  // BENCH_KEEP_DATABASE=1 leaves the throwaway cluster running with the loaded data, to look into a
  // figure: its URL is printed, and the runs' copies are bench_run_N.
  if (process.env.BENCH_KEEP_DATABASE && cluster)
    console.log(`kept: ${clusterUrl} (bench_loaded, bench_run_N)`);
  else cluster?.stop();
}
