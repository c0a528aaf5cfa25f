import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import { SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import {
  econtractPaths,
  econtractStateSchema,
  type InspectionInput,
  inspectionSchema,
  PHOTO_MAX_BYTES,
} from '../../../shared/econtracts/econtracts.ts';
import { type MessagePage, messagingPaths } from '../../../shared/messaging/messaging.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { sendChunkedUpload } from '../../../tests/helpers/chunkedUpload.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { appClock } from '../../http/clock.ts';
import { runEcontractJobs } from '../../jobs/econtractJobs.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { completeEndedStays } from '../bookings/changes.ts';
import { noticesTo, payBooking, statusOf } from '../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import type { Headers } from '../payments/testPayments.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let other: Headers;
let owner: Headers;
let manager: Headers;
let jpegWithGps: Buffer;
let signaturePng: string;

const jobs = () =>
  runEcontractJobs(ctx.db, {
    providers: createPaymentProviders(ctx.app.config, ctx.db),
    files: fileStoreFor(ctx.app.config),
    publicUrl: 'http://bosun.test',
  });

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: await mkdtemp(join(tmpdir(), 'econtracts-')) });
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'manager@example.test', staffRole: 'manager' });
  renter = await bearerFor(ctx.app, 'renter@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  manager = await bearerFor(ctx.app, 'manager@example.test');
  // A phone photo: GPS position and camera in its EXIF, which must not survive the upload.
  jpegWithGps = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a6ea5' } })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 17/1 0/1' },
    })
    .jpeg()
    .toBuffer();
  const stroke = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#ffffff00' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="120"><path d="M10 100 L150 20 L290 100" stroke="black" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  signaturePng = `data:image/png;base64,${stroke.toString('base64')}`;
}, 60_000);
afterAll(() => {
  appClock.set(null);
  return ctx.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

function multipart(bytes: Buffer, name = 'photo.jpg') {
  const boundary = `----bosun${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadPhoto(bookingId: number, who: Headers, clientId = randomUUID(), bytes = jpegWithGps) {
  const { body, contentType } = multipart(bytes);
  return ctx.app.inject({
    method: 'POST',
    url: `${econtractPaths.photos(bookingId)}?clientId=${clientId}&takenAt=2026-07-01T09:30:00Z`,
    headers: { ...who, 'content-type': contentType },
    payload: body,
  });
}

const strokes = [
  {
    penColor: 'black',
    points: [
      { x: 10, y: 100, time: 1, pressure: 0.5 },
      { x: 150, y: 20, time: 40 },
    ],
  },
];
const sign = (bookingId: number, contractId: number, who: Headers) =>
  inject('POST', econtractPaths.signature(bookingId, contractId), who, { strokes, png: signaturePng });

const state = async (bookingId: number, who: Headers) => {
  const res = await inject('GET', econtractPaths.state(bookingId), who);
  expect(res.statusCode).toBe(200);
  return econtractStateSchema.parse(res.json());
};

function form(photoIds: number[], overrides: Partial<InspectionInput> = {}): InspectionInput {
  return {
    clientId: randomUUID(),
    skipper: { name: 'Rita Renter', idDocument: 'P1234567', licenceNumber: '' },
    fuelLevel: 100,
    engineHours: 1520.5,
    equipment: [
      { key: 'gps', present: true, working: true },
      { key: 'bimini', present: true, working: false },
    ],
    damages: [
      {
        id: randomUUID(),
        zone: 'port',
        x: 30,
        y: 55,
        description: 'Scratch on the port hull',
        photoIds,
        isNew: false,
      },
    ],
    remarks: '',
    ...overrides,
  };
}

/**
 * An accepted booking, and the clock on its last day: the handover is open then (the check-in until
 * the trip ends, the check-out from its last day).
 */
async function acceptedBooking(dates: { dateFrom: string; dateTo: string }) {
  appClock.set(null);
  const id = await payBooking(ctx.app, fixture.productId, renter, dates);
  expect((await inject('POST', tripPaths.accept(id), owner, {})).statusCode).toBe(200);
  appClock.set(new Date(`${dates.dateTo}T12:00:00Z`));
  return id;
}

async function holdDeposit(id: number, cardNumber: string = SANDBOX_TEST_CARDS.succeeds) {
  const intent = await inject('POST', econtractPaths.depositIntent(id), renter, {});
  expect(intent.statusCode).toBe(200);
  expect(intent.json()).toMatchObject({
    provider: 'sandbox',
    amount: 100000,
    status: 'requires_payment_method',
  });
  const held = await inject('POST', econtractPaths.depositConfirm(id), renter, {
    card: { cardNumber, expMonth: 12, expYear: 39, cvc: '123' },
  });
  expect(held.statusCode).toBe(200);
  expect(econtractStateSchema.parse(held.json()).deposit.status).toBe('held');
}

describe('check-in, check-out and a damage claim on one booking', () => {
  let id: number;
  let photoA: number;
  let photoB: number;
  let checkInId: number;

  it('answers 404 to a signed-in stranger and asks a guest to sign in (401)', async () => {
    id = await acceptedBooking({ dateFrom: day('05-10'), dateTo: day('05-12') });
    expect((await inject('GET', econtractPaths.state(id), other)).statusCode).toBe(404);
    expect((await inject('GET', econtractPaths.state(id), {})).statusCode).toBe(401);
    expect((await uploadPhoto(id, other)).statusCode).toBe(404);
    expect((await inject('POST', econtractPaths.inspection(id, 'in'), other, form([]))).statusCode).toBe(404);
    expect((await state(id, manager)).viewerSide).toBe('staff');
    const seen = await state(id, owner);
    expect(seen).toMatchObject({ viewerSide: 'owner', checkIn: null, equipmentKeys: ['bimini', 'gps'] });
    expect(seen.deposit).toEqual({ amount: 100000, status: 'none', capturedAmount: null });
  });

  it('keeps a photo once per client id, re-encoded without its EXIF and downsized', async () => {
    const clientId = randomUUID();
    const first = await uploadPhoto(id, owner, clientId);
    expect(first.statusCode).toBe(201);
    const again = await uploadPhoto(id, owner, clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    photoA = first.json().id;
    expect(first.json()).toMatchObject({ width: 1600, height: 1200, takenAt: '2026-07-01T09:30:00.000Z' });

    const file = await inject('GET', econtractPaths.photo(id, photoA), renter);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1600);
    expect((await inject('GET', econtractPaths.photo(id, photoA), other)).statusCode).toBe(404);

    photoB = (await uploadPhoto(id, owner)).json().id;
    const notAPicture = await uploadPhoto(id, owner, randomUUID(), Buffer.from('GIF89a not really'));
    expect(notAPicture.statusCode).toBe(415);
    expect(notAPicture.json().error.fields).toEqual({ photo: 'photoTypeInvalid' });
  });

  it('refuses a photo over the limit while it streams, with a readable 413, and keeps nothing', async () => {
    const photos = async () =>
      (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM econtract_photos')).rows[0].n;
    const before = await photos();
    const tooLarge = await uploadPhoto(id, owner, randomUUID(), Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatchObject({
      code: 'photo-too-large',
      fields: { photo: 'photoTooLarge' },
    });

    // Over a socket, chunked: the answer comes while the client still sends, long before 60 MB.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = 'bosun-inspection-stream';
    const sent = await sendChunkedUpload(
      Number(new URL(address).port),
      `${econtractPaths.photos(id)}?clientId=${randomUUID()}`,
      { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      {
        head: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
      },
    );
    expect(sent.status, sent.body).toBe(413);
    expect(JSON.parse(sent.body).error.code).toBe('photo-too-large');
    expect(sent.sentMb).toBeLessThan(PHOTO_MAX_BYTES / 1024 / 1024 + 10);
    expect(await photos()).toBe(before);
  });

  it('records the check-in once, however often the phone replays it', async () => {
    const input = form([photoA, photoB]);
    const first = await inject('POST', econtractPaths.inspection(id, 'in'), owner, input);
    expect(first.statusCode).toBe(201);
    const replay = await inject('POST', econtractPaths.inspection(id, 'in'), owner, input);
    expect(replay.statusCode).toBe(200);
    const inspection = inspectionSchema.parse(first.json());
    expect(replay.json().id).toBe(inspection.id);
    checkInId = inspection.id;
    expect(inspection).toMatchObject({ status: 'awaiting_signatures', fuelLevel: 100, engineHours: 1520.5 });
    expect(inspection.photos.map((p) => p.id)).toEqual([photoA, photoB]);

    const bad = await inject('POST', econtractPaths.inspection(id, 'in'), owner, {
      ...form([999_999]),
      equipment: [{ key: 'watermaker', present: true, working: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'equipment.0.key': 'equipmentNotOnListing',
      damages: 'photoUnknown',
    });
    const outTooEarly = await inject('POST', econtractPaths.inspection(id, 'out'), owner, form([]));
    expect(outTooEarly.statusCode).toBe(409);
  });

  it('asks for the skipper’s licence when the boat needs one', async () => {
    await ctx.db.query('UPDATE products SET licence_required = true WHERE id = $1', [fixture.productId]);
    const res = await inject('POST', econtractPaths.inspection(id, 'in'), owner, form([]));
    await ctx.db.query('UPDATE products SET licence_required = false WHERE id = $1', [fixture.productId]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'skipper.licenceNumber': 'licenceRequired' });
  });

  it('is signed by both, after the deposit is held, and moves the booking to checked_in', async () => {
    expect((await sign(id, checkInId, renter)).statusCode).toBe(200);
    const again = await sign(id, checkInId, renter);
    expect(again.statusCode).toBe(200);
    expect(again.json().tenantStrokes).toEqual(strokes);
    // the second signature needs the deposit on the card
    const early = await sign(id, checkInId, owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('deposit-not-held');
    expect(await statusOf(ctx.db, id)).toBe('accepted');

    await holdDeposit(id);
    const sealed = inspectionSchema.parse((await sign(id, checkInId, owner)).json());
    expect(sealed.status).toBe('signed');
    expect(sealed.dataHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await statusOf(ctx.db, id)).toBe('checked_in');
    const detail = (await inject('GET', tripPaths.detail(id), renter)).json();
    expect(detail.timeline.at(-1)).toMatchObject({ from: 'accepted', to: 'checked_in', actorRole: 'owner' });
    expect(detail.links.econtractOut).toBe(`/booking/${id}/econtract/out`);
  });

  it('tells both parties’ open pages of each signature through the live events, once each', async () => {
    const { rows } = await ctx.db.query<{ email: string; payload: Record<string, unknown> }>(
      `SELECT u.email, e.payload FROM events e JOIN users u ON u.id = e.user_id
        WHERE e.type = 'econtract.signed' AND (e.payload ->> 'bookingId')::bigint = $1 ORDER BY e.id`,
      [id],
    );
    // The replayed signature and the refused one (no deposit yet) published nothing.
    const signed = (side: string, sealed: boolean) => ({
      bookingId: id,
      contractId: checkInId,
      kind: 'in',
      side,
      sealed,
    });
    expect(rows).toEqual([
      { email: 'renter@example.test', payload: signed('tenant', false) },
      { email: 'owner@example.test', payload: signed('tenant', false) },
      { email: 'renter@example.test', payload: signed('owner', true) },
      { email: 'owner@example.test', payload: signed('owner', true) },
    ]);
  });

  it('never changes once signed: a correction is an addendum, itself signed', async () => {
    const change = await inject('POST', econtractPaths.inspection(id, 'in'), owner, form([photoA]));
    expect(change.statusCode).toBe(409);
    expect(change.json().error.code).toBe('econtract-signed');
    const input = form([photoA], { remarks: 'Fuel was 75 %, not full.', fuelLevel: 75 });
    const addendum = await inject('POST', econtractPaths.addendum(id, checkInId), owner, input);
    expect(addendum.statusCode).toBe(201);
    expect(addendum.json()).toMatchObject({ addendumOf: checkInId, status: 'awaiting_signatures' });
    expect((await inject('POST', econtractPaths.addendum(id, checkInId), owner, input)).statusCode).toBe(200);
    await sign(id, addendum.json().id, renter);
    expect((await sign(id, addendum.json().id, owner)).json().status).toBe('signed');
    expect(await statusOf(ctx.db, id)).toBe('checked_in');
    const seen = await state(id, renter);
    expect(seen.checkIn?.fuelLevel).toBe(100);
    expect(seen.addenda.map((a) => a.fuelLevel)).toEqual([75]);
  });

  it('makes the PDF once by the job and e-mails it to both', async () => {
    // The owner reads French: their e-mail names the boat by its French title, not the booker's.
    const ownerLanguage = await ctx.db.query<{ language_code: string | null }>(
      `SELECT language_code FROM users WHERE email = 'owner@example.test'`,
    );
    await ctx.db.query(`UPDATE users SET language_code = 'fr' WHERE email = 'owner@example.test'`);
    const first = await jobs();
    expect(first.pdfs).toBe(2);
    expect((await jobs()).pdfs).toBe(0);
    const seen = await state(id, renter);
    expect(seen.checkIn?.pdfUrl).toBe(econtractPaths.pdf(id, checkInId));
    // The booking detail sums it up: the deposit held, the signed contract and its addendum with their PDFs.
    const summary = (await inject('GET', tripPaths.detail(id), owner)).json().econtract;
    expect(summary.deposit).toEqual({ status: 'held', amount: 100000, capturedAmount: null });
    expect(summary.damageClaimStatus).toBeNull();
    expect(summary.contracts).toEqual([
      {
        kind: 'in',
        addendum: false,
        signedAt: expect.stringMatching(/Z$/),
        pdfUrl: econtractPaths.pdf(id, checkInId),
      },
      {
        kind: 'in',
        addendum: true,
        signedAt: expect.stringMatching(/Z$/),
        pdfUrl: expect.stringContaining('/pdf'),
      },
    ]);
    const pdf = await inject('GET', econtractPaths.pdf(id, checkInId), renter);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeLessThan(1_000_000);
    expect((await inject('GET', econtractPaths.pdf(id, checkInId), other)).statusCode).toBe(404);
    const mails = await noticesTo(ctx.db, 'renter@example.test', id);
    expect(mails.filter((m) => m.template === 'econtracts.contractReady')).toHaveLength(2);
    // The e-mail links the contract's page, which a signed-out reader can sign in from, not the API's PDF.
    const readyMail = mails.find((m) => m.template === 'econtracts.contractReady' && m.channel === 'email');
    expect(readyMail?.body).toMatch(
      new RegExp(`https?://[^ ]+/[a-z]{2}(-[A-Z]{2})?/booking/${id}/econtract/in\\b`),
    );
    expect(readyMail?.body).not.toContain('/api/');
    // Both parties' e-mails lead to the booking's thread, as its booking page does, each in their language.
    const chat = (await inject('GET', tripPaths.detail(id), renter)).json().links.conversation;
    expect(chat).toMatch(/^\/account\/chat\//);
    const renterMails = mails.filter(
      (m) => m.template === 'econtracts.contractReady' && m.channel === 'email',
    );
    expect(renterMails.length).toBeGreaterThan(0);
    for (const mail of renterMails)
      expect(mail.body).toMatch(
        new RegExp(`Your conversation about this booking: http://bosun\\.test/en${chat}$`),
      );
    const ownerMails = (await noticesTo(ctx.db, 'owner@example.test', id)).filter(
      (m) => m.template === 'econtracts.contractReady' && m.channel === 'email',
    );
    expect(ownerMails.length).toBeGreaterThan(0);
    for (const mail of ownerMails) {
      expect(mail.body).toContain('Blue Wind, Beneteau Oceanis 46 à Marseille');
      expect(mail.body).toMatch(new RegExp(`http://bosun\\.test/fr${chat}$`));
    }
    await ctx.db.query(`UPDATE users SET language_code = $1 WHERE email = 'owner@example.test'`, [
      ownerLanguage.rows[0]?.language_code ?? null,
    ]);
  });

  it('checks out with a new damage, keeps the deposit held, and takes the owner’s claim once', async () => {
    const newPhoto = (await uploadPhoto(id, owner)).json().id;
    const checkIn = (await state(id, owner)).checkIn;
    const out = await inject('POST', econtractPaths.inspection(id, 'out'), owner, {
      ...form([]),
      fuelLevel: 50,
      engineHours: 1530,
      damages: [
        ...(checkIn?.damages ?? []),
        {
          id: randomUUID(),
          zone: 'bow',
          x: 50,
          y: 5,
          description: 'Dent on the bow',
          photoIds: [newPhoto],
          isNew: true,
        },
      ],
    });
    expect(out.statusCode).toBe(201);
    await sign(id, out.json().id, owner);
    expect((await sign(id, out.json().id, renter)).json().status).toBe('signed');
    expect(await statusOf(ctx.db, id)).toBe('checked_out');
    await jobs();
    expect((await state(id, renter)).deposit.status).toBe('held');

    const claimInput = {
      clientId: randomUUID(),
      description: 'Dent on the bow, repair quote attached.',
      estimateAmount: 60000,
    };
    expect((await inject('POST', econtractPaths.damageClaim(id), renter, claimInput)).statusCode).toBe(403);
    const claimed = await inject('POST', econtractPaths.damageClaim(id), owner, claimInput);
    expect(claimed.statusCode).toBe(201);
    expect((await inject('POST', econtractPaths.damageClaim(id), owner, claimInput)).statusCode).toBe(200);
    expect(await statusOf(ctx.db, id)).toBe('damage_claimed');

    const claimId = econtractStateSchema.parse(claimed.json()).damageClaim?.id;
    const inBackOffice = await inject('GET', `/api/admin/damages/${claimId}`, manager);
    expect(inBackOffice.statusCode).toBe(200);
    const claim = inBackOffice.json();
    expect(claim).toMatchObject({
      amountClaimed: 60000,
      depositAmount: 100000,
      bookingStatus: 'damage_claimed',
    });
    expect(claim.evidence).toHaveLength(3);
    expect(claim.checkIn.pdfUrl).toBe(econtractPaths.pdf(id, checkInId));
    expect(claim.checkOut.damages).toHaveLength(2);
  });

  it('lets staff take part of the deposit, never more than it, and the renter sees it', async () => {
    const { damageClaim } = await state(id, owner);
    const url = `/api/admin/damages/${damageClaim?.id}`;
    await ctx.db.query('UPDATE damage_claims SET amount_claimed = 200000 WHERE id = $1', [damageClaim?.id]);
    const tooMuch = await inject('PUT', url, manager, {
      status: 'accepted',
      amountDecided: 150000,
      decisionMessage: 'x',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toMatch(/No more than the deposit \(€1000\.00\) can be taken/);
    const accepted = await inject('PUT', url, manager, {
      status: 'accepted',
      amountDecided: 40000,
      decisionMessage: 'Repair of the bow, on the quote.',
    });
    expect(accepted.statusCode).toBe(200);
    // accepted is not yet paid: the hold stays as it is
    expect((await state(id, renter)).deposit.status).toBe('held');
    const paid = await inject('PUT', url, manager, {
      status: 'paid',
      decisionMessage: 'Taken from the deposit.',
    });
    expect(paid.statusCode).toBe(200);
    const seen = await state(id, renter);
    expect(seen.deposit).toEqual({ amount: 100000, status: 'captured', capturedAmount: 40000 });
    expect(seen.damageClaim).toMatchObject({ status: 'paid', amountDecided: 40000 });
    expect(await statusOf(ctx.db, id)).toBe('completed');
    const intent = await ctx.db.query<{ status: string; amount: number }>(
      `SELECT status, amount::float8 AS amount FROM sandbox_payment_intents WHERE metadata ->> 'kind' = 'deposit'
        AND metadata ->> 'bookingId' = $1`,
      [String(id)],
    );
    expect(intent.rows).toEqual([{ status: 'succeeded', amount: 40000 }]);
    // Staff read the capture and the provider's payment it made, on the claim and on the booking.
    const reference = (
      await ctx.db.query<{ id: string }>(
        `SELECT id FROM sandbox_payment_intents WHERE metadata ->> 'kind' = 'deposit' AND metadata ->> 'bookingId' = $1`,
        [String(id)],
      )
    ).rows[0].id;
    const captured = {
      status: 'captured',
      amount: 100000,
      capturedAmount: 40000,
      provider: 'sandbox',
      providerReference: reference,
    };
    expect((await inject('GET', url, manager)).json().deposit).toMatchObject(captured);
    expect((await inject('GET', `/api/admin/bookings/${id}`, manager)).json().deposit).toMatchObject(
      captured,
    );
  });
});

describe('the deposit after a check-out without damage (DESIGN.md "Deposit")', () => {
  let dates = 10;
  const hour = 3_600_000;
  afterEach(() => appClock.set(null));

  /** A booking checked out clean, its deposit held; answers its id and the check-out's signing instant. */
  async function checkedOutClean(cardNumber: string = SANDBOX_TEST_CARDS.succeeds) {
    const date = `06-${String(dates).padStart(2, '0')}`;
    const next = `06-${String(dates + 1).padStart(2, '0')}`;
    dates += 3;
    const id = await acceptedBooking({ dateFrom: day(date), dateTo: day(next) });
    await holdDeposit(id, cardNumber);
    const checkIn = await inject(
      'POST',
      econtractPaths.inspection(id, 'in'),
      owner,
      form([], { damages: [] }),
    );
    await sign(id, checkIn.json().id, owner);
    await sign(id, checkIn.json().id, renter);
    const out = await inject('POST', econtractPaths.inspection(id, 'out'), renter, form([], { damages: [] }));
    await sign(id, out.json().id, owner);
    await sign(id, out.json().id, renter);
    expect(await statusOf(ctx.db, id)).toBe('checked_out');
    const signedAt = new Date((await state(id, owner)).checkOut?.signedAt ?? '');
    return { id, signedAt };
  }

  const depositIntentOf = async (id: number) =>
    (
      await ctx.db.query<{ status: string; amount: number }>(
        `SELECT status, amount::float8 AS amount FROM sandbox_payment_intents
          WHERE metadata ->> 'kind' = 'deposit' AND metadata ->> 'bookingId' = $1`,
        [String(id)],
      )
    ).rows;

  it('stays held inside the owner’s window and is released by the job once the window has closed', async () => {
    const { id, signedAt } = await checkedOutClean();
    expect((await state(id, renter)).deposit.status).toBe('held');
    expect((await jobs()).released).toBe(0);
    appClock.set(new Date(signedAt.getTime() + 23 * hour));
    expect((await jobs()).released).toBe(0);
    expect((await state(id, renter)).deposit.status).toBe('held');
    expect((await state(id, owner)).damageDeclarableUntil).not.toBeNull();
    appClock.set(new Date(signedAt.getTime() + 25 * hour));
    // two job runs at once (two servers): one release
    const runs = await Promise.all([jobs(), jobs()]);
    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBe(1);
    expect((await jobs()).released).toBe(0);
    expect((await state(id, renter)).deposit).toMatchObject({ status: 'released', capturedAmount: null });
    expect(await depositIntentOf(id)).toEqual([{ status: 'canceled', amount: 100000 }]);
  });

  it('backs a claim made five hours after a clean check-out: the decided amount is captured', async () => {
    const { id, signedAt } = await checkedOutClean();
    appClock.set(new Date(signedAt.getTime() + 5 * hour));
    await jobs();
    const claimed = await inject('POST', econtractPaths.damageClaim(id), owner, {
      clientId: randomUUID(),
      description: 'A cracked cleat found when cleaning.',
      estimateAmount: 20000,
    });
    expect(claimed.statusCode).toBe(201);
    expect(econtractStateSchema.parse(claimed.json()).deposit.status).toBe('held');
    // the window closes: a claimed deposit is not released by the job
    appClock.set(new Date(signedAt.getTime() + 30 * hour));
    expect((await jobs()).released).toBe(0);
    const url = `/api/admin/damages/${econtractStateSchema.parse(claimed.json()).damageClaim?.id}`;
    const decision = { status: 'accepted', amountDecided: 20000, decisionMessage: 'On the quote.' };
    expect((await inject('PUT', url, manager, decision)).statusCode).toBe(200);
    // staff press "paid" twice at once: one capture
    const paid = { status: 'paid', decisionMessage: 'Taken from the deposit.' };
    const answers = await Promise.all([inject('PUT', url, manager, paid), inject('PUT', url, manager, paid)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200]);
    expect((await jobs()).captured).toBe(0);
    const seen = await state(id, renter);
    expect(seen.deposit).toEqual({ amount: 100000, status: 'captured', capturedAmount: 20000 });
    expect(seen.damageClaim).toMatchObject({ status: 'paid', amountDecided: 20000 });
    expect(await depositIntentOf(id)).toEqual([{ status: 'succeeded', amount: 20000 }]);
    expect((await inject('GET', url, manager)).json().collection).toBe('deposit');
  });

  it('tells the renter at once, takes their answer, shows both sides to staff, and tells both what was taken and released', async () => {
    const { id, signedAt } = await checkedOutClean();
    appClock.set(new Date(signedAt.getTime() + 2 * hour));
    const claimed = await inject('POST', econtractPaths.damageClaim(id), owner, {
      clientId: randomUUID(),
      description: 'The outboard propeller is bent.',
      estimateAmount: 35000,
    });
    expect(claimed.statusCode).toBe(201);
    const toRenter = await noticesTo(ctx.db, 'renter@example.test', id);
    const declared = toRenter.find(
      (n) => n.template === 'econtracts.damageDeclared' && n.channel === 'email',
    );
    expect(declared?.body).toMatch(
      new RegExp(`Give your side before the team decides: http://\\S+/en/booking/${id}/econtract/out`),
    );
    expect(declared?.body).toMatch(
      /Your conversation about this booking: http:\/\/\S+\/en\/account\/chat\/[0-9a-f]{32}\/\d+$/,
    );

    const page = await inject('GET', tripPaths.detail(id), renter);
    expect(page.json().links.econtractOut).toBe(`/booking/${id}/econtract/out`);
    const seen = await state(id, renter);
    expect(seen.damageClaim).toMatchObject({
      description: 'The outboard propeller is bent.',
      tenantAnswer: null,
      answerable: true,
    });
    const answer = { text: 'The propeller was already bent at check-in, see photo 2.' };
    expect((await inject('POST', econtractPaths.damageAnswer(id), owner, answer)).statusCode).toBe(403);
    expect((await inject('POST', econtractPaths.damageAnswer(id), other, answer)).statusCode).toBe(404);
    const short = await inject('POST', econtractPaths.damageAnswer(id), renter, { text: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ text: 'answerRequired' });
    const answered = await inject('POST', econtractPaths.damageAnswer(id), renter, answer);
    expect(answered.statusCode).toBe(200);
    expect(econtractStateSchema.parse(answered.json()).damageClaim).toMatchObject({
      tenantAnswer: answer.text,
      answerable: false,
    });
    expect((await inject('POST', econtractPaths.damageAnswer(id), renter, answer)).statusCode).toBe(200);
    const other2 = await inject('POST', econtractPaths.damageAnswer(id), renter, {
      text: 'Something else entirely.',
    });
    expect(other2.statusCode).toBe(409);

    const claimId = econtractStateSchema.parse(claimed.json()).damageClaim?.id;
    const url = `/api/admin/damages/${claimId}`;
    expect((await inject('GET', url, manager)).json()).toMatchObject({
      description: 'The outboard propeller is bent.',
      tenantAnswer: answer.text,
    });
    await inject('PUT', url, manager, { status: 'accepted', amountDecided: 15000, decisionMessage: 'Half.' });
    const paid = await inject('PUT', url, manager, { status: 'paid', decisionMessage: 'Taken.' });
    expect(paid.statusCode).toBe(200);
    for (const who of ['renter@example.test', 'owner@example.test']) {
      const settled = (await noticesTo(ctx.db, who, id)).find((n) => n.template === 'damage-paid');
      expect(settled?.body).toMatch(/€150 is taken from the deposit and €850 of the hold is released/);
      expect(settled?.body).toMatch(/Your conversation about this booking: http:\/\/\S+\/account\/chat\//);
    }
    // decided: the renter can no longer answer
    expect((await state(id, renter)).damageClaim?.answerable).toBe(false);
  });

  it('takes the renter’s photos with their answer, shows them to the owner and staff, and nobody else', async () => {
    const { id, signedAt } = await checkedOutClean();
    appClock.set(new Date(signedAt.getTime() + 3 * hour));
    const claimed = await inject('POST', econtractPaths.damageClaim(id), owner, {
      clientId: randomUUID(),
      description: 'A dent in the bow after the trip.',
      estimateAmount: 25000,
    });
    expect(claimed.statusCode).toBe(201);
    // the renter adds their photos to the claimed booking; the owner and strangers cannot
    const uploaded = await uploadPhoto(id, renter);
    expect(uploaded.statusCode).toBe(201);
    const photoId = uploaded.json().id as number;
    expect((await uploadPhoto(id, owner)).statusCode).toBe(409);
    expect((await uploadPhoto(id, other)).statusCode).toBe(404);
    // a photo that is not the renter's own on this booking does not exist for their answer
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO econtract_photos (booking_id, uploader_id, client_id, storage_key, content_type, byte_size, width, height)
       SELECT id, owner_id, $2, 'econtracts/owner-photo.jpg', 'image/jpeg', 1, 1, 1 FROM bookings WHERE id = $1
       RETURNING id::int AS id`,
      [id, randomUUID()],
    );
    const text = 'The dent was there at check-in, see my photo of the bow.';
    for (const photoIds of [
      [photoId, rows[0].id],
      [photoId, 987654321],
    ]) {
      const refused = await inject('POST', econtractPaths.damageAnswer(id), renter, { text, photoIds });
      expect(refused.statusCode).toBe(404);
    }
    const tooMany = await inject('POST', econtractPaths.damageAnswer(id), renter, {
      text,
      photoIds: Array.from({ length: 11 }, (_, i) => photoId + i),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ photoIds: 'tooManyPhotos' });
    expect((await state(id, renter)).damageClaim?.tenantAnswer).toBeNull();

    const answered = await inject('POST', econtractPaths.damageAnswer(id), renter, {
      text,
      photoIds: [photoId],
    });
    expect(answered.statusCode).toBe(200);
    const photoUrl = econtractPaths.photo(id, photoId);
    for (const who of [renter, owner]) {
      const claim = (await state(id, who)).damageClaim;
      expect(claim).toMatchObject({ tenantAnswer: text, answerable: false });
      expect(claim?.tenantAnswerPhotos.map((p) => p.url)).toEqual([photoUrl]);
    }
    // the same answer again is a replay; the photos are then closed to new uploads
    const replay = await inject('POST', econtractPaths.damageAnswer(id), renter, {
      text,
      photoIds: [photoId],
    });
    expect(replay.statusCode).toBe(200);
    expect((await uploadPhoto(id, renter)).statusCode).toBe(409);
    for (const [who, status] of [
      [owner, 200],
      [manager, 200],
      [other, 404],
    ] as const) {
      const res = await inject('GET', photoUrl, who);
      expect(res.statusCode).toBe(status);
      if (status === 200) expect(res.headers['content-type']).toBe('image/jpeg');
    }
    const claimId = econtractStateSchema.parse(claimed.json()).damageClaim?.id;
    const staffView = (await inject('GET', `/api/admin/damages/${claimId}`, manager)).json();
    expect(staffView).toMatchObject({ tenantAnswer: text, tenantEvidence: [{ url: photoUrl }] });
  });

  it('reads "payment pending", not paid, while the capture fails, and paid once the job’s retry captures', async () => {
    const { id, signedAt } = await checkedOutClean(SANDBOX_TEST_CARDS.captureFailsOnce);
    appClock.set(new Date(signedAt.getTime() + 4 * hour));
    const claimed = await inject('POST', econtractPaths.damageClaim(id), owner, {
      clientId: randomUUID(),
      description: 'The anchor chain is missing.',
      estimateAmount: 40000,
    });
    const url = `/api/admin/damages/${econtractStateSchema.parse(claimed.json()).damageClaim?.id}`;
    const decision = { status: 'accepted', amountDecided: 30000, decisionMessage: 'The chain’s price.' };
    expect((await inject('PUT', url, manager, decision)).statusCode).toBe(200);
    const paid = await inject('PUT', url, manager, { status: 'paid', decisionMessage: 'From the deposit.' });
    // the provider failed the capture: the claim does not read paid, and nobody is told it was taken
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'payment_pending', deposit: { status: 'capture_due' } });
    for (const who of [renter, owner]) {
      const seen = await state(id, who);
      expect(seen.damageClaim?.status).toBe('payment_pending');
      expect(seen.deposit).toMatchObject({ status: 'capture_due' });
    }
    expect((await inject('GET', tripPaths.detail(id), renter)).json().econtract.damageClaimStatus).toBe(
      'payment_pending',
    );
    // the manager's dashboard counts it apart, neither open nor paid
    const dashboard = await inject(
      'GET',
      '/api/admin/dashboard/manager?from=2000-01-01&to=2100-01-01',
      manager,
    );
    expect(dashboard.json().damages.paymentPending).toBeGreaterThanOrEqual(1);
    const told = async () =>
      (await noticesTo(ctx.db, 'renter@example.test', id)).filter((n) => n.template === 'damage-paid');
    expect(await told()).toEqual([]);
    expect(await depositIntentOf(id)).toEqual([{ status: 'requires_capture', amount: 100000 }]);
    // staff cannot call it paid another way while the hold is still there to capture
    const outside = await inject('PUT', url, manager, { status: 'paid', collection: 'outside' });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error.code).toBe('damage-capture-pending');

    // the deposit job tries again: the capture succeeds, the claim is paid, both are told once
    const runs = await Promise.all([jobs(), jobs()]);
    expect(runs.reduce((sum, run) => sum + run.captured, 0)).toBe(1);
    expect((await jobs()).captured).toBe(0);
    const settled = await state(id, renter);
    expect(settled.damageClaim?.status).toBe('paid');
    expect(settled.deposit).toEqual({ amount: 100000, status: 'captured', capturedAmount: 30000 });
    expect(await depositIntentOf(id)).toEqual([{ status: 'succeeded', amount: 30000 }]);
    expect((await inject('GET', url, manager)).json()).toMatchObject({
      status: 'paid',
      collection: 'deposit',
    });
    const emails = (await told()).filter((n) => n.channel === 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0].body).toMatch(/€300 is taken from the deposit and €700 of the hold is released/);
  });

  it('is released by the job when the renter cancels before the check-in', async () => {
    const id = await acceptedBooking({ dateFrom: day('09-10'), dateTo: day('09-11') });
    // the day before the trip: the check-in window is open (the deposit is held then) and it has not started
    appClock.set(new Date(`${day('09-09')}T12:00:00Z`));
    await holdDeposit(id);
    expect((await inject('POST', tripPaths.cancel(id), renter, {})).statusCode).toBe(200);
    expect(await statusOf(ctx.db, id)).toBe('cancelled_by_tenant');
    const runs = await Promise.all([jobs(), jobs()]);
    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBe(1);
    expect((await state(id, renter)).deposit.status).toBe('released');
    expect(await depositIntentOf(id)).toEqual([{ status: 'canceled', amount: 100000 }]);
  });

  it('is released at once when the owner says there is no damage, once, and closes their window', async () => {
    const { id } = await checkedOutClean();
    const noDamage = () => inject('POST', econtractPaths.noDamage(id), owner, {});
    expect((await inject('POST', econtractPaths.noDamage(id), renter, {})).statusCode).toBe(403);
    expect((await inject('POST', econtractPaths.noDamage(id), other, {})).statusCode).toBe(404);
    const [first, replay] = await Promise.all([noDamage(), noDamage(), jobs()]);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    // the job may have claimed the release first (PostgreSQL runs them truly at once): once all three
    // are done, the deposit is released, once
    expect(econtractStateSchema.parse(first.json()).deposit.status).toMatch(/^release(_due|d)$/);
    const seen = await state(id, owner);
    expect(seen.deposit.status).toBe('released');
    expect(seen.damageDeclarableUntil).toBeNull();
    expect(await depositIntentOf(id)).toEqual([{ status: 'canceled', amount: 100000 }]);
    const late = await inject('POST', econtractPaths.damageClaim(id), owner, {
      clientId: randomUUID(),
      description: 'Changed my mind.',
      estimateAmount: 10000,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('damage-waived');
  });

  it('never reads a claim paid with nothing captured, unless staff record that it was paid another way', async () => {
    const { id, signedAt } = await checkedOutClean();
    appClock.set(new Date(signedAt.getTime() + 5 * hour));
    const claimed = await inject('POST', econtractPaths.damageClaim(id), owner, {
      clientId: randomUUID(),
      description: 'A torn sail.',
      estimateAmount: 30000,
    });
    const claimId = econtractStateSchema.parse(claimed.json()).damageClaim?.id;
    // the hold went away (an expired authorisation, a release by hand): nothing left to capture
    await ctx.db.query(`UPDATE deposits SET status = 'released' WHERE booking_id = $1`, [id]);
    const url = `/api/admin/damages/${claimId}`;
    const decision = { status: 'accepted', amountDecided: 20000, decisionMessage: 'On the quote.' };
    expect((await inject('PUT', url, manager, decision)).statusCode).toBe(200);
    const paid = { status: 'paid', amountDecided: 20000, decisionMessage: 'Settled.' };
    const refused = await inject('PUT', url, manager, paid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('damage-not-backed');
    expect((await inject('GET', url, manager)).json().status).toBe('accepted');
    const outside = await inject('PUT', url, manager, { ...paid, collection: 'outside' });
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toMatchObject({ status: 'paid', collection: 'outside', amountDecided: 20000 });
    expect((await inject('PUT', url, manager, { ...paid, collection: 'cash' })).statusCode).toBe(400);
  });
});

describe('a signature typed by keyboard', () => {
  it('needs the full name and the box ticked, then is kept as typed, sealed and printed', async () => {
    const id = await acceptedBooking({ dateFrom: day('07-14'), dateTo: day('07-15') });
    await holdDeposit(id);
    const checkIn = await inject(
      'POST',
      econtractPaths.inspection(id, 'in'),
      owner,
      form([], { damages: [] }),
    );
    const contractId = checkIn.json().id;
    const url = econtractPaths.signature(id, contractId);

    const unticked = await inject('POST', url, renter, {
      method: 'typed',
      typedName: 'Rita Renter',
      png: signaturePng,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.fields).toEqual({ typedConsent: 'typedConsentRequired' });
    const nameless = await inject('POST', url, renter, {
      method: 'typed',
      typedName: ' ',
      typedConsent: true,
      png: signaturePng,
    });
    expect(nameless.json().error.fields).toEqual({ typedName: 'typedNameRequired' });
    const undrawn = await inject('POST', url, renter, { png: signaturePng });
    expect(undrawn.json().error.fields).toEqual({ strokes: 'signatureRequired' });
    expect((await state(id, renter)).checkIn?.tenantSignedAt).toBeNull();

    const typed = await inject('POST', url, renter, {
      method: 'typed',
      typedName: '  Rita Renter ',
      typedConsent: true,
      png: signaturePng,
    });
    expect(typed.statusCode).toBe(200);
    expect(inspectionSchema.parse(typed.json())).toMatchObject({
      tenantSignatureMethod: 'typed',
      tenantStrokes: null,
      ownerSignatureMethod: null,
    });
    const sealed = inspectionSchema.parse((await sign(id, contractId, owner)).json());
    expect(sealed).toMatchObject({
      status: 'signed',
      tenantSignatureMethod: 'typed',
      ownerSignatureMethod: 'drawn',
    });
    const { rows } = await ctx.db.query(
      'SELECT tenant_signature_method, tenant_typed_name, owner_signature_method, tenant_signature IS NOT NULL AS png FROM econtracts WHERE id = $1',
      [contractId],
    );
    expect(rows[0]).toEqual({
      tenant_signature_method: 'typed',
      tenant_typed_name: 'Rita Renter',
      owner_signature_method: 'drawn',
      png: true,
    });
    expect((await jobs()).pdfs).toBeGreaterThanOrEqual(1);
    const pdf = await inject('GET', econtractPaths.pdf(id, contractId), renter);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a whole trip in its own thread (DESIGN: one booking, everything hangs off it)', () => {
  afterEach(() => appClock.set(null));
  const PHONE = 'Call me on +33 6 12 34 56 78 when you arrive';
  const thread = async (hash: string, who: Headers) => {
    const res = await inject('GET', `${messagingPaths.messages}?conversation=${hash}`, who);
    expect(res.statusCode).toBe(200);
    return (res.json() as MessagePage).items;
  };

  it('request, accept, chat, check-in, check-out and review: every move is a line of the request’s thread', async () => {
    appClock.set(null);
    const dates = { dateFrom: day('10-14'), dateTo: day('10-15') };
    const id = await payBooking(ctx.app, fixture.productId, renter, dates, {
      message: 'Hello, we arrive at nine with two children.',
    });
    const links = async (who: Headers) => (await inject('GET', tripPaths.detail(id), who)).json().links;
    const chat = (await links(renter)).conversation;
    expect(chat).toMatch(/^\/account\/chat\/[0-9a-f]{32}\/\d+$/);
    expect((await links(owner)).conversation).toBe(chat);
    const hash = chat.split('/')[3];
    expect((await thread(hash, owner))[0]).toMatchObject({
      senderRole: 'tenant',
      body: 'Hello, we arrive at nine with two children.',
    });
    const said = await inject('POST', messagingPaths.messages, renter, {
      conversationHash: hash,
      clientId: randomUUID(),
      body: PHONE,
    });
    expect(said.statusCode).toBe(201);
    const mine = said.json().message.id;
    const ownerReads = async () => (await thread(hash, owner)).find((m) => m.id === mine);
    expect(await ownerReads()).toMatchObject({ masked: true });

    expect((await inject('POST', tripPaths.accept(id), owner, {})).statusCode).toBe(200);
    expect(await ownerReads()).toMatchObject({ masked: false, body: PHONE });

    // the handover on the trip's last day
    appClock.set(new Date(`${dates.dateTo}T12:00:00Z`));
    await holdDeposit(id);
    const checkIn = await inject(
      'POST',
      econtractPaths.inspection(id, 'in'),
      owner,
      form([], { damages: [] }),
    );
    await sign(id, checkIn.json().id, owner);
    await sign(id, checkIn.json().id, renter);
    const checkOut = await inject(
      'POST',
      econtractPaths.inspection(id, 'out'),
      owner,
      form([], { damages: [] }),
    );
    await sign(id, checkOut.json().id, owner);
    await sign(id, checkOut.json().id, renter);
    expect(await statusOf(ctx.db, id)).toBe('checked_out');
    appClock.set(new Date(`${day('10-17')}T09:00:00Z`));
    expect(await completeEndedStays(ctx.db, appClock.now(), 50)).toBeGreaterThan(0);
    expect(await statusOf(ctx.db, id)).toBe('completed');
    const review = (who: Headers, payload: object) => inject('POST', tripPaths.review(id), who, payload);
    expect(
      (
        await review(renter, {
          rating: 5,
          criteria: { boat: 5, owner: 4, cleanliness: 5, valueForMoney: 4, experience: 5 },
          comment: 'A lovely boat and a very helpful owner.',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await review(owner, {
          rating: 4,
          criteria: { communication: 5, care: 4, punctuality: 4 },
          comment: 'Careful renters, back on time.',
        })
      ).statusCode,
    ).toBe(201);
    expect(await statusOf(ctx.db, id)).toBe('reviewed');

    // one thread from the request to the review, read the same by both, linked from both pages
    for (const who of [renter, owner]) {
      const items = await thread(hash, who);
      expect(items[0]).toMatchObject({
        senderRole: 'tenant',
        body: 'Hello, we arrive at nine with two children.',
      });
      expect(items.filter((m) => m.senderRole === 'system').map((m) => m.bookingStatus)).toEqual([
        'paid',
        'accepted',
        'checked_in',
        'checked_out',
        'completed',
        'reviewed',
      ]);
      expect((await links(who)).conversation).toBe(chat);
    }
    expect(await ownerReads()).toMatchObject({ masked: false, body: PHONE });
  });
});
