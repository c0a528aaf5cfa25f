import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import { SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import { econtractPaths, inspectionSchema } from '../../../shared/econtracts/econtracts.ts';
import { moneyDocumentListSchema, moneyPaths } from '../../../shared/money/statement.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { type S3StandIn, startS3StandIn } from '../../../tests/helpers/s3StandIn.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { appClock } from '../../http/clock.ts';
import { runEcontractJobs } from '../../jobs/econtractJobs.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { payBooking } from '../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import type { Headers } from '../payments/testPayments.ts';

// Inspection photos, contract PDFs and receipts with S3 set (DESIGN.md, "Files" and "Many machines"): kept in
// the bucket, and read by the browser from it by a presigned GET once the API has checked that the
// reader is a party of the booking or staff; the API itself never carries their bytes back.
let ctx: TestContext;
let s3: S3StandIn;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let manager: Headers;
let stranger: Headers;
let bookingId: number;
let photoId: number;
let contractId: number;
let phonePhoto: Buffer;

const BUCKET = 'bosun-contracts';

beforeAll(async () => {
  s3 = await startS3StandIn();
  ctx = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'eu-west-3',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  });
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  manager = await bearerFor(ctx.app, 'manager@example.test');
  stranger = await bearerFor(ctx.app, 'other@example.test');
  // The owner reads in French: their PDF is another file than the renter's English one.
  await ctx.db.query(`UPDATE users SET language_code = 'FR' WHERE email = 'owner@example.test'`);
  phonePhoto = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a6ea5' } })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1' } })
    .jpeg()
    .toBuffer();
}, 60_000);

afterAll(async () => {
  appClock.set(null);
  await ctx.close();
  await s3.close();
});

const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** Requests the server itself made to read an object (the SDK signs them in a header). */
const serverReads = () => s3.requests.filter((r) => r.method === 'GET' && r.authorization).length;

/** The answer is a redirect to a presigned GET of `key` in the bucket, with no byte of the file. */
function presignedLocation(answer: Awaited<ReturnType<typeof inject>>, key: string | RegExp): URL {
  expect(answer.statusCode, answer.body).toBe(302);
  expect(answer.rawPayload.length).toBe(0);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  const location = new URL(String(answer.headers.location));
  expect(location.origin).toBe(s3.endpoint);
  if (typeof key === 'string') expect(location.pathname).toBe(`/${BUCKET}/${key}`);
  else expect(location.pathname).toMatch(key);
  expect(location.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
  expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  return location;
}

describe('inspection photos and contract PDFs, with S3', () => {
  it('keeps an inspection photo in the bucket, cleaned, and serves it to the parties and staff by a presigned GET', async () => {
    appClock.set(null);
    bookingId = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('06-10'),
      dateTo: day('06-12'),
    });
    expect((await inject('POST', tripPaths.accept(bookingId), owner, {})).statusCode).toBe(200);
    appClock.set(new Date(`${day('06-12')}T12:00:00Z`));

    const boundary = `----bosun${randomUUID()}`;
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `${econtractPaths.photos(bookingId)}?clientId=${randomUUID()}`,
      headers: { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="hull.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        phonePhoto,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    photoId = uploaded.json().id;
    const [storedKey] = [...s3.objects.keys()].filter((key) =>
      key.startsWith(`/${BUCKET}/econtracts/${bookingId}/photos/`),
    );
    expect(s3.objects.get(storedKey)?.contentType).toBe('image/jpeg');

    const readsBefore = serverReads();
    for (const reader of [renter, owner, manager]) {
      const answer = await inject('GET', econtractPaths.photo(bookingId, photoId), reader);
      const location = presignedLocation(answer, storedKey.slice(`/${BUCKET}/`.length));
      expect(location.searchParams.get('X-Amz-Expires')).toBe('60');
      // The browser follows it to the store, which answers with the cleaned photo.
      const fetched = await fetch(location);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await fetched.arrayBuffer());
      expect(bytes.equals(s3.objects.get(storedKey)?.bytes as Buffer)).toBe(true);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
      expect(metadata.exif).toBeUndefined();
    }
    // The API never read the photo from the store to serve it.
    expect(serverReads()).toBe(readsBefore);
  });

  it('lets the site’s pages show the store’s photos and post files to it (Content-Security-Policy)', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = new Map(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(policy.get('img-src')).toContain(s3.endpoint);
    expect(policy.get('connect-src')).toContain(s3.endpoint);
    expect(policy.get('script-src')).not.toContain(s3.endpoint);
  });

  it('answers 404 to a stranger and for a photo that does not exist, 401 to a guest, signing nothing', async () => {
    const signedBefore = s3.requests.length;
    const strangers = await inject('GET', econtractPaths.photo(bookingId, photoId), stranger);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().error.code).toBe('not-found');
    expect(strangers.headers.location).toBeUndefined();
    const missing = await inject('GET', econtractPaths.photo(bookingId, photoId + 1000), renter);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.location).toBeUndefined();
    expect((await inject('GET', econtractPaths.photo(bookingId, photoId), {})).statusCode).toBe(401);
    expect(s3.requests.length).toBe(signedBefore);
  });

  it('stores the signed contract’s PDF in the bucket and opens it for the renter and the owner in their language', async () => {
    const form = {
      clientId: randomUUID(),
      skipper: { name: 'Rita Renter', idDocument: 'P1234567', licenceNumber: '' },
      fuelLevel: 100,
      engineHours: 1200,
      equipment: [],
      damages: [
        {
          id: randomUUID(),
          zone: 'port',
          x: 30,
          y: 55,
          description: 'Scratch on the port hull',
          photoIds: [photoId],
          isNew: false,
        },
      ],
      remarks: '',
    };
    const recorded = await inject('POST', econtractPaths.inspection(bookingId, 'in'), owner, form);
    expect(recorded.statusCode, recorded.body).toBe(201);
    contractId = inspectionSchema.parse(recorded.json()).id;
    // Not ready before it is signed and sealed: 404, nothing signed.
    expect((await inject('GET', econtractPaths.pdf(bookingId, contractId), renter)).statusCode).toBe(404);

    expect((await inject('POST', econtractPaths.depositIntent(bookingId), renter, {})).statusCode).toBe(200);
    const held = await inject('POST', econtractPaths.depositConfirm(bookingId), renter, {
      card: { cardNumber: SANDBOX_TEST_CARDS.succeeds, expMonth: 12, expYear: 39, cvc: '123' },
    });
    expect(held.statusCode, held.body).toBe(200);
    const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#000000ff' } })
      .png()
      .toBuffer();
    const signature = {
      strokes: [{ penColor: 'black', points: [{ x: 10, y: 100, time: 1 }] }],
      png: `data:image/png;base64,${png.toString('base64')}`,
    };
    for (const party of [renter, owner]) {
      const signed = await inject('POST', econtractPaths.signature(bookingId, contractId), party, signature);
      expect(signed.statusCode, signed.body).toBe(200);
    }
    const run = await runEcontractJobs(ctx.db, {
      providers: createPaymentProviders(ctx.app.config, ctx.db),
      files: fileStoreFor(ctx.app.config),
      publicUrl: 'http://bosun.test',
    });
    expect(run.pdfs).toBe(1);
    const pdfKeys = [...s3.objects.keys()].filter((key) => key.endsWith('.pdf'));
    expect(pdfKeys.map((key) => key.slice(-7)).sort()).toEqual(['-en.pdf', '-fr.pdf']);
    for (const key of pdfKeys) expect(s3.objects.get(key)?.contentType).toBe('application/pdf');

    const readsBefore = serverReads();
    for (const [reader, language] of [
      [renter, 'en'],
      [owner, 'fr'],
      [manager, 'fr'],
    ] as const) {
      const answer = await inject('GET', econtractPaths.pdf(bookingId, contractId), reader);
      const location = presignedLocation(
        answer,
        new RegExp(`^/${BUCKET}/econtracts/${bookingId}/${contractId}-[0-9a-f]{16}-${language}\\.pdf$`),
      );
      const fetched = await fetch(location);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('application/pdf');
      expect(fetched.headers.get('content-disposition')).toMatch(/^inline; filename="econtract-.+\.pdf"$/);
      expect(fetched.headers.get('cache-control')).toBe('private, no-store');
      const bytes = Buffer.from(await fetched.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.equals(s3.objects.get(location.pathname)?.bytes as Buffer)).toBe(true);
    }
    expect(serverReads()).toBe(readsBefore);

    const strangers = await inject('GET', econtractPaths.pdf(bookingId, contractId), stranger);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.headers.location).toBeUndefined();
  });

  it('keeps a receipt’s PDF in the bucket once drawn, and opens it by a presigned GET for its reader only', async () => {
    const listed = await inject('GET', moneyPaths.documents(bookingId), renter);
    expect(listed.statusCode, listed.body).toBe(200);
    const receipt = moneyDocumentListSchema.parse(listed.json()).items.find((d) => d.kind === 'receipt');
    if (!receipt) throw new Error('a paid booking has its renter’s receipt');
    const key = `documents/${receipt.id}-fr.pdf`;
    expect(s3.objects.has(`/${BUCKET}/${key}`)).toBe(false);

    const first = await inject('GET', `${moneyPaths.pdf(bookingId, receipt.id)}?_locale=fr`, renter);
    const location = presignedLocation(first, key);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const drawn = s3.objects.get(`/${BUCKET}/${key}`);
    expect(drawn?.contentType).toBe('application/pdf');
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toMatch(/^inline; filename="receipt-.+\.pdf"$/);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Read again: the kept file, neither drawn nor stored a second time, nor read by the API.
    const writesBefore = s3.requests.filter((r) => r.method === 'PUT').length;
    const readsBefore = serverReads();
    presignedLocation(
      await inject('GET', `${moneyPaths.pdf(bookingId, receipt.id)}?_locale=fr`, renter),
      key,
    );
    expect(s3.requests.filter((r) => r.method === 'PUT').length).toBe(writesBefore);
    expect(serverReads()).toBe(readsBefore);
    expect(s3.objects.get(`/${BUCKET}/${key}`)).toBe(drawn);

    // The owner may not read the renter's receipt, nor may a stranger: 404, nothing signed.
    for (const reader of [owner, stranger]) {
      const refused = await inject('GET', moneyPaths.pdf(bookingId, receipt.id), reader);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers.location).toBeUndefined();
    }
  });

  it('opens the English PDF when the one in the reader’s language is missing from the bucket', async () => {
    const french = [...s3.objects.keys()].find((key) => key.endsWith('-fr.pdf')) as string;
    const kept = s3.objects.get(french);
    s3.objects.delete(french);
    try {
      const answer = await inject('GET', econtractPaths.pdf(bookingId, contractId), owner);
      presignedLocation(answer, /-en\.pdf$/);
    } finally {
      if (kept) s3.objects.set(french, kept);
    }
  });
});
