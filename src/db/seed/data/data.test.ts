import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, PRODUCT_TYPE_KEYS } from '../../../../shared/catalogue/catalogue.ts';
import { LANGUAGE_CODES } from '../../../../shared/i18n/languages.ts';
import { TEXT_LANGUAGES } from '../../../providers/translation.ts';
import { ACTIVITY_TEMPLATES, BUILDERS, describeProduct } from './boats.ts';
import { CURRENCIES } from './currencies.ts';
import { FIRST_NAMES, LAST_NAMES } from './people.ts';
import { CITIES, COUNTRIES, HARBOURS, REGIONS } from './places.ts';

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('places', () => {
  it('has at least 13 countries, each named in all 13 languages', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(13);
    for (const country of COUNTRIES) {
      for (const lang of LANGUAGE_CODES) expect(country.names[lang], `${country.code} ${lang}`).toMatch(/\S/);
    }
    expect(COUNTRIES.find((c) => c.code === 'GR')!.names.el).toBe('Ελλάδα');
  });

  it('has at least 150 cities and harbours with real-looking coordinates', () => {
    expect(CITIES.length + HARBOURS.length).toBeGreaterThanOrEqual(150);
    for (const place of [...CITIES, ...HARBOURS]) {
      expect(Math.abs(place.lat), place.key).toBeLessThanOrEqual(90);
      expect(Math.abs(place.lng), place.key).toBeLessThanOrEqual(180);
      expect(decimals(place.lat), place.key).toBeLessThanOrEqual(6);
      expect(decimals(place.lng), place.key).toBeLessThanOrEqual(6);
    }
  });

  it('links every harbour to a city, every city to a region of its country, with unique slug keys', () => {
    const cities = new Map(CITIES.map((c) => [c.key, c]));
    const regions = new Map(REGIONS.map((r) => [r.key, r]));
    const countries = new Set(COUNTRIES.map((c) => c.code));
    for (const harbour of HARBOURS) expect(cities.has(harbour.city), harbour.key).toBe(true);
    for (const city of CITIES) {
      expect(regions.get(city.region)?.country, city.key).toBe(city.country);
      expect(countries.has(city.country)).toBe(true);
    }
    const keys = [...CITIES, ...HARBOURS].map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps harbours near their city', () => {
    const cities = new Map(CITIES.map((c) => [c.key, c]));
    for (const harbour of HARBOURS) {
      const city = cities.get(harbour.city)!;
      expect(Math.abs(city.lat - harbour.lat) + Math.abs(city.lng - harbour.lng), harbour.key).toBeLessThan(
        0.5,
      );
    }
  });

  it('localises city names where languages differ', () => {
    const venice = CITIES.find((c) => c.key === 'venezia')!;
    expect([venice.names.it, venice.names.en, venice.names.fr, venice.names.de]).toEqual([
      'Venezia',
      'Venice',
      'Venise',
      'Venedig',
    ]);
  });
});

describe('currencies', () => {
  it('has 25 currencies with unique codes and legacy ids, EUR at rate 1', () => {
    expect(CURRENCIES).toHaveLength(25);
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(25);
    expect(new Set(CURRENCIES.map((c) => c.legacyId)).size).toBe(25);
    expect(CURRENCIES.find((c) => c.code === 'EUR')).toMatchObject({ legacyId: 1, rate: 1 });
    expect(CURRENCIES.find((c) => c.code === 'JPY')!.minorDigits).toBe(0);
    for (const c of CURRENCIES) expect(c.rate).toBeGreaterThan(0);
  });

  it('covers every country currency', () => {
    const codes = new Set(CURRENCIES.map((c) => c.code));
    for (const country of COUNTRIES) expect(codes.has(country.currency), country.code).toBe(true);
  });
});

describe('people', () => {
  it('has first and last names for every country', () => {
    for (const country of COUNTRIES) {
      expect(FIRST_NAMES[country.code]?.length, country.code).toBeGreaterThanOrEqual(20);
      expect(LAST_NAMES[country.code]?.length, country.code).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('boats', () => {
  it('has real builders for every product type, with sane ranges', () => {
    for (const type of PRODUCT_TYPE_KEYS) {
      expect(BUILDERS[type].length, type).toBeGreaterThan(0);
      for (const spec of BUILDERS[type]) {
        expect(spec.models.length).toBeGreaterThan(0);
        for (const range of [spec.length, spec.enginePower, spec.capacity, spec.cabins, spec.pricePerDay]) {
          expect(range[0]).toBeLessThanOrEqual(range[1]);
        }
      }
    }
    expect(BUILDERS.withoutLicense.every((s) => s.enginePower[1] <= 6)).toBe(true);
  });

  it('describes a listing in the renter’s language', () => {
    const boat = {
      type: 'catamaran' as const,
      title: 'Mistral',
      builder: 'Lagoon',
      model: 'Lagoon 42',
      length: 12.8,
      capacity: 10,
      cabins: 4,
      city: 'Antibes',
      withCaptain: true,
    };
    const fr = describeProduct(boat, 'fr');
    expect(fr.title).toContain('Lagoon 42');
    expect(fr.title).not.toContain('Lagoon Lagoon');
    expect(fr.description).toContain('12,8 m');
    expect(fr.description).toContain('4 cabines');
    const en = describeProduct(boat, 'en-GB');
    expect(en.description).toContain('12.8 m');
    expect(en.description.split('. ').length).toBeGreaterThanOrEqual(2);
    expect(describeProduct(boat, 'en-US')).toEqual(describeProduct(boat, 'en'));
    // every text language has its own words (issue 23: no English on el, pl, ru, sv pages)
    expect(describeProduct(boat, 'sv').title).toBe('Katamaran Lagoon 42 ”Mistral” i Antibes');
    for (const language of ['el', 'pl', 'ru']) {
      const text = describeProduct(boat, language);
      expect(text.description).toContain('12,8');
      expect(text.description).not.toMatch(/skipper comes|welcome you|Its two hulls/);
    }
    expect(describeProduct({ ...boat, type: 'withoutLicense', cabins: 0 }, 'de').description).toContain(
      'Kein Bootsführerschein',
    );
  });

  it('has an activity template for every activity type, in all 11 text languages', () => {
    for (const type of ACTIVITY_TYPES) {
      const templates = ACTIVITY_TEMPLATES.filter((t) => t.type === type);
      expect(templates.length, type).toBeGreaterThan(0);
      for (const t of templates) {
        for (const language of TEXT_LANGUAGES) {
          expect(t.titles[language], `${t.titles.en} ${language}`).toBeTruthy();
          expect(t.descriptions[language], `${t.titles.en} ${language}`).toBeTruthy();
        }
      }
    }
  });
});
