import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLDING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import type { SearchResponse } from '../../../shared/search/searchResults.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { blockProduct, bookProduct, type Fixture, seedSearchFixture } from './searchFixture.ts';

let ctx: TestContext;
let fixture: Fixture;
const thisYear = new Date().getUTCFullYear();

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await seedSearchFixture(ctx.db, [
    {
      title: 'Cheap sailboat',
      price: 8_000,
      capacity: 4,
      cabins: 1,
      berths: 2,
      lengthM: 7,
      engineHp: 10,
      score: 50,
    },
    {
      title: 'Big catamaran',
      type: 'catamaran',
      price: 60_000,
      capacity: 12,
      cabins: 4,
      berths: 10,
      lengthM: 14,
      engineHp: 150,
      owner: 'super',
      instantBooking: true,
      cancellationPolicy: 'flexible',
      sailingType: 'withCaptain',
      reviewAverage: 4.8,
      reviewCount: 12,
      equipment: [29, 35],
      discountPercent: 10,
      buildYear: thisYear - 1,
      score: 30,
    },
    {
      title: 'Party motorboat',
      type: 'motorboat',
      price: 25_000,
      capacity: 10,
      engineHp: 250,
      lengthM: 9,
      experiences: ['partyBoat'],
      halfDayAllowed: true,
      equipment: [29],
      reviewAverage: 3.9,
      reviewCount: 3,
      score: 20,
      tags: ['family'],
      harbour: 'estaque',
    },
    {
      title: 'Motor yacht in Nice',
      type: 'motorYacht',
      price: 90_000,
      harbour: 'nice',
      capacity: 12,
      score: 40,
    },
    {
      title: 'Sail yacht',
      type: 'sailYacht',
      price: 70_000,
      capacity: 8,
      score: 5,
      createdAt: new Date().toISOString(),
    },
    { title: 'Draft boat', price: 1_000, published: false },
    {
      title: 'Sunset tour',
      kind: 'activity',
      activityType: 'sunsetCruise',
      price: 4_500,
      timesOfDay: ['evening'],
      skipperLanguages: ['fr', 'en'],
      durationHours: 2,
    },
    { title: 'Fishing day', kind: 'activity', activityType: 'fishingTrip', price: 9_000, durationHours: 8 },
  ]);
});
afterAll(() => ctx.close());

async function searchBoats(query: string, headers: Record<string, string> = {}): Promise<SearchResponse> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v6/products?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const titles = (body: { products: { title: string }[] }) => body.products.map((p) => p.title).sort();

describe('GET /api/v6/products filters', () => {
  it('lists published boats only, never activities or drafts', async () => {
    const body = await searchBoats('');
    expect(titles(body)).toEqual([
      'Big catamaran',
      'Cheap sailboat',
      'Motor yacht in Nice',
      'Party motorboat',
      'Sail yacht',
    ]);
    expect(body.count).toBe(5);
  });

  it('filters by a place slug or name with its distance, and counts the exact place', async () => {
    const marseille = await searchBoats('placeSlug=marseille');
    expect(titles(marseille)).not.toContain('Motor yacht in Nice');
    expect(marseille.count).toBe(4);
    expect(marseille.exactPlaceProductNumber).toBe(4);
    expect(marseille.localization?.slug).toBe('marseille');
    expect(marseille.placeWithHarbors).toBe(true);
    const wide = await searchBoats('city=Marseille&distance=200');
    expect(wide.count).toBe(5);
    expect(wide.exactPlaceProductNumber).toBe(4);
  });

  it('filters by coordinates within a distance', async () => {
    const estaque = await searchBoats('latitude=43.3609&longitude=5.3127&distance=2');
    expect(titles(estaque)).toEqual(['Party motorboat']);
    const nice = await searchBoats('latitude=43.7&longitude=7.28&distance=5');
    expect(titles(nice)).toEqual(['Motor yacht in Nice']);
  });

  it('excludes boats booked or blocked in the dates, respecting half days', async () => {
    await bookProduct(ctx.db, fixture.ids['Cheap sailboat'], fixture.renterId, '[2030-07-01,2030-07-08)');
    await bookProduct(ctx.db, fixture.ids['Big catamaran'], fixture.renterId, '[2030-07-05,2030-07-06)', {
      status: 'cancelled_by_tenant',
    });
    await blockProduct(ctx.db, fixture.ids['Sail yacht'], '[2030-07-03,2030-07-04)');
    await bookProduct(ctx.db, fixture.ids['Party motorboat'], fixture.renterId, '[2030-08-01,2030-08-02)', {
      halfDayPeriod: 'morning',
    });
    const july = await searchBoats('dateFrom=2030-07-02&dateTo=2030-07-04');
    expect(titles(july)).toEqual(['Big catamaran', 'Motor yacht in Nice', 'Party motorboat']);
    const afterBooking = await searchBoats('dateFrom=2030-07-08&dateTo=2030-07-09');
    expect(titles(afterBooking)).toContain('Cheap sailboat');
    const morning = await searchBoats('dateFrom=2030-08-01&halfDayPeriod=morning');
    expect(titles(morning)).toEqual([]);
    const afternoon = await searchBoats('dateFrom=2030-08-01&halfDayPeriod=afternoon');
    expect(titles(afternoon)).toEqual(['Party motorboat']);
    const fullDay = await searchBoats('dateFrom=2030-08-01&dateTo=2030-08-01');
    expect(titles(fullDay)).not.toContain('Party motorboat');
    // A range of several weeks crosses several holds.
    const summer = await searchBoats('dateFrom=2030-06-20&dateTo=2030-08-10');
    expect(titles(summer)).toEqual(['Big catamaran', 'Motor yacht in Nice']);
  });

  it('frees the days again when a booking is cancelled or moved, or a block is lifted', async () => {
    const id = fixture.ids['Motor yacht in Nice'];
    const nice = 'latitude=43.7&longitude=7.28&distance=5';
    await bookProduct(ctx.db, id, fixture.renterId, '[2031-05-10,2031-05-12)');
    await blockProduct(ctx.db, id, '[2031-06-01,2031-06-03)');
    expect(titles(await searchBoats(`${nice}&dateFrom=2031-05-11&dateTo=2031-05-11`))).toEqual([]);
    expect(titles(await searchBoats(`${nice}&dateFrom=2031-06-02&dateTo=2031-06-04`))).toEqual([]);

    await ctx.db.query(
      `UPDATE bookings SET period = '[2031-05-20,2031-05-22)' WHERE product_id = $1
      AND period = '[2031-05-10,2031-05-12)'`,
      [id],
    );
    expect(titles(await searchBoats(`${nice}&dateFrom=2031-05-11&dateTo=2031-05-11`))).toEqual([
      'Motor yacht in Nice',
    ]);
    expect(titles(await searchBoats(`${nice}&dateFrom=2031-05-21&dateTo=2031-05-21`))).toEqual([]);

    await ctx.db.query(
      `UPDATE bookings SET status = 'cancelled_by_owner' WHERE product_id = $1
      AND period = '[2031-05-20,2031-05-22)'`,
      [id],
    );
    await ctx.db.query(`DELETE FROM availability_blocks WHERE product_id = $1`, [id]);
    expect(titles(await searchBoats(`${nice}&dateFrom=2031-05-21&dateTo=2031-05-21`))).toEqual([
      'Motor yacht in Nice',
    ]);
    expect(titles(await searchBoats(`${nice}&dateFrom=2031-06-02&dateTo=2031-06-04`))).toEqual([
      'Motor yacht in Nice',
    ]);
  });

  it('holds days for exactly the booking statuses the rest of the product counts as holding', async () => {
    const { rows } = await ctx.db.query<{ source: string }>(
      `SELECT prosrc AS source FROM pg_proc WHERE proname = 'refresh_product_held_days'`,
    );
    const listed = [...(rows[0].source.match(/status IN \(([^)]*)\)/)?.[1] ?? '').matchAll(/'([a-z_]+)'/g)]
      .map((m) => m[1])
      .sort();
    expect(listed).toEqual([...HOLDING_STATUSES].sort());
  });

  it.each([
    ['numberOfPeople=10', ['Big catamaran', 'Motor yacht in Nice', 'Party motorboat']],
    ['numberOfPeoples=11', ['Big catamaran', 'Motor yacht in Nice']],
    ['numberOfCabins=3', ['Big catamaran']],
    ['numberOfBerths=5', ['Big catamaran']],
    ['enginePowerFrom=100&enginePowerTo=200', ['Big catamaran']],
    ['lengthFrom=8&lengthTo=10', ['Motor yacht in Nice', 'Party motorboat', 'Sail yacht']],
    ['priceFrom=200&priceTo=650', ['Big catamaran', 'Party motorboat']],
    [`minBuildYear=${thisYear - 2}`, ['Big catamaran']],
    ['boatTypes=catamaran;motorboat', ['Big catamaran', 'Party motorboat']],
    ['boatTypes=yacht', ['Motor yacht in Nice', 'Sail yacht']],
    ['ProduitTypeId=catamaran', ['Big catamaran']],
    ['equipments[]=29', ['Big catamaran', 'Party motorboat']],
    ['equipments[]=29&equipments[]=35', ['Big catamaran']],
    ['experiences[]=partyBoat', ['Party motorboat']],
    ['productTags=family,other', ['Party motorboat']],
    ['cancellationPolicy=Flexible', ['Big catamaran']],
    ['superOwner=1', ['Big catamaran']],
    ['bestRating=1', ['Big catamaran']],
    ['instantBooking=1', ['Big catamaran']],
    ['withCaptain=1', ['Big catamaran']],
    ['hasDiscount=1', ['Big catamaran']],
    ['ownerType=professional', ['Big catamaran']],
  ])('filters %s', async (query, expected) => {
    expect(titles(await searchBoats(query))).toEqual(expected);
  });

  it('drops invalid values instead of failing', async () => {
    const body = await searchBoats(
      'numberOfPeople=abc&priceFrom=-5&boatTypes=spaceship&dateFrom=2030-13-40&_page=x',
    );
    expect(body.count).toBe(5);
    expect(body.pagination.currentPage).toBe(1);
  });

  it('drops a page beyond the deepest one instead of answering 400 (SPEC section 5)', async () => {
    for (const page of ['99999999', '9007199254740993', '100001']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v6/products?_page=${page}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination.currentPage).toBe(1);
      expect(res.json().count).toBe(5);
    }
    const deep = await searchBoats('_page=100000');
    expect(deep.pagination.currentPage).toBe(100_000);
    expect(deep.products).toEqual([]);
  });

  it('keeps a minimum build year of exactly 20 years ago (SPEC: min is 20 years ago)', async () => {
    const year = new Date().getUTCFullYear();
    expect((await searchBoats(`minBuildYear=${year - 20}`)).filters.minBuildYear).toBe(year - 20);
    expect((await searchBoats(`minBuildYear=${year - 21}`)).filters.minBuildYear).toBeUndefined();
  });

  it('reads price filters in the visitor currency and answers prices in it', async () => {
    // 250 USD = 200 EUR: the 250 EUR motorboat is above it, the 80 EUR sailboat below.
    const usd = await searchBoats('priceTo=250&currency=USD');
    expect(titles(usd)).toEqual(['Cheap sailboat']);
    expect(usd.currency).toBe('USD');
    expect(usd.products[0].price).toBe(10_000);
    const byCookie = await searchBoats('priceTo=250', { cookie: 'currency=USD' });
    expect(byCookie.products[0].price).toBe(10_000);
  });
});

describe('GET /api/v6/products sorts, pages and statistics', () => {
  it('sorts by price both ways, by reviews and by discount', async () => {
    const cheapFirst = await searchBoats('sort=price&sortOrder=ASC');
    expect(cheapFirst.products.map((p) => p.title)[0]).toBe('Cheap sailboat');
    const dearFirst = await searchBoats('sort=price&sortOrder=DESC');
    expect(dearFirst.products.map((p) => p.title)[0]).toBe('Motor yacht in Nice');
    const reviews = await searchBoats('sort=reviewsAvg');
    expect(reviews.products.slice(0, 2).map((p) => p.title)).toEqual(['Big catamaran', 'Party motorboat']);
    const discount = await searchBoats('sort=discount');
    expect(discount.products[0].title).toBe('Big catamaran');
    expect(discount.products[0].discountPercent).toBe(10);
  });

  it('ranks by the A/B variation: score for A, reviews for B', async () => {
    const a = await searchBoats('abVariations[rankingAlgo]=A');
    expect(a.products[0].title).toBe('Cheap sailboat');
    expect(a.abVariations.rankingAlgo).toBe('A');
    const b = await searchBoats('abVariations[rankingAlgo]=B');
    expect(b.products[0].title).toBe('Big catamaran');
  });

  it('keeps a sticky variation in a cookie once analytics is allowed, and stores nothing before', async () => {
    const unasked = await ctx.app.inject({ method: 'GET', url: '/api/v6/products' });
    expect(unasked.cookies.find((c) => c.name === 'ab_variation')).toBeUndefined();
    expect(unasked.json().abVariations.rankingAlgo).toBe('A');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/products',
      headers: { cookie: 'bosun_consent=v1.a0s1d1' },
    });
    expect(refused.cookies.find((c) => c.name === 'ab_variation')).toBeUndefined();

    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/products',
      headers: { cookie: 'bosun_consent=v1.a1s0d0' },
    });
    const cookie = first.cookies.find((c) => c.name === 'ab_variation');
    expect(['A', 'B', 'C']).toContain(cookie?.value);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/products',
      headers: { cookie: `bosun_consent=v1.a1s0d0; ab_variation=${cookie?.value}` },
    });
    expect(again.cookies.find((c) => c.name === 'ab_variation')).toBeUndefined();
    expect(again.json().abVariations.rankingAlgo).toBe(cookie?.value);
  });

  it('pages with the server page size and the lazy limit', async () => {
    const page2 = await searchBoats('limit=2&_page=2&sort=price');
    expect(page2.pagination).toEqual({ currentPage: 2, maxResultsPerPage: 2, resultsCount: 5, totalPage: 3 });
    expect(page2.products.map((p) => p.title)).toEqual(['Big catamaran', 'Sail yacht']);
    const capped = await searchBoats('limit=1000');
    expect(capped.maxResultsPerPage).toBe(100);
    expect((await searchBoats('')).maxResultsPerPage).toBe(24);
  });

  it('gives price statistics and a histogram over the whole filtered set', async () => {
    const body = await searchBoats('limit=1');
    expect(body.productsPriceStatistics).toEqual({
      lowest: 8_000,
      highest: 90_000,
      average: 50_600,
      firstQuartile: 25_000,
      median: 60_000,
      thirdQuartile: 70_000,
    });
    expect(body.priceChartBar).toHaveLength(20);
    expect(body.priceChartBar.reduce((sum, bar) => sum + bar.count, 0)).toBe(5);
    expect(body.priceChartBar[0]).toMatchObject({ from: 8_000, count: 1 });
  });

  it('answers the result fields of a card', async () => {
    const body = await searchBoats('boatTypes=catamaran');
    expect(body.products[0]).toMatchObject({
      title: 'Big catamaran',
      type: 'catamaran',
      length: 14,
      cabins: 4,
      capacity: 12,
      localizationName: 'Marseille',
      reviews: { number: 12, average: 4.8 },
      price: 60_000,
      isSuperOwner: true,
      isFavorite: false,
    });
    expect(body.isPricePerDay).toBe(true);
    expect(body.products[0].totalForDates).toBeUndefined();
  });

  it('gives each card the total of the searched dates and people, as the booking box quotes it', async () => {
    const choice = 'dateFrom=2032-09-06&dateTo=2032-09-08&numberOfPeople=6';
    const body = await searchBoats(`boatTypes=catamaran&${choice}&currency=EUR`);
    const card = body.products[0];
    const quote = await ctx.app.inject({
      method: 'GET',
      url: `/api/v6/products/${card.id}/quote?${choice}&currency=EUR`,
    });
    expect(quote.json().available).toBe(true);
    expect(card.totalForDates).toBe(quote.json().total);
    expect(card.totalForDates).toBeGreaterThan(3 * card.price);
  });

  it('counts with /products/count', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v6/products/count?numberOfPeople=10' });
    expect(response.json()).toEqual({ count: 3 });
  });
});

describe('activities, SEO section, suggestions, flexible dates', () => {
  it('searches activities with their own filters and page size', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/v6/activities' })).json();
    expect(all.activities.map((a: { title: string }) => a.title).sort()).toEqual([
      'Fishing day',
      'Sunset tour',
    ]);
    expect(all.maxResultsPerPage).toBe(18);
    expect(all.isPricePerDay).toBe(false);
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/activities?activityTypes[]=sunsetCruise&timesOfTheDay[]=evening&skipperLanguages[]=fr&durations[]=upTo2Hours',
    });
    expect(filtered.json().activities.map((a: { title: string }) => a.title)).toEqual(['Sunset tour']);
    const long = await ctx.app.inject({ method: 'GET', url: '/api/v6/activities?durations[]=fullDay' });
    expect(long.json().activities.map((a: { title: string }) => a.title)).toEqual(['Fishing day']);
  });

  it('gives the SEO section of a place', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/seo_specific_section?placeSlug=marseille',
    });
    const body = response.json();
    expect(body.specificSectionTitle).toBe('Marseille');
    expect(body.seoProducts).toHaveLength(4);
    expect(body.seoSectionTypes).toContainEqual({ type: 'catamaran', count: 1 });
    expect(body.seoSectionSailingType).toContainEqual({ sailingType: 'withCaptain', count: 1 });
    // Nice (160 km away) is a nearby place with its one boat; Marseille itself is not listed.
    expect(body.seoNearbyPlaces).toEqual([{ slug: 'nice', name: 'Nice', count: 1 }]);
  });

  it('gives an empty SEO section without a place', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/v6/seo_specific_section' })).json();
    expect(body).toEqual({
      specificSectionTitle: null,
      seoProducts: [],
      seoSectionSailingType: [],
      seoSectionTypes: [],
      seoNearbyPlaces: [],
    });
  });

  it('suggests nearby products, and 404s for an unknown one', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v6/product/${fixture.ids['Cheap sailboat']}/suggestions`,
    });
    const suggested = response.json().products.map((p: { title: string }) => p.title);
    expect(suggested).not.toContain('Cheap sailboat');
    expect(suggested).not.toContain('Motor yacht in Nice');
    expect(suggested.length).toBe(3);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v6/product/999999/suggestions' })).statusCode,
    ).toBe(404);
  });

  it('counts the fleet for alternative dates', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/flexibleDates/fleet?placeSlug=marseille&fleetDates[0][startDate]=2030-07-02&fleetDates[0][endDate]=2030-07-04&fleetDates[1][startDate]=2030-07-09&fleetDates[1][endDate]=2030-07-10',
    });
    expect(response.json()).toEqual([
      { startDate: '2030-07-02', endDate: '2030-07-04', delta: null, fleet: 2, fleetPrice: 25_000 },
      { startDate: '2030-07-09', endDate: '2030-07-10', delta: null, fleet: 4, fleetPrice: 8_000 },
    ]);
  });

  it('gives each alternative its delta: days from the searched start (SPEC section 3)', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/flexibleDates/fleet?placeSlug=marseille&dateFrom=2030-07-05&dateTo=2030-07-07&fleetDates[0][startDate]=2030-07-02&fleetDates[0][endDate]=2030-07-04&fleetDates[1][startDate]=2030-07-05&fleetDates[1][endDate]=2030-07-07&fleetDates[2][startDate]=2030-07-12&fleetDates[2][endDate]=2030-07-14',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((o: { delta: number }) => o.delta)).toEqual([-3, 0, 7]);
  });
});
