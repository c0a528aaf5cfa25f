import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { insertTestUser } from '../../tests/helpers/users.ts';
import { notify } from '../modules/notifications/service.ts';
import type { PushMessage, PushOutcome, PushSender } from '../providers/push/pushSender.ts';
import { deliverPushes, PUSH_MAX_ATTEMPTS } from './pushDelivery.ts';

let ctx: TestContext;
let userId: number;
const log = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  ctx = await createTestApp();
  userId = await insertTestUser(ctx.db, { email: 'push@delivery.test' });
  await ctx.db.query(`UPDATE users SET push_notif_accepted = true, language_code = 'fr' WHERE id = $1`, [
    userId,
  ]);
  for (const token of ['fcm-ok', 'fcm-gone', 'fcm-busy']) {
    await ctx.db.query(
      `INSERT INTO devices (user_id, device_token, device_type, fcm_token) VALUES ($1, $2, 'android', $2)`,
      [userId, token],
    );
  }
});
afterAll(() => ctx.close());

/** A stand-in push service answering each address as the table says, recording what it was given. */
function standIn(answers: Record<string, PushOutcome['status']>): PushSender & { seen: PushMessage[] } {
  const seen: PushMessage[] = [];
  return {
    name: 'fcm',
    maxBatch: 2,
    seen,
    async send(messages) {
      seen.push(...messages);
      return messages.map((m): PushOutcome => {
        const status = answers[m.address] ?? 'sent';
        return status === 'sent' ? { status } : { status, code: `messaging/${status}`, message: status };
      });
    },
  };
}

const pushRows = async () =>
  (
    await ctx.db.query<{ recipient: string; status: string; provider: string; attempts: number }>(
      `SELECT recipient, status, provider, attempts FROM outbox WHERE channel = 'push' ORDER BY id`,
    )
  ).rows;

const notice = {
  kind: 'bookings.requestAccepted',
  texts: {
    en: { subject: 'Accepted', body: 'b' },
    fr: { subject: 'Acceptée {ref}', body: 'b', push: 'Bon vent !' },
  },
  values: { ref: 'BK-9' },
  bookingId: 42,
};

describe('deliverPushes', () => {
  it('hands each push to the adapter in its batch size, forgets gone tokens and defers rate-limited ones', async () => {
    await ctx.db.transaction((tx) => notify(tx, { ...notice, userId }));
    const fcm = standIn({ 'fcm-gone': 'gone', 'fcm-busy': 'retry' });
    const run = await deliverPushes(ctx.db, { senders: { fcm }, publicUrl: 'https://www.bosun.test/', log });
    expect(run).toMatchObject({
      claimed: 3,
      sent: 1,
      failed: 1,
      deferred: 1,
      forgotten: 1,
      rateLimited: true,
    });
    expect(fcm.seen.map((m) => [m.address, m.title, m.body, m.deepLink])).toEqual([
      ['fcm-ok', 'Acceptée BK-9', 'Bon vent !', 'https://www.bosun.test/fr/booking/42/detail'],
      ['fcm-gone', 'Acceptée BK-9', 'Bon vent !', 'https://www.bosun.test/fr/booking/42/detail'],
      ['fcm-busy', 'Acceptée BK-9', 'Bon vent !', 'https://www.bosun.test/fr/booking/42/detail'],
    ]);
    expect(await pushRows()).toEqual([
      { recipient: 'fcm-ok', status: 'sent', provider: 'fcm', attempts: 1 },
      { recipient: 'fcm-gone', status: 'failed', provider: 'fcm', attempts: 1 },
      { recipient: 'fcm-busy', status: 'queued', provider: 'fcm', attempts: 1 },
    ]);
    const tokens = await ctx.db.query(`SELECT fcm_token FROM devices WHERE user_id = $1 ORDER BY id`, [
      userId,
    ]);
    expect(tokens.rows).toEqual([{ fcm_token: 'fcm-ok' }, { fcm_token: null }, { fcm_token: 'fcm-busy' }]);

    // The deferred push waits out its back-off: an immediate second round finds nothing to do.
    const again = await deliverPushes(ctx.db, { senders: { fcm }, publicUrl: 'https://www.bosun.test', log });
    expect(again.claimed).toBe(0);
  });

  it('gives up a push still rate-limited after the last attempt', async () => {
    await ctx.db.query(`UPDATE outbox SET sent_at = NULL, attempts = $1 - 1 WHERE recipient = 'fcm-busy'`, [
      PUSH_MAX_ATTEMPTS,
    ]);
    const fcm = standIn({ 'fcm-busy': 'retry' });
    await deliverPushes(ctx.db, { senders: { fcm }, publicUrl: 'https://www.bosun.test', log });
    expect((await pushRows()).at(-1)).toMatchObject({ recipient: 'fcm-busy', status: 'failed' });
  });

  it('without an adapter (the embedded default) marks pushes delivered-locally; a forgotten token gets none', async () => {
    await ctx.db.transaction((tx) => notify(tx, { ...notice, userId }));
    const run = await deliverPushes(ctx.db, { senders: {}, publicUrl: 'https://www.bosun.test', log });
    expect(run).toMatchObject({ claimed: 2, deliveredLocally: 2 });
    expect((await pushRows()).slice(3)).toEqual([
      { recipient: 'fcm-ok', status: 'delivered-locally', provider: 'outbox', attempts: 1 },
      { recipient: 'fcm-busy', status: 'delivered-locally', provider: 'outbox', attempts: 1 },
    ]);
  });

  it('writes no push to someone who did not allow them', async () => {
    await ctx.db.query(`UPDATE users SET push_notif_accepted = false WHERE id = $1`, [userId]);
    const before = (await pushRows()).length;
    await ctx.db.transaction((tx) => notify(tx, { ...notice, userId }));
    expect((await pushRows()).length).toBe(before);
  });
});
