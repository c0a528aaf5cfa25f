import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Modification, type ModificationQuote, tripPaths } from '../../../shared/bookings/trips.ts';
import { type PaymentIntentAnswer, paymentPaths } from '../../../shared/checkout/payment.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { appClock } from '../../http/clock.ts';
import { expireModifications } from '../../jobs/modificationExpiry.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import {
  bookSession,
  confirmCheckout,
  count,
  createIntent,
  type Headers,
  payWithCard,
} from '../payments/testPayments.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let other: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
});
afterEach(() => appClock.set(null));
afterAll(() => ctx.close());

/** A booking the renter paid through the sandbox. */
async function paidBooking(dateFrom: string, dateTo: string): Promise<number> {
  const hash = await bookSession(ctx.app, fixture.productId, renter, { dateFrom, dateTo });
  const intent = await createIntent(ctx.app, hash, renter);
  expect((await payWithCard(ctx.app, intent.clientSecret)).statusCode).toBe(200);
  const outcome = await confirmCheckout(ctx.app, hash, renter);
  // An instant-bookable boat accepts at once.
  expect(['paid', 'accepted']).toContain(outcome.body.bookingStatus);
  return outcome.body.bookingId as number;
}

/** Another renter's booking holding some days, written straight into the table. */
async function othersBooking(from: string, toExclusive: string) {
  await ctx.db.query(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                           price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
     VALUES ('BSN-M' || substr(md5(random()::text), 1, 8), $1, $2, $3, daterange($4::date, $5::date), 2, 'accepted',
             'Blue Wind', '[]', 40000, 40000, 40000, 'moderate')`,
    [fixture.productId, fixture.otherRenterId, fixture.ownerId, from, toExclusive],
  );
}

const change = (startDate: string, endDate: string, more: object = {}) => ({
  startDate,
  endDate,
  people: 2,
  withCaptain: false,
  ...more,
});
const post = (url: string, headers: Headers, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const quote = async (bookingId: number, payload: object) => {
  const res = await post(tripPaths.modificationQuote(bookingId), renter, payload);
  expect(res.statusCode).toBe(200);
  return res.json() as ModificationQuote;
};
const bookingRow = async (bookingId: number) =>
  (
    await ctx.db.query<{
      start: string;
      end: string;
      people: number;
      status: string;
      total_amount: number;
      online_amount: number;
    }>(
      `SELECT to_char(lower(period), 'YYYY-MM-DD') AS start, to_char(upper(period) - 1, 'YYYY-MM-DD') AS "end",
              people, status, total_amount, online_amount FROM bookings WHERE id = $1`,
      [bookingId],
    )
  ).rows[0];
const modificationCount = (bookingId: number) =>
  count(ctx.db, 'booking_modifications WHERE booking_id = $1', [bookingId]);
const refundsOf = async (bookingId: number) =>
  (
    await ctx.db.query<{ amount: number; status: string; idempotency_key: string }>(
      'SELECT amount, status, idempotency_key FROM refunds WHERE booking_id = $1 ORDER BY id',
      [bookingId],
    )
  ).rows;

/** Requests a dearer change and pays its difference with the sandbox card. */
async function requestAndPay(bookingId: number, payload: object) {
  const asked = await post(tripPaths.modification(bookingId), renter, payload);
  expect(asked.statusCode).toBe(201);
  const modification = asked.json().modification as Modification;
  const intentRes = await post(tripPaths.modificationIntent(bookingId, modification.id), renter);
  expect(intentRes.statusCode).toBe(200);
  const intent = intentRes.json() as PaymentIntentAnswer;
  expect((await payWithCard(ctx.app, intent.clientSecret)).statusCode).toBe(200);
  const outcome = await post(paymentPaths.intentConfirm(intent.intentId), renter);
  expect(outcome.statusCode).toBe(200);
  return { modification, intent, outcome: outcome.json() };
}

describe('who may change a booking', () => {
  let bookingId: number;
  beforeAll(async () => {
    bookingId = await paidBooking(day('05-04'), day('05-05'));
  });

  it('answers 401 signed out and 404 to anyone but the parties, on every call', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: tripPaths.modification(bookingId) })).statusCode).toBe(
      401,
    );
    const calls = [
      ctx.app.inject({ method: 'GET', url: tripPaths.modification(bookingId), headers: other }),
      post(tripPaths.modificationQuote(bookingId), other, change(day('05-04'), day('05-06'))),
      post(tripPaths.modification(bookingId), other, change(day('05-04'), day('05-06'))),
      post(tripPaths.modificationDecision(bookingId, 1), other, { accept: true }),
      post(tripPaths.modificationIntent(bookingId, 1), other),
      post(tripPaths.modificationWithdraw(bookingId, 1), other),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
    }
    expect(await modificationCount(bookingId)).toBe(0);
  });

  it('shows the options to the owner but lets only the renter ask', async () => {
    const options = await ctx.app.inject({
      method: 'GET',
      url: tripPaths.modification(bookingId),
      headers: owner,
    });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      current: { startDate: day('05-04'), endDate: day('05-05'), people: 2, withCaptain: false, extras: [] },
      capacity: 8,
      sailingType: 'withOrWithoutCaptain',
      instantBooking: false,
      pending: null,
    });
    expect(options.json().extras.map((e: { name: string }) => e.name)).toEqual([
      'Final cleaning',
      'Stand-up paddle',
    ]);
    const byOwner = await post(tripPaths.modification(bookingId), owner, change(day('05-04'), day('05-06')));
    expect(byOwner.statusCode).toBe(403);
    expect(await modificationCount(bookingId)).toBe(0);
  });
});

describe('re-quoting and refusals', () => {
  let bookingId: number;
  beforeAll(async () => {
    bookingId = await paidBooking(day('05-10'), day('05-11'));
    await othersBooking(day('05-20'), day('05-22'));
  });

  it('re-prices with the checkout’s price: one more day costs its rental and service fee', async () => {
    const longer = await quote(bookingId, change(day('05-10'), day('05-12')));
    expect(longer).toMatchObject({
      available: true,
      refusal: null,
      needsOwnerApproval: true,
      refundAmount: 0,
    });
    // 200 € a day plus the 8 % service fee on it.
    expect(longer.differenceAmount).toBe(21_600);
    expect(longer.newTotalAmount - longer.oldTotalAmount).toBe(21_600);
    expect(longer.priceLines.find((line) => line.key === 'rental')?.amount).toBe(60_000);
  });

  it('words the quote’s lines in the page’s language, whoever booked', async () => {
    const asked = async (locale: string) => {
      const res = await post(
        `${tripPaths.modificationQuote(bookingId)}?_locale=${locale}`,
        renter,
        change(day('05-10'), day('05-12')),
      );
      expect(res.statusCode).toBe(200);
      return (res.json() as ModificationQuote).priceLines.find((line) => line.key === 'rental')?.label;
    };
    expect(await asked('fr')).toBe('Location, 3 jours');
    expect(await asked('en')).toBe('Rental, 3 days');
  });

  it('refuses taken dates, too many people, past dates and a half day over several days', async () => {
    expect((await quote(bookingId, change(day('05-21'), day('05-23')))).refusal).toBe('datesTaken');
    expect((await quote(bookingId, change(day('05-10'), day('05-11'), { people: 9 }))).refusal).toBe(
      'tooManyPeople',
    );
    expect((await quote(bookingId, change('2020-05-10', '2020-05-11'))).refusal).toBe('inThePast');
    await ctx.db.query('UPDATE products SET minimum_days = 3 WHERE id = $1', [fixture.productId]);
    expect((await quote(bookingId, change(day('05-12'), day('05-13')))).refusal).toBe('minimumDuration');
    await ctx.db.query('UPDATE products SET minimum_days = 1 WHERE id = $1', [fixture.productId]);
    const halfDays = await post(
      tripPaths.modificationQuote(bookingId),
      renter,
      change(day('05-10'), day('05-11'), { halfDayPeriod: 'morning' }),
    );
    expect(halfDays.statusCode).toBe(400);
    expect(halfDays.json().error.fields).toEqual({ halfDayPeriod: 'halfDayIsOneDay' });
  });

  it('keeps the captain on a boat that only sails with one, as the checkout does: 400 naming the field', async () => {
    await ctx.db.query(`UPDATE products SET sailing_type = 'withCaptain' WHERE id = $1`, [fixture.productId]);
    try {
      for (const url of [tripPaths.modificationQuote(bookingId), tripPaths.modification(bookingId)]) {
        const without = await post(url, renter, change(day('05-10'), day('05-12'), { withCaptain: false }));
        expect(without.statusCode).toBe(400);
        expect(without.json().error).toMatchObject({
          code: 'validation-failed',
          fields: { withCaptain: 'captainRequired' },
        });
      }
      expect(await modificationCount(bookingId)).toBe(0);
      const withCaptain = await quote(bookingId, change(day('05-10'), day('05-12'), { withCaptain: true }));
      expect(withCaptain.available).toBe(true);
      expect(withCaptain.priceLines.some((line) => line.key === 'captain')).toBe(true);
    } finally {
      await ctx.db.query(`UPDATE products SET sailing_type = 'withOrWithoutCaptain' WHERE id = $1`, [
        fixture.productId,
      ]);
    }
  });

  it('reads "today" on the application clock: moved past the new days, they are in the past', async () => {
    expect((await quote(bookingId, change(day('05-10'), day('05-12')))).available).toBe(true);
    appClock.set(new Date(`${day('05-15')}T12:00:00Z`));
    expect((await quote(bookingId, change(day('05-10'), day('05-12')))).refusal).toBe('inThePast');
  });

  it('answers 409 or 422 to a refused change and stores nothing', async () => {
    const taken = await post(tripPaths.modification(bookingId), renter, change(day('05-21'), day('05-23')));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('dates-taken');
    const crowd = await post(
      tripPaths.modification(bookingId),
      renter,
      change(day('05-10'), day('05-11'), { people: 9 }),
    );
    expect(crowd.statusCode).toBe(422);
    expect(crowd.json().error.code).toBe('tooManyPeople');
    const same = await post(tripPaths.modification(bookingId), renter, change(day('05-10'), day('05-11')));
    expect(same.statusCode).toBe(422);
    expect(same.json().error.code).toBe('no-change');
    const unknownExtra = await post(
      tripPaths.modification(bookingId),
      renter,
      change(day('05-10'), day('05-12'), { extras: [{ extraId: 999_999, quantity: 1 }] }),
    );
    expect(unknownExtra.statusCode).toBe(400);
    expect(await modificationCount(bookingId)).toBe(0);
    expect(await bookingRow(bookingId)).toMatchObject({ start: day('05-10'), end: day('05-11') });
  });
});

describe('a dearer change: paid, then accepted by the owner', () => {
  let bookingId: number;
  let modification: Modification;
  let before: Awaited<ReturnType<typeof bookingRow>>;

  it('waits for the payment of the difference, one change at a time', async () => {
    bookingId = await paidBooking(day('06-10'), day('06-11'));
    before = await bookingRow(bookingId);
    const asked = await post(
      tripPaths.modification(bookingId),
      renter,
      change(day('06-10'), day('06-12'), { people: 3 }),
    );
    expect(asked.statusCode).toBe(201);
    modification = asked.json().modification;
    expect(modification).toMatchObject({ status: 'awaiting_payment', differenceAmount: 21_600, people: 3 });
    expect(asked.json().payPath).toBe(`/booking/${bookingId}/modify`);
    const second = await post(tripPaths.modification(bookingId), renter, change(day('06-10'), day('06-13')));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('modification-pending');
  });

  it('charges the difference; settlement hands the change to the owner and keeps the original days', async () => {
    const intentRes = await post(tripPaths.modificationIntent(bookingId, modification.id), renter);
    const intent = intentRes.json() as PaymentIntentAnswer;
    expect(intent).toMatchObject({ kind: 'modification', amount: 21_600 });
    expect((await payWithCard(ctx.app, intent.clientSecret)).statusCode).toBe(200);
    const outcome = await post(paymentPaths.intentConfirm(intent.intentId), renter);
    expect(outcome.json()).toMatchObject({
      status: 'paid',
      purpose: 'modification',
      bookingId,
      successUrl: `/fr/booking/${bookingId}/detail`,
    });
    const options = await ctx.app.inject({
      method: 'GET',
      url: tripPaths.modification(bookingId),
      headers: renter,
    });
    expect(options.json().pending).toMatchObject({ id: modification.id, status: 'awaiting_owner' });
    expect(options.json().pending.responseDueAt).not.toBeNull();
    expect(await bookingRow(bookingId)).toEqual(before);
    expect(
      await count(
        ctx.db,
        `outbox WHERE template = 'modifications.requested' AND recipient = 'owner@example.test'`,
      ),
    ).toBe(1);
  });

  it('applies the change when the owner accepts: new days, party and price, same status, a timeline row', async () => {
    const res = await post(tripPaths.modificationDecision(bookingId, modification.id), owner, {
      accept: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, bookingId, modification: { status: 'accepted' } });
    expect(await bookingRow(bookingId)).toEqual({
      start: day('06-10'),
      end: day('06-12'),
      people: 3,
      status: 'paid',
      total_amount: before.total_amount + 21_600,
      online_amount: before.online_amount + 21_600,
    });
    // a code and its facts, never a sentence (DESIGN: whose language), at the application's time
    const events = await ctx.db.query<{
      from_status: string;
      to_status: string;
      reason: string;
      facts: object;
    }>(
      `SELECT from_status, to_status, reason, facts FROM booking_events
        WHERE booking_id = $1 AND reason LIKE 'modification%' ORDER BY id`,
      [bookingId],
    );
    expect(events.rows.map((e) => e.reason)).toEqual([
      'modificationRequested',
      'modificationPaid',
      'modificationApplied',
    ]);
    expect(events.rows.at(-1)).toEqual({
      from_status: 'paid',
      to_status: 'paid',
      reason: 'modificationApplied',
      facts: {
        modificationId: modification.id,
        previousStartDate: day('06-10'),
        previousEndDate: day('06-11'),
        startDate: day('06-10'),
        endDate: day('06-12'),
        previousPeople: 2,
        people: 3,
        previousWithCaptain: false,
        withCaptain: false,
      },
    });
    // the renter's page reads the codes with the new days, and no payment id
    const seen = await ctx.app.inject({ method: 'GET', url: tripPaths.detail(bookingId), headers: renter });
    const changes = (seen.json().timeline as { reason: string | null; facts?: object }[]).filter((e) =>
      e.reason?.startsWith('modification'),
    );
    expect(changes).toEqual([
      expect.objectContaining({
        reason: 'modificationRequested',
        facts: { startDate: day('06-10'), endDate: day('06-12') },
      }),
      expect.not.objectContaining({ facts: expect.anything() }),
      expect.objectContaining({
        reason: 'modificationApplied',
        facts: { startDate: day('06-10'), endDate: day('06-12') },
      }),
    ]);
    expect(await refundsOf(bookingId)).toEqual([]);
    const again = await post(tripPaths.modificationDecision(bookingId, modification.id), owner, {
      accept: true,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a cheaper change refunds by the snapshot’s terms, once', () => {
  it('refunds the share the terms give back and keeps the rest in the snapshot', async () => {
    const bookingId = await paidBooking(day('06-20'), day('06-23'));
    // The terms bind a confirmed booking: the owner accepts the request, which captures its payment.
    expect((await post(tripPaths.accept(bookingId), owner)).statusCode).toBe(200);
    // Half back, whatever the notice: the snapshot's terms decide, not today's settings.
    await ctx.db.query(
      `UPDATE bookings SET cancellation_terms = '[{"daysBefore": 0, "refundPercentage": 50}]' WHERE id = $1`,
      [bookingId],
    );
    const before = await bookingRow(bookingId);
    const asked = await post(tripPaths.modification(bookingId), renter, change(day('06-20'), day('06-21')));
    expect(asked.statusCode).toBe(201);
    const modification = asked.json().modification as Modification;
    // Two days less: 400 € of rental and 32 € of service fee.
    expect(modification).toMatchObject({
      status: 'awaiting_owner',
      differenceAmount: -43_200,
      refundAmount: 21_600,
    });
    expect(asked.json().payPath).toBeNull();

    const accepted = await post(tripPaths.modificationDecision(bookingId, modification.id), owner, {
      accept: true,
    });
    expect(accepted.statusCode).toBe(200);
    const refunds = await refundsOf(bookingId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 21_600, status: 'succeeded' });
    expect(refunds[0].idempotency_key).toMatch(new RegExp(`^modification:${modification.id}:`));
    expect(await bookingRow(bookingId)).toMatchObject({
      start: day('06-20'),
      end: day('06-21'),
      online_amount: before.online_amount - 21_600,
    });
    const again = await post(tripPaths.modificationDecision(bookingId, modification.id), owner, {
      accept: true,
    });
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(bookingId)).toHaveLength(1);
  });
});

describe('a cheaper change on a request whose card is only authorised', () => {
  const paymentsOf = async (bookingId: number) =>
    (
      await ctx.db.query<{ amount: number; status: string }>(
        'SELECT amount::float8 AS amount, status FROM payments WHERE booking_id = $1 ORDER BY id',
        [bookingId],
      )
    ).rows;

  it('refunds nothing while the hold waits, then gives the whole difference back when the owner accepts', async () => {
    const bookingId = await paidBooking(day('06-24'), day('06-27'));
    const held = await paymentsOf(bookingId);
    expect(held).toEqual([{ amount: expect.any(Number), status: 'requires_capture' }]);
    const before = await bookingRow(bookingId);
    // A request binds no terms yet: the whole difference is given back, not the terms' share.
    await ctx.db.query(
      `UPDATE bookings SET cancellation_terms = '[{"daysBefore": 0, "refundPercentage": 50}]' WHERE id = $1`,
      [bookingId],
    );
    const asked = await post(tripPaths.modification(bookingId), renter, change(day('06-24'), day('06-25')));
    expect(asked.statusCode).toBe(201);
    const modification = asked.json().modification as Modification;
    expect(modification).toMatchObject({ differenceAmount: -43_200, refundAmount: 43_200 });
    const decided = await post(tripPaths.modificationDecision(bookingId, modification.id), owner, {
      accept: true,
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().modification.status).toBe('accepted');
    expect(await refundsOf(bookingId)).toEqual([]);
    expect(await paymentsOf(bookingId)).toEqual(held);
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'paid',
      end: day('06-25'),
      online_amount: before.online_amount - 43_200,
    });

    expect((await post(tripPaths.accept(bookingId), owner)).statusCode).toBe(200);
    expect(await paymentsOf(bookingId)).toEqual([{ amount: held[0].amount, status: 'succeeded' }]);
    const refunds = await refundsOf(bookingId);
    expect(refunds).toEqual([
      { amount: 43_200, status: 'succeeded', idempotency_key: expect.stringMatching(/^accept-changed:/) },
    ]);
    expect(held[0].amount - refunds[0].amount).toBe(before.online_amount - 43_200);
    expect((await post(tripPaths.accept(bookingId), owner)).statusCode).toBe(200);
    expect(await refundsOf(bookingId)).toHaveLength(1);
  });

  it('makes it at once when the boat became instant-bookable meanwhile, and releases the whole hold on a decline', async () => {
    const bookingId = await paidBooking(day('06-28'), day('06-30'));
    await ctx.db.query('UPDATE products SET instant_booking = true WHERE id = $1', [fixture.productId]);
    try {
      const asked = await post(tripPaths.modification(bookingId), renter, change(day('06-28'), day('06-29')));
      expect(asked.statusCode).toBe(201);
      expect(asked.json().modification).toMatchObject({ status: 'accepted', differenceAmount: -21_600 });
    } finally {
      await ctx.db.query('UPDATE products SET instant_booking = false WHERE id = $1', [fixture.productId]);
    }
    expect(await refundsOf(bookingId)).toEqual([]);
    const declined = await post(tripPaths.decline(bookingId), owner, { reason: 'other' });
    expect(declined.statusCode).toBe(200);
    expect((await paymentsOf(bookingId)).map((p) => p.status)).toEqual(['canceled']);
    expect(await refundsOf(bookingId)).toEqual([]);
  });
});

describe('another booking on the new days', () => {
  it('answers 409 dates-taken to the owner’s acceptance, changes nothing, and still holds the original days', async () => {
    const bookingId = await paidBooking(day('07-20'), day('07-21'));
    const asked = await post(tripPaths.modification(bookingId), renter, change(day('07-24'), day('07-25')));
    expect(asked.statusCode).toBe(201);
    const modification = asked.json().modification as Modification;
    expect(modification.status).toBe('awaiting_owner');
    await othersBooking(day('07-25'), day('07-27'));
    const before = await bookingRow(bookingId);

    const accepted = await post(tripPaths.modificationDecision(bookingId, modification.id), owner, {
      accept: true,
    });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.code).toBe('dates-taken');
    expect(await bookingRow(bookingId)).toEqual(before);
    const pending = await ctx.app.inject({
      method: 'GET',
      url: tripPaths.modification(bookingId),
      headers: owner,
    });
    expect(pending.json().pending).toMatchObject({ id: modification.id, status: 'awaiting_owner' });
    await expect(othersBooking(day('07-20'), day('07-21'))).rejects.toMatchObject({ code: '23P01' });
  });
});

describe('a paid change that does not happen is refunded in full', () => {
  it('refunds the difference when the owner declines, with the reason', async () => {
    const bookingId = await paidBooking(day('08-10'), day('08-11'));
    const { modification, intent } = await requestAndPay(bookingId, change(day('08-10'), day('08-12')));
    const declined = await post(tripPaths.modificationDecision(bookingId, modification.id), owner, {
      accept: false,
      reason: 'The boat is in the yard that day.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().modification).toMatchObject({
      status: 'declined',
      reason: 'The boat is in the yard that day.',
    });
    expect((await refundsOf(bookingId)).map((r) => r.amount)).toEqual([intent.amount]);
    expect(await bookingRow(bookingId)).toMatchObject({ start: day('08-10'), end: day('08-11') });
    const mail = await ctx.db.query<{ body: string }>(
      `SELECT body FROM outbox WHERE template = 'modifications.declined' AND recipient = 'renter@example.test'`,
    );
    expect(mail.rows[0].body).toContain('The boat is in the yard that day.');
    // like every e-mail about the booking, it leads to the booking's conversation
    const chat = (
      await ctx.app.inject({ method: 'GET', url: tripPaths.detail(bookingId), headers: renter })
    ).json().links.conversation;
    expect(mail.rows[0].body).toMatch(
      new RegExp(`Your conversation about this booking: http://\\S+/en${chat}$`),
    );
  });

  it('lets the renter withdraw a change before the owner answers', async () => {
    const bookingId = await paidBooking(day('08-20'), day('08-21'));
    const { modification, intent } = await requestAndPay(bookingId, change(day('08-20'), day('08-22')));
    const withdrawn = await post(tripPaths.modificationWithdraw(bookingId, modification.id), renter);
    expect(withdrawn.json().modification.status).toBe('withdrawn');
    expect((await refundsOf(bookingId)).map((r) => r.amount)).toEqual([intent.amount]);
    expect((await post(tripPaths.modificationWithdraw(bookingId, modification.id), renter)).statusCode).toBe(
      409,
    );
  });

  it('expires a change nobody answered after 48 hours, once, even when the job runs twice', async () => {
    const bookingId = await paidBooking(day('09-10'), day('09-11'));
    const { modification, intent } = await requestAndPay(bookingId, change(day('09-10'), day('09-12')));
    const job = (hours: number) =>
      expireModifications(ctx.db, {
        publicUrl: 'https://bosun.example',
        now: () => new Date(Date.now() + hours * 3_600_000),
      });
    expect(await job(47)).toBe(0);
    // Every change still waiting in this file expires too (the dates-taken one above).
    expect(await job(49)).toBeGreaterThanOrEqual(1);
    expect(await job(49)).toBe(0);
    expect((await refundsOf(bookingId)).map((r) => r.amount)).toEqual([intent.amount]);
    const state = await ctx.db.query<{ status: string }>(
      'SELECT status FROM booking_modifications WHERE id = $1',
      [modification.id],
    );
    expect(state.rows[0].status).toBe('expired');
    expect(
      await count(
        ctx.db,
        `outbox WHERE template = 'modifications.expired' AND (payload ->> 'modificationId')::bigint = $1`,
        [modification.id],
      ),
    ).toBe(1);
  });
});

describe('an instant-bookable boat', () => {
  afterAll(async () => {
    await ctx.db.query('UPDATE products SET instant_booking = false WHERE id = $1', [fixture.productId]);
  });

  it('makes a cheaper change at once, with its refund, without asking the owner', async () => {
    // Booked while instant-bookable: accepted and captured at once, so the refund is real money.
    await ctx.db.query('UPDATE products SET instant_booking = true WHERE id = $1', [fixture.productId]);
    const bookingId = await paidBooking(day('10-05'), day('10-07'));
    const asked = await post(tripPaths.modification(bookingId), renter, change(day('10-05'), day('10-06')));
    expect(asked.statusCode).toBe(201);
    expect(asked.json().modification).toMatchObject({ status: 'accepted', differenceAmount: -21_600 });
    expect(await bookingRow(bookingId)).toMatchObject({ start: day('10-05'), end: day('10-06') });
    expect((await refundsOf(bookingId)).map((r) => r.amount)).toEqual([21_600]);
    expect(
      await count(
        ctx.db,
        `outbox WHERE template = 'modifications.requested' AND payload ->> 'bookingId' = $1`,
        [String(bookingId)],
      ),
    ).toBe(0);
  });

  it('makes a dearer change as soon as its difference is paid', async () => {
    const bookingId = await paidBooking(day('10-15'), day('10-16'));
    const { modification, outcome } = await requestAndPay(bookingId, change(day('10-15'), day('10-17')));
    expect(outcome).toMatchObject({ status: 'paid', purpose: 'modification' });
    const state = await ctx.db.query<{ status: string; payment_id: number | null }>(
      'SELECT status, payment_id FROM booking_modifications WHERE id = $1',
      [modification.id],
    );
    expect(state.rows[0].status).toBe('accepted');
    expect(state.rows[0].payment_id).not.toBeNull();
    expect(await bookingRow(bookingId)).toMatchObject({ start: day('10-15'), end: day('10-17') });
  });
});
