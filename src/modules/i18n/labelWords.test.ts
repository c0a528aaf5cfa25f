import { describe, expect, it } from 'vitest';
import { EQUIPMENT } from '../../../shared/catalogue/catalogue.ts';
import { equipmentItem } from '../catalogue/equipmentLabels.ts';
import { priceLabels } from '../pricing/priceLabels.ts';
import { factTitle } from '../translations/factTitles.ts';

/** The price lines', equipment's and fact titles' words come from the server's resources (DESIGN: whose language). */
describe('words read from the server’s resources', () => {
  it('names the price engine’s lines with the language’s plural of "day"', () => {
    const ru = priceLabels('ru');
    expect([1, 3, 5, 21].map(ru.rental)).toEqual([
      'Аренда, 1 день',
      'Аренда, 3 дня',
      'Аренда, 5 дней',
      'Аренда, 21 день',
    ]);
    expect(priceLabels('pl').durationDiscount(10, 22)).toBe('10 % zniżki za 22 dni');
    expect(priceLabels('de').rental(1)).toBe('Miete, 1 Tag');
    expect(priceLabels('fr').halfDay('afternoon')).toBe('Demi-journée (après-midi)');
    expect(priceLabels('el').serviceFee).toBe('Χρέωση υπηρεσίας');
    expect(priceLabels('xx').rental(2)).toBe('Rental, 2 days');
  });

  it('names equipment in each English and in the other languages', () => {
    expect(equipmentItem(EQUIPMENT.maskAndTube, 'en-US')?.label).toBe('Snorkel and mask');
    expect(equipmentItem(EQUIPMENT.maskAndTube, 'en-GB')?.label).toBe('Mask and snorkel');
    expect(equipmentItem(EQUIPMENT.watermaker, 'sv')).toEqual({
      id: EQUIPMENT.watermaker,
      key: 'watermaker',
      label: 'Avsaltningsanläggning',
    });
    expect(equipmentItem(9999, 'fr')).toBeNull();
  });

  it('builds a title from facts in the language’s own words and order', () => {
    const boat = {
      kind: 'boat' as const,
      productType: 'withoutLicense' as const,
      activityType: null,
      builderName: 'Marinello',
      modelName: 'Eden 18',
      city: 'Naxos',
    };
    expect(factTitle(boat, 'fr')).toBe('Bateau sans permis Marinello Eden 18 à Naxos');
    expect(factTitle({ ...boat, productType: 'catamaran' }, 'el')).toMatch(/ Marinello Eden 18 – Naxos$/);
    expect(factTitle({ ...boat, kind: 'activity', productType: null, activityType: 'diving' }, 'de')).toMatch(
      / · Naxos$/,
    );
  });
});
