// Sales console benchmark (issue 7): with BENCH_LEADS_COUNT leads (default 200,000), the leads list
// filtered to one salesperson and sorted by next review, and the sales dashboard aggregates over 30
// days and a year, at BENCH_LEADS_CONNECTIONS connections (default 8). Aims: p95 under 150 ms and 300 ms.
// Prints figures and the query plans; asserts nothing. The dashboard and the list's totals read the
// summaries of migration 051, which its triggers fill as the leads go in.
// Run: node tests/perf/leads.mjs  (or BENCH_LEADS=1 npm run bench). With DATABASE_URL the leads go
// into that PostgreSQL database (seeded small first when it is empty; each run adds BENCH_LEADS_COUNT
// more); otherwise a fresh PGlite in a temp dir.
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { day, measure, ms, percentile, signInCookie, startBenchServer, waitFor } from './benchKit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_LEADS_CONNECTIONS ?? 8);
const leadCount = Number(process.env.BENCH_LEADS_COUNT ?? 200_000);
const port = 3414;
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : join(tmpdir(), `bosun-bench-leads-${Date.now()}`);

const runHttp = (url, cookie) => measure(url, { connections, seconds, cookie });

/** A small seed (its demo accounts and sales staff), then every lead in one INSERT ... SELECT. */
async function prepare() {
  const env = { ...process.env, NODE_ENV: 'development', SEED_BOATS: '30' };
  if (dataDir) env.DATA_DIR = dataDir;
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--boats', '30'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  } catch (error) {
    // A PostgreSQL database that already has its demo data keeps it (the seed refuses to run twice).
    if (!databaseUrl) throw error;
  }
  const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
  const db = await openDatabase({ databaseUrl, dataDir });
  const { wholeMonths } = await tsImport('../../src/modules/sales/dashboard.ts', import.meta.url);
  try {
    const started = Date.now();
    // Leads spread over the sales staff, in every status and source, coming in evenly over the last
    // year in id order, as they are stored in real life.
    await db.query(
      `WITH staff AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE staff_role IN ('sales', 'manager')),
            renters AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM users WHERE staff_role IS NULL LIMIT 500) u)
       INSERT INTO leads (tenant_id, language_code, source, status, value_estimate, assignee_id,
                          next_review_at, created_at, updated_at)
       SELECT renters.ids[1 + g % cardinality(renters.ids)], (ARRAY['en','fr','de','es','it'])[1 + g % 5],
              (ARRAY['quote_request','abandoned_checkout','large_charter','contact_form'])[1 + g % 4],
              (ARRAY['new','contacted','quote_sent','won','lost'])[1 + (g / 7) % 5],
              100000 + (g * 7919) % 900000,
              CASE WHEN g % 10 = 0 THEN NULL ELSE staff.ids[1 + g % cardinality(staff.ids)] END,
              now() + ((g * 37) % 600 - 300) * interval '1 hour',
              now() - ($1::int - g) * (365 * interval '1 day') / $1::int, now()
         FROM generate_series(1, $1::int) g, staff, renters`,
      [leadCount],
    );
    // What autovacuum does after a bulk load on PostgreSQL (PGlite has no autovacuum): statistics,
    // and the visibility map that lets the list's count be an index-only scan.
    await db.query('VACUUM ANALYZE leads');
    await db.query('VACUUM ANALYZE sales_daily, sales_monthly, sales_daily_leads');
    const { rows } = await db.query(
      `SELECT u.id, u.email, count(*)::int AS leads FROM leads l JOIN users u ON u.id = l.assignee_id
        WHERE u.email = 'sales@bosun.test' GROUP BY u.id, u.email`,
    );
    console.log(
      `inserted ${leadCount} leads on ${db.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `${rows[0].email} has ${rows[0].leads}`,
    );
    // The plans of what the two endpoints run (EXPLAIN ANALYZE: real timings on this data).
    const explain = async (title, sql, params) => {
      const plan = await db.query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
      console.log(`${title}:\n  ${plan.rows.map((r) => r['QUERY PLAN']).join('\n  ')}`);
    };
    await explain(
      'list page plan',
      `SELECT l.id FROM leads l WHERE l.assignee_id = $1 ORDER BY l.next_review_at ASC, l.id ASC LIMIT 25`,
      [rows[0].id],
    );
    await explain(
      'list total plan (monthly summary)',
      'SELECT coalesce(sum(l.leads), 0)::int FROM sales_monthly l WHERE l.assignee_id = $1',
      [rows[0].id],
    );
    await explain(
      'dashboard year plan (whole months + edge days)',
      `SELECT assignee_id, source, status, sum(leads) FROM (
         SELECT assignee_id, source, status, leads FROM sales_monthly WHERE month >= $3 AND month < $4
         UNION ALL
         SELECT assignee_id, source, status, leads FROM sales_daily
          WHERE day >= $1 AND day <= $2 AND NOT (day >= $3 AND day < $4)) f GROUP BY 1, 2, 3`,
      [day(-365), day(0), ...wholeMonths(day(-365), day(0))],
    );
    return rows[0].id;
  } finally {
    await db.close();
  }
}

const salespersonId = await prepare();
const server = startBenchServer(port, {
  NODE_ENV: 'test',
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  SEED_ON_START: 'false',
});

try {
  await waitFor(`${base}/api/health`);
  const cookie = await signInCookie(base, 'sales@bosun.test');
  const list = new URLSearchParams({
    filter: JSON.stringify({ assigneeId: salespersonId }),
    sort: JSON.stringify(['nextReviewAt', 'ASC']),
    range: JSON.stringify([0, 24]),
  });
  const targets = [
    ['leads list: one salesperson, by next review', `${base}/api/admin/leads?${list}`, 150],
    // The console opens the dashboard on the last 30 days; a whole year of the team is the worst case.
    [
      'sales dashboard: last 30 days, team',
      `${base}/api/v6/sales/dashboard?from=${day(-30)}&to=${day(0)}`,
      300,
    ],
    [
      'sales dashboard: last 365 days, team',
      `${base}/api/v6/sales/dashboard?from=${day(-365)}&to=${day(0)}`,
      300,
    ],
  ];
  const table = [];
  for (const [name, url, aim] of targets) {
    const probe = await fetch(url, { headers: { cookie } });
    if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
    await runHttp(url, cookie); // warm-up
    const { result, times } = await runHttp(url, cookie);
    table.push({
      target: name,
      conns: connections,
      'req/s': Math.round(result.requests.average),
      // No response within the run: slower than the whole run at this concurrency.
      'p50 ms': times.length ? ms(percentile(times, 50)) : `> ${seconds * 1000}`,
      'p95 ms': times.length ? ms(percentile(times, 95)) : `> ${seconds * 1000}`,
      'aim p95 ms': aim,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(`\nLeads benchmark: ${leadCount} leads, ${seconds} s per cell, node ${process.version}`);
  console.table(table);
} finally {
  server.stop();
}
