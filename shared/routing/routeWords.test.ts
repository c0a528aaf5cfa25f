import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_KEYS } from '../catalogue/catalogue.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { resolveRoute } from './resolveRoute.ts';
import {
  activityLandingPath,
  activitySearchPath,
  localizedPath,
  productPath,
  productTypeFromSlug,
  ROUTE_WORDS,
  SLUG_PATTERN,
  searchPath,
  startsWithExperiencesWord,
  toSlug,
} from './routeWords.ts';

describe('route words', () => {
  it('uses the SPEC search and boat-rental words', () => {
    const words = Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, [ROUTE_WORDS[code].search, ROUTE_WORDS[code].boatRental]]),
    );
    expect(words).toEqual({
      de: ['suche', 'boot-mieten'],
      el: ['anazitisi', 'enoikiasi-skafon'],
      en: ['search', 'boat-rental'],
      'en-GB': ['search', 'boat-rental'],
      'en-US': ['search', 'boat-rental'],
      es: ['busqueda', 'alquiler-barcos'],
      fr: ['recherche', 'location-bateau'],
      it: ['ricerca', 'noleggio-barche'],
      nl: ['zoeken', 'boot-huren'],
      pl: ['szukaj', 'wynajem-lodzi'],
      pt: ['busca', 'aluguer-barcos'],
      ru: ['poisk', 'arenda-lodok'],
      sv: ['sok', 'hyra-bat'],
    });
  });

  it.each(LANGUAGE_CODES)('%s: every word is a slug and every type slug is distinct', (code) => {
    const words = ROUTE_WORDS[code];
    const typeSlugs = Object.values(words.productTypes);
    for (const word of [words.search, words.boatRental, words.activities, words.experiences, ...typeSlugs]) {
      expect(word).toMatch(SLUG_PATTERN);
    }
    expect(new Set(typeSlugs).size).toBe(PRODUCT_TYPE_KEYS.length);
  });

  it('never lets a prefix be read as an experiences landing', () => {
    for (const code of LANGUAGE_CODES) {
      expect(startsWithExperiencesWord(ROUTE_WORDS[code].boatRental)).toBe(false);
      expect(startsWithExperiencesWord(ROUTE_WORDS[code].activities)).toBe(false);
    }
  });

  it('gives one meaning to a type slug shared by several languages', () => {
    for (const code of LANGUAGE_CODES) {
      for (const key of PRODUCT_TYPE_KEYS) {
        expect(productTypeFromSlug(ROUTE_WORDS[code].productTypes[key])).toBe(key);
      }
    }
    expect(productTypeFromSlug('submarine')).toBeNull();
  });
});

describe('URL builders', () => {
  it('adds the language prefix except for the default language', () => {
    expect(localizedPath('en', '/account')).toBe('/account');
    expect(localizedPath('en-GB', '/account')).toBe('/en-GB/account');
    expect(localizedPath('fr', 'account')).toBe('/fr/account');
    expect(localizedPath('fr', '/')).toBe('/fr');
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('fr', '/login', 'fr')).toBe('/login');
    expect(localizedPath('en', '/login', 'fr')).toBe('/en/login');
  });

  it('builds search paths with the language’s words', () => {
    expect(searchPath('fr')).toBe('/fr/location-bateau/recherche');
    expect(searchPath('en')).toBe('/boat-rental/search');
    expect(searchPath('de', { placeSlug: 'Île de Ré' })).toBe('/de/boot-mieten/ile-de-re');
    expect(activitySearchPath('it')).toBe('/it/attivita-nautiche/ricerca');
    expect(activitySearchPath('sv', { placeSlug: 'göteborg' })).toBe('/sv/vattenaktiviteter/goteborg');
    expect(activityLandingPath('de', { landingSlug: 'Mallorca' })).toBe('/de/erlebnisse/mallorca');
    expect(activityLandingPath('en')).toBe('/experiences');
  });

  it('builds product paths whose last segment ends with the id', () => {
    expect(
      productPath('fr', { placeSlug: 'marseille', typeKey: 'sailboat', boatSlug: 'Océanis 46', id: 42 }),
    ).toBe('/fr/location-bateau/marseille/voilier/oceanis-46-42');
    expect(productPath('en', { placeSlug: 'nice', typeKey: 'jetSki', boatSlug: '', id: '7' })).toBe(
      '/boat-rental/nice/jet-ski/7',
    );
  });

  it('every built path resolves back to its screen, in every language', () => {
    for (const code of LANGUAGE_CODES) {
      expect(resolveRoute(searchPath(code)).name).toBe('boatSearch');
      expect(resolveRoute(searchPath(code, { placeSlug: 'Porto Cervo' })).params.placeSlug).toBe(
        'porto-cervo',
      );
      expect(resolveRoute(activitySearchPath(code)).name).toBe('activitySearch');
      expect(resolveRoute(activityLandingPath(code, { landingSlug: 'crete' })).name).toBe('activityLanding');
      for (const typeKey of PRODUCT_TYPE_KEYS) {
        const route = resolveRoute(
          productPath(code, { placeSlug: 'Split', typeKey, boatSlug: 'Lagoon 42', id: 9 }),
        );
        expect(route).toMatchObject({ language: code, name: 'product', params: { typeKey, productId: '9' } });
      }
    }
  });

  it('transliterates Greek and Cyrillic names into slugs', () => {
    expect(toSlug('Μύκονος')).toBe('mykonos');
    expect(toSlug('Сочи')).toBe('sochi');
    expect(toSlug('  Straße -- Nord! ')).toBe('strasse-nord');
  });
});
