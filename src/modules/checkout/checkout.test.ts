import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { type PriceLineFacts, wordedPriceLines } from '../pricing/priceLabels.ts';
import { computeCheckoutPrice } from './checkoutPrice.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Record<string, string>;
let other: Record<string, string>;
let support: Record<string, string>;
let sales: Record<string, string>;
let hash: string;
let sessionId: number;

const july = { dateFrom: day('07-06'), dateTo: day('07-08'), numberOfPeople: 4, withCaptain: true };
// 3 high-season days at 300 €, a 150 €/day skipper, 80 € cleaning, 8 % fee on rental + skipper
const RENTAL = 90000;
const BASE_TOTAL = RENTAL + 45000 + 8000 + 10800;

async function book(headers: Record<string, string>, body: object, query = '_locale=en') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v6/products/${fixture.productId}/payment-sessions?${query}`,
    headers,
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const found = await ctx.db.query<{ id: number }>('SELECT id FROM payment_sessions WHERE hash = $1', [
    res.json().hash,
  ]);
  return { hash: res.json().hash as string, id: found.rows[0].id };
}

const get = (url: string, headers: Record<string, string> = renter) =>
  ctx.app.inject({ method: 'GET', url: `/api/v6${url}`, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = renter) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v6${url}`, headers, payload: payload as object });

const noInsurance = {
  cabWeather: false,
  damageWaiver: false,
  mondialAssistance: false,
  mondialMultiRisk: false,
};

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
  await insertTestUser(ctx.db, { email: 'sales@example.test', staffRole: 'sales' });
  [renter, other, support, sales] = await Promise.all(
    ['renter', 'other', 'support', 'sales'].map((name) => bearerFor(ctx.app, `${name}@example.test`)),
  );
  ({ hash, id: sessionId } = await book(renter, july));
});
afterAll(() => ctx.close());

describe('who reaches a checkout', () => {
  it('shows the session to its tenant, with product, owner, place and dates', async () => {
    const res = await get(`/checkout/${hash}?_locale=fr`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.session).toMatchObject({
      hash,
      status: 'open',
      isActivity: false,
      isEligibleDownPayment: true,
      isDirect: false,
      captainType: 'withCaptain',
      tenantEmail: 'renter@example.test',
      cancellationPolicy: { name: 'moderate', refundPercentage: 100, balancePaymentDays: 30 },
    });
    expect(body.product).toMatchObject({
      name: 'Blue Wind, Beneteau Oceanis 46 à Marseille',
      deposit: 100000,
    });
    expect(body.owner).toEqual({ name: 'Marie D.', image: null, isSuperOwner: true, isPro: true });
    expect(body.localization).toMatchObject({ city: 'Marseille', harbor: 'Vieux-Port' });
    expect(body.booking).toMatchObject({ startAt: day('07-06'), endAt: day('07-08'), numberOfPeople: 4 });
    expect(typeof body.booking.id).toBe('number');
  });

  it('answers 404 to another renter and to sales staff, 401 when signed out, 200 to support staff', async () => {
    for (const path of [`/checkout/${hash}`, `/checkout/${hash}/price`, `/ps/${hash}/insurances`]) {
      expect((await get(path, other)).statusCode).toBe(404);
      expect((await get(path, sales)).statusCode).toBe(404);
      expect((await get(path, {})).statusCode).toBe(401);
      expect((await get(path, support)).statusCode).toBe(200);
    }
    const change = await put(`/ps/${hash}/insurances/selected`, { ...noInsurance, cabWeather: true }, other);
    expect(change.statusCode).toBe(404);
    expect((await get('/checkout/not-a-session-hash')).statusCode).toBe(404);
  });

  it('answers 404, not 400, for a malformed hash, in the API and on the checkout page', async () => {
    for (const bad of ['abc', 'x'.repeat(65), 'a%20b%2Fc-d_e']) {
      for (const path of [`/checkout/${bad}`, `/checkout/${bad}/price`, `/ps/${bad}/insurances`]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().error.code, path).toBe('not-found');
      }
    }
    expect((await get(`/checkout/${hash}/tracking/abc`)).statusCode).toBe(404);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'renter@example.test', password: 'Bosun-demo-2026' },
    });
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    for (const url of ['/en/ps/abc', '/fr/ps/%3Cscript%3E']) {
      const page = await ctx.app.inject({ method: 'GET', url, cookies });
      expect(page.statusCode, url).toBe(404);
    }
  });

  it('has no activity for a boat', async () => {
    expect((await get(`/checkout/${hash}/activity`)).statusCode).toBe(404);
  });
});

describe('price and insurances', () => {
  it('labels the price lines in the language of _locale', async () => {
    const label = async (locale: string, key: string) =>
      (await get(`/checkout/${hash}/price?_locale=${locale}`))
        .json()
        .lines.find((line: { key: string }) => line.key === key)?.label;
    expect(await label('fr', 'rental')).toBe('Location, 3 jours');
    expect(await label('de', 'rental')).toBe('Miete, 3 Tage');
    expect(await label('es', 'serviceFee')).toBe('Gastos de servicio');
    expect(await label('en', 'rental')).toBe('Rental, 3 days');
  });

  it('prices the session on the server, the same on the page, the session row and the computation', async () => {
    const res = await get(`/checkout/${hash}/price`);
    expect(res.statusCode).toBe(200);
    const price = res.json();
    expect(price).toMatchObject({
      total: BASE_TOTAL,
      online: BASE_TOTAL,
      harborAmount: 0,
      rentalGross: RENTAL,
      fees: 10800,
      extras: 45000 + 8000,
      checkoutPaymentAmount: BASE_TOTAL,
      deposit: 100000,
      chargeCurrency: 'EUR',
    });
    const computation = await computeCheckoutPrice(ctx.db, sessionId);
    const stored = (
      await ctx.db.query<{ total_amount: number; online_amount: number; price_lines: unknown[] }>(
        'SELECT total_amount, online_amount, price_lines FROM payment_sessions WHERE id = $1',
        [sessionId],
      )
    ).rows[0];
    expect(computation.total).toBe(price.eur.total);
    expect(stored.total_amount).toBe(price.eur.total);
    expect(stored.online_amount).toBe(computation.onlineAmount);
    // the session keeps Bosun's lines as key and params; worded for an English reader they are the page's
    expect(JSON.stringify(stored.price_lines)).not.toMatch(/Rental|Service fee/);
    expect(wordedPriceLines(stored.price_lines as PriceLineFacts[], 'en')).toEqual(computation.lines);
  });

  it('lists the four insurances, priced by their rules, named in the language asked', async () => {
    const res = await get(`/ps/${hash}/insurances?_locale=fr`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cabWeather: { selected: false, available: true, name: 'Garantie météo', price: 3600 },
      damageWaiver: { available: true, name: 'Assurance caution', price: 6300 },
      mondialAssistance: { available: true, price: 250 * 4 * 3 },
      mondialMultiRisk: { available: true, price: 4500 },
      depositWithWaiver: 20000,
    });
    const german = (await get(`/ps/${hash}/insurances?_locale=de`)).json();
    expect(german.cabWeather).toMatchObject({
      name: 'Schlechtwettergarantie',
      description: expect.stringContaining('Wetterwarnung'),
    });
    // British English falls back to English.
    expect((await get(`/ps/${hash}/insurances?_locale=en-GB`)).json().damageWaiver.name).toBe(
      'Deposit insurance',
    );
  });

  it('adds chosen insurances to the price; the damage waiver lowers the deposit', async () => {
    const res = await put(`/ps/${hash}/insurances/selected`, {
      ...noInsurance,
      cabWeather: true,
      damageWaiver: true,
      mondialAssistance: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mondialAssistance.selected).toBe(true);
    const price = (await get(`/checkout/${hash}/price`)).json();
    expect(price.insurances).toBe(3600 + 6300 + 3000);
    expect(price.total).toBe(BASE_TOTAL + 12900);
    expect(price.deposit).toBe(20000);
    expect(price.depositWithoutWaiver).toBe(100000);
  });

  it('refuses Mondial assistance with Mondial multi-risk, changing nothing', async () => {
    const res = await put(`/ps/${hash}/insurances/selected`, {
      ...noInsurance,
      mondialAssistance: true,
      mondialMultiRisk: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.mondialMultiRisk).toBe('insurancesExclusive');
    const insurances = (await get(`/ps/${hash}/insurances`)).json();
    expect(insurances.mondialAssistance.selected).toBe(true);
    expect(insurances.mondialMultiRisk.selected).toBe(false);
    const switched = await put(`/ps/${hash}/insurances/selected`, { ...noInsurance, mondialMultiRisk: true });
    expect(switched.json()).toMatchObject({
      mondialMultiRisk: { selected: true },
      mondialAssistance: { selected: false },
      cabWeather: { selected: false },
    });
    const bad = await put(`/ps/${hash}/insurances/selected`, { cabWeather: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.cabWeather).toBe('booleanRequired');
    await put(`/ps/${hash}/insurances/selected`, noInsurance);
  });
});

describe('extras', () => {
  it('lists the rental type and the optional extras', async () => {
    const rentalType = (await get(`/checkout/${hash}/extra/rental-type`)).json();
    expect(rentalType).toMatchObject({
      polymorphExtraId: fixture.skipperExtraId,
      name: 'Skipper',
      wantedQuantity: 1,
      isMandatory: false,
      price: 45000,
      priceByDay: 15000,
    });
    const extras = (await get(`/checkout/${hash}/extras`)).json();
    expect(extras.items).toHaveLength(1);
    expect(extras.items[0]).toMatchObject({ name: 'Stand-up paddle', price: 7500, isSelected: false });
  });

  it('adds an optional extra and drops the skipper, re-pricing each time', async () => {
    const paddle = (await get(`/checkout/${hash}/extras`)).json().items[0].polymorphExtraId;
    const added = await put(`/checkout/${hash}/extra/selected`, {
      polymorphExtraId: paddle,
      isSelected: true,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().total).toBe(BASE_TOTAL + 7500);
    const noSkipper = await put(`/checkout/${hash}/extra/selected`, {
      polymorphExtraId: fixture.skipperExtraId,
      isSelected: false,
    });
    expect(noSkipper.statusCode).toBe(200);
    // no skipper: the fee is 8 % of the rental alone
    expect(noSkipper.json().total).toBe(RENTAL + 8000 + 7200 + 7500);
    expect((await get(`/checkout/${hash}`)).json().session.captainType).toBe('withoutCaptain');
    expect((await get(`/checkout/${hash}/extra/rental-type`)).json().wantedQuantity).toBe(0);
    await put(`/checkout/${hash}/extra/selected`, { polymorphExtraId: paddle, isSelected: false });
    await put(`/checkout/${hash}/extra/selected`, {
      polymorphExtraId: fixture.skipperExtraId,
      isSelected: true,
    });
    expect((await get(`/checkout/${hash}/price`)).json().total).toBe(BASE_TOTAL);
  });

  it('refuses an extra of another boat and bad input', async () => {
    const unknown = await put(`/checkout/${hash}/extra/selected`, {
      polymorphExtraId: 999999,
      isSelected: true,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await put(`/checkout/${hash}/extra/selected`, { polymorphExtraId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['polymorphExtraId', 'isSelected']);
  });
});

describe('promo codes', () => {
  beforeAll(async () => {
    await ctx.db.query(
      `INSERT INTO promo_codes (code, percent_off, amount_off, valid_from, valid_to, minimum_amount, max_uses,
                                max_uses_per_user, used_count) VALUES
         ('WELCOME10', 10, NULL, now() - interval '1 day', now() + interval '1 year', 0, NULL, 1, 0),
         ('SUMMER50', NULL, 5000, NULL, NULL, 30000, 100, 2, 0),
         ('OLD15', 15, NULL, now() - interval '2 years', now() - interval '1 year', 0, NULL, NULL, 0),
         ('LATER5', 5, NULL, now() + interval '1 month', NULL, 0, NULL, NULL, 0),
         ('BIG100', NULL, 10000, NULL, NULL, 10000000, NULL, NULL, 0),
         ('FLASH20', 20, NULL, NULL, NULL, 0, 50, NULL, 50),
         ('ONCE', 5, NULL, NULL, NULL, 0, NULL, 1, 0)`,
    );
    await ctx.db.query(
      `INSERT INTO promo_redemptions (promo_code_id, user_id, amount)
       SELECT id, $1, 500 FROM promo_codes WHERE code = 'ONCE'`,
      [fixture.renterId],
    );
  });

  it.each([
    ['NOPE', 'promo-unknown', 'promoUnknown'],
    ['OLD15', 'promo-expired', 'promoExpired'],
    ['LATER5', 'promo-not-started', 'promoNotStarted'],
    ['BIG100', 'promo-minimum-not-reached', 'promoMinimumNotReached'],
    ['FLASH20', 'promo-exhausted', 'promoExhausted'],
    ['ONCE', 'promo-already-used', 'promoAlreadyUsed'],
  ])('refuses %s with %s, changing nothing', async (code, reason, field) => {
    const res = await put(`/checkout/${hash}/promo-code`, { promoCode: code });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: reason, fields: { promoCode: field } });
    const session = (
      await ctx.db.query<{ promo_code: string | null }>(
        'SELECT promo_code FROM payment_sessions WHERE id = $1',
        [sessionId],
      )
    ).rows[0];
    expect(session.promo_code).toBeNull();
  });

  it('applies a percentage code, replaces it by an amount code (one per booking), removes it', async () => {
    const welcome = await put(`/checkout/${hash}/promo-code`, { promoCode: 'welcome10' });
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json()).toMatchObject({
      promoCode: { code: 'WELCOME10', amount: 9000 },
      total: BASE_TOTAL - 9000,
      discountAmount: 9000,
    });
    const summer = await put(`/checkout/${hash}/promo-code`, { promoCode: 'SUMMER50' });
    expect(summer.json()).toMatchObject({
      promoCode: { code: 'SUMMER50', amount: 5000 },
      total: BASE_TOTAL - 5000,
    });
    expect((await get(`/checkout/${hash}/tracking`)).json().promoCode).toBe('SUMMER50');
    const removed = await put(`/checkout/${hash}/promo-code`, { promoCode: '' });
    expect(removed.json()).toMatchObject({ promoCode: null, total: BASE_TOTAL });
    const bad = await put(`/checkout/${hash}/promo-code`, { promoCode: 'no spaces!' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('down payment', () => {
  it('is offered far ahead and above the minimum, and splits the online amount', async () => {
    const offer = (await get(`/checkout/${hash}/down-payment`)).json();
    expect(offer).toMatchObject({
      isEligible: true,
      isSelected: false,
      percent: 30,
      checkoutPaymentAmount: BASE_TOTAL,
    });
    const res = await put(`/checkout/${hash}/down-payment/selected`, { isSelected: true });
    expect(res.statusCode).toBe(200);
    const down = Math.round(BASE_TOTAL * 0.3);
    expect(res.json()).toMatchObject({
      isSelected: true,
      downPaymentAmount: down,
      balancePaymentAmount: BASE_TOTAL - down,
      balancePaymentDate: day('06-06'),
      checkoutPaymentAmount: down,
    });
    const computation = await computeCheckoutPrice(ctx.db, sessionId);
    expect(computation).toMatchObject({ checkoutPaymentAmount: down, paymentKind: 'down_payment' });
    await put(`/checkout/${hash}/down-payment/selected`, { isSelected: false });
  });

  it('splits the new price again when an insurance is added: the price and the plan tell the same figures', async () => {
    await put(`/checkout/${hash}/down-payment/selected`, { isSelected: true });
    const before = (await get(`/checkout/${hash}/price`)).json();
    const insured = await put(`/ps/${hash}/insurances/selected`, { ...noInsurance, cabWeather: true });
    expect(insured.statusCode).toBe(200);
    const price = (await get(`/checkout/${hash}/price`)).json();
    const plan = (await get(`/checkout/${hash}/down-payment`)).json();
    expect(price.online).toBeGreaterThan(before.online);
    const down = Math.round(price.online * 0.3);
    expect(price).toMatchObject({ downPaymentAmount: down, balancePaymentAmount: price.online - down });
    expect(price.downPayment).toMatchObject({
      downPaymentAmount: down,
      balancePaymentAmount: price.online - down,
    });
    expect(plan).toMatchObject({
      isSelected: true,
      downPaymentAmount: down,
      balancePaymentAmount: price.online - down,
      checkoutPaymentAmount: down,
    });
    await put(`/ps/${hash}/insurances/selected`, noInsurance);
    await put(`/checkout/${hash}/down-payment/selected`, { isSelected: false });
  });

  it('splits the new price again when an option is added or the skipper dropped, each time', async () => {
    await put(`/checkout/${hash}/down-payment/selected`, { isSelected: true });
    const paddle = (await get(`/checkout/${hash}/extras`)).json().items[0].polymorphExtraId;
    let previous = (await get(`/checkout/${hash}/price`)).json().online;
    for (const change of [
      { polymorphExtraId: paddle, isSelected: true },
      { polymorphExtraId: fixture.skipperExtraId, isSelected: false },
    ]) {
      expect((await put(`/checkout/${hash}/extra/selected`, change)).statusCode).toBe(200);
      const price = (await get(`/checkout/${hash}/price`)).json();
      const plan = (await get(`/checkout/${hash}/down-payment`)).json();
      expect(price.online).not.toBe(previous);
      previous = price.online;
      const down = Math.round(price.online * 0.3);
      expect(price).toMatchObject({ downPaymentAmount: down, balancePaymentAmount: price.online - down });
      expect(plan).toMatchObject({
        isSelected: true,
        downPaymentAmount: down,
        balancePaymentAmount: price.online - down,
        checkoutPaymentAmount: down,
      });
    }
    await put(`/checkout/${hash}/extra/selected`, { polymorphExtraId: paddle, isSelected: false });
    await put(`/checkout/${hash}/extra/selected`, {
      polymorphExtraId: fixture.skipperExtraId,
      isSelected: true,
    });
    await put(`/checkout/${hash}/down-payment/selected`, { isSelected: false });
  });

  it('is refused for a trip starting soon', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const near = await book(other, { dateFrom: soon, dateTo: soon, numberOfPeople: 2 });
    const offer = (await get(`/checkout/${near.hash}/down-payment`, other)).json();
    expect(offer).toMatchObject({ isEligible: false, refusal: 'startTooSoon' });
    const res = await put(`/checkout/${near.hash}/down-payment/selected`, { isSelected: true }, other);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('down-payment-not-eligible');
  });
});

describe('session state', () => {
  it('shows amounts in the session currency and states the EUR charge', async () => {
    const usd = await book(other, { ...july, dateFrom: day('08-20'), dateTo: day('08-21') }, 'currency=USD');
    const price = (await get(`/checkout/${usd.hash}/price`, other)).json();
    expect(price.currency.code).toBe('USD');
    expect(price.eur.total).toBe(60000 + 30000 + 8000 + 7200);
    expect(price.total).toBe(
      price.lines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0),
    );
    expect(price.lines[0].amount).toBe(66000);
  });

  it('refuses changes once the session expired or is paid, and keeps the paid price', async () => {
    await ctx.db.query(`UPDATE payment_sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      sessionId,
    ]);
    const expired = await put(`/checkout/${hash}/promo-code`, { promoCode: 'WELCOME10' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.code).toBe('session-expired');

    const before = (await get(`/checkout/${hash}/price`)).json();
    await ctx.db.query(
      `UPDATE payment_sessions SET status = 'paid', expires_at = now() + interval '30 minutes' WHERE id = $1`,
      [sessionId],
    );
    await ctx.db.query('UPDATE products SET base_price_per_day = 99900 WHERE id = $1', [fixture.productId]);
    const paid = await put(`/ps/${hash}/insurances/selected`, { ...noInsurance, cabWeather: true });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('session-paid');
    const after = (await get(`/checkout/${hash}/price`)).json();
    expect(after.eur).toEqual(before.eur);
    const success = (await get(`/checkout/${hash}/success`)).json();
    expect(success).toMatchObject({ isPaid: true, paidAmount: BASE_TOTAL, productName: expect.any(String) });
    const bookingId = success.bookingId as number;
    const purchase = await get(`/checkout/${hash}/tracking/${bookingId}`);
    expect(purchase.statusCode).toBe(200);
    expect(purchase.json().ecommerce).toMatchObject({ currency: 'EUR', value: BASE_TOTAL / 100 });
    expect((await get(`/checkout/${hash}/tracking/${bookingId + 1000}`)).statusCode).toBe(404);
  });
});

describe('an activity checkout', () => {
  it('answers the activity, and null for the rental type of a listing without one', async () => {
    const { hash: activityHash } = await book(other, {
      dateFrom: day('08-10'),
      dateTo: day('08-10'),
      numberOfPeople: 2,
      withCaptain: false,
    });
    // The listing becomes an activity with no skipper to choose (no rental-type extra, no captain rate).
    await ctx.db.query(
      `UPDATE products SET kind = 'activity', activity_type = 'sunsetCruise', product_type = NULL,
              duration_hours = 2.5, pricing_unit = 'per_person', sailing_type = 'withoutCaptain',
              captain_price_per_day = NULL
        WHERE id = $1`,
      [fixture.productId],
    );
    await ctx.db.query('UPDATE extras SET is_rental_type = false WHERE id = $1', [fixture.skipperExtraId]);

    const activity = await get(`/checkout/${activityHash}/activity`, other);
    expect(activity.statusCode).toBe(200);
    expect(activity.json()).toEqual({
      id: fixture.productId,
      title: 'Blue Wind, Beneteau Oceanis 46 in Marseille',
      description: 'A fast and comfortable cruiser.',
      coverUrl: '/media/demo/a.svg',
      durationHours: 2.5,
      pricingUnit: 'per_person',
      localization: { address: 'Quai du Port', city: 'Marseille' },
    });
    const session = (await get(`/checkout/${activityHash}`, other)).json();
    expect(session.session.isActivity).toBe(true);
    expect(session.booking.activityId).toBe(fixture.productId);

    const rentalType = await get(`/checkout/${activityHash}/extra/rental-type`, other);
    expect(rentalType.statusCode).toBe(200);
    expect(rentalType.json()).toBeNull();
  });
});
