import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSearchFixture } from '../../../src/modules/search/searchFixture.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSearchFixture(ctx.db, [
    { title: 'Small sailboat', price: 10_000, capacity: 4 },
    { title: 'Family catamaran', type: 'catamaran', price: 40_000, capacity: 10 },
    {
      title: 'Sunset cruise in the bay',
      kind: 'activity',
      activityType: 'sunsetCruise',
      price: 5_000,
      capacity: 8,
    },
  ]);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

async function page(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
}

describe('the search page remembers the trip', () => {
  it('links each card to its product with the searched dates and party, and shows their total', async () => {
    const { status, html } = await page(
      '/fr/location-bateau/marseille?dateFrom=2032-07-06&dateTo=2032-07-08&numberOfPeople=6',
    );
    expect(status).toBe(200);
    const links = [...html.matchAll(/<h3 class="result-card__title"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/\?dateFrom=2032-07-06&amp;dateTo=2032-07-08&amp;numberOfPeople=6$/);
    expect(html).toContain('au total pour vos dates');
  });

  it('answers an unknown place with "no boats for …" (a 404, not indexed) and a misspelling with suggestions', async () => {
    const unknown = await page('/en/boat-rental/atlantis');
    // SPEC section 2: an unknown second segment is no page of its own (a 404 with noindex), the helpful body stays
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('noindex');
    expect(unknown.html).toContain('No boats for “atlantis”');
    expect(unknown.html).not.toContain('<h3 class="result-card__title">');
    const misspelled = await page('/en/boat-rental/search?address=Marseile&numberOfPeople=3');
    expect(misspelled.status).toBe(404);
    expect(misspelled.html).toContain('No boats for “Marseile”');
    // English is the default language: its paths have no prefix.
    expect(misspelled.html).toMatch(/<a href="\/boat-rental\/marseille\?numberOfPeople=3"[^>]*>Marseille</);
  });

  it('offers to clear the filters and shows the boats nearby when nothing matches', async () => {
    const { status, html } = await page('/en/boat-rental/marseille?numberOfPeople=12');
    expect(status).toBe(200);
    expect(html).toContain('Clear the filters');
    expect(html).toContain('Boats nearby');
    expect(html).toContain('Family catamaran');
  });

  it('answers an unknown activity place with "no activities for …" (a 404, not indexed), with suggestions', async () => {
    const unknown = await page('/fr/activites-nautiques/atlantis');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('noindex');
    expect(unknown.html).toContain('Aucune activité pour « atlantis »');
    expect(unknown.html).toMatch(/<title>Aucune activité pour « atlantis »/);
    expect(unknown.html).not.toContain('<h3 class="result-card__title">');
    const misspelled = await page('/en/boat-activities/search?address=Marseile&numberOfPeople=3');
    expect(misspelled.status).toBe(404);
    expect(misspelled.html).toContain('No activities for “Marseile”');
    expect(misspelled.html).toMatch(
      /<a href="\/boat-activities\/marseille\?numberOfPeople=3"[^>]*>Marseille</,
    );
  });

  it('shows the activities nearby when no activity matches the filters', async () => {
    const { status, html } = await page('/en/boat-activities/marseille?numberOfPeople=12');
    expect(status).toBe(200);
    expect(html).toContain('Clear the filters');
    expect(html).toContain('Activities nearby');
    expect(html).toContain('Sunset cruise in the bay');
  });
});
