import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkWriter } from '../../../src/db/seed/bulk.ts';
import { seedCurrencies, seedPlaces } from '../../../src/db/seed/placesSeed.ts';
import { SeededRandom } from '../../../src/db/seed/random.ts';
import { T } from '../../../src/db/seed/tables.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { POPULAR_DESTINATIONS } from './destinations.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  // The demo seed's real places, as a first start creates them.
  const writer = new BulkWriter(ctx.db);
  writer.register(...Object.values(T));
  await seedPlaces(ctx.db, writer, new SeededRandom(1), await seedCurrencies(ctx.db));
  await writer.flush();
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('home page destination cards', () => {
  it.each(POPULAR_DESTINATIONS.map((d) => [d.place, d.slug]))(
    '%s opens a search page of a known place, not a 404 or "no boats for …"',
    async (_place, slug) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/es/alquiler-barcos/${slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('No hay barcos para');
    },
  );
});
