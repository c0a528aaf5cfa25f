// Product benchmark (issue 4): GET /api/v6/products/{id} and the server-rendered product page at
// 16 connections (BENCH_CONNECTIONS to change), req/s and p95 against the aims (30 ms, 80 ms), on
// PostgreSQL with BENCH_PRODUCT_BOATS boats (default 100,000), and the product page's first-load
// JavaScript, gzipped, from the build manifest (aim 150 KB). As in search.mjs, a throwaway cluster is
// made with the machine's initdb and seeded by the seed CLI; BENCH_DATABASE_URL reuses a database
// already seeded. BENCH_PRODUCT_PGLITE=1 measures embedded PGlite instead (default 2,000 boats).
// Run: node tests/perf/product.mjs  (or BENCH_PRODUCT=1 npm run bench). Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { ms, percentile, startBenchServer, waitFor } from './benchKit.mjs';
import { firstLoadJs } from './searchBudget.mjs';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connectionsList = (process.env.BENCH_CONNECTIONS ?? '16').split(',').map(Number);
const onPostgres = process.env.BENCH_PRODUCT_PGLITE !== '1';
const boats = Number(process.env.BENCH_PRODUCT_BOATS ?? (onPostgres ? 100_000 : 2_000));
const port = Number(process.env.BENCH_PRODUCT_PORT ?? 3437);
const AIMS = { api: 30, page: 80, firstLoadKb: 150 };
// Products cycled through by every connection, so one cached row does not flatter the figures.
const SAMPLE = 50;

/** Where each list of paths is up to, kept across runs so the warm-up's pages are not asked for again. */
const cursors = new WeakMap();

function runHttp(paths, connections) {
  const next = () => {
    const at = cursors.get(paths) ?? 0;
    cursors.set(paths, at + 1);
    return paths[at % paths.length];
  };
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        // One shared cursor: the connections walk the list together, each request taking the next
        // path, rather than each connection starting again from the first.
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (err, result) => (err ? reject(err) : resolve({ result, times: times.sort((a, b) => a - b) })),
    );
    instance.on('response', (_c, _s, _b, responseTime) => times.push(responseTime));
  });
}

buildIfNeeded();
const js = firstLoadJs('public-site/pages/ProductPage/ProductPage.tsx');
console.log('\nProduct page first-load JS (entry + page chunk + static imports):');
console.table(
  js.rows.map((row) => ({
    ...row,
    raw: `${(row.raw / 1024).toFixed(1)} KB`,
    gzip: `${(row.gzip / 1024).toFixed(1)} KB`,
  })),
);
console.log(`total gzip: ${(js.gzip / 1024).toFixed(1)} KB (aim ≤ ${AIMS.firstLoadKb} KB)`);

let cluster = null;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (onPostgres && !databaseUrl) {
  cluster = startThrowawayPostgres();
  if (cluster.error) throw new Error(cluster.error);
  databaseUrl = cluster.url;
  const started = Date.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'src/db/seed/cli.ts', '--boats', String(boats)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
  });
  console.log(`seeded ${boats} boats in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(
  `\nDatabase: ${
    onPostgres
      ? `PostgreSQL (${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL, already seeded' : `throwaway cluster, ${boats} boats`})`
      : `embedded PGlite (fresh DATA_DIR), seeding ${boats} boats`
  }`,
);
// A server already answering there would be measured instead of ours.
if (
  await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  )
) {
  throw new Error(`port ${port} is taken: set BENCH_PRODUCT_PORT`);
}
const startedAt = Date.now();
const server = startBenchServer(port, {
  ...(onPostgres
    ? {
        DATABASE_URL: databaseUrl,
        SEED_ON_START: 'false',
        // One server process per core (node:cluster), DESIGN.md's scale path on one machine.
        WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? 'auto',
      }
    : {
        DATABASE_URL: '',
        DATA_DIR: join(tmpdir(), `bosun-bench-product-${Date.now()}`),
        SEED_ON_START: 'true',
        SEED_BOATS: String(boats),
      }),
});

try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  console.log(`server up with its seed in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  const xml = await (await fetch(`http://127.0.0.1:${port}/sitemap-products.xml`)).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((path) => /-\d+$/.test(path));
  // Spread over the whole sitemap rather than its first rows.
  const step = Math.max(1, Math.floor(pages.length / SAMPLE));
  const pagePaths = pages.filter((_, i) => i % step === 0).slice(0, SAMPLE);
  if (pagePaths.length === 0) throw new Error('No product in the sitemap');
  const apiPaths = pagePaths.map((path) => `/api/v6/products/${path.split('-').pop()}`);
  console.log(
    `sitemap products: ${pages.length}; measuring ${pagePaths.length} of them, e.g. ${pagePaths[0]}`,
  );

  // Each of these paths is asked for once (an unknown query parameter changes nothing on the page
  // but makes it another page for the guest page cache): every request is a full server render.
  const freshPaths = Array.from(
    { length: 200 * SAMPLE },
    (_, i) => `${pagePaths[i % pagePaths.length]}?r=${i}`,
  );
  const targets = [
    ['GET /api/v6/products/{id}', apiPaths, AIMS.api],
    ['product page, guests (page cache, 60 s)', pagePaths, AIMS.page],
    ['product page, rendered every time', freshPaths, AIMS.page],
  ];
  const table = [];
  for (const [name, paths, aim] of targets) {
    await runHttp(paths, 4); // warm-up
    for (const connections of connectionsList) {
      const { result, times } = await runHttp(paths, connections);
      const p95 = percentile(times, 95);
      table.push({
        target: name,
        conns: connections,
        'req/s': Math.round(result.requests.average),
        'p50 ms': ms(percentile(times, 50)),
        'p95 ms': ms(p95),
        'p99 ms': ms(percentile(times, 99)),
        'aim p95': `${aim} ms ${p95 <= aim ? 'met' : 'missed'}`,
        errors: result.errors + result.non2xx,
      });
    }
  }
  console.log(
    `\nProduct benchmark: ${seconds} s per cell, ${boats} boats, WEB_CONCURRENCY=${
      onPostgres ? (process.env.WEB_CONCURRENCY ?? 'auto') : '1 (PGlite)'
    }, ${new Date().toISOString()}`,
  );
  console.table(table);
} finally {
  server.stop();
  cluster?.stop?.();
}
