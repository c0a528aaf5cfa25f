// Search benchmark (issue 3): GET /api/v6/products for a place, a week of dates and 3 filters on
// PostgreSQL with BENCH_SEARCH_BOATS boats (default 100,000), at 1, 16 and 64 connections, and the
// same SQL run bare through pg in the same run as the floor, and the search pages' first-load
// JavaScript (searchBudget.mjs). Prints figures; asserts nothing.
// Run: node tests/perf/search.mjs  (or BENCH_SEARCH=1 npm run bench). BENCH_DATABASE_URL reuses a
// database already seeded; otherwise a throwaway cluster is made with the machine's initdb.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { day, ms, percentile, startBenchServer, waitFor } from './benchKit.mjs';
import { FIRST_LOAD_AIM_KB, pagesFirstLoadJs, searchFirstLoadJs } from './searchBudget.mjs';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connectionsList = (process.env.BENCH_CONNECTIONS ?? '1,16,64').split(',').map(Number);
const boats = Number(process.env.BENCH_SEARCH_BOATS ?? 100_000);
const port = 3413;

function runHttp(url, connections) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration: seconds }, (err, result) =>
      err ? reject(err) : resolve({ result, times: times.sort((a, b) => a - b) }),
    );
    instance.on('response', (_c, _s, _b, responseTime) => times.push(responseTime));
  });
}

/** The bare SQL at the same concurrency: `connections` clients looping for `seconds`. */
async function runSql(pool, query, connections) {
  const times = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        // The same prepared statement as the API's, when the API prepares it.
        await pool.query(
          query.name
            ? { name: query.name, text: query.sql, values: query.params }
            : { text: query.sql, values: query.params },
        );
        times.push(performance.now() - started);
      }
    }),
  );
  return { rps: times.length / seconds, times: times.sort((a, b) => a - b) };
}

buildIfNeeded();
console.log(`\nSearch pages, first-load JavaScript gzipped (aim ≤ ${FIRST_LOAD_AIM_KB} KB):`);
console.table(searchFirstLoadJs());
console.log(`Every page of the site, first-load JavaScript gzipped (aim ≤ ${FIRST_LOAD_AIM_KB} KB):`);
console.table(pagesFirstLoadJs());

let cluster = null;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  cluster = startThrowawayPostgres();
  if (cluster.error) throw new Error(cluster.error);
  databaseUrl = cluster.url;
  const started = Date.now();
  execFileSync('npx', ['tsx', 'src/db/seed/cli.ts', '--boats', String(boats)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  });
  // The seed's own time (its listing-translation triggers are off during the load, their work done
  // set-wise after): with the load average, as every figure here.
  console.log(
    `seeded ${boats} boats in ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`,
  );
}

const server = startBenchServer(port, {
  DATABASE_URL: databaseUrl,
  SEED_ON_START: 'false',
});
// The API runs the summary with its generic plan (QueryOptions.generic); so does the floor.
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: 64,
  options: '-c plan_cache_mode=force_generic_plan',
});

try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  // As after any bulk load (README: PostgreSQL, vacuum): the visibility map lets search read its index alone.
  await pool.query('VACUUM (ANALYZE) products');
  const { rows } = await pool.query(
    `SELECT c.slug FROM products p JOIN cities c ON c.id = p.city_id WHERE p.kind = 'boat'
       AND p.moderation_status = 'published' GROUP BY c.slug ORDER BY count(*) DESC LIMIT 1`,
  );
  const query = new URLSearchParams({
    placeSlug: rows[0].slug,
    dateFrom: day(30),
    dateTo: day(36),
    numberOfPeople: '4',
    lengthFrom: '6',
    boatTypes: 'sailboat;catamaran;motorboat',
  }).toString();
  const url = `http://127.0.0.1:${port}/api/v6/products?${query}&currency=EUR&abVariations[rankingAlgo]=A`;
  const probe = await (await fetch(url)).json();
  console.log(`query: ${query}\nresults: ${probe.count}`);
  const { perRequest: sql, withStatistics } = JSON.parse(
    execFileSync('npx', ['tsx', 'tests/perf/searchQuery.ts', databaseUrl, query], {
      cwd: root,
      encoding: 'utf8',
    }),
  );

  const table = [];
  await runHttp(url, 4);
  for (const connections of connectionsList) {
    const http = await runHttp(url, connections);
    const bare = await runSql(pool, sql, connections);
    const full = await runSql(pool, withStatistics, connections);
    table.push({
      conns: connections,
      'API req/s': Math.round(http.result.requests.average),
      'API p50 ms': ms(percentile(http.times, 50)),
      'API p95 ms': ms(percentile(http.times, 95)),
      'SQL q/s': Math.round(bare.rps),
      'SQL p50 ms': ms(percentile(bare.times, 50)),
      'SQL p95 ms': ms(percentile(bare.times, 95)),
      'API/SQL p95': ms(percentile(http.times, 95) / percentile(bare.times, 95)),
      'SQL+stats p95 ms': ms(percentile(full.times, 95)),
      errors: http.result.errors + http.result.non2xx,
    });
  }
  console.log(`\nSearch benchmark: ${boats} boats, ${seconds} s per cell, node ${process.version}`);
  console.log(
    'SQL: the statement every search runs once its price statistics are known (kept a minute per filter set);',
    'SQL+stats: the same with them, run once a minute per filter set. The machine load when measured:',
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
    `(${os.availableParallelism()} cores)`,
  );
  console.table(table);
} finally {
  server.stop();
  await pool.end();
  cluster?.stop?.();
}
