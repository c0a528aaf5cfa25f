import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ListingEditor,
  listingEditorPaths,
  listingEditorSchema,
} from '../../../shared/owners/editor.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let harbourId: number;
const as: Record<'newOwner' | 'owner' | 'renter' | 'manager', Record<string, string>> = {
  newOwner: {},
  owner: {},
  renter: {},
  manager: {},
};

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  harbourId = (await ctx.db.query<{ id: number }>('SELECT id FROM harbours')).rows[0].id;
  await insertTestUser(ctx.db, { email: 'new.owner@example.test', firstName: 'Nadia' });
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  as.newOwner = await bearerFor(ctx.app, 'new.owner@example.test');
  as.owner = await bearerFor(ctx.app, 'owner@example.test');
  as.renter = await bearerFor(ctx.app, 'renter@example.test');
  as.manager = await bearerFor(ctx.app, 'manager@example.test');
}, 60_000);
afterAll(() => ctx.close());

const send = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const BASICS = {
  title: 'Sea Breeze',
  productType: 'motorboat',
  builderName: 'Jeanneau',
  modelName: 'Cap Camarat 7.5',
  buildYear: 2019,
  lengthM: 7.5,
  enginePowerHp: 250,
  capacity: 8,
  cabins: 1,
  berths: 2,
  licenceRequired: true,
};
const PRICES = {
  basePricePerDay: 25_000,
  basePricePerHalfDay: 15_000,
  basePricePerWeek: 150_000,
  minimumDays: 1,
  seasons: [{ name: 'High season', startDate: day('07-01'), endDate: day('09-01'), pricePerDay: 35_000 }],
  durationDiscounts: [{ minDays: 7, percent: 10 }],
};

async function newDraft(who: Record<string, string> = as.newOwner): Promise<number> {
  const res = await send('POST', listingEditorPaths.drafts, who);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function save(id: number, step: string, payload: object, who = as.newOwner) {
  return send('PUT', `/api/v6/account/listings/${id}/editor/${step}`, who, payload);
}

async function editor(id: number, who = as.newOwner): Promise<ListingEditor> {
  const res = await send('GET', listingEditorPaths.editor(id), who);
  expect(res.statusCode).toBe(200);
  return listingEditorSchema.parse(res.json());
}

describe('a renter lists a boat from nothing', () => {
  it('becomes an owner with a draft, fills it step by step, resumes where it stopped, and sends it to moderation', async () => {
    const before = await send('GET', '/api/v6/account/is-owner', as.newOwner);
    expect(before.json()).toMatchObject({ isOwner: false });
    const id = await newDraft();
    expect((await send('GET', '/api/v6/account/is-owner', as.newOwner)).json()).toMatchObject({
      isOwner: true,
    });

    const empty = await editor(id);
    expect(empty).toMatchObject({ state: 'draft', resumeStep: 'basics' });
    expect(empty.completeness.requiredMissing).toEqual(['basics', 'place', 'description', 'prices']);

    const tooEarly = await send('POST', listingEditorPaths.publish(id), as.newOwner);
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().error.fields).toEqual({
      basics: 'stepIncomplete',
      place: 'stepIncomplete',
      description: 'stepIncomplete',
      prices: 'stepIncomplete',
    });

    expect((await save(id, 'basics', BASICS)).statusCode).toBe(200);
    expect((await editor(id)).resumeStep).toBe('place');

    const harbours = await send('GET', `${listingEditorPaths.harbours}?input=vieux`, as.newOwner);
    expect(harbours.json().harbours).toEqual([
      expect.objectContaining({ id: harbourId, name: 'Vieux-Port', cityName: 'Marseille' }),
    ]);
    const place = await save(id, 'place', { harbourId, latitude: 43.2948, longitude: 5.3712 });
    expect(place.json().place).toMatchObject({ harbour: { name: 'Vieux-Port' }, latitude: 43.2948 });

    await save(id, 'description', {
      descriptions: [
        { language: 'fr', description: 'Un bateau rapide et sûr pour découvrir les calanques en famille.' },
        { language: 'en', description: 'A fast and safe boat to discover the calanques with the family.' },
      ],
    });
    await save(id, 'equipment', { equipment: [29, 13, 3] });
    await save(id, 'cabins', {
      sleepingAreas: [{ name: 'Forepeak', beds: 2, kind: 'forepeak' }],
      itineraries: [{ title: 'Frioul', description: 'Swim at the Frioul islands.', durationHours: 4 }],
    });
    await save(id, 'captain', {
      sailingType: 'withOrWithoutCaptain',
      captainPricePerDay: 18_000,
      skipperLanguages: ['fr', 'en'],
    });
    const priced = await save(id, 'prices', PRICES);
    expect(priced.statusCode).toBe(200);
    await save(id, 'extras', {
      extras: [
        { name: 'Final cleaning', price: 6_000, priceType: 'per_booking', isMandatory: true },
        { name: 'Paddle board', price: 2_000, priceType: 'per_day', isMandatory: false },
      ],
    });
    await save(id, 'conditions', {
      depositAmount: 150_000,
      cancellationPolicy: 'strict',
      instantBooking: false,
      checkInTime: '09:00',
      checkOutTime: '18:30',
    });

    const full = await editor(id);
    expect(full).toMatchObject({
      basics: { title: 'Sea Breeze', productType: 'motorboat', capacity: 8 },
      equipment: [3, 13, 29],
      captain: {
        sailingType: 'withOrWithoutCaptain',
        captainPricePerDay: 18_000,
        skipperLanguages: ['fr', 'en'],
      },
      prices: {
        basePricePerDay: 25_000,
        seasons: [
          { name: 'High season', startDate: day('07-01'), endDate: day('09-01'), pricePerDay: 35_000 },
        ],
        durationDiscounts: [{ minDays: 7, percent: 10 }],
      },
      extras: [
        { name: 'Final cleaning', price: 6_000, priceType: 'per_booking', isMandatory: true },
        { name: 'Paddle board', price: 2_000, priceType: 'per_day', isMandatory: false },
      ],
      conditions: {
        depositAmount: 150_000,
        cancellationPolicy: 'strict',
        checkInTime: '09:00',
        checkOutTime: '18:30',
      },
    });
    // only the photos (their own upload) are left
    expect(full.completeness).toMatchObject({ missing: ['photos'], requiredMissing: [], score: 90 });
    expect(full.resumeStep).toBe('photos');

    const sent = await send('POST', listingEditorPaths.publish(id), as.newOwner);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().state).toBe('inReview');
    expect((await send('POST', listingEditorPaths.publish(id), as.newOwner)).statusCode).toBe(409);

    // staff publish it in the back office; it is found for its harbour and dates
    const hidden = await send('GET', `/api/v6/products/${id}`, {});
    expect(hidden.statusCode).toBe(404);
    const moderated = await send('PUT', `/api/admin/boats/${id}`, as.manager, {
      moderationStatus: 'published',
    });
    expect(moderated.statusCode).toBe(200);
    const search = await send(
      'GET',
      `/api/v6/products?placeSlug=vieux-port&dateFrom=${day('07-10')}&dateTo=${day('07-12')}`,
      {},
    );
    const card = search.json().products.find((p: { id: number }) => p.id === id);
    expect(card).toMatchObject({ title: 'Sea Breeze' });

    const listings = await send('GET', '/api/v6/account/listings', as.newOwner);
    expect(listings.json().listings).toEqual([
      expect.objectContaining({ id, state: 'published', harbourName: 'Vieux-Port' }),
    ]);
  });
});

describe('bad input changes nothing', () => {
  it('a negative price is a field error and the prices stay as they were', async () => {
    const id = await newDraft();
    await save(id, 'prices', PRICES);
    const res = await save(id, 'prices', { ...PRICES, basePricePerDay: -100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ basePricePerDay: 'amountInvalid' });
    const negativeSeason = await save(id, 'prices', {
      ...PRICES,
      seasons: [{ ...PRICES.seasons[0], pricePerDay: -1 }],
    });
    expect(negativeSeason.json().error.fields).toEqual({ 'seasons.0.pricePerDay': 'amountInvalid' });
    expect((await editor(id)).prices.basePricePerDay).toBe(25_000);
  });

  it('a season overlapping another is a field error on that season and nothing is stored', async () => {
    const id = await newDraft();
    const res = await save(id, 'prices', {
      ...PRICES,
      seasons: [
        ...PRICES.seasons,
        { name: 'August', startDate: day('08-01'), endDate: day('08-15'), pricePerDay: 40_000 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ 'seasons.1.startDate': 'seasonOverlaps' });
    const after = await editor(id);
    expect(after.prices).toMatchObject({ basePricePerDay: null, seasons: [] });
    expect(after.completeness.done).not.toContain('prices');
  });

  it('a pin far from its harbour, an unknown harbour, an unknown step and a skipper without a price are refused', async () => {
    const id = await newDraft();
    const far = await save(id, 'place', { harbourId, latitude: 43.7, longitude: 7.27 });
    expect(far.json().error.fields).toEqual({ latitude: 'pinTooFar' });
    const unknown = await save(id, 'place', { harbourId: 999_999, latitude: 43.29, longitude: 5.37 });
    expect(unknown.json().error.fields).toEqual({ harbourId: 'harbourRequired' });
    expect((await save(id, 'photos', {})).statusCode).toBe(404);
    const skipper = await save(id, 'captain', {
      sailingType: 'withCaptain',
      captainPricePerDay: null,
      skipperLanguages: [],
    });
    expect(skipper.json().error.fields).toEqual({
      captainPricePerDay: 'skipperPriceRequired',
      skipperLanguages: 'skipperLanguagesRequired',
    });
    expect((await editor(id)).place.harbour).toBeNull();
  });
});

describe('the owner’s listing is the owner’s', () => {
  it('another owner, a renter and a visitor read and change none of it (404, 401 signed out)', async () => {
    const id = await newDraft();
    for (const who of [as.owner, as.renter]) {
      expect((await send('GET', listingEditorPaths.editor(id), who)).statusCode).toBe(404);
      expect((await save(id, 'basics', BASICS, who)).statusCode).toBe(404);
      expect((await save(id, 'basics', {}, who)).statusCode).toBe(404);
      expect((await send('POST', listingEditorPaths.publish(id), who)).statusCode).toBe(404);
    }
    expect((await send('GET', listingEditorPaths.editor(id), {})).statusCode).toBe(401);
    expect((await send('POST', listingEditorPaths.drafts, {})).statusCode).toBe(401);
    expect((await editor(id)).basics.title).toBe('');
  });

  it('an owner edits a published listing: the change is live at once and it stays published', async () => {
    const res = await save(
      fixture.productId,
      'conditions',
      {
        depositAmount: 50_000,
        cancellationPolicy: 'flexible',
        instantBooking: true,
        checkInTime: '08:00',
        checkOutTime: null,
      },
      as.owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'published', conditions: { depositAmount: 50_000 } });
    const product = await send('GET', `/api/v6/products/${fixture.productId}`, {});
    expect(product.statusCode).toBe(200);
  });
});

describe('the listing’s title in each language', () => {
  it('answers the title of every language that has one, and a new title replaces them all', async () => {
    const id = await newDraft();
    await save(id, 'basics', BASICS);
    await save(id, 'description', {
      descriptions: [{ language: 'fr', description: 'Un bateau rapide et sûr pour les calanques.' }],
    });
    // as the translation job stores a title made from the listing's facts
    await ctx.db.query(
      `INSERT INTO product_translations (product_id, language, title, description, origin)
       VALUES ($1, 'de', 'Motorboot Jeanneau Cap Camarat 7.5 in Marseille', '', 'facts')`,
      [id],
    );
    expect((await editor(id)).titles).toEqual({
      fr: 'Sea Breeze',
      de: 'Motorboot Jeanneau Cap Camarat 7.5 in Marseille',
    });

    const renamed = await save(id, 'basics', { ...BASICS, title: 'Mistral' });
    expect(renamed.json().titles).toEqual({ fr: 'Mistral', de: 'Mistral' });
  });
});
