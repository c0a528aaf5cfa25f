import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { routesOf } from './describe.ts';

/**
 * Every route is described from its zod schemas (src/http/describe.ts, README "Describing a route"),
 * or says it is outside the API with `schema: { hide: true }`. The failure lists the offenders.
 */

let ctx: TestContext;
beforeAll(async () => {
  // The test mode registers the routes only tests use too (the clock, the jobs).
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the description of the routes', () => {
  it('walks every route fastify registered', () => {
    const urls = routesOf(ctx.app).map((route) => route.url);
    expect(urls).toContain('/api/v6/products/:id/quote');
    expect(urls).toContain('/api/dev/clock');
    expect(urls.length).toBeGreaterThan(150);
  });

  it('has every route described with described({...}) or hidden from the document', () => {
    const undescribed = routesOf(ctx.app)
      .filter((route) => !route.described && !route.hidden)
      .map((route) => `${route.method} ${route.url}`);
    expect(
      undescribed,
      'routes registered without described({...}), see README "Describing a route"',
    ).toEqual([]);
  });
});
