import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { outboxEmail } from '../providers/email.ts';
import { smtpEmailSender } from '../providers/smtp.ts';
import {
  type JobLog,
  MAX_ATTEMPTS,
  type OutboxDelivery,
  outboxDeliveryJob,
  startOutboxDelivery,
} from './outboxDelivery.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const REJECTED = 'bounce@example.test';
const FROM = 'Bosun <no-reply@bosun.test>';

let ctx: TestContext;
let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];
const jobs: OutboxDelivery[] = [];
const quietLog: JobLog = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  ctx = await createTestApp();
  // A real SMTP peer on a random local port; it refuses one recipient like a server without that mailbox.
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address !== REJECTED) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = smtp.server.address() as AddressInfo;
  // The server offers STARTTLS with its built-in self-signed certificate.
  smtpUrl = `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await ctx.close();
});

beforeEach(async () => {
  received.length = 0;
  await ctx.db.query(`DELETE FROM outbox WHERE channel = 'email'`);
});

afterEach(async () => {
  await Promise.all(jobs.splice(0).map((job) => job.stop()));
});

/** A job whose timer never fires during a test: runs are driven by runOnce. */
const job = (overrides: { leaseMs?: number; batch?: number } = {}) => {
  const started = startOutboxDelivery(ctx.db, {
    sender: smtpEmailSender(smtpUrl, FROM),
    log: quietLog,
    intervalMs: 3_600_000,
    ...overrides,
  });
  jobs.push(started);
  return started;
};

const queue = (to: string, subject = `Hello ${to}`, body = `Body for ${to}`) =>
  ctx.db.transaction((tx) => outboxEmail.send(tx, { to, subject, body, template: 'test' }));

const row = async (to: string) =>
  (
    await ctx.db.query<{
      status: string;
      provider: string;
      attempts: number;
      last_error: string | null;
      sent: boolean;
    }>(
      `SELECT status, provider, attempts, last_error, sent_at IS NOT NULL AS sent FROM outbox WHERE recipient = $1`,
      [to],
    )
  ).rows[0];

describe('outbox e-mail delivery over SMTP', () => {
  it('as a job of the engine, one run goes on through full batches until the queue is drained', async () => {
    for (const n of [1, 2, 3, 4, 5]) await queue(`batch${n}@example.test`);
    const engineJob = outboxDeliveryJob(ctx.db, {
      sender: smtpEmailSender(smtpUrl, FROM),
      log: quietLog,
      batch: 2,
    });
    expect(engineJob).toMatchObject({ name: 'outbox-email', everySeconds: 2 });
    expect(await engineJob.run()).toEqual({ delivered: 5 });
    expect(received.flatMap((m) => m.to).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `batch${n}@example.test`),
    );
    expect(await engineJob.run()).toEqual({ delivered: 0 });
  });

  it('delivers queued e-mails once, with their content, and marks them sent', async () => {
    await queue('ada@example.test', 'Your booking is confirmed', 'See you on the water.\nBosun');
    // A module that writes the row itself, with the status default.
    await ctx.db.query(
      `INSERT INTO outbox (channel, recipient, subject, body, template) VALUES ('email', $1, $2, $3, 'direct')`,
      ['bob@example.test', 'New message', 'Someone wrote to you.'],
    );
    await ctx.db.query(
      `INSERT INTO outbox (channel, recipient, body, template) VALUES ('sms', $1, $2, 'x')`,
      ['+33600000000', 'not an e-mail'],
    );

    const delivery = job();
    expect(await delivery.runOnce()).toBe(2);
    expect(await delivery.runOnce()).toBe(0);

    expect(received.map((m) => m.to)).toEqual([['ada@example.test'], ['bob@example.test']]);
    const [ada, bob] = received;
    expect(ada.from).toBe('no-reply@bosun.test');
    expect(ada.raw).toMatch(/^From: Bosun <no-reply@bosun\.test>\r$/m);
    expect(ada.raw).toMatch(/^To: ada@example\.test\r$/m);
    expect(ada.raw).toMatch(/^Subject: Your booking is confirmed\r$/m);
    expect(ada.raw).toContain('\r\n\r\nSee you on the water.\r\nBosun');
    expect(bob.raw).toMatch(/^Subject: New message\r$/m);
    expect(bob.raw).toContain('Someone wrote to you.');

    expect(await row('ada@example.test')).toEqual({
      status: 'sent',
      provider: 'smtp',
      attempts: 1,
      last_error: null,
      sent: true,
    });
    expect((await row('bob@example.test')).status).toBe('sent');
    expect(await row('+33600000000')).toMatchObject({ status: 'queued', attempts: 0, provider: 'outbox' });
  });

  it('keeps a refused e-mail queued with the error, retries it, and fails it after the last attempt', async () => {
    await queue(REJECTED);
    await queue('carl@example.test');
    // No pause between attempts, so that each run may retry.
    const delivery = job({ leaseMs: 0 });

    expect(await delivery.runOnce()).toBe(1);
    expect(received.map((m) => m.to)).toEqual([['carl@example.test']]);
    const first = await row(REJECTED);
    expect(first).toMatchObject({ status: 'queued', provider: 'smtp', attempts: 1 });
    expect(first.last_error).toMatch(/550|Mailbox unavailable|rejected/);

    for (let attempt = 2; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await delivery.runOnce()).toBe(0);
      expect(await row(REJECTED)).toMatchObject({ status: 'queued', attempts: attempt });
    }
    expect(await delivery.runOnce()).toBe(0);
    const last = await row(REJECTED);
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent: false });
    expect(last.last_error).toMatch(/550|Mailbox unavailable|rejected/);

    // A failed row is never picked again.
    expect(await delivery.runOnce()).toBe(0);
    expect((await row(REJECTED)).attempts).toBe(MAX_ATTEMPTS);
    expect(received).toHaveLength(1);
  });

  it('waits out the lease before retrying a refused e-mail', async () => {
    await queue(REJECTED);
    const delivery = job();
    await delivery.runOnce();
    await delivery.runOnce();
    expect(await row(REJECTED)).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('never delivers a row twice when runs overlap, in one process or several', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `guest${i}@example.test`);
    for (const to of recipients) await queue(to);

    const workerA = job({ batch: 20 });
    const workerB = job({ batch: 20 });
    const counts = await Promise.all([workerA.runOnce(), workerA.runOnce(), workerB.runOnce()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(await workerB.runOnce()).toBe(0);

    const delivered = received.flatMap((m) => m.to).sort();
    expect(delivered).toEqual([...recipients].sort());
    const { rows } = await ctx.db.query<{ status: string; attempts: number; n: number }>(
      `SELECT status, attempts, count(*)::int AS n FROM outbox WHERE channel = 'email' GROUP BY status, attempts`,
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 30 }]);
  });

  it('leaves e-mails older than the delivery window alone', async () => {
    await queue('old@example.test');
    await ctx.db.query(`UPDATE outbox SET created_at = now() - interval '2 days' WHERE recipient = $1`, [
      'old@example.test',
    ]);
    expect(await job().runOnce()).toBe(0);
    expect(await row('old@example.test')).toMatchObject({
      status: 'queued',
      attempts: 0,
      provider: 'outbox',
    });
  });

  it('stop() waits for the e-mail in flight and claims nothing after', async () => {
    for (const to of ['d1@example.test', 'd2@example.test', 'd3@example.test']) await queue(to);
    const smtpSender = smtpEmailSender(smtpUrl, FROM);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const deliveryStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const delivery = startOutboxDelivery(ctx.db, {
      sender: {
        name: 'smtp',
        async deliver(message) {
          started();
          await gate;
          await smtpSender.deliver(message);
        },
      },
      log: quietLog,
      intervalMs: 3_600_000,
    });
    jobs.push(delivery);

    const run = delivery.runOnce();
    await deliveryStarted;
    let stopped = false;
    const stopping = delivery.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await run).toBe(1);
    expect(received.map((m) => m.to)).toEqual([['d1@example.test']]);
    expect(await row('d1@example.test')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await row('d2@example.test')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await delivery.runOnce()).toBe(0);
  });
});
