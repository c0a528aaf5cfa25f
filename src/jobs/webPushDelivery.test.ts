import { Agent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import {
  type LocalPushService,
  type PushSubscriptionJson,
  readTls,
  startLocalPushService,
  webPushTestSettings,
} from '../../tests/e2e/localPushService.ts';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { insertTestUser } from '../../tests/helpers/users.ts';
import { notify } from '../modules/notifications/service.ts';
import { webPushSender } from '../providers/push/webPush.ts';
import { deliverPushes } from './pushDelivery.ts';

// The product's Web Push path (web-push: VAPID, aes128gcm) against a push service that checks and
// decrypts what it is given (tests/e2e/localPushService.ts), answering as a real one does.

let ctx: TestContext;
let service: LocalPushService;
let userId: number;
const log = { info() {}, warn() {}, error() {} };
const vapid = { subject: 'mailto:push@bosun.test', ...webPush.generateVAPIDKeys() };
const subscriptions: Record<'steady' | 'busy' | 'gone' | 'unknown', PushSubscriptionJson> = {} as never;

beforeAll(async () => {
  const tls = readTls(webPushTestSettings());
  service = await startLocalPushService({ tls, applicationServerKey: vapid.publicKey });
  ctx = await createTestApp();
  userId = await insertTestUser(ctx.db, { email: 'webpush@delivery.test' });
  await ctx.db.query(`UPDATE users SET push_notif_accepted = true, language_code = 'de' WHERE id = $1`, [
    userId,
  ]);
  for (const name of ['steady', 'busy', 'gone', 'unknown'] as const) {
    subscriptions[name] = service.subscribe();
    await ctx.db.query(
      `INSERT INTO devices (user_id, device_token, device_type, web_push_subscription) VALUES ($1, $2, 'web', $3)`,
      [userId, `browser-${name}`, JSON.stringify(subscriptions[name])],
    );
  }
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});

/** The product's sender, trusting the local service's self-signed certificate. */
const sender = () => {
  const agent = new Agent({ ca: readTls(webPushTestSettings()).cert });
  return webPushSender(
    vapid,
    (message) => message.subscription ?? undefined,
    (subscription, payload, options) =>
      webPush.sendNotification(subscription, payload, { ...options, agent }),
    // The local service is on this machine, as a test's may be (pushEndpointRule('test')).
    () => true,
  );
};

const deliver = () =>
  deliverPushes(ctx.db, {
    senders: { webpush: sender() },
    publicUrl: 'https://www.bosun.test',
    log,
    backoffMs: 10_000,
    leaseMs: 60_000,
  });

const rowTo = async (name: keyof typeof subscriptions) =>
  (
    await ctx.db.query<{
      status: string;
      attempts: number;
      last_error: string | null;
      wait_s: number | null;
    }>(
      `SELECT status, attempts, last_error,
              round(extract(epoch FROM sent_at + interval '60 seconds' - now()))::int AS wait_s
         FROM outbox WHERE channel = 'push' AND recipient = $1 ORDER BY id LIMIT 1`,
      [subscriptions[name].endpoint],
    )
  ).rows[0];

const notice = {
  kind: 'messages.new',
  texts: {
    en: { subject: 'New message', body: 'b' },
    de: { subject: 'Neue Nachricht von {name}', body: 'b' },
  },
  values: { name: 'Ana' },
  deepLink: (language: string) => `/${language}/account/chat/abc/7`,
  object: { type: 'conversation', id: 7 },
};

describe('Web Push delivery to a push service', () => {
  it('sends a VAPID-signed, aes128gcm-encrypted push the service decrypts to the notice in the recipient’s language', async () => {
    service.answerNext(subscriptions.busy.endpoint, [429]);
    service.answerNext(subscriptions.gone.endpoint, [410]);
    service.answerNext(subscriptions.unknown.endpoint, [404]);
    await ctx.db.transaction((tx) => notify(tx, { ...notice, userId }));
    const run = await deliver();
    expect(run).toMatchObject({
      claimed: 4,
      sent: 1,
      deferred: 1,
      failed: 2,
      forgotten: 2,
      rateLimited: true,
    });

    const push = await service.nextPush(subscriptions.steady.endpoint);
    expect(push).toMatchObject({
      status: 201,
      ttl: 24 * 3600,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    });
    expect(push.vapid).toMatchObject({
      aud: service.origin,
      sub: 'mailto:push@bosun.test',
      k: vapid.publicKey,
    });
    const outboxId = (
      await ctx.db.query<{ id: string }>(`SELECT id FROM outbox WHERE recipient = $1`, [
        subscriptions.steady.endpoint,
      ])
    ).rows[0].id;
    expect(JSON.parse(push.payload ?? '')).toEqual({
      title: 'Neue Nachricht von Ana',
      body: 'Neue Nachricht von Ana',
      notificationId: Number(outboxId),
      deepLink: 'https://www.bosun.test/de/account/chat/abc/7',
    });
    expect(await rowTo('steady')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('forgets a subscription the service answers 410 or 404 for: the device gets no further push', async () => {
    expect(await rowTo('gone')).toMatchObject({
      status: 'failed',
      last_error: expect.stringMatching(/^webpush\/410/),
    });
    expect(await rowTo('unknown')).toMatchObject({
      status: 'failed',
      last_error: expect.stringMatching(/^webpush\/404/),
    });
    const devices = await ctx.db.query(
      `SELECT device_token, web_push_subscription IS NOT NULL AS subscribed FROM devices WHERE user_id = $1
        ORDER BY id`,
      [userId],
    );
    expect(devices.rows).toEqual([
      { device_token: 'browser-steady', subscribed: true },
      { device_token: 'browser-busy', subscribed: true },
      { device_token: 'browser-gone', subscribed: false },
      { device_token: 'browser-unknown', subscribed: false },
    ]);
    await ctx.db.transaction((tx) => notify(tx, { ...notice, userId }));
    const recipients = await ctx.db.query<{ recipient: string }>(
      `SELECT recipient FROM outbox WHERE channel = 'push' AND status = 'queued' AND attempts = 0 ORDER BY id`,
    );
    expect(recipients.rows.map((r) => r.recipient)).toEqual([
      subscriptions.steady.endpoint,
      subscriptions.busy.endpoint,
    ]);
    // This round's new pushes go out, so that the next test sees only the one being retried.
    await ctx.db.query(`UPDATE outbox SET status = 'delivered-locally' WHERE channel = 'push' AND status = 'queued'
                          AND attempts = 0`);
  });

  it('retries a 429 and then a 503 with a doubling pause, and sends when the service takes it', async () => {
    // First answer (429): waits 10 s before the next try.
    expect(await rowTo('busy')).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: expect.stringMatching(/^webpush\/429/),
      wait_s: 10,
    });
    expect((await deliver()).claimed).toBe(0);

    // The pause over, the service is down (503): the pause doubles.
    await ctx.db.query(`UPDATE outbox SET sent_at = NULL WHERE recipient = $1`, [
      subscriptions.busy.endpoint,
    ]);
    service.answerNext(subscriptions.busy.endpoint, [503]);
    expect(await deliver()).toMatchObject({ claimed: 1, deferred: 1, rateLimited: true });
    expect(await rowTo('busy')).toMatchObject({ status: 'queued', attempts: 2, wait_s: 20 });

    await ctx.db.query(`UPDATE outbox SET sent_at = NULL WHERE recipient = $1`, [
      subscriptions.busy.endpoint,
    ]);
    const from = service.received.length;
    expect(await deliver()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await service.nextPush(subscriptions.busy.endpoint, { from })).toMatchObject({ status: 201 });
    expect(await rowTo('busy')).toMatchObject({ status: 'sent', attempts: 3 });
  });
});

describe('Web Push endpoints outside tests', () => {
  it('contacts only the browsers’ push services: an endpoint on an internal host is dropped unsent', async () => {
    const contacted: string[] = [];
    const productSender = webPushSender(
      vapid,
      (message) => message.subscription ?? undefined,
      async (subscription) => {
        contacted.push(subscription.endpoint);
        return { statusCode: 201, body: '', headers: {} };
      },
    );
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    const endpoints = [
      'https://127.0.0.1:8443/push/1',
      'https://[::ffff:127.0.0.1]/push/2',
      'https://localhost/push/3',
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.test/fcm/send/x',
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ];
    const outcomes = await productSender.send(
      endpoints.map((endpoint, i) => ({
        outboxId: i,
        address: endpoint,
        title: 't',
        body: 'b',
        deepLink: null,
        subscription: { endpoint, keys },
      })) as never,
    );
    expect(contacted).toEqual(endpoints.slice(6));
    expect(outcomes.slice(0, 6).map((o) => o.status)).toEqual(Array(6).fill('gone'));
    expect(outcomes.slice(6).map((o) => o.status)).toEqual(Array(4).fill('sent'));
  });
});
