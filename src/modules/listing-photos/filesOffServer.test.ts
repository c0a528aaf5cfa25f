import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListingPhotos, listingPhotosUrl } from '../../../shared/owners/photos.ts';
import { createThrowawayDatabase } from '../../../tests/helpers/app.ts';
import { startThrowawayPostgres } from '../../../tests/helpers/postgres.mjs';
import { type S3StandIn, startS3StandIn } from '../../../tests/helpers/s3StandIn.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';

// Two server instances (two apps, each with its own connections, as on two machines) over one
// PostgreSQL and the S3 stand-in: a photo uploaded through one is served by the other, by a presigned URL.
const cleanups: (() => Promise<void> | void)[] = [];
let s3: S3StandIn;
let first: { app: FastifyInstance; db: Database };
let second: { app: FastifyInstance; db: Database };
let fixture: ProductFixture;
let owner: Record<string, string>;

async function instance(databaseUrl: string) {
  const db = await openDatabase({ databaseUrl, poolSize: 3 });
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED_ON_START: 'false',
    PAGE_CACHE_SECONDS: '0',
    S3_BUCKET: 'bosun-files',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'eu-west-3',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  cleanups.unshift(async () => {
    await app.close();
    await db.close();
  });
  return { app, db };
}

beforeAll(async () => {
  let serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!serverUrl) {
    const cluster = startThrowawayPostgres();
    if (cluster.error !== undefined) throw new Error(`PostgreSQL is needed for this test: ${cluster.error}`);
    serverUrl = cluster.url;
    cleanups.push(cluster.stop);
  }
  const database = await createThrowawayDatabase(serverUrl);
  cleanups.unshift(database.drop);
  s3 = await startS3StandIn();
  cleanups.unshift(() => s3.close());
  const migrator = await openDatabase({ databaseUrl: database.url });
  await migrate(migrator);
  fixture = await insertProductFixture(migrator);
  await migrator.close();
  first = await instance(database.url);
  second = await instance(database.url);
  owner = await bearerFor(first.app, 'owner@example.test');
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

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

describe('files off the server, with S3', () => {
  it('serves a photo uploaded through one instance from the other, by a presigned URL, never through Node', async () => {
    const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#1560a0' } })
      .jpeg()
      .toBuffer();
    const body = await multipart([{ name: 'deck.jpg', bytes: photo, type: 'image/jpeg' }]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: listingPhotosUrl(fixture.productId),
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const stored = (uploaded.json() as ListingPhotos).photos.find((p) => p.sources.length > 0);
    const [path] = (stored?.sources[1].srcSet ?? '').split(', ')[2].split(' ');
    expect(path).toMatch(/^\/media\/listings\/\d+\/[0-9a-f-]{36}\/800\.webp$/);
    const signedBefore = s3.requests.filter((r) => r.method === 'GET' && r.authorization).length;

    // The other instance answers with a redirect to the bucket, signed, and carries no bytes itself.
    const served = await second.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(302);
    expect(served.rawPayload.length).toBe(0);
    const location = new URL(String(served.headers.location));
    expect(location.origin).toBe(s3.endpoint);
    expect(location.pathname).toBe(`/bosun-files${path.replace('/media', '')}`);
    expect(location.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('3600');

    // The browser's read goes to the bucket: the same bytes the first instance stored.
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    expect(bytes.equals(s3.objects.get(location.pathname)?.bytes as Buffer)).toBe(true);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    // Neither instance read the object from S3 to serve it.
    expect(s3.requests.filter((r) => r.method === 'GET' && r.authorization).length).toBe(signedBefore);
  });

  it('answers 404 for a photo that does not exist, without signing anything', async () => {
    const missing = await second.app.inject({
      method: 'GET',
      url: `/media/listings/${fixture.productId}/7d3f0b8e-9c1a-4c55-8d7e-2f1e0c9b6a41/800.webp`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not-found');
  });

  it('refuses a photo over the limit while it streams, before the rest of the body is sent', async () => {
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = first.app.server.address() as AddressInfo;
    const boundary = 'bosun-stream-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const limitMb = 15;
    const result = await new Promise<{ status: number; sentMb: number; body: string }>((resolve, reject) => {
      let sentMb = 0;
      let answered = false;
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: listingPhotosUrl(fixture.productId),
          // chunked: no Content-Length for the server to refuse up front
          headers: { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
        },
        (res) => {
          answered = true;
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, sentMb, body: text });
            req.destroy();
          });
        },
      );
      req.on('error', (err) => (answered ? undefined : reject(err)));
      req.write(head);
      const sendMore = () => {
        if (answered || sentMb >= 60) return req.end();
        sentMb++;
        req.write(chunk, () => setTimeout(sendMore, 5));
      };
      sendMore();
    });
    expect(result.status, result.body).toBe(413);
    expect(JSON.parse(result.body).error).toMatchObject({
      code: 'photo-too-large',
      fields: { 'photos.0': 'photoTooLarge' },
    });
    // The answer came while the client was still sending: the server did not wait for 60 MB.
    expect(result.sentMb).toBeLessThan(limitMb + 10);
  });
});
