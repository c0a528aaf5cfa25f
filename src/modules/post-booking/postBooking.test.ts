import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { computeCartPrice } from '../checkout/checkoutPrice.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Record<string, string>;
let other: Record<string, string>;

const get = (url: string, headers: Record<string, string> = renter) =>
  ctx.app.inject({ method: 'GET', url: `/api/v6${url}`, headers });
const put = (url: string, payload: object, headers: Record<string, string> = renter) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v6${url}`, headers, payload });

/** A booking of the renter: 3 days, 4 people, 900 € rental after discount, 1,000 € deposit. */
async function insertBooking(
  status: string,
  startInDays: number,
  extra: { downPayment?: number; balance?: number } = {},
): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title, price_lines,
                           rental_amount, total_amount, online_amount, deposit_amount, cancellation_policy,
                           down_payment_amount, balance_amount, balance_due_date, paid_at)
     VALUES ('BSN-' || substr(md5(random()::text), 1, 8), $1, $2, $3,
             daterange(current_date + $4::int, current_date + $4::int + 3), 4, $5, 'Blue Wind',
             '[{"key": "rental", "label": "Rental", "amount": 90000},
               {"key": "extra", "label": "Final cleaning", "amount": 8000},
               {"key": "insurance", "label": "Weather", "amount": 3600, "insuranceKey": "cabWeather"},
               {"key": "promoCode", "label": "SUMMER50", "amount": -5000, "promoCode": "SUMMER50"}]',
             90000, 96600, 96600, 100000, 'moderate', $6, $7,
             CASE WHEN $6::bigint IS NULL THEN NULL ELSE current_date + $4::int - 30 END, now())
     RETURNING id`,
    [
      fixture.productId,
      fixture.renterId,
      fixture.ownerId,
      startInDays,
      status,
      extra.downPayment ?? null,
      extra.balance ?? null,
    ],
  );
  await ctx.db.query(
    `INSERT INTO booking_insurances (booking_id, insurance_key, amount) VALUES ($1, 'cabWeather', 3600)`,
    [rows[0].id],
  );
  return rows[0].id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
});
afterAll(() => ctx.close());

describe('post-booking', () => {
  let bookingId: number;
  let cartId: number;

  it('opens a cart offering the cover not already on the booking, and reuses it', async () => {
    bookingId = await insertBooking('accepted', 60);
    const res = await get(`/post-booking/${bookingId}/init?_locale=fr`);
    expect(res.statusCode).toBe(200);
    const init = res.json();
    expect(init).toMatchObject({
      bookingId,
      isEligible: true,
      redirectUrl: null,
      paymentUrl: `/fr/post-booking/${bookingId}/purchase/${init.cartId}`,
      cart: { items: [], totalAmount: 0, status: 'open' },
    });
    expect(init.insurances).toMatchObject({
      cabWeather: { available: false },
      damageWaiver: { available: true, name: 'Assurance caution', price: 6300 },
      mondialAssistance: { available: true, price: 3000 },
    });
    expect(init.insurances).not.toHaveProperty('mondialMultiRisk');
    cartId = init.cartId;
    expect((await get(`/post-booking/${bookingId}/init`)).json().cartId).toBe(cartId);
  });

  it('puts insurances in the cart and totals them; refuses what is not offered', async () => {
    const res = await put(`/post-booking/${cartId}/insurances/selected`, {
      items: [
        { name: 'damageWaiver', selected: true },
        { name: 'mondialAssistance', selected: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalAmount: 9300, totalAmountEur: 9300 });
    const removed = await put(`/post-booking/${cartId}/insurances/selected`, {
      items: [{ name: 'mondialAssistance', selected: false }],
    });
    expect(removed.json().items.map((item: { insuranceKey: string }) => item.insuranceKey)).toEqual([
      'damageWaiver',
    ]);
    const taken = await put(`/post-booking/${cartId}/insurances/selected`, {
      items: [{ name: 'cabWeather', selected: true }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('insurance-unavailable');
    const multiRisk = await put(`/post-booking/${cartId}/insurances/selected`, {
      items: [{ name: 'mondialMultiRisk', selected: true }],
    });
    expect(multiRisk.statusCode).toBe(400);

    const cart = (await get(`/post-booking/cart/${cartId}`)).json();
    expect(cart).toMatchObject({
      totalAmount: 6300,
      items: [{ insuranceKey: 'damageWaiver', amount: 6300 }],
    });
    expect((await computeCartPrice(ctx.db, cartId)).checkoutPaymentAmount).toBe(6300);
    const insurances = (await get(`/post-booking/${bookingId}/cart/${cartId}/insurances`)).json();
    expect(insurances.damageWaiver.selected).toBe(true);
    const purchase = (await get(`/post-booking/${bookingId}/purchase/${cartId}/init`)).json();
    expect(purchase).toMatchObject({ isEligible: true, cartId, cart: { totalAmount: 6300 } });
  });

  it('hides a booking and its cart from anyone else', async () => {
    expect((await get(`/post-booking/${bookingId}/init`, other)).statusCode).toBe(404);
    expect((await get(`/post-booking/cart/${cartId}`, other)).statusCode).toBe(404);
    expect((await get(`/post-booking/${bookingId}/cart/${cartId}/insurances`, other)).statusCode).toBe(404);
    const change = await put(
      `/post-booking/${cartId}/insurances/selected`,
      { items: [{ name: 'mondialAssistance', selected: true }] },
      other,
    );
    expect(change.statusCode).toBe(404);
    expect((await get(`/post-booking/cart/${cartId}`)).json().totalAmount).toBe(6300);
  });

  it('sends a paid cart back to the booking', async () => {
    await ctx.db.query(`UPDATE post_booking_carts SET status = 'paid', paid_at = now() WHERE id = $1`, [
      cartId,
    ]);
    const res = await get(`/post-booking/${bookingId}/purchase/${cartId}/init?_locale=de`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'cart-paid',
      redirectUrl: `/de/booking/${bookingId}/detail`,
    });
    const change = await put(`/post-booking/${cartId}/insurances/selected`, {
      items: [{ name: 'mondialAssistance', selected: true }],
    });
    expect(change.statusCode).toBe(409);
    // the paid damage waiver is no longer offered
    const next = (await get(`/post-booking/${bookingId}/init`)).json();
    expect(next.insurances.damageWaiver.available).toBe(false);
    expect(next.cartId).not.toBe(cartId);
  });

  it('is not offered once the trip has started, nor before the booking is paid', async () => {
    const started = await insertBooking('checked_in', -10);
    expect((await get(`/post-booking/${started}/init`)).json()).toMatchObject({
      isEligible: false,
      refusal: 'trip-started',
      cartId: null,
      redirectUrl: `/en/booking/${started}/detail`,
    });
    const today = await insertBooking('accepted', 0);
    expect((await get(`/post-booking/${today}/init`)).json()).toMatchObject({
      isEligible: false,
      refusal: 'trip-started',
    });
    const unpaid = await insertBooking('payment_pending', 40);
    expect((await get(`/post-booking/${unpaid}/init`)).json()).toMatchObject({
      isEligible: false,
      refusal: 'booking-not-paid',
    });
  });

  it('refuses a completed booking because its trip is over, not because it is unpaid', async () => {
    for (const [status, startInDays] of [
      ['completed', -25],
      ['reviewed', -35],
      ['checked_out', -45],
    ] as const) {
      const over = await insertBooking(status, startInDays);
      const init = (await get(`/post-booking/${over}/init`)).json();
      expect(init, status).toMatchObject({ isEligible: false, refusal: 'trip-started', cartId: null });
    }
  });

  it('answers 404, not 400, for a malformed booking or cart id, in the API and on the pages', async () => {
    const bookingId = await insertBooking('accepted', 200);
    for (const path of [
      '/post-booking/abc/init',
      `/post-booking/${bookingId}/purchase/abc/init`,
      '/post-booking/cart/abc',
      `/post-booking/${bookingId}/cart/-1/insurances`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code, path).toBe('not-found');
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'renter@example.test', password: 'Bosun-demo-2026' },
    });
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    for (const url of [`/en/post-booking/${bookingId}/purchase/abc`, '/fr/post-booking/abc']) {
      const page = await ctx.app.inject({ method: 'GET', url, cookies });
      expect(page.statusCode, url).toBe(404);
    }
  });
});

describe('balance payment', () => {
  it('shows what is left to pay on a down-payment booking', async () => {
    const id = await insertBooking('down_payment_paid', 90, { downPayment: 28980, balance: 67620 });
    const res = await get(`/balance-payment/${id}?_locale=fr`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bookingId: id,
      ownerName: 'Marie D.',
      onlineAmount: 96600,
      totalTenantAmount: 96600,
      downPaymentAmount: 28980,
      balancePaymentAmount: 67620,
      promoCodeAmount: 5000,
      mandatoryExtrasAmount: 8000,
      insurances: [{ key: 'cabWeather', name: 'Garantie météo', amount: 3600 }],
      isPaid: false,
      checkoutPaymentAmount: 67620,
      chargeCurrency: 'EUR',
    });
    const success = (await get(`/balance-payment/${id}/success`)).json();
    expect(success).toMatchObject({
      bookingId: id,
      isPaid: false,
      urlBookingDetails: `/en/booking/${id}/detail`,
    });
    expect(success.bankTransferInfo.reference).toBe(success.reference);
    expect((await get(`/balance-payment/${id}`, other)).statusCode).toBe(404);
  });

  it('has nothing for a booking paid in full, nor for a malformed id (it names no booking)', async () => {
    const full = await insertBooking('paid', 120);
    expect((await get(`/balance-payment/${full}`)).statusCode).toBe(404);
    expect((await get('/balance-payment/abc')).statusCode).toBe(404);
  });
});
