import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationsFixture, type OperationsFixture, type Who } from '../operationsFixture.ts';

let fx: OperationsFixture;

beforeAll(async () => {
  fx = await createOperationsFixture();
});
afterAll(() => fx.close());

const reply = (id: number | string, payload: object, who: Who = 'support') =>
  fx.app.inject({
    method: 'POST',
    url: `/api/admin/conversations/${id}/messages`,
    payload,
    headers: fx.as(who),
  });

describe('support answering in a conversation', () => {
  it('adds the message as the platform’s and tells the renter and the owner', async () => {
    const conversation = (
      await fx.db.query<{ id: number; tenant_email: string; owner_email: string }>(
        `SELECT c.id, t.email AS tenant_email, o.email AS owner_email
           FROM conversations c JOIN users t ON t.id = c.tenant_id JOIN users o ON o.id = c.owner_id
          WHERE t.status = 'active' AND o.status = 'active' ORDER BY c.id LIMIT 1`,
      )
    ).rows[0];
    const res = await reply(conversation.id, { body: '  Bonjour, nous regardons votre demande.  ' });
    expect(res.statusCode).toBe(201);
    const last = res.json().messages.at(-1);
    expect(last).toMatchObject({
      body: 'Bonjour, nous regardons votre demande.',
      senderRole: 'system',
      senderName: expect.stringContaining('Support'),
      hidden: false,
    });
    const told = await fx.db.query<{ recipient: string }>(
      `SELECT recipient FROM outbox WHERE channel = 'email' AND payload->>'conversationId' = $1
          AND payload->>'kind' = 'conversations.platformReply'`,
      [String(conversation.id)],
    );
    expect(told.rows.map((r) => r.recipient).sort()).toEqual(
      [conversation.tenant_email, conversation.owner_email].sort(),
    );
  });

  it('refuses an empty message, other roles and unknown conversations, and writes nothing', async () => {
    const before = await fx.count('messages');
    const empty = await reply(1, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'validation-failed', fields: { body: 'bodyRequired' } });
    // Sales may not see conversations: 404, as for one that does not exist (issue 22).
    expect((await reply(1, { body: 'Hello' }, 'sales')).statusCode).toBe(404);
    expect((await reply(999999999, { body: 'Hello' })).statusCode).toBe(404);
    expect(await fx.count('messages')).toBe(before);
  });
});
