import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingPaths } from '../shared/messaging/messaging.ts';
import {
  type ListingPhotos,
  listingPhotosUrl,
  listingPhotoUploadsUrl,
  listingPhotoUploadUrl,
  photoUploadTicketsSchema,
} from '../shared/owners/photos.ts';
import { type Database, openDatabase } from '../src/db/connection.ts';
import { jobSender } from '../src/jobs/engine.ts';
import { insertProductFixture } from '../src/modules/catalogue/testFixtures.ts';
import { LISTING_PHOTO_QUEUE } from '../src/modules/listing-photos/directUploads.ts';
import { insertUploads, markUploadProcessing } from '../src/modules/listing-photos/repository.ts';
import { createThrowawayDatabase } from './helpers/app.ts';
import { startThrowawayPostgres } from './helpers/postgres.mjs';
import { startThrowawayRedis } from './helpers/redis.mjs';
import { type S3StandIn, startS3StandIn } from './helpers/s3StandIn.ts';
import { startServerProcess } from './helpers/serverProcess.ts';

/**
 * DESIGN.md, "Many machines": two server processes on their own ports, as two machines would be, on
 * one PostgreSQL, one Redis and the S3 stand-in, both started at once on an empty database. Runs once
 * in `npm test`, in the PGlite step: it brings its own PostgreSQL unless the harness gave one.
 */

const root = new URL('..', import.meta.url).pathname;
const RATE_LIMIT = 60;

interface LogLine {
  pid: number;
  msg: string;
  applied?: string[];
  id?: string;
  attempt?: number;
}

let databaseUrl = '';
let redisUrl = '';
let s3: S3StandIn;
let db: Database;
const cleanups: (() => Promise<void> | void)[] = [];
const children: ChildProcess[] = [];

function lines(output: () => string): LogLine[] {
  return output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  seconds = 60,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const freePort = () => 43000 + Math.floor(Math.random() * 8000);

beforeAll(async () => {
  let serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!serverUrl) {
    const cluster = startThrowawayPostgres();
    if (cluster.error !== undefined) throw new Error(`PostgreSQL is needed for this test: ${cluster.error}`);
    serverUrl = cluster.url;
    cleanups.push(cluster.stop);
  }
  const throwaway = await createThrowawayDatabase(serverUrl);
  databaseUrl = throwaway.url;
  cleanups.push(throwaway.drop);
  redisUrl = process.env.TEST_REDIS_URL ?? '';
  if (!redisUrl) {
    const redis = await startThrowawayRedis();
    if (redis.error !== undefined) throw new Error(`Redis is needed for this test: ${redis.error}`);
    redisUrl = redis.url;
    cleanups.push(redis.stop);
  }
  s3 = await startS3StandIn();
  cleanups.push(() => s3.close());
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await db?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function startMachine(port: number, dataDir: string) {
  const server = startServerProcess(port, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: '1',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    // A run whose server died is failed after 10 s and retried within a second, not after minutes (long
    // enough that the survivor's own run is never expired on a slow machine).
    JOB_MAINTENANCE_SECONDS: '1',
    JOB_QUEUE_EXPIRE_SECONDS: '10',
    S3_BUCKET: 'bosun-files',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'eu-west-3',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  });
  children.push(server.child);
  return { ...server, port, origin: `http://127.0.0.1:${port}`, log: () => lines(server.output) };
}

/** A tab's EventSource on one server: the events parsed as they arrive. */
async function openStream(origin: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(`${origin}${messagingPaths.events}`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  void (async () => {
    let buffer = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) => block.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
        const event = field('event');
        if (event) events.push({ event, data: JSON.parse(field('data') ?? 'null') });
      }
    }
  })().catch(() => undefined);
  return { status: res.status, events, close: () => abort.abort() };
}

async function signIn(origin: string, email: string) {
  const res = await fetch(`${origin}/api/v6/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bosun-demo-2026' }),
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${(await res.json()).authToken}` };
}

describe('two server processes on one PostgreSQL, one Redis and S3', () => {
  it('migrate once, share live events, jobs, photos and the rate limit, and finish a job whose server was killed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bosun-machines-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const portA = freePort();
    // Both at once, on the empty database.
    const a = startMachine(portA, dataDir);
    const b = startMachine(portA + 1, dataDir);
    for (const machine of [a, b])
      await until(
        `server on ${machine.port} ready`,
        () => {
          if (machine.child.exitCode !== null) throw new Error(`server exited: ${machine.output()}`);
          return machine.log().some((l) => l.msg === 'job engine started');
          // A start compiles the server with tsx: on a busy machine that alone took over a minute.
        },
        150,
      ).catch((err) => {
        throw new Error(`${err.message}\n${machine.output().slice(-3000)}`);
      });
    const started = Date.now();
    db = await openDatabase({ databaseUrl, poolSize: 2 });

    // The schema was migrated once: one process applied every file, the other found nothing left.
    const migrations = readdirSync(join(root, 'src/db/migrations')).filter((f) => /^\d{3}_.+\.sql$/.test(f));
    const applied = [...a.log(), ...b.log()].filter((l) => l.msg === 'migrations applied');
    expect(applied).toHaveLength(1);
    expect(applied[0]?.applied?.sort()).toEqual(migrations.sort());
    const recorded = await db.query<{ name: string; checksum: string | null }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    expect(recorded.rows).toHaveLength(migrations.length);
    expect(recorded.rows.every((row) => row.checksum?.length === 64)).toBe(true);

    // A message sent through A reaches the stream its recipient opened on B.
    const fixture = await insertProductFixture(db);
    const renter = await signIn(a.origin, 'renter@example.test');
    const owner = await signIn(b.origin, 'owner@example.test');
    const ownerTab = await openStream(b.origin, owner);
    expect(ownerTab.status).toBe(200);
    await until('the stream to open', () => ownerTab.events.some((e) => e.event === 'unread.count'), 10);
    const contact = await fetch(`${a.origin}/api/v6/products/${fixture.productId}/conversations`, {
      method: 'POST',
      headers: { ...renter, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Sent through A' }),
    });
    expect(contact.status).toBeLessThan(300);
    const hash = (await contact.json()).hash as string;
    const sent = await fetch(`${a.origin}${messagingPaths.messages}`, {
      method: 'POST',
      headers: { ...renter, 'content-type': 'application/json' },
      body: JSON.stringify({
        conversationHash: hash,
        clientId: randomUUID(),
        body: 'Are you there? (via A)',
      }),
    });
    expect(sent.status).toBeLessThan(300);
    const created = await until(
      'the message on B',
      () =>
        ownerTab.events.find(
          (e) => e.event === 'message.created' && e.data.body === 'Are you there? (via A)',
        ),
      10,
    );
    expect(created.data).toMatchObject({ conversationHash: hash, mine: false });
    ownerTab.close();

    // A photo signed by A goes straight to the store, is made ready by the job (on either machine),
    // and B serves it by a presigned URL.
    const photo = await sharp({ create: { width: 1300, height: 900, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const asked = await fetch(`${a.origin}${listingPhotoUploadsUrl(fixture.productId)}`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ files: [{ name: 'stern.jpg', size: photo.length, type: 'image/jpeg' }] }),
    });
    const tickets = photoUploadTicketsSchema.parse(await asked.json());
    if (tickets.via !== 'store') throw new Error('with S3 set, photos go to the store');
    const [ticket] = tickets.uploads;
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'stern.jpg');
    expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBe(204);
    const confirmed = await fetch(`${a.origin}${listingPhotoUploadUrl(fixture.productId, ticket.id)}`, {
      method: 'POST',
      headers: owner,
    });
    expect(confirmed.status).toBe(202);
    // Watched in the database: polling the API would spend the rate limit tested below.
    await until('the photo to be made ready by a job', async () => {
      const { rows } = await db.query('SELECT 1 FROM listing_photos WHERE storage_prefix = $1', [
        `listings/${fixture.productId}/${ticket.id}`,
      ]);
      return rows.length > 0;
    });
    const listed = await fetch(`${b.origin}${listingPhotosUrl(fixture.productId)}`, { headers: owner });
    const ready = ((await listed.json()) as ListingPhotos).photos.find((p) => p.url.includes(ticket.id));
    if (!ready) throw new Error('the ready photo is among the listing’s photos on B');
    const served = await fetch(`${b.origin}${ready.url}`, { redirect: 'manual' });
    expect(served.status).toBe(302);
    const location = new URL(String(served.headers.get('location')));
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).format).toBe('webp');

    // Every scheduled job ran once per period across both processes, each of which offered every run.
    await until(
      'the every-minute jobs to have run',
      async () => {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(DISTINCT name)::int AS n FROM pgboss.job
            WHERE name IN ('booking-lifecycle', 'payment-session-expiry', 'message-digest', 'ical-import')
              AND state = 'completed'`,
        );
        return rows[0]?.n === 4;
      },
      60,
    );
    // Each period of a schedule was sent once (one singleton per schedule and minute), and ran once.
    const periods = await db.query<{ name: string; runs: number; periods: number }>(
      `SELECT j.name, count(*)::int AS runs,
              (SELECT count(DISTINCT s.singleton_on)::int FROM pgboss.job s
                WHERE s.name = '__pgboss__send-it' AND s.data ->> 'name' = j.name) AS periods
         FROM pgboss.job j JOIN pgboss.schedule USING (name) GROUP BY j.name`,
    );
    expect(periods.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of periods.rows) {
      expect(row.runs, row.name).toBeGreaterThanOrEqual(1);
      expect(row.runs, row.name).toBeLessThanOrEqual(row.periods);
    }
    // The 2-second job: both processes offer each run; one per 2-second slot got in.
    const seconds = (Date.now() - started) / 1000 + 5;
    const pushes = await db.query<{ runs: number; slots: number }>(
      `SELECT count(*)::int AS runs, count(DISTINCT singleton_on)::int AS slots FROM pgboss.job WHERE name = 'push-delivery'`,
    );
    expect(pushes.rows[0]?.runs).toBe(pushes.rows[0]?.slots);
    expect(pushes.rows[0]?.runs).toBeLessThanOrEqual(Math.ceil(seconds / 2) + 1);

    // The rate limit is shared: what A let through counts on B.
    const hit = async (origin: string) =>
      (await fetch(`${origin}/api/v6/currencies/EUR`, { headers: { connection: 'close' } })).status;
    const onA = await Promise.all(Array.from({ length: 40 }, () => hit(a.origin)));
    const onB = await Promise.all(Array.from({ length: 40 }, () => hit(b.origin)));
    expect(onA.filter((status) => status === 429)).toHaveLength(0);
    // B saw 40 requests, under its limit of 60 alone; A's count made it refuse.
    expect(onB.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect([...onA, ...onB].filter((status) => status === 200).length).toBeLessThanOrEqual(RATE_LIMIT);

    // A job killed mid-run on one server is retried by the other and finishes once. The photo job
    // of an upload (queued as the confirm route queues it) is caught in its middle by the store,
    // which holds its read of the original until the server that took it has been killed.
    const uploadId = randomUUID();
    const originalKey = `uploads/listings/${fixture.productId}/${uploadId}`;
    const held = s3.hold(`/bosun-files/${originalKey}`);
    const smallPhoto = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#8a5a2b' },
    })
      .jpeg()
      .toBuffer();
    s3.objects.set(`/bosun-files/${originalKey}`, { bytes: smallPhoto, contentType: 'image/jpeg' });
    const now = new Date();
    await insertUploads(
      db,
      fixture.productId,
      fixture.ownerId,
      [{ id: uploadId, fileName: 'bow.jpg', contentType: 'image/jpeg', originalKey }],
      now,
      new Date(now.getTime() + 15 * 60_000),
    );
    await markUploadProcessing(db, uploadId);
    const jobId = await jobSender(db).send(LISTING_PHOTO_QUEUE, { uploadId });
    const tookAttempt = (machine: typeof a, attempt: number) =>
      machine
        .log()
        .some((l) => l.msg === `${LISTING_PHOTO_QUEUE} started` && l.id === jobId && l.attempt === attempt);
    const doomed = await until(
      'a server to take the photo job',
      () => (held.waiting() > 0 ? [a, b].find((machine) => tookAttempt(machine, 0)) : undefined),
      20,
    );
    const survivor = doomed === a ? b : a;
    doomed.child.kill('SIGKILL');
    await until(
      'the killed server to be gone',
      () => doomed.child.exitCode !== null || doomed.child.signalCode,
      10,
    );
    held.release();
    // Watched on the job itself: the photo's row commits a moment before the run is marked done.
    const job = await until(
      'the photo job to be finished by the other server',
      async () => {
        const { rows } = await db.query<{ state: string; retry_count: number }>(
          'SELECT state::text, retry_count FROM pgboss.job WHERE id = $1',
          [jobId],
        );
        return rows[0]?.state === 'completed' || rows[0]?.state === 'failed' ? rows : undefined;
      },
      60,
    );
    expect(job[0].state).toBe('completed');
    expect(job[0].retry_count).toBeGreaterThanOrEqual(1);
    // The second attempt ran on the survivor; the killed server never got further than its first.
    expect(tookAttempt(survivor, 1)).toBe(true);
    expect(tookAttempt(doomed, 1)).toBe(false);
    // Finished once: one photo, the upload gone, its original removed from the store.
    const photos = await db.query('SELECT 1 FROM listing_photos WHERE storage_prefix = $1', [
      `listings/${fixture.productId}/${uploadId}`,
    ]);
    expect(photos.rows).toHaveLength(1);
    expect((await db.query('SELECT 1 FROM listing_photo_uploads WHERE id = $1', [uploadId])).rows).toEqual(
      [],
    );
    expect(s3.objects.has(`/bosun-files/${originalKey}`)).toBe(false);

    survivor.child.kill('SIGTERM');
  }, 360_000);
});
