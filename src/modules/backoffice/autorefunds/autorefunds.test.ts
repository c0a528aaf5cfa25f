import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../../../projectRoot.ts';
import { paymentProviderFor } from '../../../providers/payments/paymentProviderFor.ts';
import { createOperationsFixture, type OperationsFixture } from '../operationsFixture.ts';

let fx: OperationsFixture;
beforeAll(async () => {
  fx = await createOperationsFixture();
});
afterAll(() => fx.close());

async function proposed(skip: number[] = []) {
  const { rows } = await fx.db.query<{ id: number; booking_id: number; proposed_amount: number }>(
    `SELECT a.id, a.booking_id, a.proposed_amount FROM autorefunds a
      WHERE a.status = 'proposed' AND a.proposed_amount > 0 AND NOT (a.id = ANY($1))
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.booking_id = a.booking_id)
      ORDER BY a.id LIMIT 1`,
    [skip],
  );
  if (!rows[0]) {
    // the small seed may run out of proposals: turn a decided one with no refund back into one
    const { rows: made } = await fx.db.query<{ id: number; booking_id: number; proposed_amount: number }>(
      `WITH pick AS (
         SELECT a.id FROM autorefunds a JOIN payments p ON p.booking_id = a.booking_id AND p.status = 'succeeded'
          WHERE a.status = 'rejected' AND NOT (a.id = ANY($1))
            AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.booking_id = a.booking_id)
          ORDER BY a.id LIMIT 1)
       UPDATE autorefunds a SET status = 'proposed', decided_by = NULL, decided_at = NULL, decision_reason = NULL,
              proposed_amount = greatest(a.proposed_amount, 100)
         FROM pick WHERE a.id = pick.id RETURNING a.id, a.booking_id, a.proposed_amount`,
      [skip],
    );
    return made[0];
  }
  return rows[0];
}

const post = (url: string, payload: object, who: 'manager' | 'support' = 'manager') =>
  fx.app.inject({ method: 'POST', url, payload, headers: fx.as(who) });

describe('the autorefund queue', () => {
  it('lists proposals oldest first with their amounts and why', async () => {
    const res = await fx.list('autorefunds', { filter: { status: 'proposed' } }, 'manager');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.length).toBe(await fx.count(`autorefunds WHERE status = 'proposed'`));
    for (const row of rows)
      expect(row).toMatchObject({
        status: 'proposed',
        proposedAmount: expect.any(Number),
        reason: expect.any(String),
      });
    const created = rows.map((r: { createdAt: string }) => r.createdAt);
    expect(created).toEqual([...created].sort());
  });

  it('approves once even when clicked twice at the same time: one refund, one provider call', async () => {
    const autorefund = await proposed();
    // the renter reads German: the refund's e-mail is in their language (DESIGN: whose language)
    await fx.db.query(
      `UPDATE users SET language_code = 'de' WHERE id = (SELECT tenant_id FROM bookings WHERE id = $1)`,
      [autorefund.booking_id],
    );
    const sandbox = paymentProviderFor('sandbox');
    const spy = vi.spyOn(sandbox, 'refund');
    const url = `/api/admin/autorefunds/${autorefund.id}/approve`;
    const [first, second] = await Promise.all([post(url, {}), post(url, {})]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ status: 'approved', approvedAmount: autorefund.proposed_amount });
    // The console links the approval to the refund it made and the payment that refund goes back to.
    const made = await fx.db.query<{ id: number; payment_id: number }>(
      'SELECT id, payment_id FROM refunds WHERE booking_id = $1 ORDER BY id LIMIT 1',
      [autorefund.booking_id],
    );
    expect(first.json()).toMatchObject({
      refundId: made.rows[0].id,
      refundPaymentId: made.rows[0].payment_id,
    });
    const refunds = await fx.db.query<{ amount: number; status: string }>(
      'SELECT amount, status FROM refunds WHERE booking_id = $1',
      [autorefund.booking_id],
    );
    expect(refunds.rows.reduce((s, r) => s + r.amount, 0)).toBe(autorefund.proposed_amount);
    expect(refunds.rows.every((r) => r.status === 'succeeded')).toBe(true);
    expect(spy).toHaveBeenCalledTimes(refunds.rows.length);
    spy.mockRestore();
    expect(
      await fx.count(`audit_log WHERE resource = 'autorefunds' AND record_id = $1`, [String(autorefund.id)]),
    ).toBe(1);
    const mails = await fx.db.query<{ subject: string; body: string; html: string | null }>(
      `SELECT subject, body, html FROM outbox WHERE template = 'refund-approved' AND payload->>'bookingId' = $1`,
      [String(autorefund.booking_id)],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].subject).toMatch(/^Ihre Erstattung für die Buchung BSN-/);
    const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
      .format(autorefund.proposed_amount / 100)
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(mails.rows[0].body.replace(/[\u00a0\u202f]/g, ' ')).toContain(euros);
    expect(mails.rows[0].html).toMatch(/<html [^>]*lang="de"/);
    const booking = (
      await fx.app.inject({
        method: 'GET',
        url: `/api/admin/bookings/${autorefund.booking_id}`,
        headers: fx.as('manager'),
      })
    ).json();
    // the history keeps a code and its facts, never an English sentence (DESIGN: whose language)
    expect(booking.events.at(-1)).toMatchObject({
      reason: 'autorefundApproved',
      facts: { amount: autorefund.proposed_amount, autorefundId: autorefund.id },
    });
    expect(
      booking.payments.reduce((s: number, p: { refundedAmount: number }) => s + p.refundedAmount, 0),
    ).toBe(autorefund.proposed_amount);
  });

  it('adjusts the amount within what was paid, and refuses more', async () => {
    const autorefund = await proposed();
    const url = `/api/admin/autorefunds/${autorefund.id}/approve`;
    const paid = (await fx.list('autorefunds', { filter: { id: autorefund.id } }, 'manager')).json()[0]
      .paidAmount;
    const tooMuch = await post(url, { amount: paid + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ amount: 'refundTooLarge' });
    expect(await fx.count('refunds WHERE booking_id = $1', [autorefund.booking_id])).toBe(0);
    // in the console's language (sent as Accept-Language), the amount as French writes money
    const french = await fx.app.inject({
      method: 'POST',
      url,
      payload: { amount: paid + 1 },
      headers: { ...fx.as('manager'), 'accept-language': 'fr' },
    });
    const euros = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(paid / 100);
    expect(french.json().error).toMatchObject({
      code: 'refund-too-large',
      message: `Il reste au plus ${euros} à rembourser.`,
    });
    const adjusted = await post(url, { amount: 100, reason: 'Service fee kept' });
    expect(adjusted.json()).toMatchObject({
      status: 'adjusted',
      approvedAmount: 100,
      decisionReason: 'Service fee kept',
    });
  });

  it('rejects with a reason; a rejected proposal cannot be approved after', async () => {
    const autorefund = await proposed();
    expect((await post(`/api/admin/autorefunds/${autorefund.id}/reject`, {})).json().error.fields).toEqual({
      reason: 'reasonRequired',
    });
    const rejected = await post(`/api/admin/autorefunds/${autorefund.id}/reject`, {
      reason: 'Outside the free period',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Outside the free period',
      decidedByName: 'Manon Manager',
    });
    const approve = await post(`/api/admin/autorefunds/${autorefund.id}/approve`, {});
    expect(approve.statusCode).toBe(409);
    expect(await fx.count('refunds WHERE booking_id = $1', [autorefund.booking_id])).toBe(0);
    const shown = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/autorefunds/${autorefund.id}`,
      headers: fx.as('manager'),
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id: autorefund.id,
      status: 'rejected',
      approvedAmount: null,
      refundId: null,
      refundedAmount: 0,
    });
    expect(shown.json().auditTrail).toEqual([
      expect.objectContaining({
        action: 'reject',
        reason: 'Outside the free period',
        actorName: 'Manon Manager',
        before: { status: 'proposed' },
        after: { status: 'rejected' },
      }),
    ]);
  });

  it('bulk-approves, skipping what cannot be approved', async () => {
    const a = await proposed();
    const b = await proposed([a.id]);
    const rejected = (
      await fx.db.query<{ id: number }>(`SELECT id FROM autorefunds WHERE status = 'rejected' LIMIT 1`)
    ).rows[0];
    const res = await post('/api/admin/autorefunds/approve', { ids: [a.id, b.id, rejected.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      approved: [a.id, b.id],
      skipped: [{ id: rejected.id, code: 'autorefund-decided', message: expect.any(String) }],
    });
    expect(await fx.count(`autorefunds WHERE id = ANY($1) AND status = 'approved'`, [[a.id, b.id]])).toBe(2);
  });

  it('turns an old English history line of an approval into the code and its facts (migration 293)', async () => {
    const { rows } = await fx.db.query<{ id: number; booking_id: number }>(
      `INSERT INTO booking_events (booking_id, from_status, to_status, actor_role, reason)
       SELECT booking_id, 'cancelled_by_owner', 'cancelled_by_owner', 'staff',
              'Refund of €3855.65 approved (autorefund 5)'
         FROM autorefunds ORDER BY id LIMIT 1
       RETURNING id, booking_id`,
    );
    await fx.db.query(
      readFileSync(join(PROJECT_ROOT, 'src/db/migrations/293_autorefund_event_code.sql'), 'utf8'),
    );
    const after = await fx.db.query<{ reason: string; facts: Record<string, unknown> }>(
      'SELECT reason, facts FROM booking_events WHERE id = $1',
      [rows[0].id],
    );
    expect(after.rows[0]).toEqual({
      reason: 'autorefundApproved',
      facts: { amount: 385565, autorefundId: 5 },
    });
  });
});
