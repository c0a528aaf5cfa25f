import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMessageDigest } from '../../../jobs/messageDigest.ts';
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

  it('sends each party one e-mail in their language, never a second one signed as the other party', async () => {
    const conversation = (
      await fx.db.query<{ id: number; tenant_id: number; owner_email: string; tenant_email: string }>(
        `SELECT c.id, c.tenant_id, t.email AS tenant_email, o.email AS owner_email
           FROM conversations c JOIN users t ON t.id = c.tenant_id JOIN users o ON o.id = c.owner_id
          WHERE t.status = 'active' AND o.status = 'active' ORDER BY c.id DESC LIMIT 1`,
      )
    ).rows[0];
    await fx.db.query(`UPDATE users SET language_code = 'el' WHERE id = $1`, [conversation.tenant_id]);
    // Everything before is told: only the support's message can be in a digest about it.
    await fx.db.query(
      'UPDATE conversations SET tenant_notified_at = now(), owner_notified_at = now() WHERE id = $1',
      [conversation.id],
    );
    const lastBefore = (await fx.db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM outbox'))
      .rows[0].id;
    expect((await reply(conversation.id, { body: 'Καλησπέρα, το εξετάζουμε.' })).statusCode).toBe(201);
    await runMessageDigest(fx.db, {
      publicUrl: 'http://localhost',
      quietMs: 0,
      now: () => new Date(Date.now() + 3_600_000),
    });
    const mails = await fx.db.query<{ recipient: string; subject: string; template: string }>(
      `SELECT recipient, subject, template FROM outbox
        WHERE channel = 'email' AND id > $1
          AND (payload->>'conversationId' = $2 OR payload->'conversationIds' @> to_jsonb($2::int))
        ORDER BY id`,
      [lastBefore, String(conversation.id)],
    );
    const toRenter = mails.rows.filter((m) => m.recipient === conversation.tenant_email);
    expect(toRenter.map((m) => m.template)).toEqual(['conversations.platformReply']);
    expect(toRenter[0].subject).toMatch(/^Η υποστήριξη της Bosun για /);
    expect(mails.rows.filter((m) => m.recipient === conversation.owner_email)).toHaveLength(1);
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
