import { describe, expect, it } from 'vitest';
import {
  captainChoiceRefusal,
  checkoutLines,
  downPaymentSplit,
  insuranceAmount,
  type PromoRule,
  promoAmount,
  promoRefusal,
} from './checkoutRules.ts';

const rule = { minDaysBeforeStart: 45, minTotalAmount: 95000, percent: 30 };

describe('insuranceAmount', () => {
  const base = { rentalNet: 90000, people: 4, days: 3 };
  it('prices a percentage of the rental, never under its minimum', () => {
    expect(insuranceAmount({ kind: 'percent_of_rental', percent: 4, min: 900 }, base)).toBe(3600);
    expect(
      insuranceAmount({ kind: 'percent_of_rental', percent: 4, min: 900 }, { ...base, rentalNet: 10000 }),
    ).toBe(900);
  });
  it('prices per person per day', () => {
    expect(insuranceAmount({ kind: 'per_person_per_day', amount: 250 }, base)).toBe(3000);
  });
});

describe('promo codes', () => {
  const now = new Date('2030-06-01T10:00:00Z');
  const code: PromoRule = {
    id: 1,
    code: 'SUMMER50',
    percentOff: null,
    amountOff: 5000,
    validFrom: new Date('2030-01-01T00:00:00Z'),
    validTo: new Date('2030-10-01T00:00:00Z'),
    minimumAmount: 30000,
    maxUses: 10,
    maxUsesPerUser: 2,
    active: true,
  };
  const usage = { now, rentalNet: 40000, totalUses: 0, usesByUser: 0 };

  it('accepts a valid code and gives its amount, never more than the rental', () => {
    expect(promoRefusal(code, usage)).toBeNull();
    expect(promoAmount(code, 40000)).toBe(5000);
    expect(promoAmount(code, 3000)).toBe(3000);
    expect(promoAmount({ ...code, percentOff: 10, amountOff: null }, 40001)).toBe(4000);
  });

  it('refuses with a reason for each rule', () => {
    expect(promoRefusal(undefined, usage)).toBe('promo-unknown');
    expect(promoRefusal({ ...code, active: false }, usage)).toBe('promo-inactive');
    expect(promoRefusal(code, { ...usage, now: new Date('2029-12-31T23:00:00Z') })).toBe('promo-not-started');
    expect(promoRefusal(code, { ...usage, now: new Date('2030-10-01T00:00:00Z') })).toBe('promo-expired');
    expect(promoRefusal(code, { ...usage, totalUses: 10 })).toBe('promo-exhausted');
    expect(promoRefusal(code, { ...usage, usesByUser: 2 })).toBe('promo-already-used');
    expect(promoRefusal(code, { ...usage, rentalNet: 29999 })).toBe('promo-minimum-not-reached');
  });
});

describe('downPaymentSplit', () => {
  const input = {
    rule,
    balancePaymentDays: 30,
    today: '2030-01-01',
    startDate: '2030-03-01',
    onlineAmount: 100001,
    selected: true,
  };

  it('splits the online amount and dates the balance before the start', () => {
    expect(downPaymentSplit(input)).toMatchObject({
      isEligible: true,
      isSelected: true,
      downPaymentAmount: 30000,
      balancePaymentAmount: 70001,
      balancePaymentDate: '2030-01-30',
    });
  });

  it('is refused too close to the start or under the minimum, and then never selected', () => {
    expect(downPaymentSplit({ ...input, startDate: '2030-02-14' })).toMatchObject({
      isEligible: false,
      refusal: 'startTooSoon',
      isSelected: false,
      downPaymentAmount: 0,
    });
    expect(downPaymentSplit({ ...input, startDate: '2030-02-15' }).isEligible).toBe(true);
    expect(downPaymentSplit({ ...input, onlineAmount: 94999 }).refusal).toBe('amountTooLow');
  });
});

describe('checkoutLines', () => {
  it('adds chosen extras before the fee, then insurances and the promo code; harbour lines stay out of online', () => {
    const totals = checkoutLines({
      engineLines: [
        { key: 'rental', label: 'Rental', amount: 60000 },
        { key: 'captain', label: 'Skipper', amount: 30000, paidAtHarbour: true },
        { key: 'serviceFee', label: 'Service fee', amount: 4800 },
      ],
      days: 2,
      people: 3,
      rentalNet: 60000,
      chosenExtras: [
        { id: 7, name: 'Paddle', price: 2500, priceType: 'per_day', paidAtHarbour: false, quantity: 1 },
      ],
      insurances: [{ key: 'cabWeather', name: 'Weather', amount: 2400 }],
      promo: { code: 'WELCOME10', amount: 6000 },
    });
    expect(totals.lines.map((line) => line.key)).toEqual([
      'rental',
      'captain',
      'extra',
      'serviceFee',
      'insurance',
      'promoCode',
    ]);
    expect(totals.total).toBe(60000 + 30000 + 5000 + 4800 + 2400 - 6000);
    expect(totals.harbourAmount).toBe(30000);
    expect(totals.onlineAmount).toBe(totals.total - 30000);
  });
});

describe('captainChoiceRefusal', () => {
  it.each([
    ['withCaptain', true, null],
    ['withCaptain', false, 'captainRequired'],
    ['withoutCaptain', false, null],
    ['withoutCaptain', true, 'captainUnavailable'],
    ['withOrWithoutCaptain', true, null],
    ['withOrWithoutCaptain', false, null],
  ] as const)('a %s boat asked with captain %s: %s', (sailingType, withCaptain, refusal) => {
    expect(captainChoiceRefusal(sailingType, withCaptain)).toBe(refusal);
  });
});
