import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TABS, CONFIRMED_STATUSES } from '../../../../shared/admin/operations.ts';
import { appClock } from '../../../http/clock.ts';
import { createOperationsFixture, type OperationsFixture } from '../operationsFixture.ts';

let fx: OperationsFixture;
beforeAll(async () => {
  fx = await createOperationsFixture();
});
afterAll(() => fx.close());

const totalOf = (res: { headers: Record<string, unknown> }) =>
  Number(String(res.headers['content-range']).split('/')[1]);

/** A booking that can still be cancelled and was paid, with the ids a test needs. */
async function cancellableBooking(skip: number[] = []) {
  const { rows } = await fx.db.query<{ id: number; status: string; paid: number }>(
    `SELECT b.id, b.status, (SELECT sum(p.amount) FROM payments p WHERE p.booking_id = b.id AND p.status = 'succeeded')::bigint AS paid
       FROM bookings b
      WHERE b.status = 'accepted' AND NOT (b.id = ANY($1))
        AND EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status = 'succeeded')
      ORDER BY b.id LIMIT 1`,
    [skip],
  );
  return rows[0];
}

const cancel = (id: number, body: object, who: 'manager' | 'support' = 'manager') =>
  fx.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${id}/cancel`,
    payload: body,
    headers: fx.as(who),
  });

describe('GET /api/admin/bookings', () => {
  it('pages with Content-Range, filters by status tab, country, amount and dates, and searches', async () => {
    const all = await fx.list('bookings', { range: [0, 9] });
    expect(all.statusCode).toBe(200);
    const total = await fx.count('bookings');
    expect(all.headers['content-range']).toBe(`bookings 0-9/${total}`);
    expect(all.json()[0]).toMatchObject({
      id: expect.any(Number),
      reference: expect.any(String),
      tenantName: expect.any(String),
    });

    const cancelled = await fx.list('bookings', {
      filter: { status: BOOKING_TABS.cancelled },
      range: [0, 0],
    });
    expect(totalOf(cancelled)).toBe(
      await fx.count(`bookings WHERE status = ANY($1)`, [BOOKING_TABS.cancelled]),
    );

    const row = all.json()[0];
    const byCountry = await fx.list('bookings', {
      filter: {
        countryCode: row.countryCode,
        totalAmount_gte: row.totalAmount,
        totalAmount_lte: row.totalAmount,
      },
    });
    expect(byCountry.json().map((b: { id: number }) => b.id)).toContain(row.id);
    for (const b of byCountry.json()) {
      expect(b.countryCode).toBe(row.countryCode);
      expect(b.totalAmount).toBe(row.totalAmount);
    }
    const byStart = await fx.list('bookings', {
      filter: { startDate_gte: row.startDate, startDate_lte: row.startDate },
    });
    for (const b of byStart.json()) expect(b.startDate).toBe(row.startDate);
    const byReference = await fx.list('bookings', { filter: { q: row.reference.toLowerCase() } });
    expect(byReference.json().map((b: { id: number }) => b.id)).toEqual([row.id]);
    const byParties = await fx.list('bookings', {
      filter: { tenantId: row.tenantId, ownerId: row.ownerId, productId: row.productId },
    });
    expect(byParties.json().map((b: { id: number }) => b.id)).toContain(row.id);
  });

  it('gives a booking’s extra lines the names of their extra in every language the owner gave', async () => {
    const { rows } = await fx.db.query<{ id: number; extra_id: number; names: Record<string, string> }>(
      `SELECT b.id, x.id AS extra_id, x.names FROM bookings b
         CROSS JOIN LATERAL jsonb_array_elements(b.price_lines) l
         JOIN extras x ON x.id = (l->>'extraId')::bigint
        WHERE l->>'key' = 'extra' AND x.names ? 'fr' ORDER BY b.id LIMIT 1`,
    );
    const [{ id, extra_id: extraId, names }] = rows;
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${id}`,
      headers: fx.as('support'),
    });
    const line = res.json().priceLines.find((l: { extraId?: number }) => l.extraId === extraId);
    expect(line.params.names).toEqual(names);
    expect(line.label).toEqual(expect.any(String));
  });

  it('refuses an unknown filter with a 400, never a 500', async () => {
    const res = await fx.list('bookings', { filter: { nope: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-list-query');
  });

  it('filters by party size and refuses numbers and days the columns cannot hold with a 400', async () => {
    const party = await fx.list('bookings', { filter: { people_gte: 6, people_lte: 8 } });
    expect(party.statusCode).toBe(200);
    expect(totalOf(party)).toBe(await fx.count('bookings WHERE people BETWEEN 6 AND 8'));
    for (const b of party.json()) expect(b.people).toBeGreaterThanOrEqual(6);
    // a bound beyond a smallint column is simply out of reach
    const none = await fx.list('bookings', { filter: { people_gte: 40_000 } });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    for (const filter of [
      { totalAmount_gte: 12.5 },
      { totalAmount_lte: 1e30 },
      { people_gte: 'six' },
      { startDate_gte: '2026-02-30' },
      { createdAt_lte: '1' },
    ]) {
      const res = await fx.list('bookings', { filter });
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json().error.fields).toEqual({ filter: Object.keys(filter)[0] });
    }
  });

  it('counts per status for the tab badges, equal to the list totals, ignoring the status filter', async () => {
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/counts?filter=${encodeURIComponent(JSON.stringify({ status: 'paid' }))}`,
      headers: fx.as('sales'),
    });
    expect(res.statusCode).toBe(200);
    const counts = res.json() as Record<string, number>;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(await fx.count('bookings'));
    for (const statuses of Object.values(BOOKING_TABS)) {
      const list = await fx.list('bookings', { filter: { status: statuses }, range: [0, 0] });
      expect(totalOf(list)).toBe(statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0));
    }
  });
});

describe('GET /api/admin/bookings/:id', () => {
  it('shows the parties, the boat, the price lines, payments, the timeline and what a cancellation refunds', async () => {
    const { id } = await cancellableBooking();
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${id}`,
      headers: fx.as('support'),
    });
    expect(res.statusCode).toBe(200);
    const booking = res.json();
    expect(booking.tenant.email).toMatch(/@/);
    expect(booking.owner.email).toMatch(/@/);
    expect(booking.boat.title).toEqual(expect.any(String));
    expect(booking.priceLines.length).toBeGreaterThan(0);
    expect(booking.payments.length).toBeGreaterThan(0);
    expect(booking.events.at(-1).toStatus).toBe('accepted');
    expect(booking.cancellation.allowedFor).toEqual(['tenant', 'owner']);
    expect(booking.cancellation.ownerPolicyRefund).toBe(booking.cancellation.refundable);
    expect(booking.auditTrail).toEqual([]);
  });

  it('shows a stay’s inspections, deposit, conversation and damage claims', async () => {
    const { rows } = await fx.db.query<{
      id: number;
      deposit_status: string;
      claims: number;
      contracts: number;
    }>(
      `SELECT b.id, d.status AS deposit_status,
              (SELECT count(*)::int FROM damage_claims c WHERE c.booking_id = b.id) AS claims,
              (SELECT count(*)::int FROM econtracts e WHERE e.booking_id = b.id) AS contracts
         FROM bookings b JOIN deposits d ON d.booking_id = b.id
        WHERE EXISTS (SELECT 1 FROM econtracts e WHERE e.booking_id = b.id)
          AND EXISTS (SELECT 1 FROM damage_claims c WHERE c.booking_id = b.id)
          AND EXISTS (SELECT 1 FROM conversations c WHERE c.booking_id = b.id)
        ORDER BY b.id LIMIT 1`,
    );
    const stay = rows[0];
    const res = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${stay.id}`,
      headers: fx.as('manager'),
    });
    expect(res.statusCode).toBe(200);
    const booking = res.json();
    expect(booking.contracts).toHaveLength(stay.contracts);
    expect(booking.contracts[0]).toMatchObject({ kind: 'in', photos: expect.any(Array) });
    expect(booking.deposit).toMatchObject({ status: stay.deposit_status, amount: expect.any(Number) });
    expect(booking.damageClaims).toHaveLength(stay.claims);
    expect(booking.conversation.messages.length).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/bookings/:id/cancel', () => {
  it('cancels with a chosen refund: status, event, refund through the provider, e-mails and audit, once', async () => {
    const booking = await cancellableBooking();
    const amount = Math.min(booking.paid, 5000);
    const body = {
      onBehalfOf: 'owner',
      refundAmount: amount,
      reason: 'Engine failure reported by the owner',
    };
    await fx.db.query(
      `UPDATE users SET language_code = 'de' WHERE id = (SELECT owner_id FROM bookings WHERE id = $1)`,
      [booking.id],
    );
    const res = await cancel(booking.id, body);
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.status).toBe('cancelled_by_owner');
    expect(after.cancellationReason).toBe(body.reason);
    expect(after.events.at(-1)).toMatchObject({
      fromStatus: 'accepted',
      toStatus: 'cancelled_by_owner',
      actorRole: 'staff',
      reason: body.reason,
    });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount,
        status: 'succeeded',
        providerReference: expect.stringMatching(/^re_sandbox_/),
      }),
    ]);
    expect(after.auditTrail[0]).toMatchObject({
      action: 'cancel',
      reason: body.reason,
      actorName: 'Manon Manager',
    });
    // One notice to each party, each in their own language, without the staff's internal note.
    const mails = await fx.db.query<{ subject: string; body: string; language: string }>(
      `SELECT subject, body, payload->>'language' AS language FROM outbox
        WHERE channel = 'email' AND template = 'bookings.cancelledByStaff' AND payload->>'bookingId' = $1
        ORDER BY id`,
      [String(booking.id)],
    );
    expect(mails.rows).toHaveLength(2);
    const german = mails.rows.find((mail) => mail.language === 'de');
    expect(german?.subject).toContain('vom Bosun-Team storniert');
    expect(german?.body).toMatch(/Dem Mieter werden [\d.,]+\s?€ erstattet/);
    for (const mail of mails.rows) expect(mail.body).not.toContain(body.reason);

    const again = await cancel(booking.id, body);
    expect(again.statusCode).toBe(200);
    expect(await fx.count('refunds WHERE booking_id = $1', [booking.id])).toBe(1);
    expect(
      await fx.count('booking_events WHERE booking_id = $1 AND to_status = $2', [
        booking.id,
        'cancelled_by_owner',
      ]),
    ).toBe(1);
  });

  it('refunds by the snapshot policy when no amount is chosen', async () => {
    const booking = await cancellableBooking();
    const preview = (
      await fx.app.inject({
        method: 'GET',
        url: `/api/admin/bookings/${booking.id}`,
        headers: fx.as('manager'),
      })
    ).json();
    const res = await cancel(booking.id, { onBehalfOf: 'tenant', reason: 'Renter asked by phone' });
    expect(res.statusCode).toBe(200);
    const refunded = res.json().refunds.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0);
    expect(refunded).toBe(preview.cancellation.tenantPolicyRefund);
    expect(res.json().status).toBe('cancelled_by_tenant');
  });

  it('writes the cancellation at the application’s time, its refund as a code with the staff’s words as facts', async () => {
    const booking = await cancellableBooking();
    const at = new Date(Date.now() + 3_600_000);
    appClock.set(at);
    try {
      const res = await cancel(booking.id, { onBehalfOf: 'owner', reason: 'Panne moteur' });
      expect(res.statusCode).toBe(200);
    } finally {
      appClock.set(null);
    }
    const event = await fx.db.query<{ at: Date; reason: string }>(
      `SELECT at, reason FROM booking_events WHERE booking_id = $1 AND to_status = 'cancelled_by_owner'`,
      [booking.id],
    );
    // an hour ahead of the database's clock: the application's time, not now()
    const onAppClock = (d: Date) => d.getTime() >= at.getTime() && d.getTime() < at.getTime() + 60_000;
    expect(event.rows.map((e) => e.reason)).toEqual(['Panne moteur']);
    expect(onAppClock(event.rows[0].at), String(event.rows[0].at)).toBe(true);
    const row = await fx.db.query<{ cancelled_at: Date }>('SELECT cancelled_at FROM bookings WHERE id = $1', [
      booking.id,
    ]);
    expect(onAppClock(row.rows[0].cancelled_at), String(row.rows[0].cancelled_at)).toBe(true);
    const refunds = await fx.db.query<{ reason: string; facts: object }>(
      'SELECT reason, facts FROM refunds WHERE booking_id = $1',
      [booking.id],
    );
    expect(refunds.rows.length).toBeGreaterThan(0);
    for (const refund of refunds.rows)
      expect(refund).toEqual({ reason: 'cancelledByStaff', facts: { staffReason: 'Panne moteur' } });
  });

  it('refuses a refund above what was paid, a missing reason, support, and a finished booking, changing nothing', async () => {
    const booking = await cancellableBooking();
    const tooMuch = await cancel(booking.id, {
      onBehalfOf: 'owner',
      refundAmount: booking.paid + 1,
      reason: 'Too generous',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ refundAmount: 'refundTooLarge' });
    const noReason = await cancel(booking.id, { onBehalfOf: 'owner' });
    expect(noReason.json().error.fields).toEqual({ reason: 'reasonRequired' });
    expect(
      (await cancel(booking.id, { onBehalfOf: 'owner', reason: 'Not my role' }, 'support')).statusCode,
    ).toBe(403);
    const { rows } = await fx.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
      booking.id,
    ]);
    expect(rows[0].status).toBe('accepted');
    expect(await fx.count('refunds WHERE booking_id = $1', [booking.id])).toBe(0);

    const done = (
      await fx.db.query<{ id: number }>(`SELECT id FROM bookings WHERE status = 'reviewed' LIMIT 1`)
    ).rows[0];
    const late = await cancel(done.id, { onBehalfOf: 'tenant', reason: 'Too late now' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('booking-not-cancellable');
  });
});

describe('the list and the dashboard agree', () => {
  it('counts the same bookings and confirmed bookings for a range and a country', async () => {
    const { rows } = await fx.db.query<{ country: string }>(
      `SELECT p.country_code AS country FROM bookings b JOIN products p ON p.id = b.product_id
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const country = rows[0].country;
    const from = '2020-01-01';
    const to = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const dash = await fx.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/manager?from=${from}&to=${to}&country=${country}`,
      headers: fx.as('manager'),
    });
    expect(dash.statusCode).toBe(200);
    const d = dash.json();
    const range = { createdAt_gte: from, createdAt_lte: to, countryCode: country };
    expect(d.totals.bookings).toBe(totalOf(await fx.list('bookings', { filter: range, range: [0, 0] })));
    expect(d.totals.bookings).toBeGreaterThan(0);
    expect(d.totals.confirmedBookings).toBe(
      totalOf(await fx.list('bookings', { filter: { ...range, status: CONFIRMED_STATUSES }, range: [0, 0] })),
    );
    const sumOver = (rows: { bookings: number; gbv: number }[]) => ({
      bookings: rows.reduce((s, r) => s + r.bookings, 0),
      gbv: rows.reduce((s, r) => s + r.gbv, 0),
    });
    expect(sumOver(d.overTime)).toEqual({ bookings: d.totals.bookings, gbv: d.totals.gbv });
    expect(sumOver(d.byBoatType)).toEqual({ bookings: d.totals.bookings, gbv: d.totals.gbv });
    expect(d.byCountry).toEqual([expect.objectContaining({ key: country, bookings: d.totals.bookings })]);
    expect(d.autorefundQueue.size).toBe(
      await fx.count(
        `autorefunds a JOIN bookings b ON b.id = a.booking_id JOIN products p ON p.id = b.product_id
          WHERE a.status = 'proposed' AND p.country_code = $1`,
        [country],
      ),
    );
  });

  it('refuses a reversed range', async () => {
    const res = await fx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/manager?from=2026-02-01&to=2026-01-01',
      headers: fx.as('manager'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ from: 'dateRangeInvalid' });
  });
});
