import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { seedDemoMarketplace } from '../db/seed/seed.ts';

// PostgreSQL text cannot hold U+0000: these are the 20 endpoints where a NUL once reached it (issue 22).
let ctx: TestContext;
const tokens: Record<string, string> = {};
let leadId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoMarketplace(ctx.db, { boats: 10, seed: 5, production: false });
  for (const who of ['admin', 'sales', 'renter']) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: `${who}@bosun.test`, password: 'Bosun-demo-2026' },
    });
    tokens[who] = res.json().authToken;
  }
  const lead = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/leads',
    headers: { authorization: `Bearer ${tokens.renter}` },
    payload: { source: 'quote_request', market: 'FR', message: 'Une semaine ?' },
  });
  leadId = lead.json().id;
});
afterAll(() => ctx.close());

const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const nulFilter = encodeURIComponent(JSON.stringify({ q: 'a\u0000b' }));

describe('a NUL character in a search query is dropped, as search drops any invalid value', () => {
  const searches = [
    '/api/v6/products?q=a%00b&city=Mar%00seille',
    '/api/v6/products?currency=%00',
    '/api/v6/products/count?q=%00',
    '/api/v6/products/count?currency=EU%00',
    '/api/v6/activities?q=%00x',
    '/api/v6/activities?currency=%00',
    '/api/v6/seo_specific_section?currency=%00&placeSlug=%00',
  ];
  it.each(searches)('GET %s answers 200 as if the value were absent', async (url) => {
    // One A/B variation for both calls, so that only the NUL can make them differ.
    const cookies = { ab_variation: 'A' };
    const res = await ctx.app.inject({ method: 'GET', url, cookies });
    expect(res.statusCode).toBe(200);
    const clean = await ctx.app.inject({ method: 'GET', url: url.split('?')[0], cookies });
    expect(res.json()).toEqual(clean.json());
  });
});

describe('a NUL character anywhere else is a 400 that says which field', () => {
  const lists = [
    'users',
    'bookings',
    'autorefunds',
    'damages',
    'boats',
    'conversations',
    'messages',
    'outbox',
    'audit-log',
    'leads',
    'propales',
  ];
  it.each(lists)('GET /api/admin/%s?filter={"q":"a\\u0000b"}', async (resource) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/${resource}?filter=${nulFilter}`,
      headers: as('admin'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid-character',
      fields: { 'filter.q': 'nulCharacter' },
    });
  });

  it('POST /api/v6/autocomplete/places with a NUL in the place', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/autocomplete/places',
      payload: { place: 'Mar\u0000seille', lang: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-character', fields: { place: 'nulCharacter' } });
  });

  it('POST /api/v6/leads/{id}/notes with a NUL in the note, which is not written', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v6/leads/${leadId}/notes`,
      headers: as('sales'),
      payload: { body: 'Called\u0000 back' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ body: 'nulCharacter' });
    const notes = await ctx.app.inject({
      method: 'GET',
      url: `/api/v6/leads/${leadId}/notes`,
      headers: as('sales'),
    });
    expect(notes.json()).toEqual([]);
  });

  it('GET /api/v6/autocomplete/places?input=%00 and a NUL in a query elsewhere', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v6/autocomplete/places?input=Ma%00rs' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ input: 'nulCharacter' });
  });
});

describe('a body nested deeper than any of ours', () => {
  it('is a 400, not a 500 from walking it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('too-deeply-nested');
  });
});

describe('a NUL character in a page path', () => {
  it('shows the site’s not-found page, not the API’s JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/en/%00' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
