import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ListingPhotos,
  listingPhotosUrl,
  listingPhotoUploadsUrl,
} from '../../../shared/owners/photos.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let dataDir: string;
let owner: Record<string, string>;
let renter: Record<string, string>;

/** A JPEG as a phone writes it: with the camera's EXIF, the GPS position of where it was taken among it. */
async function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: 'Jeanne Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 17/1 4512/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '5/1 22/1 1/1',
      },
    })
    .toBuffer();
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(files: { name: string; bytes: Buffer; type: string }[]) {
  const form = new FormData();
  for (const file of files)
    form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://bosun.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

async function upload(
  files: { name: string; bytes: Buffer; type: string }[],
  as = owner,
  productId = fixture.productId,
) {
  const body = await multipart(files);
  return ctx.app.inject({
    method: 'POST',
    url: listingPhotosUrl(productId),
    headers: { ...as, ...body.headers },
    payload: body.payload,
  });
}

const storedFiles = async () => {
  try {
    return await readdir(join(dataDir, 'files', 'listings'), { recursive: true });
  } catch {
    return [];
  }
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bosun-photos-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  fixture = await insertProductFixture(ctx.db);
  owner = await bearerFor(ctx.app, 'owner@example.test');
  renter = await bearerFor(ctx.app, 'renter@example.test');
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('uploading photos to a listing', () => {
  it('stores several photos in every size, in WebP and AVIF, without their EXIF, after the listing’s pictures', async () => {
    const before = (
      await ctx.app.inject({ url: listingPhotosUrl(fixture.productId), headers: owner })
    ).json<ListingPhotos>();
    const deck = await phonePhoto();
    // The photo as sent does carry the camera and the GPS position.
    expect((await sharp(deck).metadata()).exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const res = await upload([
      { name: 'deck.jpg', bytes: deck, type: 'image/jpeg' },
      { name: 'cabin.jpg', bytes: await phonePhoto(900, 1200), type: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<ListingPhotos>();
    expect(answer.photos).toHaveLength(before.photos.length + 2);
    const added = answer.photos.slice(-2);
    expect(added[0].url).toMatch(
      new RegExp(`^/media/listings/${fixture.productId}/[0-9a-f-]{36}/800\\.webp$`),
    );
    expect(added[0].sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(added[0].sources[1].srcSet).toMatch(
      /160\.webp 160w, .*400\.webp 400w, .*800\.webp 800w, .*1200\.webp 1200w$/,
    );

    // Every width the site uses, served with its type; the GPS position and the camera are gone.
    for (const source of added[0].sources)
      for (const candidate of source.srcSet.split(', ')) {
        const [url, width] = candidate.split(' ');
        const served = await ctx.app.inject({ url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe(source.type);
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.width).toBe(Number.parseInt(width, 10));
        expect(meta.exif).toBeUndefined();
      }
    const jpeg = await ctx.app.inject({ url: added[0].url.replace('800.webp', '1200.jpg') });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const jpegMeta = await sharp(jpeg.rawPayload).metadata();
    expect(jpegMeta.exif).toBeUndefined();
    expect(jpeg.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // A portrait photo keeps its shape: 1,200 px is its width, not its height, at the largest size.
    const portrait = await ctx.app.inject({ url: added[1].url.replace('800.webp', '1200.webp') });
    expect((await sharp(portrait.rawPayload).metadata()).height).toBe(1200);
  });

  it('refuses a PDF named .jpg as not a picture, and stores nothing', async () => {
    const filesBefore = await storedFiles();
    const countBefore = (
      await ctx.app.inject({ url: listingPhotosUrl(fixture.productId), headers: owner })
    ).json<ListingPhotos>().photos.length;
    const res = await upload([
      { name: 'boat.jpg', bytes: await phonePhoto(), type: 'image/jpeg' },
      {
        name: 'contract.jpg',
        bytes: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'),
        type: 'image/jpeg',
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'not-a-picture',
        message: 'contract.jpg is not a picture (JPEG, PNG, WebP or AVIF).',
        fields: { 'photos.1': 'photoNotAPicture' },
      },
    });
    expect(await storedFiles()).toEqual(filesBefore);
    const after = (
      await ctx.app.inject({ url: listingPhotosUrl(fixture.productId), headers: owner })
    ).json<ListingPhotos>();
    expect(after.photos).toHaveLength(countBefore);
  });

  it('refuses a photo over the size limit with 413 and a clear message, and a broken JPEG with 400', async () => {
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(16 * 1024 * 1024)]);
    const res = await upload([{ name: 'huge.jpg', bytes: big, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'photo-too-large',
      fields: { 'photos.0': 'photoTooLarge' },
    });
    expect(res.json().error.message).toBe('huge.jpg is larger than 15 MB.');

    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const unreadable = await upload([{ name: 'broken.jpg', bytes: broken, type: 'image/jpeg' }]);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.fields).toEqual({ 'photos.0': 'photoUnreadable' });

    const none = await ctx.app.inject({
      method: 'POST',
      url: listingPhotosUrl(fixture.productId),
      headers: { ...owner, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });

  it('answers 404 to a renter, a visitor and for a listing that does not exist, and stores nothing', async () => {
    const filesBefore = await storedFiles();
    const photo = { name: 'x.jpg', bytes: await phonePhoto(200, 100), type: 'image/jpeg' };
    expect((await upload([photo], renter)).statusCode).toBe(404);
    expect((await upload([photo], owner, 2_000_000_000)).statusCode).toBe(404);
    expect((await upload([photo], {})).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: listingPhotosUrl(fixture.productId), headers: renter })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: listingPhotosUrl('abc'), headers: owner })).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('asking for an upload without S3', () => {
  it('answers that photos go through the server (the local default), and 404 for someone else’s listing', async () => {
    const files = [{ name: 'deck.jpg', size: 4000, type: 'image/jpeg' }];
    const url = listingPhotoUploadsUrl(fixture.productId);
    const asked = await ctx.app.inject({ method: 'POST', url, headers: owner, payload: { files } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ via: 'server' });
    const theirs = await ctx.app.inject({ method: 'POST', url, headers: renter, payload: { files } });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('ordering, cover and deletion', () => {
  const photos = async () =>
    (await ctx.app.inject({ url: listingPhotosUrl(fixture.productId), headers: owner })).json<ListingPhotos>()
      .photos;

  it('reorders every photo, makes one the cover, and deletes one with its files', async () => {
    const current = await photos();
    expect(current.length).toBeGreaterThanOrEqual(3);
    const reversed = current.map((p) => p.id).reverse();
    const reordered = await ctx.app.inject({
      method: 'PUT',
      url: `${listingPhotosUrl(fixture.productId)}/order`,
      headers: owner,
      payload: { photoIds: reversed },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<ListingPhotos>().photos.map((p) => p.id)).toEqual(reversed);
    expect(reordered.json<ListingPhotos>().photos[0].isCover).toBe(true);

    // The search and the product page read the first picture as the cover.
    const uploaded = current.find((p) => p.sources.length > 0);
    if (!uploaded) throw new Error('no uploaded photo');
    const cover = await ctx.app.inject({
      method: 'POST',
      url: `${listingPhotosUrl(fixture.productId)}/${uploaded.id}/cover`,
      headers: owner,
    });
    expect(cover.json<ListingPhotos>().photos[0]).toMatchObject({ id: uploaded.id, isCover: true });
    const { rows } = await ctx.db.query<{ url: string }>(
      'SELECT url FROM product_pictures WHERE product_id = $1 ORDER BY position LIMIT 1',
      [fixture.productId],
    );
    expect(rows[0].url).toBe(uploaded.url);

    const filesBefore = (await storedFiles()).length;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${listingPhotosUrl(fixture.productId)}/${uploaded.id}`,
      headers: owner,
    });
    expect(deleted.statusCode).toBe(200);
    const left = deleted.json<ListingPhotos>().photos;
    expect(left.map((p) => p.id)).not.toContain(uploaded.id);
    expect(left[0].isCover).toBe(true);
    expect((await ctx.app.inject({ url: uploaded.url })).statusCode).toBe(404);
    expect((await storedFiles()).length).toBeLessThan(filesBefore);
  });

  it('refuses an order that leaves out or repeats a photo, and changes nothing', async () => {
    const current = await photos();
    const ids = current.map((p) => p.id);
    for (const photoIds of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${listingPhotosUrl(fixture.productId)}/order`,
        headers: owner,
        payload: { photoIds },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toBeDefined();
    }
    expect((await photos()).map((p) => p.id)).toEqual(ids);
  });

  it('answers 404 to a renter who tries to reorder, set the cover or delete', async () => {
    const current = await photos();
    const id = current[1].id;
    const tries = [
      {
        method: 'PUT' as const,
        url: `${listingPhotosUrl(fixture.productId)}/order`,
        payload: { photoIds: [id] },
      },
      { method: 'POST' as const, url: `${listingPhotosUrl(fixture.productId)}/${id}/cover` },
      { method: 'DELETE' as const, url: `${listingPhotosUrl(fixture.productId)}/${id}` },
    ];
    for (const attempt of tries)
      expect((await ctx.app.inject({ ...attempt, headers: renter })).statusCode).toBe(404);
    expect((await photos()).map((p) => p.id)).toEqual(current.map((p) => p.id));
  });
});

describe('the photo limit under concurrency', () => {
  it('never lets parallel uploads take a listing past 40 photos', async () => {
    const count = async () =>
      (
        await ctx.app.inject({ url: listingPhotosUrl(fixture.productId), headers: owner })
      ).json<ListingPhotos>().photos.length;
    // Fill the listing up to 35 with pictures rows (their files do not matter here).
    const missing = 35 - (await count());
    if (missing > 0)
      await ctx.db.query(
        `INSERT INTO product_pictures (product_id, position, url)
         SELECT $1, (SELECT coalesce(max(position), 0) FROM product_pictures WHERE product_id = $1) + n, '/x.jpg'
           FROM generate_series(1, $2::int) AS n`,
        [fixture.productId, missing],
      );
    expect(await count()).toBe(35);
    const small = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#1b98b8' } })
      .jpeg()
      .toBuffer();
    const three = Array.from({ length: 3 }, (_, i) => ({
      name: `p${i}.jpg`,
      bytes: small,
      type: 'image/jpeg',
    }));
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(three)));
    const statuses = answers.map((a) => a.statusCode).sort();
    // Only one upload of three fits in the five places left.
    expect(statuses).toEqual([201, 400, 400, 400]);
    expect(await count()).toBe(38);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refused.json().error.fields).toEqual({ photos: 'photoTooMany' });
  }, 60_000);
});
