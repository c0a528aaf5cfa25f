import { describe, expect, it } from 'vitest';
import { discountNeedsApproval, optionLines, type QuoteOptions } from './quotePrice.ts';

const TOWELS = { en: 'Towels', fr: 'Serviettes', de: 'Handtücher' };

const options: QuoteOptions = {
  extras: [
    { id: 1, name: 'Paddle board', names: { en: 'Paddle board' }, price: 3_000, priceType: 'per_day' },
    { id: 2, name: 'Cleaning', names: {}, price: 10_000, priceType: 'per_booking' },
    { id: 3, name: 'Towels', names: TOWELS, price: 500, priceType: 'per_person' },
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
      language: 'en',
    });
    expect(lines).toEqual([
      {
        key: 'extra',
        label: 'Paddle board',
        amount: 9_000,
        params: { names: { en: 'Paddle board' } },
        extraId: 1,
      },
      { key: 'extra', label: 'Cleaning', amount: 10_000, params: { names: {} }, extraId: 2 },
      { key: 'extra', label: 'Towels', amount: 2_000, params: { names: TOWELS }, extraId: 3 },
      { key: 'insurance', label: 'Damage waiver', amount: 9_000, insuranceKey: 'damageWaiver' },
      { key: 'insurance', label: 'Bad weather', amount: 3_600, insuranceKey: 'cabWeather' },
    ]);
  });

  it('labels an extra in the quote’s language and keeps its names for the console’s', () => {
    const chosen = { people: 2, days: 1, rental: 10_000, extraIds: [3], insurances: [] };
    expect(optionLines(options, { ...chosen, language: 'fr' })[0]).toMatchObject({
      label: 'Serviettes',
      params: { names: TOWELS },
    });
    expect(optionLines(options, { ...chosen, language: 'de-CH' })[0].label).toBe('Handtücher');
    // A language the owner did not write falls back to the extra's own name.
    expect(optionLines(options, { ...chosen, language: 'sv' })[0].label).toBe('Towels');
  });

  it('applies an insurance minimum on a small rental, and adds nothing when nothing is chosen', () => {
    const small = {
      people: 2,
      days: 1,
      rental: 10_000,
      extraIds: [],
      insurances: ['damageWaiver'],
      language: 'en',
    };
    expect(optionLines(options, small)).toEqual([
      { key: 'insurance', label: 'Damage waiver', amount: 1_500, insuranceKey: 'damageWaiver' },
    ]);
    expect(optionLines(options, { ...small, insurances: [] })).toEqual([]);
  });

  it('prices an insurance per booking at its amount, and caps a percentage at its maximum, as the checkout does', () => {
    const priced: QuoteOptions = {
      extras: [],
      insurances: [
        { key: 'mondialMultiRisk', name: 'Multi-risk', pricing: { kind: 'per_booking', amount: 4_900 } },
        {
          key: 'damageWaiver',
          name: 'Damage waiver',
          pricing: { kind: 'percent_of_rental', percent: 5, min: 1_500, max: 20_000 },
        },
      ],
    };
    const chosen = { people: 6, days: 14, extraIds: [], language: 'en' };
    expect(
      optionLines(priced, { ...chosen, rental: 900_000, insurances: ['mondialMultiRisk', 'damageWaiver'] }),
    ).toEqual([
      { key: 'insurance', label: 'Multi-risk', amount: 4_900, insuranceKey: 'mondialMultiRisk' },
      // 5 % of 9,000 € is 450 €, over the 200 € cap
      { key: 'insurance', label: 'Damage waiver', amount: 20_000, insuranceKey: 'damageWaiver' },
    ]);
  });
});

describe('discountNeedsApproval', () => {
  it('allows up to the limit and asks for approval beyond it', () => {
    expect(discountNeedsApproval(10_000, 100_000, 10)).toBe(false);
    expect(discountNeedsApproval(10_001, 100_000, 10)).toBe(true);
    expect(discountNeedsApproval(0, 100_000, 0)).toBe(false);
  });
});
