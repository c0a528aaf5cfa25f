import { describe, expect, it } from 'vitest';
import { type PriceRequest, type PricingRules, type PricingSettings, priceQuote } from './priceEngine.ts';

const settings: PricingSettings = {
  serviceFeePercent: 8,
  downPayment: { minDaysBeforeStart: 45, minTotalAmount: 95000, percent: 30 },
};

function rules(overrides: Partial<PricingRules> = {}): PricingRules {
  return {
    pricingUnit: 'per_boat',
    basePerDay: 20000,
    basePerHalfDay: 12000,
    basePerWeek: 120000,
    seasons: [{ start: '2030-07-01', end: '2030-09-01', perDay: 30000, perHalfDay: 18000, perWeek: 180000 }],
    durationDiscounts: [
      { minDays: 3, percent: 5 },
      { minDays: 7, percent: 10 },
    ],
    sailingType: 'withOrWithoutCaptain',
    captain: { id: 9, name: 'Skipper', price: 15000, priceType: 'per_day', paidAtHarbour: false },
    mandatoryExtras: [],
    capacity: 8,
    minimumDays: 1,
    halfDayAllowed: true,
    deposit: 100000,
    ...overrides,
  };
}

function request(overrides: Partial<PriceRequest> = {}): PriceRequest {
  return {
    dateFrom: '2030-06-10',
    dateTo: '2030-06-10',
    people: 4,
    withCaptain: false,
    today: '2030-06-01',
    datesFree: true,
    ...overrides,
  };
}

function amounts(result: ReturnType<typeof priceQuote>) {
  if (!result.available) throw new Error(`refused: ${result.reason}`);
  return Object.fromEntries(
    result.lines.map((line) => [line.key === 'extra' ? line.label : line.key, line.amount]),
  );
}

describe('priceQuote', () => {
  it('prices one day outside any season at the base price, plus the service fee', () => {
    const result = priceQuote(rules(), settings, request());
    expect(amounts(result)).toEqual({ rental: 20000, serviceFee: 1600 });
    expect(result.available && result.total).toBe(21600);
    expect(result.available && result.deposit).toBe(100000);
  });

  it('uses each day its season price, and the week price for whole weeks', () => {
    // June 29 and 30 at base, July 1 and 2 at high season.
    const mixed = priceQuote(
      rules({ durationDiscounts: [] }),
      settings,
      request({ dateFrom: '2030-06-29', dateTo: '2030-07-02' }),
    );
    expect(amounts(mixed).rental).toBe(2 * 20000 + 2 * 30000);
    // Nine days from July 1: one week at the season's week price, then two days.
    const week = priceQuote(
      rules({ durationDiscounts: [] }),
      settings,
      request({ dateFrom: '2030-07-01', dateTo: '2030-07-09' }),
    );
    expect(amounts(week).rental).toBe(180000 + 2 * 30000);
  });

  it('takes the best duration discount off the rental only', () => {
    const three = priceQuote(rules(), settings, request({ dateFrom: '2030-06-10', dateTo: '2030-06-12' }));
    expect(amounts(three)).toMatchObject({ rental: 60000, durationDiscount: -3000, serviceFee: 4560 });
    const eight = priceQuote(rules(), settings, request({ dateFrom: '2030-06-10', dateTo: '2030-06-17' }));
    expect(amounts(eight)).toMatchObject({ rental: 140000, durationDiscount: -14000 });
  });

  it('prices a half day at the half-day price, without duration discount', () => {
    const result = priceQuote(rules(), settings, request({ halfDayPeriod: 'morning' }));
    expect(amounts(result)).toEqual({ rental: 12000, serviceFee: 960 });
    expect(result.available && result.halfDayPeriod).toBe('morning');
  });

  it('refuses a half day when the owner does not rent half days', () => {
    const result = priceQuote(
      rules({ halfDayAllowed: false }),
      settings,
      request({ halfDayPeriod: 'afternoon' }),
    );
    expect(result).toEqual({ available: false, reason: 'halfDayNotAllowed' });
  });

  it('adds the captain per day when asked, and always when the boat comes with one', () => {
    const asked = priceQuote(rules(), settings, request({ dateTo: '2030-06-11', withCaptain: true }));
    expect(amounts(asked)).toMatchObject({ rental: 40000, captain: 30000 });
    // The service fee is charged on the rental and the captain.
    expect(amounts(asked).serviceFee).toBe(Math.round((40000 + 30000) * 0.08));
    const notAsked = priceQuote(rules(), settings, request({ dateTo: '2030-06-11' }));
    expect(amounts(notAsked).captain).toBeUndefined();
    const required = priceQuote(
      rules({ sailingType: 'withCaptain' }),
      settings,
      request({ withCaptain: false }),
    );
    expect(amounts(required).captain).toBe(15000);
    const none = priceQuote(
      rules({ sailingType: 'withoutCaptain', captain: null }),
      settings,
      request({ withCaptain: true }),
    );
    expect(amounts(none).captain).toBeUndefined();
  });

  it('keeps a captain paid at the harbour out of the online amount', () => {
    const captain = {
      id: 9,
      name: 'Captain',
      price: 15000,
      priceType: 'per_day' as const,
      paidAtHarbour: true,
    };
    const result = priceQuote(rules({ sailingType: 'withCaptain', captain }), settings, request());
    if (!result.available) throw new Error('refused');
    expect(result.harbourAmount).toBe(15000);
    expect(result.onlineAmount).toBe(result.total - 15000);
    expect(amounts(result).serviceFee).toBe(1600);
  });

  it('adds mandatory extras by booking, day or person', () => {
    const mandatoryExtras = [
      { id: 1, name: 'Final cleaning', price: 8000, priceType: 'per_booking' as const, paidAtHarbour: false },
      { id: 2, name: 'Fuel', price: 5000, priceType: 'per_day' as const, paidAtHarbour: true },
      { id: 3, name: 'Bed linen', price: 1500, priceType: 'per_person' as const, paidAtHarbour: false },
    ];
    const result = priceQuote(
      rules({ mandatoryExtras, durationDiscounts: [] }),
      settings,
      request({ dateTo: '2030-06-12' }),
    );
    expect(amounts(result)).toMatchObject({ 'Final cleaning': 8000, Fuel: 15000, 'Bed linen': 6000 });
    if (!result.available) throw new Error('refused');
    expect(result.total).toBe(60000 + 8000 + 15000 + 6000 + 4800);
    expect(result.harbourAmount).toBe(15000);
  });

  it('multiplies per-person prices by the number of people', () => {
    const result = priceQuote(
      rules({ pricingUnit: 'per_person', basePerDay: 5000 }),
      settings,
      request({ people: 3 }),
    );
    expect(amounts(result).rental).toBe(15000);
  });

  it('refuses stays shorter than the minimum duration', () => {
    const result = priceQuote(rules({ minimumDays: 7 }), settings, request({ dateTo: '2030-06-12' }));
    expect(result).toEqual({ available: false, reason: 'minimumDuration' });
    const week = priceQuote(rules({ minimumDays: 7 }), settings, request({ dateTo: '2030-06-16' }));
    expect(week.available).toBe(true);
  });

  it('refuses more people than the boat takes, held dates and past dates', () => {
    expect(priceQuote(rules(), settings, request({ people: 9 }))).toEqual({
      available: false,
      reason: 'capacity',
    });
    expect(priceQuote(rules(), settings, request({ datesFree: false }))).toEqual({
      available: false,
      reason: 'unavailable',
    });
    expect(priceQuote(rules(), settings, request({ today: '2030-06-11' }))).toEqual({
      available: false,
      reason: 'pastDates',
    });
  });

  it('offers a down payment only far enough ahead and above the minimum amount', () => {
    const farAndBig = priceQuote(
      rules(),
      settings,
      request({ dateFrom: '2030-08-01', dateTo: '2030-08-07' }),
    );
    if (!farAndBig.available) throw new Error('refused');
    expect(farAndBig.downPayment.eligible).toBe(true);
    expect(farAndBig.downPayment.amount).toBe(Math.round(farAndBig.onlineAmount * 0.3));
    const tooSoon = priceQuote(rules(), settings, request({ dateFrom: '2030-07-01', dateTo: '2030-07-07' }));
    expect(tooSoon.available && tooSoon.downPayment.eligible).toBe(false);
    const tooSmall = priceQuote(rules(), settings, request({ dateFrom: '2030-08-01', dateTo: '2030-08-01' }));
    expect(tooSmall.available && tooSmall.downPayment).toEqual({
      eligible: false,
      amount: null,
      percent: 30,
    });
  });
});
