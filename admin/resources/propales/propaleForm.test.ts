import { describe, expect, it } from 'vitest';
import type { Propale } from '../../../shared/sales/propales.ts';
import { toFormRecord, toPropaleUpdate } from './propaleForm.ts';

const draft = {
  id: 7,
  status: 'draft',
  discountAmount: 5_000,
  validUntil: '2027-06-01',
  languageCode: 'fr',
  message: 'Bonjour',
  items: [
    {
      id: 1,
      position: 0,
      productId: 42,
      productTitle: 'Lagoon 42',
      productSlug: 'lagoon-42',
      start: '2027-07-01',
      end: '2027-07-08',
      people: 6,
      options: { withCaptain: true, extraIds: [3], insurances: ['damageWaiver'] },
      priceLines: [],
      totalAmount: 500_000,
    },
  ],
} as unknown as Propale;

describe('the propale edit form', () => {
  it('opens a draft with its captain and insurances ticked', () => {
    const [item] = toFormRecord(draft).items;
    expect(item).toMatchObject({ withCaptain: true, insurances: ['damageWaiver'], extraIds: [3] });
  });

  it('re-saves an untouched draft with its captain, extras and insurances', () => {
    expect(toPropaleUpdate(toFormRecord(draft) as unknown as Record<string, unknown>)).toEqual({
      items: [
        {
          productId: 42,
          start: '2027-07-01',
          end: '2027-07-08',
          people: 6,
          withCaptain: true,
          extraIds: [3],
          insurances: ['damageWaiver'],
        },
      ],
      discountAmount: 5_000,
      validUntil: '2027-06-01',
      languageCode: 'fr',
      message: 'Bonjour',
    });
  });

  it('sends what the salesperson changed, unticking the captain included', () => {
    const form = toFormRecord(draft);
    form.items[0] = { ...form.items[0], withCaptain: false, insurances: [] };
    const [item] = toPropaleUpdate(form as unknown as Record<string, unknown>).items;
    expect(item).toMatchObject({ withCaptain: false, insurances: [], extraIds: [3] });
  });
});
