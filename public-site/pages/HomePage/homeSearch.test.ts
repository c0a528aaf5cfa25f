import { describe, expect, it } from 'vitest';
import { homeSearchHref } from './homeSearch.ts';

const empty = { place: '', dateFrom: '', dateTo: '', numberOfPeople: '' };

describe('homeSearchHref', () => {
  it('puts the chosen place in the localized search path and keeps valid dates and party size', () => {
    const href = homeSearchHref(
      {
        place: 'Île de Ré',
        placeSlug: 'ile-de-re',
        dateFrom: '2030-07-01',
        dateTo: '2030-07-08',
        numberOfPeople: '6',
      },
      'fr',
      'en',
    );
    expect(href).toBe('/fr/location-bateau/ile-de-re?dateFrom=2030-07-01&dateTo=2030-07-08&numberOfPeople=6');
  });

  it('searches a typed place no suggestion was chosen for as an address, not as a path that 404s', () => {
    const href = homeSearchHref({ ...empty, place: ' Marseile ', numberOfPeople: '6' }, 'es', 'en');
    expect(href).toBe('/es/alquiler-barcos/busqueda?address=Marseile&numberOfPeople=6');
  });

  it('searches everywhere, without a language prefix in the default language, when nothing is typed', () => {
    expect(homeSearchHref(empty, 'en', 'en')).toBe('/boat-rental/search');
    expect(homeSearchHref(empty, 'de', 'en')).toBe('/de/boot-mieten/suche');
  });

  it('drops dates in the wrong order, impossible dates and out-of-range party sizes', () => {
    expect(homeSearchHref({ ...empty, dateFrom: '2030-07-08', dateTo: '2030-07-01' }, 'en', 'en')).toBe(
      '/boat-rental/search',
    );
    expect(homeSearchHref({ ...empty, dateFrom: '2030-02-30' }, 'en', 'en')).toBe('/boat-rental/search');
    // above the most the search counts (20), a party is counted as 20 (SPEC section 2's party sizes), not dropped
    expect(homeSearchHref({ ...empty, numberOfPeople: '500' }, 'en', 'en')).toBe(
      '/boat-rental/search?numberOfPeople=20',
    );
    expect(homeSearchHref({ ...empty, numberOfPeople: 'abc' }, 'en', 'en')).toBe('/boat-rental/search');
  });

  it('makes a missing end date a one-day search', () => {
    expect(homeSearchHref({ ...empty, dateFrom: '2030-07-01' }, 'en', 'en')).toBe(
      '/boat-rental/search?dateFrom=2030-07-01&dateTo=2030-07-01',
    );
  });
});
