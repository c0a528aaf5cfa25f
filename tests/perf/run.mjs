// `npm run bench`: requests per second and latency percentiles of the health check and the
// server-rendered home page at 1, 16 and 64 connections, against a production build, with bare
// Fastify's hello world measured in the same run as the ceiling. Prints figures; asserts nothing.
import { fork } from 'node:child_process';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { cpuSeconds, ms, percentile, startBenchServer, waitFor } from './benchKit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connectionsList = (process.env.BENCH_CONNECTIONS ?? '1,16,64').split(',').map(Number);
const bosunPort = 3411;
const helloPort = 3412;

/** The bytes of an answer's status line and headers, as they go on the wire. */
function headerBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      res.resume();
      const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
      resolve(Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`));
    }).on('error', reject);
  });
}

/** Runs autocannon and keeps every response time, so p50/p95/p99 are exact rather than bucketed. */
function run(url, connections) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration: seconds, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve({ result, times: times.sort((a, b) => a - b) }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

buildIfNeeded();
const startedAt = Date.now();
const bosun = startBenchServer(bosunPort, {
  DATA_DIR: join(tmpdir(), `bosun-bench-${Date.now()}`),
  SEED_ON_START: 'true',
  SEED_BOATS: process.env.BENCH_SEED_BOATS ?? '300',
});
const hello = fork(join(root, 'tests/perf/hello-fastify.mjs'), {
  env: { PORT: String(helloPort) },
  stdio: 'ignore',
});

try {
  await waitFor(`http://127.0.0.1:${bosunPort}/api/health`);
  console.log(
    `Bosun first start (build present, fresh database, seed): ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  const targets = [
    ['bare Fastify hello world (ceiling)', `http://127.0.0.1:${helloPort}/`, hello.pid],
    [
      'GET /api/v6/nothing-here (a 404 through the whole stack)',
      `http://127.0.0.1:${bosunPort}/api/v6/nothing-here`,
    ],
    ['GET /api/health (database round trip)', `http://127.0.0.1:${bosunPort}/api/health`],
    ['GET /fr (server-rendered home page)', `http://127.0.0.1:${bosunPort}/fr`],
  ];
  const rows = [];
  let helloCpu = null;
  for (const [name, url, pid = bosun.pid] of targets) {
    await run(url, 4); // warm-up
    for (const connections of connectionsList) {
      const cpuBefore = cpuSeconds(pid);
      const { result, times } = await run(url, connections);
      // CPU per answer of the serving process: the stack's own cost, whatever else the machine does.
      const cpu = ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
      if (pid === hello.pid && connections === connectionsList.at(-1)) helloCpu = cpu;
      rows.push({
        target: name,
        conns: connections,
        'req/s': Math.round(result.requests.average),
        'p50 ms': ms(percentile(times, 50)),
        'p95 ms': ms(percentile(times, 95)),
        'p99 ms': ms(percentile(times, 99)),
        'CPU µs/req': Math.round(cpu),
        'x hello': helloCpu && pid !== hello.pid ? Number((cpu / helloCpu).toFixed(2)) : null,
        'header bytes': await headerBytes(url),
        errors: result.errors + result.non2xx,
      });
    }
  }
  console.log(`\nBenchmark: ${seconds} s per cell, ${new Date().toISOString()}, node ${process.version}`);
  console.table(rows);
  const mem = await fetch(`http://127.0.0.1:${bosunPort}/api/health`).then((r) => r.json());
  console.log('health after the run:', mem);
} finally {
  bosun.stop();
  hello.kill('SIGTERM');
}

// The search benchmark seeds 100,000 boats on PostgreSQL (minutes): only when asked.
if (process.env.BENCH_SEARCH === '1') await import('./search.mjs');
// The product API and page (issue 4) seed their own fresh database: only when asked.
if (process.env.BENCH_PRODUCT === '1') await import('./product.mjs');
// Lighthouse on a product and a search page, mobile profile (issue 4): only when asked.
if (process.env.BENCH_LIGHTHOUSE === '1') await import('./lighthouse.mjs');
// Sign-in cost (argon2id): logins per second and p95.
if (process.env.BENCH_LOGIN === '1') await import('./login.mjs');
// The sales console with 200,000 leads (issue 7): only when asked.
if (process.env.BENCH_LEADS === '1') await import('./leads.mjs');
// The operations back office with 1,000,000 bookings on PostgreSQL (issue 6): only when asked.
if (process.env.BENCH_BACKOFFICE === '1') await import('./backoffice.mjs');
// The trip pages' lists and detail for an owner of 5,000 bookings (issue 16): only when asked.
if (process.env.BENCH_TRIPS === '1') await import('./trips.mjs');
if (process.env.BENCH_PHOTOS === '1') await import('./photos.mjs');
// account/listings for an owner of 200 listings on PostgreSQL (issue 17): only when asked.
if (process.env.BENCH_OWNER_LISTINGS === '1') await import('./ownerListings.mjs');
// A payout run of 10,000 owners with 200,000 earnings, and the Earnings page (DESIGN.md, "Owner earnings and payouts"): only when asked.
if (process.env.BENCH_PAYOUTS === '1') await import('./payouts.mjs');
// The e-contract's PDF with 20 photos (issue 19): only when asked.
if (process.env.BENCH_ECONTRACT === '1') await import('./econtract.mjs');
// Receipts' PDFs and the statement's cost on the booking page (DESIGN.md, "One money ledger"), on PostgreSQL: only when asked.
if (process.env.BENCH_MONEY === '1') await import('./money.mjs');
// Messenger delivery latency with 1,000 open event streams (issue 18): only when asked.
if (process.env.BENCH_MESSENGER === '1') await import('./messenger.mjs');
// A message send's statements (how many, how many prepared) and its time in process: only when asked.
if (process.env.BENCH_MESSAGE_SEND === '1') await import('./messageSend.mjs');
if (process.env.BENCH_PUSH === '1') await import('./push.mjs');
// The offline basemap's payload per view at every seeded harbour (issue 23): only when asked.
if (process.env.BENCH_BASEMAP === '1') await import('./basemap.mjs');
// The weather watching job over 50,000 bookings and 2,000 harbours on PostgreSQL: only when asked.
if (process.env.BENCH_WEATHER === '1') await import('./weatherWatch.mjs');
// Start time compiled vs tsx, idle memory, search p95 with reads on a streaming replica: only when asked.
if (process.env.BENCH_MANY_MACHINES === '1') await import('./manyMachines.mjs');
