// Push fan-out benchmark (issue 20): one notification to BENCH_PUSH_DEVICES devices (default 10,000)
// of one person, through notify() (the outbox rows, in one transaction) and the push delivery job with
// the FCM adapter, against a local stand-in of the FCM HTTP v1 API (POST /v1/projects/…/messages:send,
// one request per message as firebase-admin's sendEach makes them). One token in 100 answers
// UNREGISTERED, so the run also forgets 100 tokens. PGlite in a throwaway folder.
// Run: node tests/perf/push.mjs  (or BENCH_PUSH=1 npm run bench). Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FirebaseMessagingError } from 'firebase-admin/messaging';
import { tsImport } from 'tsx/esm/api';

const devices = Number(process.env.BENCH_PUSH_DEVICES ?? 10_000);
/** firebase-admin sends a batch's messages concurrently over one HTTP/2 session; here, 100 sockets. */
const concurrency = Number(process.env.BENCH_PUSH_CONCURRENCY ?? 100);
const port = Number(process.env.BENCH_PUSH_PORT ?? 3545);

const { openDatabase } = await tsImport('../../src/db/connection.ts', import.meta.url);
const { migrate } = await tsImport('../../src/db/migrate.ts', import.meta.url);
const { notify } = await tsImport('../../src/modules/notifications/service.ts', import.meta.url);
const { deliverPushes } = await tsImport('../../src/jobs/pushDelivery.ts', import.meta.url);
const { fcmPushSender } = await tsImport('../../src/providers/push/fcmPush.ts', import.meta.url);

// The stand-in FCM API: 200 with a message name, or FCM's 404 UNREGISTERED for tokens ending in "00".
let received = 0;
const fcm = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received++;
    const token = JSON.parse(body).message.token;
    res.setHeader('content-type', 'application/json');
    if (token.endsWith('00')) {
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          error: { code: 404, status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] },
        }),
      );
    } else res.end(JSON.stringify({ name: `projects/bench/messages/${received}` }));
  });
});
await new Promise((resolve) => fcm.listen(port, '127.0.0.1', resolve));

/** sendEach over HTTP/1.1 to the stand-in, mapping FCM's answers to the SDK's error class. */
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const sendOne = (message) =>
  new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/v1/projects/bench/messages:send',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          const json = JSON.parse(text);
          if (res.statusCode === 200) resolve({ success: true, messageId: json.name });
          else
            resolve({
              success: false,
              error: new FirebaseMessagingError({
                code: 'registration-token-not-registered',
                message: 'UNREGISTERED',
              }),
            });
        });
      },
    );
    req.end(JSON.stringify({ message }));
  });
const messaging = {
  async sendEach(messages) {
    const responses = new Array(messages.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < messages.length) {
          const i = next++;
          responses[i] = await sendOne(messages[i]);
        }
      }),
    );
    const successCount = responses.filter((r) => r.success).length;
    return { responses, successCount, failureCount: responses.length - successCount };
  },
};

const dataDir = mkdtempSync(join(tmpdir(), 'bosun-bench-push-'));
const db = await openDatabase({ dataDir });
try {
  await migrate(db);
  await db.query(
    `INSERT INTO currencies (code, symbol, name, rate) VALUES ('EUR', '€', 'Euro', 1) ON CONFLICT DO NOTHING`,
  );
  const { rows } = await db.query(
    `INSERT INTO users (email, first_name, last_name, push_notif_accepted)
     VALUES ('fanout@bench.test', 'Fan', 'Out', true) RETURNING id`,
  );
  const userId = Number(rows[0].id);
  await db.query(
    `INSERT INTO devices (user_id, device_token, device_type, fcm_token, fcm_token_refreshed_at)
     SELECT $1, 'bench-device-' || n, 'android', 'bench-token-' || lpad(n::text, 6, '0'), now()
       FROM generate_series(1, $2) AS n`,
    [userId, devices],
  );

  let started = performance.now();
  await db.transaction((tx) =>
    notify(tx, {
      userId,
      kind: 'messages.new',
      texts: {
        en: { subject: 'Anna sent you a message', body: 'Is the boat free?', push: 'Is the boat free?' },
      },
      values: {},
      channels: ['push'],
      deepLink: (language) => `/${language}/account/chat/bench/1`,
    }),
  );
  const writeMs = performance.now() - started;

  started = performance.now();
  const total = { claimed: 0, sent: 0, failed: 0, forgotten: 0, rounds: 0 };
  const log = { info() {}, warn() {}, error() {} };
  for (;;) {
    const run = await deliverPushes(db, {
      senders: { fcm: fcmPushSender(messaging) },
      publicUrl: 'https://www.bosun.test',
      log,
    });
    if (run.claimed === 0) break;
    total.rounds++;
    for (const key of ['claimed', 'sent', 'failed', 'forgotten']) total[key] += run[key];
  }
  const handMs = performance.now() - started;

  console.log(
    `\nPush fan-out: one notification to ${devices.toLocaleString('en')} devices (PGlite, FCM stand-in)`,
  );
  console.table([
    { step: 'notify(): outbox rows written in one transaction', ms: Math.round(writeMs), rows: devices },
    {
      step: `delivery job: handed to FCM (sendEach, ${total.rounds} rounds of ≤500)`,
      ms: Math.round(handMs),
      rows: total.claimed,
    },
  ]);
  console.log(
    `sent ${total.sent}, failed ${total.failed} (unregistered), tokens forgotten ${total.forgotten}, ` +
      `FCM requests ${received}; ${Math.round((total.claimed / handMs) * 1000)} pushes/s handed over, ` +
      `${((writeMs + handMs) / 1000).toFixed(1)} s from notice to the last hand-over`,
  );
} finally {
  await db.close();
  fcm.close();
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
