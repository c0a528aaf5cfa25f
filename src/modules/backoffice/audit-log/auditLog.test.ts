import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperationsFixture, type OperationsFixture } from '../operationsFixture.ts';

let fx: OperationsFixture;
beforeAll(async () => {
  fx = await createOperationsFixture();
});
afterAll(() => fx.close());

describe('the audit log a manager reads', () => {
  it('shows who changed what, with the record before and after, in the list and on its own', async () => {
    const { rows } = await fx.db.query<{ id: number; body: string }>(
      'SELECT id, body FROM messages WHERE NOT hidden ORDER BY id LIMIT 1',
    );
    const message = rows[0];
    const hidden = await fx.app.inject({
      method: 'PUT',
      url: `/api/admin/messages/${message.id}`,
      headers: fx.as('support'),
      payload: { hidden: true, reason: 'A phone number shared before the booking' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const list = await fx.list('audit-log', {
      filter: { resource: 'messages', recordId: String(message.id) },
      sort: ['createdAt', 'DESC'],
      range: [0, 9],
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toBe('audit-log 0-0/1');
    const [entry] = list.json();
    const support = (
      await fx.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'support@bosun.test'`)
    ).rows[0];
    expect(entry).toEqual({
      id: expect.any(Number),
      actorId: support.id,
      actorName: expect.any(String),
      actorEmail: 'support@bosun.test',
      resource: 'messages',
      recordId: String(message.id),
      action: 'hide',
      before: { body: message.body, hidden: false },
      after: { body: message.body, hidden: true },
      reason: 'A phone number shared before the booking',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    const one = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log/${entry.id}`,
      headers: fx.as('manager'),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(entry);
  });

  it('keeps a change made by no one (the system) with a null actor', async () => {
    const { rows } = await fx.db.query<{ id: number }>(
      `INSERT INTO audit_log (resource, record_id, action, before, after)
       VALUES ('bookings', '42', 'expire', '{"status":"payment_pending"}', NULL) RETURNING id`,
    );
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log/${rows[0].id}`,
      headers: fx.as('admin'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      actorId: null,
      actorName: null,
      actorEmail: null,
      before: { status: 'payment_pending' },
      after: null,
      reason: null,
    });
  });
});

describe('the outbox support reads', () => {
  it('lists the messages sent, newest first, with their delivery and tracking', async () => {
    await fx.db.query(
      `INSERT INTO outbox (channel, recipient, subject, body, template, payload)
       VALUES ('email', 'outbox-reader@example.com', 'Your booking', 'Hello', 'booking.accepted', '{"bookingId":7}')`,
    );
    const list = await fx.list(
      'outbox',
      { filter: { recipient: 'outbox-reader@example.com' }, sort: ['createdAt', 'DESC'], range: [0, 4] },
      'support',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        channel: 'email',
        recipient: 'outbox-reader@example.com',
        subject: 'Your booking',
        body: 'Hello',
        template: 'booking.accepted',
        payload: { bookingId: 7 },
        status: 'queued',
        provider: 'outbox',
        attempts: 0,
        lastError: null,
        createdAt: expect.any(String),
        sentAt: null,
        deepLink: null,
        received: 0,
        clicked: 0,
        opened: 0,
      },
    ]);
  });
});
