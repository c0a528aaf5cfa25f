import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { appClock } from '../../http/clock.ts';
import { policyRefund } from '../backoffice/bookings/refundPolicy.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import type { Headers } from '../payments/testPayments.ts';
import { canTransition } from './stateMachine.ts';
import { moneyOf, payBooking } from './testTrips.ts';

/**
 * The booking life as a model (issue 16): random sequences of what renters, the owner, staff and the
 * jobs do to a few bookings of two boats (one taking requests, one instant-bookable), through the
 * API. After every step: no two bookings that hold a boat overlap, what was captured minus what was
 * refunded is what the booking's snapshot terms say is kept, every status change in booking_events
 * was allowed by the state machine for its actor, and nothing answers a 5xx.
 */
let ctx: TestContext;
let fixture: ProductFixture;
let boats: number[];
let headers: { renters: Headers[]; owner: Headers; staff: Headers };

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  const instant = await ctx.db.query<{ id: number }>(
    `INSERT INTO products (kind, slug, title, product_type, owner_id, harbour_id, latitude, longitude, capacity,
                           sailing_type, instant_booking, cancellation_policy, base_price_per_day, moderation_status,
                           published_at)
     SELECT kind, 'instant-' || slug, 'Swift Tern', product_type, owner_id, harbour_id, latitude, longitude, capacity,
            'withoutCaptain', true, 'strict', 30000, 'published', now()
       FROM products WHERE id = $1 RETURNING id`,
    [fixture.productId],
  );
  boats = [fixture.productId, Number(instant.rows[0].id)];
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  headers = {
    renters: [
      await bearerFor(ctx.app, 'renter@example.test'),
      await bearerFor(ctx.app, 'other@example.test'),
    ],
    owner: await bearerFor(ctx.app, 'owner@example.test'),
    staff: await bearerFor(ctx.app, 'manager@example.test'),
  };
}, 60_000);
afterAll(async () => {
  appClock.set(null);
  await ctx.close();
});

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** Date windows: two that overlap, one a few days ahead (late-cancellation terms), one apart. */
const WINDOWS = [
  { dateFrom: dateIn(40), dateTo: dateIn(42) },
  { dateFrom: dateIn(42), dateTo: dateIn(44) },
  { dateFrom: dateIn(5), dateTo: dateIn(5) },
  { dateFrom: dateIn(60), dateTo: dateIn(60) },
];

type Action =
  | { kind: 'book'; boat: number; window: number; renter: number }
  | { kind: 'accept' | 'decline' | 'tenantCancel' | 'ownerCancel'; pick: number }
  | { kind: 'staffCancel'; pick: number; onBehalfOf: 'tenant' | 'owner' }
  | { kind: 'timePasses' }
  | { kind: 'runJobs' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      boat: fc.nat(1),
      window: fc.nat(3),
      renter: fc.nat(1),
    }),
  },
  ...(['accept', 'decline', 'tenantCancel', 'ownerCancel'] as const).map((kind) => ({
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant(kind), pick: fc.nat(20) }),
  })),
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('staffCancel' as const),
      pick: fc.nat(20),
      onBehalfOf: fc.constantFrom('tenant' as const, 'owner' as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'timePasses' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'runJobs' as const }) },
);

interface ModelBooking {
  id: number;
  renter: number;
  /** What the snapshot's terms say the marketplace keeps now (captured minus refunded). */
  kept: number;
}

async function resetWorld() {
  appClock.set(null);
  await ctx.db.query(`
    DELETE FROM refunds; DELETE FROM payment_events; DELETE FROM payments; DELETE FROM booking_insurances;
    DELETE FROM balance_collections; DELETE FROM audit_log; DELETE FROM conversations; DELETE FROM bookings; DELETE FROM payment_sessions;
    DELETE FROM sandbox_payment_intents; DELETE FROM outbox; DELETE FROM idempotency_keys;`);
}

async function bookingState(id: number) {
  const { rows } = await ctx.db.query<{
    status: BookingStatus;
    terms: { daysBefore: number; refundPercentage: number }[];
  }>('SELECT status, cancellation_terms AS terms FROM bookings WHERE id = $1', [id]);
  return rows[0];
}

/** Days before the start as the service counts them: the harbour's date of the app clock. */
async function daysBefore(id: number, clock: 'app' | 'database') {
  const { rows } = await ctx.db.query<{ days: number }>(
    `SELECT lower(period) - CASE WHEN $2 THEN ($3::timestamptz AT TIME ZONE 'Europe/Paris')::date ELSE current_date END AS days
       FROM bookings WHERE id = $1`,
    [id, clock === 'app', appClock.now()],
  );
  return rows[0].days;
}

async function perform(action: Action, model: ModelBooking[]): Promise<void> {
  const inject = async (method: 'POST', url: string, who: Headers, payload: unknown = {}) => {
    const res = await ctx.app.inject({ method, url, headers: who, payload: payload as object });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    return res;
  };
  if (action.kind === 'timePasses') {
    appClock.set(new Date(appClock.now().getTime() + 49 * 3600_000));
    return;
  }
  if (action.kind === 'runJobs') {
    await inject('POST', '/api/dev/jobs/run', {});
    return;
  }
  if (action.kind === 'book') {
    const renter = headers.renters[action.renter];
    try {
      const id = await payBooking(ctx.app, boats[action.boat], renter, WINDOWS[action.window]);
      const { captured } = await moneyOf(ctx.db, id);
      model.push({ id, renter: action.renter, kept: captured });
    } catch (error) {
      // Dates held by another booking (409), or already in the past once time passed (422).
      expect(String(error)).toMatch(/booking failed: (409|422)/);
    }
    return;
  }
  if (model.length === 0) return;
  const booking = model[action.pick % model.length];
  const before = await bookingState(booking.id);
  const { captured } = await moneyOf(ctx.db, booking.id);
  if (action.kind === 'accept' || action.kind === 'decline') {
    const res = await inject(
      'POST',
      action.kind === 'accept' ? tripPaths.accept(booking.id) : tripPaths.decline(booking.id),
      headers.owner,
      { reason: 'notAvailable' },
    );
    if (res.statusCode === 200 && action.kind === 'accept')
      booking.kept = (await moneyOf(ctx.db, booking.id)).captured;
    if (res.statusCode === 409 && res.json().error.code === 'authorisation-lapsed') booking.kept = 0;
    return;
  }
  if (action.kind === 'tenantCancel' || action.kind === 'ownerCancel') {
    const tenant = action.kind === 'tenantCancel';
    const days = await daysBefore(booking.id, 'app');
    const res = await inject(
      'POST',
      tripPaths.cancel(booking.id),
      tenant ? headers.renters[booking.renter] : headers.owner,
      {},
    );
    if (res.statusCode === 200 && before.status !== res.json().status) {
      const free = !tenant || before.status === 'paid' || before.status === 'down_payment_paid';
      booking.kept = free ? 0 : captured - policyRefund('tenant', before.terms, days, captured);
    }
    return;
  }
  if (action.kind !== 'staffCancel') return;
  const days = await daysBefore(booking.id, 'database');
  const res = await inject('POST', `/api/admin/bookings/${booking.id}/cancel`, headers.staff, {
    onBehalfOf: action.onBehalfOf,
    reason: 'Model test',
  });
  if (res.statusCode === 200 && (await bookingState(booking.id)).status !== before.status) {
    booking.kept = captured - policyRefund(action.onBehalfOf, before.terms, days, captured);
  }
}

async function checkInvariants(model: ModelBooking[]) {
  const overlaps = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings a JOIN bookings b
        ON a.product_id = b.product_id AND a.id < b.id AND a.period && b.period AND a.slot && b.slot
      WHERE a.exclusive AND b.exclusive
        AND a.status IN ('payment_pending', 'paid', 'down_payment_paid', 'accepted', 'checked_in', 'checked_out',
                         'completed', 'reviewed', 'damage_claimed')
        AND b.status IN ('payment_pending', 'paid', 'down_payment_paid', 'accepted', 'checked_in', 'checked_out',
                         'completed', 'reviewed', 'damage_claimed')`,
  );
  expect(overlaps.rows[0].n).toBe(0);
  for (const booking of model) {
    const money = await moneyOf(ctx.db, booking.id);
    expect(money.captured - money.refunded, `money kept on booking ${booking.id}`).toBe(booking.kept);
    expect(money.refunded).toBeLessThanOrEqual(money.captured);
  }
  const { rows: moves } = await ctx.db.query<{
    from_status: BookingStatus;
    to_status: BookingStatus;
    actor_role: 'tenant' | 'owner' | 'staff' | 'system';
  }>(
    'SELECT from_status, to_status, actor_role FROM booking_events WHERE from_status IS NOT NULL AND from_status <> to_status',
  );
  for (const move of moves) {
    expect(canTransition(move.from_status, move.to_status, move.actor_role), JSON.stringify(move)).toBe(true);
  } // What the system writes is a code with its facts, never a sentence (DESIGN: whose language): the
  // history's system lines, an owner's acceptance, and the refunds no person typed a reason for.
  const { rows: written } = await ctx.db.query<{ reason: string }>(
    `SELECT reason FROM booking_events
      WHERE reason IS NOT NULL AND (actor_role = 'system' OR (actor_role = 'owner' AND to_status = 'accepted'))
     UNION SELECT r.reason FROM refunds r LEFT JOIN users u ON u.id = r.created_by WHERE u.staff_role IS NULL`,
  );
  for (const { reason } of written) expect(reason, 'a stored sentence').toMatch(/^[a-z][A-Za-z]*$/);
}

describe('the booking life, as a model', () => {
  it('keeps the calendar, the money and the timeline right whatever the sequence', async () => {
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 4, maxLength: 16 }), async (actions) => {
        await resetWorld();
        const model: ModelBooking[] = [];
        for (const action of actions) {
          await perform(action, model);
          await checkInvariants(model);
        }
        // After the jobs ran, no card is held for a booking that is no longer a request.
        await ctx.app.inject({ method: 'POST', url: '/api/dev/jobs/run' });
        const stranded = await ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM payments p JOIN bookings b ON b.id = p.booking_id
            WHERE p.status = 'requires_capture' AND b.status NOT IN ('paid', 'down_payment_paid')`,
        );
        expect(stranded.rows[0].n).toBe(0);
        await checkInvariants(model);
        const { rows } = await ctx.db.query<{ status: string }>('SELECT DISTINCT status FROM bookings');
        for (const row of rows) reached.add(row.status);
      }),
      { numRuns: 14, seed: Number(process.env.MODEL_SEED ?? 1604), endOnFailure: true },
    );
    // The sequences did reach the branches whose money the invariants check.
    expect([...reached]).toEqual(
      expect.arrayContaining([
        'paid',
        'accepted',
        'declined',
        'cancelled_by_tenant',
        'cancelled_by_owner',
        'expired',
      ]),
    );
  }, 120_000);
});
