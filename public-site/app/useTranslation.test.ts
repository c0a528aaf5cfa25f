import { describe, expect, it } from 'vitest';
import { createSiteI18n } from './i18n.ts';
import { siteTranslation } from './useTranslation.ts';

const phrases = {
  common: { hello: 'Bonjour', reviews_one: '{{count}} avis', reviews_other: '{{count}} avis (pluriel)' },
  product: { price: 'Dès {{price}} à {{city}}', nested: { label: 'Étiquette' } },
};

describe('siteTranslation', () => {
  it('gives what i18next gives, for plain phrases, plurals and interpolations, asked for again and again', () => {
    const i18n = createSiteI18n('fr', structuredClone(phrases));
    const { t } = siteTranslation(i18n);
    const direct = i18n.getFixedT('fr');
    for (let round = 0; round < 3; round++) {
      expect(t('hello')).toBe('Bonjour');
      expect(t('product:nested.label')).toBe('Étiquette');
      expect(t('reviews', { count: 1 })).toBe(direct('reviews', { count: 1 }));
      expect(t('reviews', { count: 1 })).toBe('1 avis');
      expect(t('reviews', { count: 7 })).toBe('7 avis (pluriel)');
      expect(t('product:price', { price: '12 €', city: 'Nice' })).toBe('Dès 12 € à Nice');
      expect(t('product:price', { price: '99 €', city: 'Cassis' })).toBe('Dès 99 € à Cassis');
    }
  });

  it('tells apart options whose values would print alike, and leaves non-plain options to i18next', () => {
    const i18n = createSiteI18n('fr', structuredClone(phrases));
    const { t } = siteTranslation(i18n);
    expect(t('product:price', { price: 'a', city: 'b' })).toBe('Dès a à b');
    expect(t('product:price', { price: 'a\u0000city\u00011:b' })).toBe('Dès a\u0000city\u00011:b à {{city}}');
    expect(t('missing.key', { defaultValue: 'Par défaut' })).toBe('Par défaut');
    expect(t('product:price', { price: { toString: () => '5 €' }, city: 'Sète' } as never)).toBe(
      'Dès 5 € à Sète',
    );
  });

  it('is made once per i18next instance', () => {
    const i18n = createSiteI18n('fr', structuredClone(phrases));
    expect(siteTranslation(i18n).t).toBe(siteTranslation(i18n).t);
  });
});
