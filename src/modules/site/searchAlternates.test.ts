import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages.ts';
import { ROUTE_WORDS } from '../../../shared/routing/routeWords.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { seedSearchFixture } from '../search/searchFixture.ts';

const ORIGIN = 'http://localhost:3000';
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)">/)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSearchFixture(ctx.db, []);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

async function page(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return { canonical: canonicalOf(response.body), alternates: alternatesOf(response.body) };
}

describe('canonical and hreflang links of search pages use each language’s URL words', () => {
  it('links the French boat search to the German /boot-mieten/suche, and to itself as canonical', async () => {
    const { canonical, alternates } = await page('/fr/location-bateau/recherche?_page=2&city=Marseille');
    expect(canonical).toBe(`${ORIGIN}/fr/location-bateau/recherche`);
    expect(alternates.de).toBe(`${ORIGIN}/de/boot-mieten/suche`);
    expect(alternates.fr).toBe(`${ORIGIN}/fr/location-bateau/recherche`);
    expect(alternates.en).toBe(`${ORIGIN}/boat-rental/search`);
    expect(alternates['x-default']).toBe(`${ORIGIN}/boat-rental/search`);
    for (const code of LANGUAGE_CODES) {
      const words = ROUTE_WORDS[code];
      const prefix = code === 'en' ? '' : `/${code}`;
      expect(alternates[code]).toBe(`${ORIGIN}${prefix}/${words.boatRental}/${words.search}`);
    }
  });

  it('keeps the place slug of a place’s search page in every language', async () => {
    const { canonical, alternates } = await page('/fr/location-bateau/marseille');
    expect(canonical).toBe(`${ORIGIN}/fr/location-bateau/marseille`);
    expect(alternates.de).toBe(`${ORIGIN}/de/boot-mieten/marseille`);
    expect(alternates.en).toBe(`${ORIGIN}/boat-rental/marseille`);
  });

  it('localizes the activity search words', async () => {
    const { canonical, alternates } = await page('/de/wassersport-aktivitaeten/suche');
    expect(canonical).toBe(`${ORIGIN}/de/wassersport-aktivitaeten/suche`);
    expect(alternates.fr).toBe(`${ORIGIN}/fr/activites-nautiques/recherche`);
    expect(alternates.en).toBe(`${ORIGIN}/boat-activities/search`);
  });

  it('localizes the words of a landing and keeps its place', async () => {
    const { canonical, alternates } = await page('/fr/experiences/marseille');
    expect(canonical).toBe(`${ORIGIN}/fr/experiences/marseille`);
    expect(alternates.de).toBe(`${ORIGIN}/de/erlebnisse/marseille`);
    expect(alternates.es).toBe(`${ORIGIN}/es/experiencias/marseille`);
  });
});
