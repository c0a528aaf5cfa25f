import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import { paymentPaths } from '../../../shared/checkout/payment.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { appClock } from '../../http/clock.ts';
import { refundBooking } from '../backoffice/bookings/refunds.ts';
import { payBooking } from '../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { type Headers, payWithCard } from '../payments/testPayments.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
});
afterAll(async () => {
  appClock.set(null);
  await ctx.close();
});

const post = (url: string, headers: Headers, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

interface Money {
  online: number;
  fee: number;
  insurance: number;
  paid: number;
  gross: number;
  commission: number;
  damage: number;
  balance: number;
  kinds: string[];
}
async function money(bookingId: number): Promise<Money> {
  const { rows } = await ctx.db.query<Money & { kinds: string[] }>(
    `SELECT b.online_amount::float8 AS online, b.service_fee_amount::float8 AS fee,
            b.insurance_amount::float8 AS insurance,
            (SELECT coalesce(sum(amount), 0)::float8 FROM ledger_entries
              WHERE booking_id = b.id AND party = 'renter' AND kind IN ('charge', 'refund')) AS paid,
            (SELECT coalesce(sum(amount), 0)::float8 FROM ledger_entries WHERE booking_id = b.id AND party = 'owner'
                AND kind IN ('owner_earning', 'earning_adjustment') AND details ->> 'basis' = 'rental') AS gross,
            (SELECT coalesce(-sum(amount), 0)::float8 FROM ledger_entries
              WHERE booking_id = b.id AND party = 'owner' AND kind = 'commission') AS commission,
            (SELECT coalesce(sum(amount), 0)::float8 FROM ledger_entries WHERE booking_id = b.id AND party = 'owner'
                AND details ->> 'basis' = 'damage') AS damage,
            (SELECT coalesce(sum(amount), 0)::float8 FROM ledger_entries
              WHERE booking_id = b.id AND party = 'owner') AS balance,
            (SELECT coalesce(array_agg(kind ORDER BY id), '{}') FROM ledger_entries
              WHERE booking_id = b.id AND party <> 'renter') AS kinds
       FROM bookings b WHERE b.id = $1`,
    [bookingId],
  );
  return rows[0];
}

/** Bosun's commission rows mirror the owner's: what one side gives, the other takes. */
async function platformCommission(bookingId: number) {
  const { rows } = await ctx.db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::float8 AS total FROM ledger_entries
      WHERE booking_id = $1 AND party = 'platform' AND kind = 'commission'`,
    [bookingId],
  );
  return rows[0].total;
}

describe('an owner’s earning follows the renter’s money, to the cent', () => {
  let id: number;

  it('nothing is earned while the card is only held', async () => {
    id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('07-01'),
      dateTo: day('07-02'),
    });
    const m = await money(id);
    expect(m.kinds).toEqual([]);
    expect(m.balance).toBe(0);
  });

  it('accepting earns the rental net of the fee and insurance, less 12 % commission (the fixture’s owner is professional)', async () => {
    expect((await post(tripPaths.accept(id), owner)).statusCode).toBe(200);
    const m = await money(id);
    // the fixture's two days: 728.00 € online, of which Bosun's service fee 48.00 €, no insurance
    expect([m.online, m.fee, m.insurance, m.paid]).toEqual([72_800, 4_800, 0, 72_800]);
    // gross 680.00 €; commission 12 % = 81.60 €; net 598.40 €
    expect([m.gross, m.commission, m.balance]).toEqual([68_000, 8_160, 59_840]);
    expect(m.kinds).toEqual(['owner_earning', 'commission', 'commission']);
    expect(await platformCommission(id)).toBe(8_160);
    // a replayed accept moves nothing
    await post(tripPaths.accept(id), owner);
    expect((await money(id)).balance).toBe(59_840);
  });

  it('a dearer change adds its rental to the earning and its commission', async () => {
    const asked = await post(tripPaths.modification(id), renter, {
      startDate: day('07-01'),
      endDate: day('07-03'),
      people: 2,
      withCaptain: false,
    });
    expect(asked.statusCode).toBe(201);
    const modificationId = asked.json().modification.id as number;
    const intentRes = await post(tripPaths.modificationIntent(id, modificationId), renter);
    expect(intentRes.statusCode).toBe(200);
    expect((await payWithCard(ctx.app, intentRes.json().clientSecret)).statusCode).toBe(200);
    expect((await post(paymentPaths.intentConfirm(intentRes.json().intentId), renter)).statusCode).toBe(200);
    expect(
      (await post(tripPaths.modificationDecision(id, modificationId), owner, { accept: true })).statusCode,
    ).toBe(200);
    const m = await money(id);
    // three days: 1,052.00 € online of which 72.00 € fee, all paid (the difference when asked, the
    // price applied when the owner accepted)
    expect([m.online, m.fee, m.paid]).toEqual([105_200, 7_200, 105_200]);
    // gross 980.00 €, commission 117.60 €, net 862.40 €
    expect([m.gross, m.commission, m.balance]).toEqual([98_000, 11_760, 86_240]);
    expect(await platformCommission(id)).toBe(11_760);
  });

  it('a renter’s cancellation by the policy keeps the owner the share the renter does not get back', async () => {
    // three days ahead: the moderate policy gives 50 % back
    appClock.set(new Date(`${day('06-28')}T10:00:00Z`));
    const res = await post(tripPaths.cancel(id), renter, {});
    expect(res.statusCode).toBe(200);
    appClock.set(null);
    const m = await money(id);
    // 526.00 € refunded, 526.00 € kept: gross 526 × 980 / 1,052 = 490.00 €, commission 58.80 €, net 431.20 €
    expect([m.paid, m.gross, m.commission, m.balance]).toEqual([52_600, 49_000, 5_880, 43_120]);
    expect(await platformCommission(id)).toBe(5_880);
  });
});

describe('a damage capture and a staff refund', () => {
  let id: number;

  it('the damage captured from the deposit is the owner’s in full; a partial refund takes its share back', async () => {
    id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('08-01'),
      dateTo: day('08-01'),
    });
    expect((await post(tripPaths.accept(id), owner)).statusCode).toBe(200);
    let m = await money(id);
    // one day: 404.00 € online with a 24.00 € fee; gross 380.00 €, commission 45.60 €, net 334.40 €
    expect([m.online, m.gross, m.commission, m.balance]).toEqual([40_400, 38_000, 4_560, 33_440]);

    // the deposit job records a capture of 250.00 € for a settled claim
    await ctx.db.query(
      `INSERT INTO deposits (booking_id, provider, provider_reference, amount, status, held_at)
       VALUES ($1, 'sandbox', $2, 100000, 'held', now())`,
      [id, `dep_test_${id}`],
    );
    await ctx.db.query(
      `UPDATE deposits SET status = 'captured', capture_amount = 25000, settled_at = now() WHERE booking_id = $1`,
      [id],
    );
    m = await money(id);
    // no commission on damages: 334.40 + 250.00 €
    expect([m.damage, m.commission, m.balance]).toEqual([25_000, 4_560, 58_440]);

    // staff refund 101.00 € of the 404.00 € paid (a quarter): the rental share goes down a quarter
    await ctx.db.transaction((tx) =>
      refundBooking(tx, {
        bookingId: id,
        amount: 10_100,
        reason: 'goodwill',
        actorId: null,
        idempotencyKey: 't:1',
      }),
    );
    m = await money(id);
    // paid 303.00 € → gross 285.00 €, commission 34.20 €, damage 250.00 € → 500.80 €
    expect([m.paid, m.gross, m.commission, m.damage, m.balance]).toEqual([
      30_300, 28_500, 3_420, 25_000, 50_080,
    ]);
  });
});
