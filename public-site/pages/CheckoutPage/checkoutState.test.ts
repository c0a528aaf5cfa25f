import { describe, expect, it } from 'vitest';
import type {
  CheckoutDownPayment,
  CheckoutInsurances,
  CheckoutPriceDetails,
  CheckoutSession,
  InsuranceOffer,
  OptionalExtra,
  RentalTypeExtra,
} from '../../../shared/checkout/checkout.ts';
import {
  type CheckoutState,
  canPay,
  checkoutStateFromLoad,
  checkoutTransition,
  initialCheckoutState,
  visibleAmounts,
} from './checkoutState.ts';

const currency = { code: 'EUR', symbol: '€', minorDigits: 2 };
const offer = (selected = false): InsuranceOffer => ({
  selected,
  available: true,
  name: 'x',
  description: null,
  price: 1000,
});
const insurances: CheckoutInsurances = {
  currency,
  cabWeather: offer(),
  damageWaiver: offer(),
  mondialAssistance: offer(true),
  mondialMultiRisk: offer(),
  depositWithWaiver: 0,
};
const session = {
  session: { status: 'open', promoCode: null, step: 1, isActivity: false, currency },
} as unknown as CheckoutSession;
const price = {
  total: 100000,
  online: 90000,
  harborAmount: 10000,
  checkoutPaymentAmount: 90000,
  balancePaymentAmount: 0,
} as CheckoutPriceDetails;
const downPayment = { isEligible: true, isSelected: false, currency } as CheckoutDownPayment;
const rentalType = { polymorphExtraId: 7, wantedQuantity: 0, isMandatory: false } as RentalTypeExtra;
const extras = [{ polymorphExtraId: 9, isSelected: false } as OptionalExtra];

function ready(): CheckoutState {
  return checkoutStateFromLoad({
    session,
    activity: null,
    price,
    insurances,
    rentalType,
    extras: { currency, items: extras },
    downPayment,
    tracking: null,
  });
}

describe('checkout state (SPEC section 4)', () => {
  it('starts at step 1 with amounts of 0', () => {
    expect(initialCheckoutState.step).toBe(1);
    expect(visibleAmounts(initialCheckoutState)).toEqual({
      total: 0,
      online: 0,
      harborAmount: 0,
      checkoutPaymentAmount: 0,
      balancePaymentAmount: 0,
    });
  });

  it('loads session, price, insurances, rental type, extras, tracking and down payment in parallel', () => {
    const [state, effects] = checkoutTransition(initialCheckoutState, { type: 'loadRequested' });
    expect(effects.map((effect) => effect.type)).toEqual([
      'loadSession',
      'loadPrice',
      'loadInsurances',
      'loadRentalType',
      'loadExtras',
      'loadTracking',
      'loadDownPayment',
    ]);
    expect(state.status).toBe('loading');
  });

  it('stores a session failure as a backend error', () => {
    const [state] = checkoutTransition(initialCheckoutState, { type: 'sessionFailed' });
    expect(state.status).toBe('backendError');
  });

  it('loads the activity once the session says it is one', () => {
    const activitySession = { session: { ...session.session, isActivity: true } } as CheckoutSession;
    const [, effects] = checkoutTransition(initialCheckoutState, {
      type: 'sessionLoaded',
      session: activitySession,
    });
    expect(effects).toEqual([{ type: 'loadActivity' }]);
  });

  it('chooses an insurance optimistically, refreshing, and reloads the price once saved', () => {
    const [chosen, effects] = checkoutTransition(ready(), {
      type: 'insuranceToggled',
      key: 'cabWeather',
      selected: true,
    });
    expect(chosen.insurances?.cabWeather.selected).toBe(true);
    expect(chosen.touchedInsurances.cabWeather).toBe(true);
    expect(chosen.isRefreshingPrice).toBe(true);
    expect(canPay(chosen)).toBe(false);
    expect(effects).toMatchObject([
      { type: 'saveInsurances', selection: { cabWeather: true, mondialAssistance: true } },
    ]);
    const [saved, reload] = checkoutTransition(chosen, {
      type: 'insurancesSaved',
      insurances: chosen.insurances!,
    });
    expect(reload).toEqual([{ type: 'loadPrice', request: saved.priceRequest }]);
    const [priced] = checkoutTransition(saved, {
      type: 'priceLoaded',
      request: saved.priceRequest,
      price: { ...price, total: 1 },
    });
    expect(priced.isRefreshingPrice).toBe(false);
    expect(priced.price?.total).toBe(1);
  });

  it('shows the down payment and balance of the new price after an insurance changes it', () => {
    const split = (online: number) => ({
      isEligible: true,
      refusal: null,
      isSelected: true,
      percent: 30,
      minDaysBeforeStart: 30,
      minTotalAmount: 50000,
      downPaymentAmount: Math.round(online * 0.3),
      balancePaymentAmount: online - Math.round(online * 0.3),
      balancePaymentDate: '2030-06-01',
    });
    const withPlan = {
      ...ready(),
      downPayment: { ...downPayment, ...split(90000), checkoutPaymentAmount: 27000 },
    };
    const [chosen] = checkoutTransition(withPlan, {
      type: 'insuranceToggled',
      key: 'cabWeather',
      selected: true,
    });
    const [saved] = checkoutTransition(chosen, { type: 'insurancesSaved', insurances: chosen.insurances! });
    const dearer = {
      ...price,
      total: 110000,
      online: 100000,
      downPayment: split(100000),
    } as CheckoutPriceDetails;
    const [priced] = checkoutTransition(saved, {
      type: 'priceLoaded',
      request: saved.priceRequest,
      price: dearer,
    });
    expect(priced.downPayment).toMatchObject({
      isSelected: true,
      downPaymentAmount: 30000,
      balancePaymentAmount: 70000,
      checkoutPaymentAmount: 30000,
    });
    expect(priced.downPayment!.downPaymentAmount + priced.downPayment!.balancePaymentAmount).toBe(
      priced.price?.online,
    );
  });

  it('makes multi-risk and assistance exclusive', () => {
    const [state, effects] = checkoutTransition(ready(), {
      type: 'insuranceToggled',
      key: 'mondialMultiRisk',
      selected: true,
    });
    expect(state.insurances?.mondialMultiRisk.selected).toBe(true);
    expect(state.insurances?.mondialAssistance.selected).toBe(false);
    expect(effects).toMatchObject([{ selection: { mondialMultiRisk: true, mondialAssistance: false } }]);
  });

  it('sends nothing when an insurance choice does not change', () => {
    const start = ready();
    const [state, effects] = checkoutTransition(start, {
      type: 'insuranceToggled',
      key: 'mondialAssistance',
      selected: true,
    });
    expect(state).toBe(start);
    expect(effects).toEqual([]);
  });

  it('rolls an insurance back when saving fails, and stops refreshing', () => {
    const [chosen, [effect]] = checkoutTransition(ready(), {
      type: 'insuranceToggled',
      key: 'damageWaiver',
      selected: true,
    });
    if (effect.type !== 'saveInsurances') throw new Error('expected a save');
    const [state] = checkoutTransition(chosen, { type: 'insurancesFailed', previous: effect.previous });
    expect(state.insurances?.damageWaiver.selected).toBe(false);
    expect(state.touchedInsurances.damageWaiver).toBeUndefined();
    expect(state.isRefreshingPrice).toBe(false);
  });

  it('toggles the down payment with rollback, and sends nothing when unchanged', () => {
    const start = ready();
    expect(checkoutTransition(start, { type: 'downPaymentToggled', isSelected: false })[1]).toEqual([]);
    const [chosen, [effect]] = checkoutTransition(start, { type: 'downPaymentToggled', isSelected: true });
    expect(chosen.downPayment?.isSelected).toBe(true);
    expect(chosen.isRefreshingPrice).toBe(true);
    if (effect.type !== 'saveDownPayment') throw new Error('expected a save');
    const [rolledBack] = checkoutTransition(chosen, { type: 'downPaymentFailed', previous: effect.previous });
    expect(rolledBack.downPayment?.isSelected).toBe(false);
    expect(rolledBack.isRefreshingPrice).toBe(false);
  });

  it('selects the rental type with quantity 1 and unselects with 0, skipping when already there', () => {
    const [selected, effects] = checkoutTransition(ready(), { type: 'rentalTypeToggled', isSelected: true });
    expect(selected.rentalType?.wantedQuantity).toBe(1);
    expect(effects).toMatchObject([{ type: 'saveExtra', polymorphExtraId: 7, isSelected: true }]);
    expect(checkoutTransition(selected, { type: 'rentalTypeToggled', isSelected: true })[1]).toEqual([]);
    expect(checkoutTransition(ready(), { type: 'rentalTypeToggled', isSelected: false })[1]).toEqual([]);
    const [rolledBack] = checkoutTransition(selected, {
      type: 'extraFailed',
      target: 'rentalType',
      previous: rentalType,
    });
    expect(rolledBack.rentalType?.wantedQuantity).toBe(0);
  });

  it('stores an applied promo code and reloads tracking and price; stores a refusal', () => {
    const [applying, effects] = checkoutTransition(ready(), {
      type: 'promoCodeSubmitted',
      promoCode: 'WELCOME10',
    });
    expect(applying.isRefreshingPrice).toBe(true);
    expect(effects).toEqual([{ type: 'savePromoCode', promoCode: 'WELCOME10' }]);
    const [applied, reloads] = checkoutTransition(applying, {
      type: 'promoCodeApplied',
      promoCode: 'WELCOME10',
    });
    expect(applied.promoCode.code).toBe('WELCOME10');
    expect(reloads.map((effect) => effect.type)).toEqual(['loadTracking', 'loadPrice']);
    const [refused] = checkoutTransition(applying, { type: 'promoCodeRefused', message: 'promo-expired' });
    expect(refused.promoCode).toEqual({ code: null, error: 'promo-expired', isApplying: false });
    expect(refused.isRefreshingPrice).toBe(false);
  });

  it('ignores a late answer of an older price load', () => {
    const [first] = checkoutTransition(ready(), { type: 'priceRetried' });
    const [second] = checkoutTransition({ ...first, isRefreshingPrice: false }, { type: 'priceRetried' });
    const [state] = checkoutTransition(second, {
      type: 'priceLoaded',
      request: first.priceRequest,
      price: { ...price, total: 5 },
    });
    expect(state.price?.total).toBe(price.total);
    expect(state.isRefreshingPrice).toBe(true);
  });

  it('shows no amounts after a failed price load, and does not let the renter pay', () => {
    const [refreshing] = checkoutTransition(ready(), { type: 'priceRetried' });
    const [state] = checkoutTransition(refreshing, { type: 'priceFailed', request: refreshing.priceRequest });
    expect(state.isRefreshingPrice).toBe(false);
    expect(visibleAmounts(state).total).toBe(0);
    expect(canPay(state)).toBe(false);
  });

  it('pays once: a second click while paying sends nothing', () => {
    const card = { cardNumber: '4242424242424242', expMonth: '12', expYear: '30', cvc: '123' };
    const [paying, effects] = checkoutTransition(ready(), { type: 'payRequested', card });
    expect(effects).toEqual([{ type: 'pay', card }]);
    expect(checkoutTransition(paying, { type: 'payRequested', card })[1]).toEqual([]);
    expect(
      checkoutTransition(paying, { type: 'insuranceToggled', key: 'cabWeather', selected: true })[1],
    ).toEqual([]);
    const [declined] = checkoutTransition(paying, { type: 'paymentDeclined', message: 'Declined.' });
    expect(declined.payment).toEqual({ status: 'declined', message: 'Declined.' });
    expect(canPay(declined)).toBe(true);
  });

  it('marks the session expired when a change is refused because it expired', () => {
    const [chosen, [effect]] = checkoutTransition(ready(), { type: 'downPaymentToggled', isSelected: true });
    if (effect.type !== 'saveDownPayment') throw new Error('expected a save');
    const [state] = checkoutTransition(chosen, {
      type: 'downPaymentFailed',
      previous: effect.previous,
      expired: true,
    });
    expect(state.session?.session.status).toBe('expired');
  });

  it('toggles an optional extra with rollback', () => {
    const [chosen, effects] = checkoutTransition(ready(), {
      type: 'extraToggled',
      polymorphExtraId: 9,
      isSelected: true,
    });
    expect(chosen.extras[0].isSelected).toBe(true);
    expect(effects).toMatchObject([{ type: 'saveExtra', target: 'optional', polymorphExtraId: 9 }]);
    const [state] = checkoutTransition(chosen, { type: 'extraFailed', target: 'optional', previous: extras });
    expect(state.extras[0].isSelected).toBe(false);
  });
});
