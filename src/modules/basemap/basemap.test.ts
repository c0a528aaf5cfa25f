import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { clipToBox, simplifyRing } from './land.ts';

describe('GET /api/v6/basemap (no tile source: Natural Earth land)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the land of a coastal view as one path inside its box, cacheable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v6/basemap?bbox=4.9,42.9,5.8,43.6' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const body = response.json();
    expect(body.source).toBe('land');
    expect(body.attribution).toBe('Natural Earth');
    // Marseille's coast: land and sea both in view, so a real path, not the whole box.
    expect(body.path).toMatch(/^M\d+ \d+(L-?\d+ -?\d+)+Z/);
    const numbers = body.path.match(/-?\d+/g).map(Number);
    const height = (body.box[3] - body.box[1]) / body.unit;
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(Math.ceil(Math.max(1000, height)));
    // The box holds the asked view (Web Mercator world units).
    expect(body.box[0]).toBeLessThanOrEqual((4.9 + 180) / 360);
    expect(body.box[2]).toBeGreaterThanOrEqual((5.8 + 180) / 360);
  });

  it('draws a harbour at its scale with the fine OpenStreetMap coasts, and wider views with Natural Earth', async () => {
    const land = async (bbox: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v6/basemap?bbox=${bbox}` })).json();
    const points = (path: string) => (path.match(/[ML]/g) ?? []).length;
    // Marseille's Vieux-Port at zoom 13 with one view of margin, as the results map asks for it.
    const harbour = await land('5.3151,43.2595,5.4249,43.3396');
    expect(harbour.attribution).toBe('© OpenStreetMap contributors');
    // The breakwaters and the Frioul islands: many rings and far more than a handful of points.
    expect(harbour.path.match(/Z/g).length).toBeGreaterThan(5);
    expect(points(harbour.path)).toBeGreaterThan(60);
    // Still one light answer, simplified for its zoom.
    expect(JSON.stringify(harbour).length).toBeLessThan(12_000);
    const region = await land('3.5,42.5,7.5,44.5');
    expect(region.attribution).toBe('Natural Earth');
    // Far from every seeded harbour there is no fine data: Natural Earth draws it, whatever the zoom.
    const inland = await land('-100.01,40,-100,40.01');
    expect(inland.attribution).toBe('Natural Earth');
  });

  it('answers an empty path for open sea', async () => {
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/v6/basemap?bbox=-40.5,30.1,-40.1,30.4' })
    ).json();
    expect(body.path).toBe('');
  });

  it('rejects a malformed box with the error shape', async () => {
    for (const bbox of ['1,2,3', '5,43,4,44', 'a,b,c,d', '0,-95,1,0']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v6/basemap?bbox=${bbox}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBeDefined();
    }
  });
});

describe('GET /api/v6/basemap with MAP_TILE_URL', () => {
  it('names the tile source instead of sending land, and lets the page load its images', async () => {
    const ctx = await createTestApp({
      MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example tiles',
    });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v6/basemap?bbox=4.9,42.9,5.8,43.6' });
      expect(response.json()).toEqual({
        source: 'tiles',
        tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
        attribution: '© Example tiles',
      });
      const page = await ctx.app.inject({ method: 'GET', url: '/fr' });
      expect(page.headers['content-security-policy']).toContain('https://*.tiles.example');
    } finally {
      await ctx.close();
    }
  });
});

describe('clipToBox', () => {
  it('keeps the part of a ring inside the box', () => {
    const square = [-1, -1, 2, -1, 2, 2, -1, 2];
    const clipped = clipToBox(square, [0, 0, 1, 1]);
    const xs = clipped.filter((_, i) => i % 2 === 0);
    const ys = clipped.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBe(0);
    expect(Math.max(...xs)).toBe(1);
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBe(1);
    expect(clipToBox([5, 5, 6, 5, 6, 6], [0, 0, 1, 1])).toEqual([]);
  });
});

describe('simplifyRing', () => {
  it('drops the points that stray less than the tolerance from the outline, keeping the corners', () => {
    // A square with a point a little off its top edge and one far off its right edge.
    const ring = [0, 0, 5, 0.2, 10, 0, 10, 5, 14, 7, 10, 10, 0, 10];
    expect(simplifyRing(ring, 0.5)).toEqual([0, 0, 10, 0, 10, 5, 14, 7, 10, 10, 0, 10]);
    expect(simplifyRing(ring, 0.1)).toEqual(ring);
  });
});
