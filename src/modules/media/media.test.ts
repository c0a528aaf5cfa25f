import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { activityPictureUrl, avatarUrl, boatPictureUrl } from '../../db/seed/pictures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /media/demo/boat/:type/:file', () => {
  it('serves a sailboat as a cacheable SVG with a titled image, sails and a mast', async () => {
    const res = await get(boatPictureUrl('sailboat', 42, 0));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 800"/);
    expect(res.body).toContain('<title id="title">Sailboat on the water</title>');
    expect(res.body.match(/class="sail"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(res.body).toContain('class="mast"');
  });

  it('sends the picture compressed to a browser that accepts brotli or gzip, and the same drawing', async () => {
    const url = boatPictureUrl('sailboat', 42, 0);
    const plain = await get(url);
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends a JPEG photo of the drawing at an allowed width, the same bytes each time', async () => {
    const url = boatPictureUrl('catamaran', 7, 2).replace(/\.svg$/, '.jpg');
    for (const width of [160, 800]) {
      const res = await get(`${url}?w=${width}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width, height: Math.round((width * 800) / 1200) });
      expect((await get(`${url}?w=${width}`)).rawPayload.equals(res.rawPayload)).toBe(true);
    }
    // A drawing of sea and sky, not a blank: the top is sky-blue, the bottom sea.
    const { data, info } = await sharp((await get(`${url}?w=160`)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [skyR, , skyB] = pixel(5, 5);
    expect(skyB).toBeGreaterThan(skyR);
    expect(pixel(5, info.height - 5)).not.toEqual(pixel(5, 5));
  });

  it('refuses a width it does not draw, and a photo of a picture that does not exist', async () => {
    const url = boatPictureUrl('catamaran', 7, 2).replace(/\.svg$/, '.jpg');
    expect((await get(`${url}?w=777`)).statusCode).toBe(404);
    expect((await get(`${url}?w=abc`)).statusCode).toBe(404);
    expect((await get('/media/demo/boat/submarine/1-0.jpg?w=400')).statusCode).toBe(404);
    expect((await get('/media/demo/boat/sailboat/1-9.jpg?w=400')).statusCode).toBe(404);
  });

  it('draws a catamaran with two hulls and a motor yacht without sails', async () => {
    const catamaran = await get(boatPictureUrl('catamaran', 7, 0));
    expect(catamaran.body.match(/class="hull"/g)?.length).toBeGreaterThanOrEqual(2 * 2); // boat and its reflection
    const yacht = await get(boatPictureUrl('motorYacht', 7, 0));
    expect(yacht.body).toContain('class="hull"');
    expect(yacht.body).not.toContain('class="sail"');
  });

  it('gives the same bytes for the same URL, and different pictures for other views and seeds', async () => {
    const first = await get(boatPictureUrl('rib', 1234, 3));
    const again = await get(boatPictureUrl('rib', 1234, 3));
    const otherView = await get(boatPictureUrl('rib', 1234, 4));
    const otherSeed = await get(boatPictureUrl('rib', 1235, 3));
    expect(again.body).toBe(first.body);
    expect(otherView.body).not.toBe(first.body);
    expect(otherSeed.body).not.toBe(first.body);
  });

  it('serves all eight views of every type without broken numbers', async () => {
    for (const type of ['catamaran', 'gulet', 'houseboat', 'jetSki', 'withoutLicense', 'yacht'] as const) {
      for (let view = 0; view < 8; view++) {
        const res = await get(boatPictureUrl(type, 99, view));
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('answers an unknown type or a malformed file name with 404 in the error shape', async () => {
    for (const url of [
      '/media/demo/boat/submarine/1-0.svg',
      '/media/demo/boat/sailboat/1-9.svg',
      '/media/demo/boat/sailboat/abc.svg',
      '/media/demo/boat/sailboat/1-0.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
    }
  });
});

describe('GET /media/demo/activity/:type/:file', () => {
  it('shows a diver with bubbles for a diving activity', async () => {
    const res = await get(activityPictureUrl('diving', 5, 0));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<title id="title">Scuba diving</title>');
    expect(res.body).toContain('class="diver"');
  });

  it('shows dolphins for dolphin watching and a rod for a fishing trip', async () => {
    expect((await get(activityPictureUrl('dolphinWatching', 5, 1))).body).toContain('class="dolphin"');
    expect((await get(activityPictureUrl('fishingTrip', 5, 2))).body).toContain('class="rod"');
  });

  it('answers an unknown activity with 404', async () => {
    const res = await get('/media/demo/activity/skydiving/1-0.svg');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not-found');
  });
});

describe('GET /media/demo/avatar/:file', () => {
  it('draws the initials, including non-ASCII letters', async () => {
    const res = await get(
      avatarUrl(
        3,
        'Łucja Kowalska'
          .split(' ')
          .map((w) => w[0])
          .join(''),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('>ŁK</text>');
  });

  it('answers a file name that is not seed-initials.svg with 404', async () => {
    expect((await get('/media/demo/avatar/3-<b>.svg')).statusCode).toBe(404);
    expect((await get('/media/demo/avatar/x-AB.svg')).statusCode).toBe(404);
  });
});
