import { describe, expect, it } from 'vitest';
import { voucherTotal, voucherUse } from './voucherUse.ts';

const v = (id: number, available: number, currency = 'EUR') => ({ id, currency_code: currency, available });

describe('how credit pays a checkout (DESIGN.md, Weather)', () => {
  it.each([
    // due, minimum on the card, vouchers (soonest to expire first) → parts
    { due: 20_000, min: 100, vouchers: [v(1, 5_000)], parts: [[1, 5_000]] },
    { due: 20_000, min: 100, vouchers: [v(1, 50_000)], parts: [[1, 19_900]] },
    {
      due: 20_000,
      min: 100,
      vouchers: [v(1, 15_000), v(2, 10_000)],
      parts: [
        [1, 15_000],
        [2, 4_900],
      ],
    },
    { due: 20_000, min: 100, vouchers: [v(1, 5_000, 'GBP'), v(2, 3_000)], parts: [[2, 3_000]] },
    { due: 20_000, min: 100, vouchers: [v(1, 0), v(2, 3_000)], parts: [[2, 3_000]] },
    { due: 100, min: 100, vouchers: [v(1, 5_000)], parts: [] },
    { due: 50, min: 100, vouchers: [v(1, 5_000)], parts: [] },
    { due: 20_000, min: 100, vouchers: [], parts: [] },
  ])('due $due, card minimum $min: $parts', ({ due, min, vouchers, parts }) => {
    const used = voucherUse(due, 'EUR', min, vouchers);
    expect(used.map((p) => [p.voucherId, p.amount])).toEqual(parts);
    expect(voucherTotal(used)).toBeLessThanOrEqual(Math.max(0, due - min));
  });
});
