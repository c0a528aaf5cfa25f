import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSURANCE_KEYS, type InsuranceKey } from '../../../shared/checkout/checkout.ts';
import { SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import {
  bearerFor,
  day,
  insertProductFixture,
  type ProductFixture,
} from '../../../src/modules/catalogue/testFixtures.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import type { SiteApi } from '../../app/siteApi.ts';
import { runCheckoutEffect } from './checkoutEffects.ts';
import {
  type CheckoutAction,
  type CheckoutState,
  checkoutTransition,
  initialCheckoutState,
  insuranceSelection,
} from './checkoutState.ts';

/**
 * The model test of the issue: random sequences of renter actions, some of whose calls fail before
 * reaching the server, drive the real state machine against the real API; after every step the
 * price on screen is the server's (or none is shown) and no card is charged without a booking.
 */

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Record<string, string>;
let runs = 0;

type Command =
  | { kind: 'insurance'; key: InsuranceKey; selected: boolean; fail: boolean }
  | { kind: 'promo'; code: string; fail: boolean }
  | { kind: 'downPayment'; isSelected: boolean; fail: boolean }
  | { kind: 'rentalType'; isSelected: boolean; fail: boolean }
  | { kind: 'extra'; isSelected: boolean; fail: boolean }
  | { kind: 'pay'; card: 'ok' | 'declined'; fail: boolean }
  | { kind: 'priceRetry'; fail: boolean };

const fail = fc.integer({ min: 0, max: 9 }).map((draw) => draw < 3);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insurance' as const),
      key: fc.constantFrom(...INSURANCE_KEYS),
      selected: fc.boolean(),
      fail,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('promo' as const),
      code: fc.constantFrom('WELCOME10', 'SUMMER50', 'NOPE', ''),
      fail,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('downPayment' as const), isSelected: fc.boolean(), fail }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rentalType' as const), isSelected: fc.boolean(), fail }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('extra' as const), isSelected: fc.boolean(), fail }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      card: fc.constantFrom('ok' as const, 'declined' as const),
      fail,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('priceRetry' as const), fail }) },
);

/** The site's API over inject; `failures` calls are answered 503 without reaching the server. */
function injectedApi(failures: { remaining: number }): SiteApi {
  return async (path, init = {}) => {
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      return new Response(JSON.stringify({ error: { code: 'unavailable', message: 'Injected failure.' } }), {
        status: 503,
      });
    }
    const answer = await ctx.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { ...renter, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode });
  };
}

async function newSession(): Promise<string> {
  const start = 3 * runs++;
  const from = new Date(Date.UTC(Number(day('07-01').slice(0, 4)), 6, 1 + start));
  const to = new Date(from.getTime() + 2 * 86_400_000);
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/api/v6/products/${fixture.productId}/payment-sessions?_locale=en`,
    headers: renter,
    payload: {
      dateFrom: from.toISOString().slice(0, 10),
      dateTo: to.toISOString().slice(0, 10),
      numberOfPeople: 2,
      withCaptain: false,
    },
  });
  if (answer.statusCode !== 201) throw new Error(answer.body);
  return answer.json().hash;
}

/** Runs an action and every call it leads to, as the page would, until nothing is left in flight. */
async function settle(state: CheckoutState, first: CheckoutAction, hash: string, api: SiteApi) {
  let current = state;
  let pending: CheckoutAction[] = [first];
  while (pending.length > 0) {
    const next: CheckoutAction[] = [];
    for (const action of pending) {
      const [after, effects] = checkoutTransition(current, action);
      current = after;
      const answers = await Promise.all(
        effects.map((effect) => runCheckoutEffect(effect, { api, hash, query: '_locale=en&currency=EUR' })),
      );
      next.push(...answers.flat());
    }
    pending = next;
  }
  return current;
}

function actionFor(command: Command, state: CheckoutState): CheckoutAction | null {
  switch (command.kind) {
    case 'insurance':
      return { type: 'insuranceToggled', key: command.key, selected: command.selected };
    case 'promo':
      return { type: 'promoCodeSubmitted', promoCode: command.code };
    case 'downPayment':
      return { type: 'downPaymentToggled', isSelected: command.isSelected };
    case 'rentalType':
      return { type: 'rentalTypeToggled', isSelected: command.isSelected };
    case 'extra': {
      const extra = state.extras[0];
      return extra
        ? { type: 'extraToggled', polymorphExtraId: extra.polymorphExtraId, isSelected: command.isSelected }
        : null;
    }
    case 'pay':
      return {
        type: 'payRequested',
        card: {
          cardNumber: command.card === 'ok' ? SANDBOX_TEST_CARDS.succeeds : SANDBOX_TEST_CARDS.declined,
          expMonth: '12',
          expYear: '40',
          cvc: '123',
        },
      };
    case 'priceRetry':
      return { type: 'priceRetried' };
  }
}

async function serverJson(path: string) {
  const answer = await ctx.app.inject({ method: 'GET', url: `/api/v6${path}`, headers: renter });
  return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : null };
}

async function chargesWithoutBooking(): Promise<number> {
  const { rows } = await ctx.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payments p
      WHERE p.status = 'succeeded' AND p.kind IN ('checkout', 'down_payment')
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = p.booking_id OR b.payment_session_id = p.payment_session_id)`,
  );
  return rows[0].count;
}

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  await ctx.db.query(
    `INSERT INTO promo_codes (code, percent_off, amount_off, valid_from, valid_to, minimum_amount, max_uses, max_uses_per_user)
     VALUES ('WELCOME10', 10, NULL, now() - interval '1 day', now() + interval '3 years', 0, NULL, 100),
            ('SUMMER50', NULL, 5000, NULL, NULL, 30000, NULL, 100)`,
  );
}, 60_000);
afterAll(() => ctx.close());

describe('checkout state against the real API (model test)', () => {
  it('never shows a price other than the server’s, nor leaves a charge without a booking', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        const hash = await newSession();
        const failures = { remaining: 0 };
        const api = injectedApi(failures);
        let state = await settle(initialCheckoutState, { type: 'loadRequested' }, hash, api);
        expect(state.status).toBe('ready');
        for (const step of commands) {
          const action = actionFor(step, state);
          if (!action) continue;
          failures.remaining = step.fail ? 1 : 0;
          state = await settle(state, action, hash, api);
          failures.remaining = 0;

          expect(state.isRefreshingPrice).toBe(false);
          const server = await serverJson(`/checkout/${hash}/price?_locale=en&currency=EUR`);
          if (state.price && !state.priceUnavailable && server.status === 200) {
            const shown = state.price;
            expect({
              total: shown.total,
              online: shown.online,
              harborAmount: shown.harborAmount,
              checkoutPaymentAmount: shown.checkoutPaymentAmount,
              lines: shown.lines.length,
            }).toEqual({
              total: server.body.total,
              online: server.body.online,
              harborAmount: server.body.harborAmount,
              checkoutPaymentAmount: server.body.checkoutPaymentAmount,
              lines: server.body.lines.length,
            });
          }
          const insurances = await serverJson(`/ps/${hash}/insurances?_locale=en`);
          if (state.insurances && insurances.status === 200 && state.payment.status !== 'paid') {
            expect(insuranceSelection(state.insurances)).toEqual(insuranceSelection(insurances.body));
          }
          expect(await chargesWithoutBooking()).toBe(0);
        }
      }),
      { numRuns: 12, seed: 20261121, endOnFailure: true },
    );
  }, 240_000);
});
