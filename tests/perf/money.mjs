// Money benchmark (DESIGN.md, "One money ledger"): a receipt's PDF (aim p95 < 300 ms) and what the statement costs the booking
// page (aim: the booking detail's p95 at 16 connections grows by less than 10 %). On PostgreSQL: a
// throwaway cluster seeded by the seed CLI (BENCH_DATABASE_URL reuses one). The detail is measured on this
// checkout, and, when BENCH_MONEY_BEFORE names another checkout (a worktree of the commit before the
// ledger, with its node_modules), on that one's server against the same database: the growth is printed.
// Run: BENCH_MONEY=1 npm run bench  (or node tests/perf/money.mjs). Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { measure, ms, percentile, signInCookie, startBenchServer, waitFor } from './benchKit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_MONEY_PORT ?? 3431);
const base = `http://127.0.0.1:${port}`;
const before = process.env.BENCH_MONEY_BEFORE;

let cluster = null;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  cluster = startThrowawayPostgres();
  if (cluster.error) throw new Error(cluster.error);
  databaseUrl = cluster.url;
  execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--boats', '300'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  });
}

/** The demo renter's booking with the most ledger rows, and one of its receipts. */
async function subjects() {
  const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
  const db = await openDatabase({ databaseUrl });
  try {
    const { rows } = await db.query(
      `SELECT b.id::int AS id, count(e.id)::int AS entries,
              (SELECT d.id::int FROM documents d WHERE d.booking_id = b.id AND d.kind = 'receipt' LIMIT 1) AS receipt
         FROM bookings b JOIN users u ON u.id = b.tenant_id LEFT JOIN ledger_entries e ON e.booking_id = b.id
        WHERE u.email = 'renter@bosun.test'
        GROUP BY b.id HAVING count(e.id) > 0 ORDER BY count(e.id) DESC, b.id LIMIT 1`,
    );
    return rows[0];
  } finally {
    await db.close();
  }
}

async function row(name, url, cookie, connections, aim) {
  const probe = await fetch(url, { headers: { cookie } });
  if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
  await measure(url, { connections, seconds: 1, cookie }); // warm-up
  const { result, times } = await measure(url, { connections, seconds, cookie });
  return {
    target: name,
    conns: connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': ms(percentile(times, 50)),
    'p95 ms': ms(percentile(times, 95)),
    aim,
    errors: result.errors + result.non2xx,
  };
}

/** The booking detail on a server started from `cwd`, at 16 connections. */
async function detailOn(cwd, label, booking) {
  const server = startBenchServer(
    port,
    { NODE_ENV: 'test', DATABASE_URL: databaseUrl, SEED_ON_START: 'false' },
    cwd,
  );
  try {
    await waitFor(`${base}/api/health`);
    const renter = await signInCookie(base, 'renter@bosun.test');
    return await row(`booking detail (${label})`, `${base}/api/v6/booking/${booking}/detail`, renter, 16, '');
  } finally {
    await server.stop();
  }
}

try {
  const subject = await subjects();
  console.log(`booking ${subject.id}: ${subject.entries} ledger rows, receipt ${subject.receipt}`);
  const table = [];
  const server = startBenchServer(port, {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'false',
  });
  try {
    await waitFor(`${base}/api/health`);
    const renter = await signInCookie(base, 'renter@bosun.test');
    const pdf = `${base}/api/v6/booking/${subject.id}/documents/${subject.receipt}/pdf?_locale=fr`;
    table.push(await row('receipt PDF (fr)', pdf, renter, 1, 'p95 < 300 ms'));
    table.push(await row('receipt PDF (fr)', pdf, renter, 16, 'p95 < 300 ms'));
    table.push(
      await row('statement alone', `${base}/api/v6/booking/${subject.id}/statement`, renter, 16, ''),
    );
    table.push(
      await row(
        'booking detail (with the statement)',
        `${base}/api/v6/booking/${subject.id}/detail`,
        renter,
        16,
        '< +10 % of before',
      ),
    );
  } finally {
    await server.stop();
  }
  if (before) table.push(await detailOn(before, 'before the ledger', subject.id));
  console.log(`\nMoney on PostgreSQL: ${seconds} s per row, ${new Date().toISOString()}`);
  console.table(table);
  if (before) {
    const now = table.find((r) => r.target === 'booking detail (with the statement)');
    const then = table.find((r) => r.target === 'booking detail (before the ledger)');
    console.log(
      `booking detail p95 at 16 connections: ${then['p95 ms']} ms before, ${now['p95 ms']} ms now (${(
        (100 * (now['p95 ms'] - then['p95 ms'])) / then['p95 ms']
      ).toFixed(1)} %)`,
    );
  }
} finally {
  cluster?.stop();
}
