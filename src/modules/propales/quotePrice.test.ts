import { describe, expect, it } from 'vitest';
import { discountNeedsApproval, optionLines, type QuoteOptions } from './quotePrice.ts';

const options: QuoteOptions = {
  extras: [
    { id: 1, name: 'Paddle board', price: 3_000, priceType: 'per_day' },
    { id: 2, name: 'Cleaning', price: 10_000, priceType: 'per_booking' },
    { id: 3, name: 'Towels', price: 500, priceType: 'per_person' },
  ],
  insurances: [
    {
      key: 'damageWaiver',
      name: 'Damage waiver',
      pricing: { kind: 'percent_of_rental', percent: 5, min: 1_500 },
    },
    { key: 'cabWeather', name: 'Bad weather', pricing: { kind: 'per_person_per_day', amount: 300 } },
  ],
};

describe('optionLines', () => {
  it('prices extras by their unit and insurances by their rule', () => {
    const lines = optionLines(options, {
      people: 4,
      days: 3,
      rental: 180_000,
      extraIds: [1, 2, 3],
      insurances: ['damageWaiver', 'cabWeather'],
    });
    expect(lines).toEqual([
      { key: 'extra', label: 'Paddle board', amount: 9_000 },
      { key: 'extra', label: 'Cleaning', amount: 10_000 },
      { key: 'extra', label: 'Towels', amount: 2_000 },
      { key: 'insurance', label: 'Damage waiver', amount: 9_000 },
      { key: 'insurance', label: 'Bad weather', amount: 3_600 },
    ]);
  });

  it('applies an insurance minimum on a small rental, and adds nothing when nothing is chosen', () => {
    const small = { people: 2, days: 1, rental: 10_000, extraIds: [], insurances: ['damageWaiver'] };
    expect(optionLines(options, small)).toEqual([
      { key: 'insurance', label: 'Damage waiver', amount: 1_500 },
    ]);
    expect(optionLines(options, { ...small, insurances: [] })).toEqual([]);
  });
});

describe('discountNeedsApproval', () => {
  it('allows up to the limit and asks for approval beyond it', () => {
    expect(discountNeedsApproval(10_000, 100_000, 10)).toBe(false);
    expect(discountNeedsApproval(10_001, 100_000, 10)).toBe(true);
    expect(discountNeedsApproval(0, 100_000, 0)).toBe(false);
  });
});
