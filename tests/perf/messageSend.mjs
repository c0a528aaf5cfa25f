// Message send (BENCH_MESSAGE_SEND=1): the statements one POST /api/v6/messages runs, how many are
// prepared (named), and the time of a send in process, on PostgreSQL (TEST_DATABASE_URL names a
// server to make a throwaway database on; otherwise a throwaway cluster is made with the machine's
// initdb), or on PGlite with BENCH_MESSAGE_SEND_PGLITE=1. The two parties answer each other in turn,
// so every send finds the writer with the other's message unread (the costlier path), as a chat does.
// Run: node tests/perf/messageSend.mjs. Prints figures with the load average; asserts nothing.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { ms, percentile } from './benchKit.mjs';

const sends = Number(process.env.BENCH_MESSAGE_SENDS ?? 300);
let cluster = null;
if (process.env.BENCH_MESSAGE_SEND_PGLITE !== '1' && !process.env.TEST_DATABASE_URL) {
  cluster = startThrowawayPostgres();
  if (cluster.error) throw new Error(cluster.error);
  process.env.TEST_DATABASE_URL = cluster.url;
}
const { createTestApp } = await tsImport('../helpers/app.ts', import.meta.url);
const { buildApp } = await tsImport('../../src/app.ts', import.meta.url);
const { loadConfig } = await tsImport('../../src/config.ts', import.meta.url);
const { insertProductFixture, bearerFor } = await tsImport(
  '../../src/modules/catalogue/testFixtures.ts',
  import.meta.url,
);

const ctx = await createTestApp();
try {
  const fixture = await insertProductFixture(ctx.db);
  let statements = [];
  const wrap = (q) => ({
    query: (sql, params, options) => {
      statements.push({ sql, name: options?.name });
      return q.query(sql, params, options);
    },
  });
  const db = ctx.db;
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false' }),
    db: {
      ...db,
      ...wrap(db),
      replica: wrap(db.replica),
      transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    },
    logger: false,
  });
  await app.ready();
  const renter = await bearerFor(app, 'renter@example.test');
  const owner = await bearerFor(app, 'owner@example.test');
  const opened = await app.inject({
    method: 'POST',
    url: `/api/v6/products/${fixture.productId}/conversations`,
    headers: renter,
    payload: { message: 'Hello, is the boat free in July?' },
  });
  const hash = opened.json().hash;
  const times = [];
  const counts = [];
  let unnamed = 0;
  for (let n = 0; n < sends; n++) {
    statements = [];
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v6/messages',
      headers: n % 2 === 0 ? owner : renter,
      payload: { conversationHash: hash, clientId: randomUUID(), body: `Message ${n}` },
    });
    times.push(performance.now() - started);
    if (res.statusCode !== 201) throw new Error(`send: ${res.statusCode} ${res.body}`);
    counts.push(statements.length);
    unnamed += statements.filter((statement) => !statement.name).length;
  }
  const warm = times.slice(10).sort((a, b) => a - b);
  await app.close();
  console.log(
    `\nmessage send on ${process.env.BENCH_MESSAGE_SEND_PGLITE === '1' ? 'PGlite' : 'PostgreSQL'}, ${sends} sends in turn, load average ${loadavg()[0].toFixed(1)}, ${new Date().toISOString()}`,
  );
  console.table([
    {
      'statements per send (session included)': counts[counts.length - 1],
      'unnamed (planned every time)': unnamed / sends,
      'p50 ms': ms(percentile(warm, 50)),
      'p95 ms': ms(percentile(warm, 95)),
    },
  ]);
} finally {
  await ctx.close();
  cluster?.stop();
}
