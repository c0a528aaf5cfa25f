import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { seedSearchFixture } from '../search/searchFixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedSearchFixture(ctx.db, [{ title: 'A boat', price: 10_000 }]);
});
afterAll(() => ctx.close());

describe('place autocomplete', () => {
  it('finds places by part of their name, accents and case ignored, in the asked language', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/autocomplete/places?input=MARS&lang=ru',
    });
    const places = response.json().places;
    expect(places[0]).toMatchObject({
      kind: 'city',
      slug: 'marseille',
      name: 'Marseille (ru)',
      countryCode: 'FR',
    });
    const accents = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/autocomplete/places?input=cote%20d',
    });
    expect(accents.json().places.map((p: { kind: string }) => p.kind)).toContain('region');
  });

  it('answers a misspelled name with the places it resembles, and nothing for gibberish', async () => {
    const misspelled = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/autocomplete/places?input=Marseile&lang=fr',
    });
    expect(misspelled.json().places[0]).toMatchObject({ kind: 'city', slug: 'marseille' });
    const gibberish = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/autocomplete/places?input=qwzxv',
    });
    expect(gibberish.json()).toEqual({ places: [] });
  });

  it('answers nothing under two characters', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v6/autocomplete/places?input=m' });
    expect(response.json()).toEqual({ places: [] });
  });

  it('resolves one place by slug or name with POST, 404 when none, 400 when empty', async () => {
    const bySlug = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/autocomplete/places',
      payload: { place: 'nice' },
    });
    expect(bySlug.json().place).toMatchObject({ kind: 'city', name: 'Nice' });
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/autocomplete/places',
      payload: { place: 'atlantis' },
    });
    expect(none.statusCode).toBe(404);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/autocomplete/places',
      payload: { place: '' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
