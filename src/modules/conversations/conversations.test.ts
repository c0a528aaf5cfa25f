import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';

let ctx: TestContext;
let fixture: ProductFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
});
afterAll(() => ctx.close());

const contact = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v6/products/${fixture.productId}/conversations`,
    headers,
    payload,
  });

describe('POST /api/v6/products/{id}/conversations', () => {
  it('asks the visitor to sign in', async () => {
    expect((await contact({ message: 'Hello' })).statusCode).toBe(401);
  });

  it('opens a conversation with the owner, then adds to it, and tells the owner live', async () => {
    const renter = await bearerFor(ctx.app, 'renter@example.test');
    const first = await contact({ message: 'Is the boat free in July?' }, renter);
    expect(first.statusCode).toBe(201);
    const second = await contact({ message: 'For four people.' }, renter);
    expect(second.statusCode).toBe(200);
    expect(second.json().hash).toBe(first.json().hash);
    const messages = await ctx.db.query<{ body: string; owner_id: number }>(
      `SELECT m.body, c.owner_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE c.hash = $1 ORDER BY m.id`,
      [first.json().hash],
    );
    expect(messages.rows).toEqual([
      { body: 'Is the boat free in July?', owner_id: fixture.ownerId },
      { body: 'For four people.', owner_id: fixture.ownerId },
    ]);
    // One e-mail per burst comes later, from the unread digest (src/jobs/messageDigest.test.ts).
    const mail = await ctx.db.query(`SELECT 1 FROM outbox WHERE recipient = 'owner@example.test'`);
    expect(mail.rows).toHaveLength(0);
    const live = await ctx.db.query<{ type: string }>(
      `SELECT e.type FROM events e WHERE e.user_id = $1 ORDER BY e.id`,
      [fixture.ownerId],
    );
    expect(live.rows.map((row) => row.type)).toEqual([
      'message.created',
      'unread.count',
      'message.created',
      'unread.count',
    ]);
  });

  it('refuses an empty message', async () => {
    const renter = await bearerFor(ctx.app, 'other@example.test');
    const res = await contact({ message: ' ' }, renter);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ message: 'messageRequired' });
  });
});
