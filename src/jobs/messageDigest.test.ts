import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingPaths } from '../../shared/messaging/messaging.ts';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../modules/catalogue/testFixtures.ts';
import type { Headers } from '../modules/payments/testPayments.ts';
import { runMessageDigest } from './messageDigest.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let other: Headers;
let hash: string;

const MINUTE = 60_000;
const runAt = (minutesLater: number) =>
  runMessageDigest(ctx.db, {
    publicUrl: 'https://bosun.example',
    now: () => new Date(Date.now() + minutesLater * MINUTE),
  });
const mailsTo = async (email: string) =>
  (
    await ctx.db.query<{ subject: string; body: string; template: string }>(
      `SELECT subject, body, template FROM outbox WHERE recipient = $1 AND channel = 'email' ORDER BY id`,
      [email],
    )
  ).rows;
const contact = async (headers: Headers, message: string) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v6/products/${fixture.productId}/conversations`,
      headers,
      payload: { message },
    })
  ).json().hash as string;
const send = (headers: Headers, body: string, conversationHash = hash) =>
  ctx.app.inject({
    method: 'POST',
    url: messagingPaths.messages,
    headers,
    payload: { conversationHash, clientId: randomUUID(), body },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
  await ctx.db.query(`UPDATE users SET language_code = 'fr' WHERE id = $1`, [fixture.ownerId]);
});
afterAll(() => ctx.close());

describe('the unread messages e-mail', () => {
  it('waits a few minutes, then sends one e-mail for a burst, in the reader’s language, and only once', async () => {
    hash = await contact(renter, 'Bonjour, call me on +33 6 12 34 56 78');
    await send(renter, 'We are four.');
    expect(await runAt(0)).toBe(0);
    expect(await mailsTo('owner@example.test')).toEqual([]);

    expect(await runAt(6)).toBe(1);
    const [mail] = await mailsTo('owner@example.test');
    expect(mail.template).toBe('messages.unread');
    expect(mail.subject).toBe('Messages non lus sur Bosun : 2');
    expect(mail.body).toContain('(2): “We are four.”');
    expect(mail.body).toContain(`https://bosun.example/fr/account/chat/${hash}/`);
    expect(await runAt(7)).toBe(0);
    expect(await mailsTo('owner@example.test')).toHaveLength(1);
    // the writer is never e-mailed about their own messages
    expect(await mailsTo('renter@example.test')).toEqual([]);
  });

  it('sends the next burst as a new e-mail, with the masked words the reader would see', async () => {
    await send(renter, 'Or write to jo@mail.fr');
    expect(await runAt(6)).toBe(1);
    const mails = await mailsTo('owner@example.test');
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Messages non lus sur Bosun : 1');
    expect(mails[1].body).toContain('“Or write to •••”');
    expect(mails[1].body).not.toContain('jo@mail.fr');
  });

  it('tells nothing of what was read, and groups several conversations into one e-mail', async () => {
    await send(renter, 'Read at once');
    await ctx.app.inject({
      method: 'POST',
      url: messagingPaths.read,
      headers: owner,
      payload: { conversationHash: hash },
    });
    expect(await runAt(6)).toBe(0);

    await send(renter, 'Still there?');
    await contact(other, 'Hello from another renter');
    expect(await runAt(6)).toBe(1);
    const mails = await mailsTo('owner@example.test');
    expect(mails).toHaveLength(3);
    expect(mails[2].subject).toBe('Messages non lus sur Bosun : 2');
    expect(mails[2].body).toContain('“Still there?”');
    expect(mails[2].body).toContain('“Hello from another renter”');
    expect(mails[2].body).toContain('https://bosun.example/fr/account/chat/list');
  });

  it('respects a person who turned message e-mails off', async () => {
    await ctx.db.query(
      `UPDATE users SET notification_preferences = notification_preferences || '{"messageEmails": false}' WHERE id = $1`,
      [fixture.renterId],
    );
    await send(owner, 'Answer for the renter');
    expect(await runAt(6)).toBe(0);
    expect(await mailsTo('renter@example.test')).toEqual([]);
  });
});
