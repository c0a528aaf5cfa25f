import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { seedSearchFixture } from '../search/searchFixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedSearchFixture(ctx.db, [
    { title: 'A boat', price: 10_000 },
    { title: 'A tour', kind: 'activity', price: 5_000 },
  ]);
});
afterAll(() => ctx.close());

const landing = (customization: string, locale = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v6/lp/information?customization=${encodeURIComponent(customization)}&_locale=${locale}`,
  });

describe('GET /api/v6/lp/information', () => {
  it('resolves a place landing with its filters', async () => {
    const response = await landing('marseille');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'boat',
      place: { slug: 'marseille', kind: 'city' },
      filters: { page: 1, city: 'Marseille' },
    });
  });

  it('resolves boat types and experiences in any language', async () => {
    expect((await landing('location-bateau/nice/voilier')).json()).toMatchObject({
      place: { slug: 'nice' },
      boatType: 'sailboat',
      filters: { boatTypes: ['sailboat'] },
    });
    expect((await landing('party-boat')).json()).toMatchObject({ experience: 'partyBoat' });
  });

  it('resolves activity landings by their localized experiences word', async () => {
    expect((await landing('erlebnisse/marseille', 'de')).json()).toMatchObject({
      kind: 'activity',
      place: { slug: 'marseille' },
    });
    expect((await landing('experiences')).json()).toMatchObject({ kind: 'activity', place: null });
  });

  it('answers 404 for an unknown landing', async () => {
    expect((await landing('atlantis')).statusCode).toBe(404);
    expect((await landing('marseille/atlantis')).statusCode).toBe(404);
    expect((await landing('')).statusCode).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists search and landing pages for every language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body).toContain('/boat-rental/search</loc>');
    expect(body).toContain('/fr/location-bateau/recherche</loc>');
    expect(body).toContain('/fr/location-bateau/marseille</loc>');
    expect(body).toContain('/de/erlebnisse/marseille</loc>');
    expect(body).toContain('/el/enoikiasi-skafon/anazitisi</loc>');
    expect(body).not.toContain('/nice</loc>');
  });
});
