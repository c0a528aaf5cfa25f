import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentUploadState,
  attachmentUploadTicketSchema,
  messagingPaths,
} from '../../../shared/messaging/messaging.ts';
import {
  type ListingPhotos,
  listingPhotosUrl,
  listingPhotoUploadsUrl,
  listingPhotoUploadUrl,
  PHOTO_MAX_BYTES,
  type PhotoUploadTicket,
  photoUploadTicketsSchema,
} from '../../../shared/owners/photos.ts';
import { createThrowawayDatabase } from '../../../tests/helpers/app.ts';
import { startThrowawayPostgres } from '../../../tests/helpers/postgres.mjs';
import { type S3StandIn, startS3StandIn } from '../../../tests/helpers/s3StandIn.ts';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { type JobEngine, startJobEngine } from '../../jobs/engine.ts';
import { listingPhotoQueue } from '../../jobs/listingPhotoProcessing.ts';
import { messageAttachmentQueue } from '../../jobs/messageAttachmentProcessing.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';

// Two server instances (two apps, each with its own connections, as on two machines) over one
// PostgreSQL and the S3 stand-in: a photo uploaded through one is served by the other, by a presigned URL.
const cleanups: (() => Promise<void> | void)[] = [];
let s3: S3StandIn;
let first: Instance;
let second: Instance;
let fixture: ProductFixture;
let owner: Record<string, string>;
let renter: Record<string, string>;
let photoJobs: JobEngine;

interface Instance {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Every request the instance received: what the API carried. */
  received: { method: string; url: string; bytes: number; type: string }[];
}

async function instance(databaseUrl: string): Promise<Instance> {
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
  const received: Instance['received'] = [];
  app.addHook('onRequest', async (request) => {
    received.push({
      method: request.method,
      url: request.url,
      bytes: Number(request.headers['content-length'] ?? 0),
      type: String(request.headers['content-type'] ?? ''),
    });
  });
  await app.ready();
  cleanups.unshift(async () => {
    await app.close();
    await db.close();
  });
  return { app, db, config, received };
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
  renter = await bearerFor(first.app, 'renter@example.test');
  // The second instance runs the photo job, as a machine that runs jobs would.
  photoJobs = await startJobEngine(second.db, [], {
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    queues: [
      listingPhotoQueue(second.db, fileStoreFor(second.config)),
      messageAttachmentQueue(second.db, fileStoreFor(second.config)),
    ],
    pollingIntervalSeconds: 1,
  });
  cleanups.unshift(() => photoJobs.stop());
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

/** What a browser does with a ticket: a multipart POST of its fields, then the file, to the store. */
async function postToStore(ticket: PhotoUploadTicket, bytes: Buffer, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'photo');
  const res = await fetch(ticket.url, { method: 'POST', body: form });
  return { status: res.status, body: await res.text() };
}

async function askToUpload(
  files: { name: string; size: number; type: string }[],
  as = owner,
  app = first.app,
) {
  return app.inject({
    method: 'POST',
    url: listingPhotoUploadsUrl(fixture.productId),
    headers: as,
    payload: { files },
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const ownersPhotos = async (app: FastifyInstance) =>
  (
    await app.inject({ method: 'GET', url: listingPhotosUrl(fixture.productId), headers: owner })
  ).json() as ListingPhotos;

describe('photos uploaded by presigned POST, straight to the store', () => {
  it('never passes the photo through the API: the job makes it ready, and the other instance serves it by a presigned GET', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#0f6b4a' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jeanne Owner' } })
      .toBuffer();
    const before = (await ownersPhotos(first.app)).photos.length;
    const asked = await askToUpload([{ name: 'bow.jpg', size: photo.length, type: 'image/jpeg' }]);
    expect(asked.statusCode, asked.body).toBe(200);
    const tickets = photoUploadTicketsSchema.parse(asked.json());
    if (tickets.via !== 'store') throw new Error('with S3 the photo goes to the store');
    const [ticket] = tickets.uploads;
    expect(ticket.url).toBe(`${s3.endpoint}/bosun-files`);
    expect(JSON.parse(Buffer.from(ticket.fields.Policy, 'base64').toString()).conditions).toContainEqual([
      'content-length-range',
      1,
      PHOTO_MAX_BYTES,
    ]);

    expect(await postToStore(ticket, photo, 'image/jpeg')).toEqual({ status: 204, body: '' });
    const confirmed = await first.app.inject({
      method: 'POST',
      url: listingPhotoUploadUrl(fixture.productId, ticket.id),
      headers: owner,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    const waiting = confirmed.json() as ListingPhotos;
    expect(waiting.photos).toHaveLength(before);
    expect(waiting.processing).toEqual([{ id: ticket.id, name: 'bow.jpg', error: null }]);

    // The job (on the second instance) makes it a photo; the original leaves the store.
    const ready = await until('the photo to be ready', async () => {
      const photos = await ownersPhotos(first.app);
      return photos.processing?.length === 0 && photos.photos.length === before + 1 ? photos : undefined;
    });
    const added = ready.photos[ready.photos.length - 1];
    expect(added.url).toBe(`/media/listings/${fixture.productId}/${ticket.id}/800.webp`);
    expect(
      [...s3.objects.keys()].some((key) =>
        key.includes(`uploads/listings/${fixture.productId}/${ticket.id}`),
      ),
    ).toBe(false);

    const served = await second.app.inject({ method: 'GET', url: added.url });
    expect(served.statusCode).toBe(302);
    const fetched = await fetch(String(served.headers.location));
    expect(fetched.status).toBe(200);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();

    // No request to either instance carried the photo: only JSON, each far smaller than the file.
    const requests = [...first.received, ...second.received];
    expect(requests.some((r) => r.type.startsWith('multipart/'))).toBe(false);
    expect(Math.max(...requests.map((r) => r.bytes))).toBeLessThan(1024);
    expect(photo.length).toBeGreaterThan(4096);
  });

  it('is refused by the store when the file is larger than the limit, whatever size was announced', async () => {
    const asked = await askToUpload([{ name: 'small.jpg', size: 2000, type: 'image/jpeg' }]);
    const tickets = photoUploadTicketsSchema.parse(asked.json());
    if (tickets.via !== 'store') throw new Error('with S3 the photo goes to the store');
    const [ticket] = tickets.uploads;
    const sent = await postToStore(ticket, Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff), 'image/jpeg');
    expect(sent.status).toBe(400);
    expect(sent.body).toContain('<Code>EntityTooLarge</Code>');
    // Nothing reached the store, so there is nothing to confirm.
    const confirmed = await first.app.inject({
      method: 'POST',
      url: listingPhotoUploadUrl(fixture.productId, ticket.id),
      headers: owner,
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error.code).toBe('upload-missing');
    // Another type than the one signed is refused by the store as well.
    const svg = { ...ticket, fields: { ...ticket.fields, 'Content-Type': 'image/svg+xml' } };
    const refused = await postToStore(svg, Buffer.from('<svg/>'), 'image/svg+xml');
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Policy Condition failed');

    // Announcing too large a file is refused before anything is signed.
    const tooLarge = await askToUpload([{ name: 'huge.jpg', size: PHOTO_MAX_BYTES + 1, type: 'image/jpeg' }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.fields).toEqual({ 'photos.0': 'photoTooLarge' });
    const notAPicture = await askToUpload([{ name: 'notes.pdf', size: 2000, type: 'application/pdf' }]);
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().error.fields).toEqual({ 'photos.0': 'photoNotAPicture' });
  });

  it('shows a file that is not a picture as failed, once the job has read it', async () => {
    const asked = await askToUpload([{ name: 'fake.jpg', size: 12, type: 'image/jpeg' }]);
    const tickets = photoUploadTicketsSchema.parse(asked.json());
    if (tickets.via !== 'store') throw new Error('with S3 the photo goes to the store');
    const [ticket] = tickets.uploads;
    expect((await postToStore(ticket, Buffer.from('not a photo!'), 'image/jpeg')).status).toBe(204);
    const confirmed = await first.app.inject({
      method: 'POST',
      url: listingPhotoUploadUrl(fixture.productId, ticket.id),
      headers: owner,
    });
    expect(confirmed.statusCode).toBe(202);
    const failed = await until('the job to refuse it', async () => {
      const shown = (await ownersPhotos(first.app)).processing?.find((p) => p.id === ticket.id);
      return shown?.error ? shown : undefined;
    });
    expect(failed).toEqual({ id: ticket.id, name: 'fake.jpg', error: 'photoNotAPicture' });
  });

  it('answers 404 for someone else’s listing and someone else’s upload', async () => {
    const asked = await askToUpload([{ name: 'mine.jpg', size: 2000, type: 'image/jpeg' }], renter);
    expect(asked.statusCode).toBe(404);
    expect(asked.json().error.code).toBe('not-found');
    const own = photoUploadTicketsSchema.parse(
      (await askToUpload([{ name: 'a.jpg', size: 2000, type: 'image/jpeg' }])).json(),
    );
    if (own.via !== 'store') throw new Error('with S3 the photo goes to the store');
    const looksBefore = s3.requests.length;
    const confirmed = await first.app.inject({
      method: 'POST',
      url: listingPhotoUploadUrl(fixture.productId, own.uploads[0].id),
      headers: renter,
    });
    expect(confirmed.statusCode).toBe(404);
    // Refused before the store was asked anything.
    expect(s3.requests.length).toBe(looksBefore);
  });
});

describe('message attachments uploaded by presigned POST', () => {
  it('cleans an attachment sent straight to the store in a job; the message carries it; 404 to a stranger', async () => {
    const opened = await first.app.inject({
      method: 'POST',
      url: `/api/v6/products/${fixture.productId}/conversations`,
      headers: renter,
      payload: { message: 'Here is my skipper licence.' },
    });
    const conversation = opened.json().hash as string;
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3300' } })
      .png()
      .withExif({ IFD0: { Artist: 'Renter Name' } })
      .toBuffer();
    const ask = (who: Record<string, string>, size = picture.length, type = 'image/png') =>
      first.app.inject({
        method: 'POST',
        url: messagingPaths.attachmentUploads,
        headers: who,
        payload: { conversation, name: 'licence\u202Egnp.exe', size, type },
      });
    const stranger = await bearerFor(first.app, 'other@example.test');
    expect((await ask(stranger)).statusCode).toBe(404);
    const tooLarge = await ask(renter, ATTACHMENT_MAX_BYTES + 1);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.fields).toEqual({ file: 'fileTooLarge' });
    expect((await ask(renter, 100, 'text/html')).statusCode).toBe(415);

    const ticket = attachmentUploadTicketSchema.parse((await ask(renter)).json());
    if (ticket.via !== 'store') throw new Error('with S3 the attachment goes to the store');
    expect(
      await postToStore({ id: ticket.id, url: ticket.url, fields: ticket.fields }, picture, 'image/png'),
    ).toEqual({
      status: 204,
      body: '',
    });
    const confirmed = await first.app.inject({
      method: 'POST',
      url: messagingPaths.attachmentUpload(ticket.id),
      headers: renter,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    // Only its sender sees the upload.
    expect(
      (
        await second.app.inject({
          method: 'GET',
          url: messagingPaths.attachmentUpload(ticket.id),
          headers: owner,
        })
      ).statusCode,
    ).toBe(404);
    const ready = await until('the attachment to be cleaned', async () => {
      const state = (
        await second.app.inject({
          method: 'GET',
          url: messagingPaths.attachmentUpload(ticket.id),
          headers: renter,
        })
      ).json() as AttachmentUploadState;
      return state.state === 'ready' ? state : undefined;
    });
    // The name was cleaned when it was signed: no right-to-left override.
    expect(ready.attachment).toMatchObject({ name: 'licencegnp.exe', contentType: 'image/png' });
    const id = ready.attachment?.id as number;

    const sent = await first.app.inject({
      method: 'POST',
      url: messagingPaths.messages,
      headers: renter,
      payload: { conversationHash: conversation, clientId: randomUUID(), attachmentIds: [id] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // The owner reads it from the store by a presigned URL: re-encoded, without the EXIF.
    const served = await second.app.inject({
      method: 'GET',
      url: messagingPaths.attachment(id),
      headers: owner,
    });
    expect(served.statusCode).toBe(302);
    const bytes = Buffer.from(await (await fetch(String(served.headers.location))).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 300, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect([...s3.objects.keys()].some((key) => key.includes(ticket.id))).toBe(false);
  });
});

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
