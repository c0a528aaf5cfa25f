import { describe, expect, it } from 'vitest';
import type { ForecastHour } from '../../providers/weather/weatherProvider.ts';
import {
  assessSlot,
  DEFAULT_THRESHOLDS,
  guaranteeSellable,
  postponementProblem,
  thresholdsFor,
  weatherCancellationMoney,
  weatherPermission,
} from './rules.ts';

const hour = (h: number, figures: Partial<ForecastHour> = {}): ForecastHour => ({
  hour: new Date(Date.UTC(2030, 5, 1, h)),
  windKn: 10,
  gustKn: 14,
  waveM: 0.6,
  warning: null,
  ...figures,
});

const settings = { ...DEFAULT_THRESHOLDS, jetSki: { gustKn: 18, windKn: 14, waveM: 1.2 } };

describe('when a slot is unsafe', () => {
  it.each([
    ['calm hours', [hour(8), hour(9)], 'sailboat', null],
    ['gusts at the limit', [hour(8), hour(9, { gustKn: 25 })], 'sailboat', 'threshold'],
    ['gusts just under', [hour(8, { gustKn: 24.9 })], 'sailboat', null],
    ['mean wind at the limit', [hour(8, { windKn: 20 })], 'motorboat', 'threshold'],
    ['waves at the limit', [hour(8, { waveM: 2.5 })], 'catamaran', 'threshold'],
    ['no marine figure', [hour(8, { waveM: null })], 'catamaran', null],
    ['an official warning on calm figures', [hour(8), hour(9, { warning: true })], 'sailboat', 'warning'],
    ['a jet ski in 20 kn gusts (stricter limits)', [hour(8, { gustKn: 20 })], 'jetSki', 'threshold'],
    ['a sailboat in 20 kn gusts', [hour(8, { gustKn: 20 })], 'sailboat', null],
    ['no forecast at all', [], 'sailboat', null],
  ] as const)('%s → %s', (_name, hours, type, ground) => {
    expect(assessSlot(hours, thresholdsFor(settings, type)).ground).toBe(ground);
  });

  it('names the worst hour: the warned one, else the first over a limit, else the strongest gusts', () => {
    expect(
      assessSlot([hour(8, { gustKn: 30 }), hour(9, { warning: true })], settings.default).worst?.hour,
    ).toEqual(hour(9).hour);
    expect(assessSlot([hour(8), hour(9, { gustKn: 16 })], settings.default).worst?.gustKn).toBe(16);
  });
});

describe('who may act for weather', () => {
  it.each([
    ['warning', 'tenant', 'now'],
    ['warning', 'owner', 'now'],
    ['threshold', 'tenant', 'now'],
    ['threshold', 'owner', 'now'],
    [null, 'tenant', 'askOwner'],
    [null, 'owner', 'refused'],
  ] as const)('ground %s, %s → %s', (ground, side, expected) => {
    expect(weatherPermission(ground, side)).toBe(expected);
  });
});

describe('what a weather cancellation gives back, to the cent', () => {
  it.each([
    // refundable, fee, guarantee → refund, voucher, kept
    ['with the guarantee: all but its price', 64_160, 5_760, 2_400, 61_760, 0, 2_400],
    ['without: the rental back, the fee as a voucher', 61_760, 5_760, null, 56_000, 5_760, 0],
    ['a down payment smaller than the fee', 3_000, 5_760, null, 0, 3_000, 0],
    ['a guarantee dearer than what is left', 1_000, 5_760, 2_400, 0, 0, 1_000],
    ['nothing captured', 0, 5_760, null, 0, 0, 0],
    ['odd cents', 12_345, 1_111, null, 11_234, 1_111, 0],
  ] as const)('%s', (_name, refundable, serviceFee, guaranteePrice, refund, voucher, kept) => {
    const money = weatherCancellationMoney({ refundable, serviceFee, guaranteePrice });
    expect(money).toEqual({ refund, voucher, kept });
    expect(money.refund + money.voucher + money.kept).toBe(refundable);
  });
});

describe('the guarantee is sold for short, modest rentals', () => {
  const rules = { maxDays: 1, maxRentalAmount: 550_000 };
  it.each([
    [1, 550_000, true],
    [1, 550_001, false],
    [2, 20_000, false],
  ])('%i day(s), %i → %s', (days, rentalAmount, sellable) => {
    expect(guaranteeSellable(rules, { days, rentalAmount })).toBe(sellable);
  });
});

describe('a postponement keeps the length and moves forward', () => {
  it.each([
    [{ startDate: '2030-06-01', days: 1 }, { startDate: '2030-06-03', days: 1 }, null],
    [{ startDate: '2030-06-01', days: 1 }, { startDate: '2030-06-01', days: 1 }, 'sameDays'],
    [{ startDate: '2030-06-01', days: 2 }, { startDate: '2030-06-05', days: 1 }, 'otherLength'],
    [{ startDate: '2030-06-01', days: 1 }, { startDate: '2030-05-20', days: 1 }, 'past'],
  ] as const)('%o → %o: %s', (from, to, problem) => {
    expect(postponementProblem(from, to, '2030-05-20')).toBe(problem);
  });
});
