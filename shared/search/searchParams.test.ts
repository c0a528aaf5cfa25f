import { describe, expect, it } from 'vitest';
import { searchFiltersSchema } from './searchFiltersSchema.ts';
import { type SearchFilters, sanitizeSearchParams, toSearchParams } from './searchParams.ts';

const TODAY = '2026-06-15';

function sanitize(query: string | Record<string, string | string[]>): SearchFilters {
  return sanitizeSearchParams(typeof query === 'string' ? new URLSearchParams(query) : query, TODAY);
}

describe('sanitizeSearchParams: integers', () => {
  it.each([
    ['numberOfPeople', '1', undefined],
    ['numberOfPeople', '2', 2],
    ['numberOfPeople', '20', 20],
    // A bigger party is counted as the most the search knows (20 or more), never dropped.
    ['numberOfPeople', '21', 20],
    ['numberOfPeople', '30', 20],
    ['numberOfCabins', '0', undefined],
    ['numberOfCabins', '1', 1],
    ['numberOfCabins', '20', 20],
    ['numberOfCabins', '21', undefined],
    ['numberOfBerths', '20', 20],
    ['numberOfBerths', '-2', undefined],
    ['enginePowerFrom', '0', undefined],
    ['enginePowerFrom', '400', 400],
    ['enginePowerTo', '401', undefined],
    ['lengthFrom', '15', 15],
    ['lengthTo', '16', undefined],
    ['priceFrom', '0', undefined],
    ['priceFrom', '250', 250],
    ['priceTo', '99999', 99999],
    ['distance', '50', 50],
    ['distance', '0', undefined],
    ['ownerId', '981', 981],
    ['ownerId', '0', undefined],
  ] as const)('%s=%s gives %s', (name, raw, expected) => {
    expect(sanitize({ [name]: raw })[name]).toBe(expected);
  });

  it.each(['2.5', '3e1', 'four', '', ' ', '0x10', '+3', '12abc'])('drops the non-integer "%s"', (raw) => {
    expect(sanitize({ numberOfPeople: raw }).numberOfPeople).toBeUndefined();
  });

  it('drops `from` when a range has from above to, and keeps `to`', () => {
    expect(sanitize('enginePowerFrom=300&enginePowerTo=100')).toMatchObject({ enginePowerTo: 100 });
    expect(sanitize('enginePowerFrom=300&enginePowerTo=100').enginePowerFrom).toBeUndefined();
    expect(sanitize('lengthFrom=12&lengthTo=8')).toEqual({ lengthTo: 8, page: 1 });
    expect(sanitize('priceFrom=500&priceTo=200')).toEqual({ priceTo: 200, page: 1 });
    expect(sanitize('priceFrom=200&priceTo=200')).toEqual({ priceFrom: 200, priceTo: 200, page: 1 });
    expect(sanitize('minBuildYear=2024&maxBuildYear=2020')).toEqual({ maxBuildYear: 2020, page: 1 });
  });

  it('keeps a range whose `to` is invalid on its `from` alone', () => {
    expect(sanitize('lengthFrom=5&lengthTo=99')).toEqual({ lengthFrom: 5, page: 1 });
  });

  it('limits build years to the last 20 years, counted from today, 20 years ago included', () => {
    expect(sanitize('minBuildYear=2007&maxBuildYear=2026')).toMatchObject({
      minBuildYear: 2007,
      maxBuildYear: 2026,
    });
    expect(sanitize('minBuildYear=2006').minBuildYear).toBe(2006);
    expect(sanitize('maxBuildYear=2006').maxBuildYear).toBe(2006);
    expect(sanitize('minBuildYear=2005').minBuildYear).toBeUndefined();
    expect(sanitize('maxBuildYear=2027').maxBuildYear).toBeUndefined();
    expect(sanitizeSearchParams({ maxBuildYear: '2027' }, '2027-01-01').maxBuildYear).toBe(2027);
  });
});

describe('sanitizeSearchParams: page', () => {
  it.each([
    ['2', 2],
    ['37', 37],
    ['1', 1],
    ['0', 1],
    ['-4', 1],
    ['2.5', 1],
    ['abc', 1],
    ['100000', 100_000],
    ['100001', 1],
    ['99999999', 1],
    ['9007199254740993', 1],
  ])('_page=%s gives page %s', (raw, page) => {
    expect(sanitize({ _page: raw }).page).toBe(page);
  });

  it('is 1 when absent', () => {
    expect(sanitize('')).toEqual({ page: 1 });
  });
});

describe('sanitizeSearchParams: coordinates', () => {
  it('keeps a position within ±90/±180 with at most 6 decimals', () => {
    expect(sanitize('latitude=43.296482&longitude=5.369780')).toMatchObject({
      latitude: 43.296482,
      longitude: 5.36978,
    });
    expect(sanitize('latitude=-90&longitude=180')).toMatchObject({ latitude: -90, longitude: 180 });
  });

  it.each([
    ['latitude=90.5&longitude=5'],
    ['latitude=43&longitude=-180.1'],
    ['latitude=43.1234567&longitude=5'],
    ['latitude=43&longitude=5.1234567'],
    ['latitude=abc&longitude=5'],
    ['latitude=43'],
    ['longitude=5'],
  ])('drops the position for %s', (query) => {
    const filters = sanitize(query);
    expect(filters.latitude).toBeUndefined();
    expect(filters.longitude).toBeUndefined();
  });
});

describe('sanitizeSearchParams: dates', () => {
  it('keeps a valid period', () => {
    expect(sanitize('dateFrom=2026-07-01&dateTo=2026-07-08')).toMatchObject({
      dateFrom: '2026-07-01',
      dateTo: '2026-07-08',
    });
  });

  it('makes an empty or missing end date equal to the start', () => {
    expect(sanitize('dateFrom=2026-07-01&dateTo=')).toMatchObject({
      dateFrom: '2026-07-01',
      dateTo: '2026-07-01',
    });
    expect(sanitize('dateFrom=2026-07-01')).toMatchObject({ dateFrom: '2026-07-01', dateTo: '2026-07-01' });
  });

  it('drops both when the start is after the end', () => {
    expect(sanitize('dateFrom=2026-07-08&dateTo=2026-07-01')).toEqual({ page: 1 });
  });

  it.each(['2026-02-30', '2026-13-01', '2026-7-1', '01/07/2026', '2026-07-01T10:00', 'tomorrow'])(
    'drops the start date "%s" and its end',
    (raw) => {
      expect(sanitize({ dateFrom: raw, dateTo: '2026-07-08' })).toEqual({ page: 1 });
    },
  );

  it('accepts 29 February only in a leap year', () => {
    expect(sanitize('dateFrom=2028-02-29').dateFrom).toBe('2028-02-29');
    expect(sanitize('dateFrom=2027-02-29').dateFrom).toBeUndefined();
  });

  it('drops an end date without a start', () => {
    expect(sanitize('dateTo=2026-07-08')).toEqual({ page: 1 });
  });
});

describe('sanitizeSearchParams: enumerations and flags', () => {
  it('accepts only Flexible as cancellation policy', () => {
    expect(sanitize('cancellationPolicy=Flexible').cancellationPolicy).toBe('Flexible');
    expect(sanitize('cancellationPolicy=flexible').cancellationPolicy).toBeUndefined();
    expect(sanitize('cancellationPolicy=Strict').cancellationPolicy).toBeUndefined();
  });

  it.each(['superOwner', 'bestRating', 'instantBooking', 'withCaptain', 'hasDiscount'] as const)(
    'accepts only 1 for the flag %s',
    (flag) => {
      expect(sanitize({ [flag]: '1' })[flag]).toBe(true);
      for (const raw of ['true', '0', 'yes', '', '01'])
        expect(sanitize({ [flag]: raw })[flag]).toBeUndefined();
    },
  );

  it('keeps known sort keys, orders, half-day periods and owner types', () => {
    expect(sanitize('sort=price&sortOrder=DESC&halfDayPeriod=morning&ownerType=professional')).toEqual({
      sort: 'price',
      sortOrder: 'DESC',
      halfDayPeriod: 'morning',
      ownerType: 'professional',
      page: 1,
    });
    expect(sanitize('sort=cheapest&sortOrder=desc&halfDayPeriod=evening&ownerType=company')).toEqual({
      page: 1,
    });
  });

  it('keeps known experiences, activity types, times of the day and durations', () => {
    expect(
      sanitize(
        'experiences[]=partyBoat&experiences[]=spaceBoat&activityTypes[]=diving&activityTypes[]=skydiving' +
          '&timesOfTheDay[]=evening&timesOfTheDay[]=night&durations[]=halfDay&durations[]=forever',
      ),
    ).toEqual({
      experiences: ['partyBoat'],
      activityTypes: ['diving'],
      timesOfTheDay: ['evening'],
      durations: ['halfDay'],
      page: 1,
    });
  });

  it('keeps skipper languages that are site language codes', () => {
    expect(
      sanitize('skipperLanguages[]=fr&skipperLanguages[]=en-GB&skipperLanguages[]=jp&skipperLanguages[]=EN'),
    ).toMatchObject({ skipperLanguages: ['fr', 'en-GB'] });
  });

  it('keeps equipment ids of the SPEC only', () => {
    expect(
      sanitize('equipments[]=35&equipments[]=29&equipments[]=36&equipments[]=gps&equipments[]=35').equipments,
    ).toEqual([35, 29]);
    expect(sanitize('equipments[]=99').equipments).toBeUndefined();
  });

  it('reads lists written without brackets too', () => {
    expect(sanitize({ experiences: ['funBoat', 'waterSport'] }).experiences).toEqual([
      'funBoat',
      'waterSport',
    ]);
  });
});

describe('sanitizeSearchParams: boat types and product tags', () => {
  it('splits boat types on ";" and drops unknown ones', () => {
    expect(sanitize('boatTypes=catamaran;submarine;rib').boatTypes).toEqual(['catamaran', 'rib']);
    expect(sanitize('boatTypes=nothing').boatTypes).toBeUndefined();
  });

  it('expands yacht into motor yacht and sail yacht', () => {
    expect(sanitize('boatTypes=yacht').boatTypes).toEqual(['motorYacht', 'sailYacht']);
    expect(sanitize('boatTypes=sailYacht;yacht;jetSki').boatTypes).toEqual([
      'sailYacht',
      'motorYacht',
      'jetSki',
    ]);
  });

  it('splits product tags on commas and drops malformed ones', () => {
    expect(sanitize({ productTags: 'family, eco-friendly,<script>,,pets_ok' }).productTags).toEqual([
      'family',
      'eco-friendly',
      'pets_ok',
    ]);
  });
});

describe('sanitizeSearchParams: address and deprecated aliases', () => {
  it('keeps address parts as trimmed text and a two-letter country code', () => {
    expect(sanitize({ address: '  Vieux-Port, Marseille ', city: 'Marseille', countryCode: 'fr' })).toEqual({
      address: 'Vieux-Port, Marseille',
      city: 'Marseille',
      countryCode: 'FR',
      page: 1,
    });
    expect(sanitize({ countryCode: 'FRA', address: '   ' })).toEqual({ page: 1 });
  });

  it('reads the deprecated names', () => {
    expect(
      sanitize('ProduitTypeId=catamaran;yacht&DateDebut=2026-08-01&DateFin=2026-08-05&numberOfPeoples=6'),
    ).toEqual({
      boatTypes: ['catamaran', 'motorYacht', 'sailYacht'],
      dateFrom: '2026-08-01',
      dateTo: '2026-08-05',
      numberOfPeople: 6,
      page: 1,
    });
  });

  it('reads a legacy numeric ProduitTypeId as the type at that place of SPEC section 3’s list', () => {
    expect(sanitize('ProduitTypeId=1')).toMatchObject({ boatTypes: ['catamaran'] });
    expect(sanitize('ProduitTypeId=8;5')).toMatchObject({ boatTypes: ['sailboat', 'motorboat'] });
    expect(sanitize('ProduitTypeId=11')).toMatchObject({ boatTypes: ['motorYacht', 'sailYacht'] });
    expect(sanitize('ProduitTypeId=12')).toEqual({ page: 1 });
    expect(sanitize('ProduitTypeId=0')).toEqual({ page: 1 });
  });

  it('prefers the current name over its deprecated alias', () => {
    expect(sanitize('numberOfPeople=4&numberOfPeoples=9&boatTypes=rib&ProduitTypeId=gulet')).toMatchObject({
      numberOfPeople: 4,
      boatTypes: ['rib'],
    });
  });

  it('ignores parameters it does not know', () => {
    expect(sanitize('utm_source=newsletter&foo=bar')).toEqual({ page: 1 });
  });
});

describe('toSearchParams', () => {
  const everything: SearchFilters = {
    address: 'Marseille, France',
    city: 'Marseille',
    region: "Provence-Alpes-Côte d'Azur",
    country: 'France',
    countryCode: 'FR',
    distance: 30,
    latitude: 43.296482,
    longitude: 5.36978,
    durations: ['fullDay'],
    numberOfPeople: 6,
    numberOfCabins: 2,
    numberOfBerths: 4,
    enginePowerFrom: 50,
    enginePowerTo: 300,
    lengthFrom: 6,
    lengthTo: 12,
    priceFrom: 100,
    priceTo: 900,
    minBuildYear: 2010,
    maxBuildYear: 2025,
    dateFrom: '2026-07-01',
    dateTo: '2026-07-08',
    halfDayPeriod: 'afternoon',
    boatTypes: ['catamaran', 'motorYacht', 'sailYacht'],
    equipments: [35, 29],
    experiences: ['partyBoat', 'fishingBoat'],
    activityTypes: ['snorkeling'],
    timesOfTheDay: ['morning', 'fullDay'],
    skipperLanguages: ['fr', 'en-US'],
    productTags: ['family', 'eco'],
    cancellationPolicy: 'Flexible',
    superOwner: true,
    bestRating: true,
    instantBooking: true,
    withCaptain: true,
    hasDiscount: true,
    ownerId: 12,
    ownerType: 'private',
    sort: 'reviewsAvg',
    sortOrder: 'ASC',
    page: 3,
  };

  it('round-trips every filter through the sanitiser', () => {
    expect(sanitizeSearchParams(toSearchParams(everything), TODAY)).toEqual(everything);
    expect(searchFiltersSchema.parse(everything)).toEqual(everything);
  });

  it('writes the URL format of SPEC section 2', () => {
    const query = toSearchParams(everything);
    expect(query.get('boatTypes')).toBe('catamaran;motorYacht;sailYacht');
    expect(query.get('productTags')).toBe('family,eco');
    expect(query.getAll('equipments[]')).toEqual(['35', '29']);
    expect(query.get('superOwner')).toBe('1');
    expect(query.get('_page')).toBe('3');
    expect(query.has('page')).toBe(false);
  });

  it('leaves the first page out of the URL', () => {
    expect(toSearchParams({ page: 1, numberOfPeople: 4 }).toString()).toBe('numberOfPeople=4');
  });

  it('turns deprecated names into current ones', () => {
    const legacy = new URLSearchParams('DateDebut=2026-08-01&numberOfPeoples=3');
    expect(toSearchParams(sanitizeSearchParams(legacy, TODAY)).toString()).toBe(
      'numberOfPeople=3&dateFrom=2026-08-01&dateTo=2026-08-01',
    );
  });
});
