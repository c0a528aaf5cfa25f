import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED_STATUSES, CONFIRMED_STATUSES } from '../../../../shared/admin/operations.ts';
import { createOperationsFixture, type OperationsFixture } from '../operationsFixture.ts';

let fx: OperationsFixture;
beforeAll(async () => {
  fx = await createOperationsFixture();
});
afterAll(() => fx.close());

const from = '2000-01-01';
const to = new Date(Date.now() + 800 * 86_400_000).toISOString().slice(0, 10);

/** The figures straight from the bookings, payments and refunds, per country: what the summary must say. */
async function fromBookings() {
  const { rows } = await fx.db.query<Record<string, number | string>>(
    `SELECT p.country_code AS key, count(*)::int AS bookings,
            count(*) FILTER (WHERE b.status = ANY($1))::int AS "confirmedBookings",
            count(*) FILTER (WHERE b.status = ANY($2))::int AS cancelled,
            coalesce(sum(b.total_amount) FILTER (WHERE b.status = ANY($1)), 0)::bigint AS gbv,
            coalesce(sum((SELECT sum(x.amount) FROM payments x WHERE x.booking_id = b.id AND x.status = 'succeeded')), 0)::bigint AS paid,
            coalesce(sum((SELECT sum(r.amount) FROM refunds r WHERE r.booking_id = b.id AND r.status = 'succeeded')), 0)::bigint AS refunded
       FROM bookings b JOIN products p ON p.id = b.product_id GROUP BY 1 ORDER BY 1`,
    [CONFIRMED_STATUSES, CANCELLED_STATUSES],
  );
  return rows;
}

async function dashboard() {
  const res = await fx.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard/manager?from=${from}&to=${to}`,
    headers: fx.as('manager'),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function expectSummaryMatchesBookings() {
  const truth = await fromBookings();
  const d = await dashboard();
  const sum = (key: string) => truth.reduce((s, r) => s + Number(r[key]), 0);
  expect(d.totals).toMatchObject({
    bookings: sum('bookings'),
    confirmedBookings: sum('confirmedBookings'),
    cancelledBookings: sum('cancelled'),
    gbv: sum('gbv'),
    paidAmount: sum('paid'),
    refundedAmount: sum('refunded'),
  });
  expect(
    d.byCountry.map((c: { key: string; bookings: number; gbv: number }) => [c.key, c.bookings, c.gbv]).sort(),
  ).toEqual(truth.map((r) => [r.key, r.bookings, Number(r.gbv)]).sort());
}

describe('the daily booking summary the manager dashboard reads', () => {
  it('matches the bookings, payments and refunds as the seed left them', async () => {
    await expectSummaryMatchesBookings();
  });

  it('follows a cancellation with a refund, a new booking and a listing moved to another country', async () => {
    const booking = (
      await fx.db.query<{ id: number }>(
        `SELECT b.id FROM bookings b WHERE b.status = 'accepted' AND lower(b.period) > current_date + 40
            AND EXISTS (SELECT 1 FROM payments x WHERE x.booking_id = b.id AND x.status = 'succeeded')
          ORDER BY b.id LIMIT 1`,
      )
    ).rows[0];
    const cancel = await fx.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/cancel`,
      headers: fx.as('manager'),
      payload: { onBehalfOf: 'owner', reason: 'The boat sank in the harbour' },
    });
    expect(cancel.statusCode).toBe(200);
    await expectSummaryMatchesBookings();

    const product = (
      await fx.db.query<{ id: number; harbour_id: number; country_code: string }>(
        `SELECT p.id, p.harbour_id, p.country_code FROM products p
          WHERE EXISTS (SELECT 1 FROM bookings b WHERE b.product_id = p.id) ORDER BY p.id LIMIT 1`,
      )
    ).rows[0];
    const elsewhere = (
      await fx.db.query<{ id: number }>(
        `SELECT h.id FROM harbours h JOIN cities c ON c.id = h.city_id WHERE c.country_code <> $1 ORDER BY h.id LIMIT 1`,
        [product.country_code],
      )
    ).rows[0];
    const moved = await fx.app.inject({
      method: 'PUT',
      url: `/api/admin/boats/${product.id}`,
      headers: fx.as('manager'),
      payload: { harbourId: elsewhere.id },
    });
    expect(moved.statusCode).toBe(200);
    await expectSummaryMatchesBookings();

    await fx.db.query(
      `UPDATE bookings SET status = 'expired', total_amount = total_amount + 100 WHERE id = $1`,
      [booking.id],
    );
    await expectSummaryMatchesBookings();
  });
});
