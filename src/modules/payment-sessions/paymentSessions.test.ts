import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
});
afterAll(() => ctx.close());

const book = (body: object, headers: Record<string, string> = {}, query = '_locale=fr') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v6/products/${fixture.productId}/payment-sessions?${query}`,
    headers,
    payload: body,
  });
const count = async (table: string) =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

describe('POST /api/v6/products/{id}/payment-sessions', () => {
  const july = { dateFrom: day('07-06'), dateTo: day('07-08'), numberOfPeople: 4, withCaptain: true };

  it('asks the visitor to sign in', async () => {
    const res = await book(july);
    expect(res.statusCode).toBe(401);
  });

  it('creates the session with its price snapshot, and the booking that holds the dates', async () => {
    const res = await book(july, { ...renter, 'idempotency-key': 'first-request-0001' });
    expect(res.statusCode).toBe(201);
    const { hash, url, quote } = res.json();
    expect(url).toBe(`/fr/ps/${hash}`);
    expect(quote.total).toBe(90000 + 45000 + 8000 + Math.round((90000 + 45000) * 0.08));
    const session = (
      await ctx.db.query<{
        total_amount: number;
        price_lines: { key: string }[];
        people: number;
        captain_type: string;
      }>('SELECT total_amount, price_lines, people, captain_type FROM payment_sessions WHERE hash = $1', [
        hash,
      ])
    ).rows[0];
    expect(session).toMatchObject({ total_amount: quote.total, people: 4, captain_type: 'withCaptain' });
    expect(session.price_lines.map((line) => line.key)).toEqual(['rental', 'captain', 'extra', 'serviceFee']);
    const booking = (
      await ctx.db.query<{ status: string; listing_title: string; cancellation_terms: unknown[] }>(
        `SELECT b.status, b.listing_title, b.cancellation_terms FROM bookings b
           JOIN payment_sessions s ON s.id = b.payment_session_id WHERE s.hash = $1`,
        [hash],
      )
    ).rows[0];
    expect(booking).toMatchObject({ status: 'payment_pending', listing_title: 'Blue Wind' });
    expect(booking.cancellation_terms).toHaveLength(2);
  });

  it('answers a replay with the first answer and creates nothing more', async () => {
    const sessionsBefore = await count('payment_sessions');
    const first = await book(july, { ...renter, 'idempotency-key': 'double-click-0001' });
    const again = await book(july, { ...renter, 'idempotency-key': 'double-click-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().hash).toBe(first.json().hash);
    expect(await count('payment_sessions')).toBe(sessionsBefore + 1);
    const reused = await book(
      { ...july, numberOfPeople: 2 },
      { ...renter, 'idempotency-key': 'double-click-0001' },
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency-key-reused');
  });

  it('refuses dates another booking holds, with a clear message, creating nothing', async () => {
    const sessions = await count('payment_sessions');
    const bookings = await count('bookings');
    const res = await book(
      { ...july, dateFrom: day('07-08'), dateTo: day('07-10') },
      {
        ...other,
        'idempotency-key': 'other-renter-0001',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'dates-unavailable' });
    expect(res.json().error.message).toMatch(/another booking holds them/);
    expect(await count('payment_sessions')).toBe(sessions);
    expect(await count('bookings')).toBe(bookings);
    expect(await count('idempotency_keys')).toBe(2);
  });

  it('lets a renter change their own unpaid request', async () => {
    const res = await book({ ...july, numberOfPeople: 6 }, renter);
    expect(res.statusCode).toBe(201);
    const open = await ctx.db.query(
      `SELECT 1 FROM payment_sessions WHERE product_id = $1 AND tenant_id = $2 AND status = 'open'`,
      [fixture.productId, fixture.renterId],
    );
    expect(open.rows).toHaveLength(1);
  });

  it('frees the dates of an expired unpaid request', async () => {
    await ctx.db.query(
      `UPDATE payment_sessions SET expires_at = now() - interval '1 minute' WHERE status = 'open'`,
    );
    const res = await book({ ...july, numberOfPeople: 2 }, other);
    expect(res.statusCode).toBe(201);
  });

  it('refuses what the quote refuses, and an owner booking their own boat', async () => {
    const tooMany = await book(
      { ...july, dateFrom: day('08-20'), dateTo: day('08-21'), numberOfPeople: 12 },
      renter,
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.code).toBe('capacity');
    const owner = await bearerFor(ctx.app, 'owner@example.test');
    const own = await book({ ...july, dateFrom: day('08-20'), dateTo: day('08-21') }, owner);
    expect(own.statusCode).toBe(422);
    expect(own.json().error.code).toBe('own-product');
    const invalid = await book({ dateFrom: 'soon', numberOfPeople: 2 }, renter);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.dateFrom).toBe('dateInvalid');
  });

  it('keeps the party size the renter asked for, and refuses a party outside 1 to 20', async () => {
    const six = await book(
      { ...july, dateFrom: day('09-02'), dateTo: day('09-03'), numberOfPeople: 6 },
      { ...other, 'idempotency-key': 'party-of-six-0001' },
    );
    expect(six.statusCode).toBe(201);
    const checkout = await ctx.app.inject({
      method: 'GET',
      url: `/api/v6/checkout/${six.json().hash}?_locale=fr`,
      headers: other,
    });
    expect(checkout.json().booking.numberOfPeople).toBe(6);
    const sessions = await count('payment_sessions');
    for (const numberOfPeople of [0, 21, 2.5]) {
      const refused = await book({ ...july, dateFrom: day('09-10'), numberOfPeople }, other);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.numberOfPeople).toBe('numberOfPeopleInvalid');
    }
    expect(await count('payment_sessions')).toBe(sessions);
  });
});
