import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tripPaths } from '../../../shared/bookings/trips.ts';
import { SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import { econtractPaths, econtractStateSchema } from '../../../shared/econtracts/econtracts.ts';
import { type MessagePage, messagingPaths } from '../../../shared/messaging/messaging.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { appClock } from '../../http/clock.ts';
import { noticesTo, payBooking } from '../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import {
  bookSession,
  confirmCheckout,
  createIntent,
  type Headers,
  payWithCard,
} from '../payments/testPayments.ts';

/**
 * A booking's own thread through its life (DESIGN: one booking, everything hangs off it): the
 * request opens it with the renter's message, each move is a line of it, masking follows the
 * booking, and both booking pages and the success page link to it.
 */
let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => appClock.set(null));

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

const thread = async (hash: string, who: Headers) => {
  const res = await get(`${messagingPaths.messages}?conversation=${hash}`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as MessagePage;
};
const hashOf = (path: string) => path.split('/')[3];
const PHONE = 'Call me on +33 6 12 34 56 78 when you arrive';

describe('a booking request and its conversation', () => {
  let id: number;
  let hash: string;

  it('opens the thread with the request’s message; the success page and both booking pages link to it', async () => {
    const session = await bookSession(
      ctx.app,
      fixture.productId,
      renter,
      {
        dateFrom: day('06-10'),
        dateTo: day('06-12'),
      },
      'fr',
      { message: 'Bonjour, nous arrivons vers 9 h avec deux enfants.' },
    );
    const intent = await createIntent(ctx.app, session, renter);
    await payWithCard(ctx.app, intent.clientSecret, SANDBOX_TEST_CARDS.succeeds, 'fr');
    const outcome = await confirmCheckout(ctx.app, session, renter, intent.intentId);
    expect(outcome.body.status).toBe('paid');
    id = outcome.body.bookingId as number;

    const forRenter = (await get(tripPaths.detail(id), renter)).json();
    const forOwner = (await get(tripPaths.detail(id), owner)).json();
    expect(forRenter.links.conversation).toMatch(/^\/account\/chat\/[0-9a-f]{32}\/\d+$/);
    expect(forOwner.links.conversation).toBe(forRenter.links.conversation);
    hash = hashOf(forRenter.links.conversation);

    const success = await get(`/api/v6/checkout/${session}/success?_locale=fr`, renter);
    expect(success.statusCode).toBe(200);
    expect(success.json().urlConversation).toBe(`/fr${forRenter.links.conversation}`);

    // The owner's request e-mail leads to the thread too (in their language: the fixture's owner reads en).
    const mail = (await noticesTo(ctx.db, 'owner@example.test', id)).find(
      (n) => n.template === 'bookings.requestReceived' && n.channel === 'email',
    );
    expect(mail?.body).toContain(`Your conversation about this booking: http://`);
    expect(mail?.body).toContain(`/account/chat/${hash}/`);

    const seen = await thread(hash, owner);
    expect(seen.items.map((m) => [m.senderRole, m.body, m.bookingStatus ?? null])).toEqual([
      ['tenant', 'Bonjour, nous arrivons vers 9 h avec deux enfants.', null],
      ['system', '', 'paid'],
    ]);
  });

  it('masks contact details until the owner accepts, lifts them for both, and masks them again after a cancellation', async () => {
    const sent = await post(messagingPaths.messages, renter, {
      conversationHash: hash,
      clientId: randomUUID(),
      body: PHONE,
    });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json().message.id;
    const ownerReads = async () => (await thread(hash, owner)).items.find((m) => m.id === messageId);
    expect(await ownerReads()).toMatchObject({ masked: true, body: 'Call me on ••• when you arrive' });

    expect((await post(tripPaths.accept(id), owner)).statusCode).toBe(200);
    expect(await ownerReads()).toMatchObject({ masked: false, body: PHONE });
    const answer = await post(messagingPaths.messages, owner, {
      conversationHash: hash,
      clientId: randomUUID(),
      body: 'Sure, mine is 06 98 76 54 32',
    });
    const renterSees = (await thread(hash, renter)).items;
    expect(renterSees.find((m) => m.id === answer.json().message.id)).toMatchObject({
      masked: false,
      body: 'Sure, mine is 06 98 76 54 32',
    });
    expect(renterSees.filter((m) => m.senderRole === 'system').map((m) => m.bookingStatus)).toEqual([
      'paid',
      'accepted',
    ]);
    const summary = (await get(messagingPaths.conversation(hash), renter)).json();
    expect(summary).toMatchObject({ contactDetailsShared: true, booking: { id, status: 'accepted' } });

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: tripPaths.cancel(id),
      headers: { ...renter, 'idempotency-key': randomUUID() },
      payload: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await ownerReads()).toMatchObject({ masked: true, body: 'Call me on ••• when you arrive' });
    const after = (await thread(hash, renter)).items;
    expect(after.find((m) => m.id === answer.json().message.id)).toMatchObject({
      masked: true,
      body: 'Sure, mine is •••',
    });
    expect(after.at(-1)).toMatchObject({ senderRole: 'system', bookingStatus: 'cancelled_by_tenant' });
    expect((await get(messagingPaths.conversation(hash), owner)).json().contactDetailsShared).toBe(false);
  });

  it('links the thread from every e-mail about the booking and its money, in the reader’s language', async () => {
    const { rows } = await ctx.db.query<{ template: string; body: string; thread_url: string | null }>(
      `SELECT template, body, payload ->> 'threadUrl' AS thread_url FROM outbox
        WHERE recipient = 'renter@example.test' AND channel = 'email' AND (payload ->> 'bookingId')::bigint = $1
          AND (template LIKE 'payments.%' OR template LIKE 'bookings.%') ORDER BY id`,
      [id],
    );
    // the card's authorisation (a payment e-mail), the acceptance with its charge and the
    // cancellation with its refund (booking notices): all in the recipient's account language (en),
    // though the checkout was made in French (DESIGN: whose language)
    expect(rows.map((r) => r.template)).toEqual(
      expect.arrayContaining(['payments.requestSent', 'bookings.requestAccepted']),
    );
    for (const mail of rows) {
      expect(mail.thread_url).toMatch(new RegExp(`^http://[^/]+/en/account/chat/${hash}/\\d+$`));
      expect(mail.body).toContain(`Your conversation about this booking: ${mail.thread_url}`);
    }
  });

  it('tells both parties’ open pages of each move, and status lines never count as unread', async () => {
    const { rows } = await ctx.db.query<{ email: string; status: string }>(
      `SELECT u.email, e.payload ->> 'status' AS status FROM events e JOIN users u ON u.id = e.user_id
        WHERE e.type = 'booking.changed' AND (e.payload ->> 'bookingId')::bigint = $1 ORDER BY e.id`,
      [id],
    );
    expect(rows).toEqual([
      { email: 'renter@example.test', status: 'paid' },
      { email: 'owner@example.test', status: 'paid' },
      { email: 'renter@example.test', status: 'accepted' },
      { email: 'owner@example.test', status: 'accepted' },
      { email: 'renter@example.test', status: 'cancelled_by_tenant' },
      { email: 'owner@example.test', status: 'cancelled_by_tenant' },
    ]);
    // The owner read the thread by answering; the renter has that answer to read, and no status line.
    const unread = (who: Headers) => get(messagingPaths.unreadCount, who).then((r) => r.json().total);
    expect(await unread(renter)).toBe(1);
    expect(await unread(owner)).toBe(0);
  });
});

describe('a question before booking', () => {
  it('becomes the booking’s thread: the request’s message follows it', async () => {
    const asked = await post(`/api/v6/products/${fixture.productId}/conversations`, renter, {
      message: 'Is the boat free in early July?',
    });
    expect(asked.statusCode).toBe(201);
    const id = await payBooking(
      ctx.app,
      fixture.productId,
      renter,
      { dateFrom: day('07-02'), dateTo: day('07-04') },
      { message: 'Booked, see you then!' },
    );
    const link = (await get(tripPaths.detail(id), owner)).json().links.conversation;
    expect(hashOf(link)).toBe(asked.json().hash);
    const bodies = (await thread(asked.json().hash, owner)).items.map((m) => m.body || m.bookingStatus);
    expect(bodies).toEqual(['Is the boat free in early July?', 'Booked, see you then!', 'paid']);
  });
});

describe('the handover window', () => {
  it('refuses a check-in eight months ahead with a 409 that says when it opens, and opens a day before', async () => {
    const id = await payBooking(ctx.app, fixture.productId, renter, {
      dateFrom: day('08-10'),
      dateTo: day('08-12'),
    });
    expect((await post(tripPaths.accept(id), owner)).statusCode).toBe(200);
    const state = econtractStateSchema.parse((await get(econtractPaths.state(id), owner)).json());
    const opensAt = state.handover?.checkInOpensAt as string;
    expect(state.handover).toMatchObject({ checkIn: 'notYet', checkOut: 'notYet', timeZone: 'Europe/Paris' });
    // The fixture's harbour is in Europe: a day before the first day, at the harbour's midnight.
    expect(new Date(opensAt).getTime()).toBe(
      new Date(`${day('08-10')}T00:00:00Z`).getTime() - 24 * 3_600_000 - 2 * 3_600_000,
    );
    expect(state.handover?.checkOutOpensAt).toBe(new Date(`${day('08-12')}T00:00:00+02:00`).toISOString());

    appClock.set(new Date(new Date(opensAt).getTime() - 240 * 86_400_000));
    const form = {
      clientId: randomUUID(),
      skipper: { name: 'Rita Renter', idDocument: 'P1234567', licenceNumber: '' },
      fuelLevel: 100,
      engineHours: 12,
      equipment: [],
      damages: [],
      remarks: '',
    };
    const early = await post(econtractPaths.inspection(id, 'in'), owner, form);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'handover-not-open',
      message: `The check-in opens on ${opensAt}.`,
      fields: { checkIn: 'handoverNotOpenYet' },
    });
    appClock.set(new Date(new Date(opensAt).getTime() + 60_000));
    const recorded = await post(econtractPaths.inspection(id, 'in'), owner, form);
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ recordedBy: 'owner', fuelLevel: 100 });

    // The renter's form never replaces the owner's record: they review it, add remarks and sign.
    const overwrite = await post(econtractPaths.inspection(id, 'in'), renter, {
      ...form,
      clientId: randomUUID(),
      fuelLevel: 25,
    });
    expect(overwrite.statusCode).toBe(409);
    expect(overwrite.json().error.code).toBe('econtract-recorded-by-other');
    const signed = await post(econtractPaths.signature(id, recorded.json().id), renter, {
      method: 'typed',
      typedName: 'Rita Renter',
      typedConsent: true,
      remarks: 'A small scratch near the ladder.',
      png: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    });
    expect(signed.statusCode).toBe(200);
    const seen = econtractStateSchema.parse((await get(econtractPaths.state(id), owner)).json()).checkIn;
    expect(seen).toMatchObject({
      fuelLevel: 100,
      recordedBy: 'owner',
      tenantRemarks: 'A small scratch near the ladder.',
      tenantSignedAt: expect.any(String),
    });
  });
});

describe('an instant booking and its conversation', () => {
  it('opens with the renter’s message and "booked": no line or live event says it waits for the owner', async () => {
    await ctx.db.query('UPDATE products SET instant_booking = true WHERE id = $1', [fixture.productId]);
    try {
      const id = await payBooking(
        ctx.app,
        fixture.productId,
        renter,
        { dateFrom: day('09-14'), dateTo: day('09-16') },
        { message: 'We will be four, arriving at ten.' },
      );
      const link = (await get(tripPaths.detail(id), renter)).json().links.conversation;
      for (const who of [renter, owner]) {
        const lines = (await thread(hashOf(link), who)).items.map((m) => m.body || m.bookingStatus);
        expect(lines).toEqual(['We will be four, arriving at ten.', 'accepted']);
      }
      const { rows } = await ctx.db.query<{ status: string }>(
        `SELECT e.payload ->> 'status' AS status FROM events e
          WHERE e.type = 'booking.changed' AND (e.payload ->> 'bookingId')::bigint = $1 ORDER BY e.id`,
        [id],
      );
      expect(rows.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    } finally {
      await ctx.db.query('UPDATE products SET instant_booking = false WHERE id = $1', [fixture.productId]);
    }
  });
});
