import { describe, expect, it } from 'vitest';
import { formatMoney, fromEur, toEur } from './currency.ts';

const usd = { code: 'USD', rate: 1.08, minorDigits: 2 };
const jpy = { code: 'JPY', rate: 162.5, minorDigits: 0 };

describe('money', () => {
  it('converts EUR minor units into another currency and back', () => {
    expect(fromEur(10_000, usd)).toBe(10_800);
    expect(toEur(10_800, usd)).toBe(10_000);
    expect(fromEur(10_000, jpy)).toBe(16_250);
    expect(toEur(16_250, jpy)).toBe(10_000);
  });

  it('formats for people in their language', () => {
    expect(formatMoney(123_450, { code: 'EUR', minorDigits: 2 }, 'fr-FR')).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(20_000, { code: 'USD', minorDigits: 2 }, 'en-US')).toBe('$200');
  });
});
