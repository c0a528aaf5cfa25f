// Messenger delivery (issue 18, BENCH_MESSENGER=1): the time from a renter's POST /api/v6/messages to
// the owner's events stream receiving it, p50/p95/p99, while BENCH_MESSENGER_STREAMS (1,000) streams
// are open: on one server process (PGlite), then with WEB_CONCURRENCY=2 on a throwaway PostgreSQL
// (or BENCH_DATABASE_URL), where the POST and the stream often land on different processes and the
// message crosses by LISTEN/NOTIFY. The idle streams belong to a third account, so each message
// reaches one stream, as in real use. Prints figures; asserts nothing.
// On PostgreSQL it then runs the soak of tests/perf/messengerSoak.mjs (10,000 messages between
// 100 pairs, streams dropped and reconnected at random).
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from '../../scripts/build-if-needed.mjs';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { ms, percentile, startBenchServer, waitFor } from './benchKit.mjs';
import { bearer, openStream } from './eventStream.mjs';
import { soak } from './messengerSoak.mjs';

const port = 3413;
const base = `http://127.0.0.1:${port}`;
const streams = Number(process.env.BENCH_MESSENGER_STREAMS ?? 1000);
const messages = Number(process.env.BENCH_MESSENGER_MESSAGES ?? 300);

buildIfNeeded();
const rows = [];
rows.push(
  await scenario('1 process, PGlite', {
    DATA_DIR: join(tmpdir(), `bosun-bench-messenger-${Date.now()}`),
  }),
);
const cluster = process.env.BENCH_DATABASE_URL ? null : startThrowawayPostgres();
let soakResult = null;
if (cluster?.error) console.log(`PostgreSQL scenarios skipped: ${cluster.error}`);
else {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster.url;
  try {
    rows.push(
      await scenario('WEB_CONCURRENCY=2, PostgreSQL', { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2' }),
    );
    // The soak runs on the database the scenario seeded; its server does not seed again.
    const server = startBenchServer(port, {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
    });
    try {
      await waitFor(`${base}/api/health`);
      soakResult = await soak({
        base,
        databaseUrl,
        messages: Number(process.env.BENCH_MESSENGER_SOAK ?? 10_000),
      });
    } finally {
      server.stop();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  } finally {
    cluster?.stop();
  }
}
console.log(
  `\nMessenger delivery, POST to the other party's stream, ${streams} open streams, ${messages} messages`,
);
console.table(rows);
if (soakResult) {
  console.log('\nMessenger soak, WEB_CONCURRENCY=2 on PostgreSQL, streams dropped at random');
  console.table([soakResult]);
}

async function scenario(label, env) {
  const server = startBenchServer(port, {
    NODE_ENV: 'development',
    SEED_ON_START: 'true',
    SEED_BOATS: '60',
    ...env,
  });
  const open = [];
  try {
    await waitFor(`${base}/api/health`);
    const renter = await bearer(base, 'renter@bosun.test');
    const owner = await bearer(base, 'owner@bosun.test');
    const idle = await bearer(base, 'sales@bosun.test');
    const inbox = await (
      await fetch(`${base}/api/v6/account/conversations`, { headers: { authorization: renter } })
    ).json();
    const hash = inbox.items[0].hash;

    // Two tabs of the owner on two sockets: with two processes, round-robin puts them on different
    // ones, so whichever process takes the POST, one delivery crosses processes. A message counts as
    // delivered when both tabs have it.
    const waiting = new Map();
    const onOwnerEvent = (type, data) => {
      if (type !== 'message.created') return;
      const wait = waiting.get(data.body);
      if (wait && --wait.left === 0) wait.done(performance.now());
    };
    open.push(
      await openStream(base, owner, { onEvent: onOwnerEvent }),
      await openStream(base, owner, { onEvent: onOwnerEvent }),
    );
    for (let i = 2; i < streams; i += 50) {
      const batch = Array.from({ length: Math.min(50, streams - i) }, () => openStream(base, idle));
      open.push(...(await Promise.all(batch)));
    }

    const latencies = [];
    let lost = 0;
    for (let i = 0; i < messages; i++) {
      // Letters only: digits with dashes (a uuid) could be masked as a phone number before a booking.
      const body = `bench message ${i} ${randomUUID().replace(/[^a-f]/g, '')}`;
      const arrived = new Promise((resolve) => {
        waiting.set(body, { left: 2, done: resolve });
        setTimeout(() => resolve(null), 5000).unref();
      });
      const started = performance.now();
      const res = await fetch(`${base}/api/v6/messages`, {
        method: 'POST',
        headers: { authorization: renter, 'content-type': 'application/json' },
        body: JSON.stringify({ conversationHash: hash, clientId: randomUUID(), body }),
      });
      if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
      const at = await arrived;
      waiting.delete(body);
      if (at === null) lost++;
      else latencies.push(at - started);
    }
    latencies.sort((a, b) => a - b);
    return {
      setup: label,
      streams: open.length,
      delivered: latencies.length,
      lost,
      'p50 ms': ms(percentile(latencies, 50)),
      'p95 ms': ms(percentile(latencies, 95)),
      'p99 ms': ms(percentile(latencies, 99)),
    };
  } finally {
    for (const req of open) req.destroy();
    server.stop();
    // The port is free again once the process group has exited.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}
