import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Attachment,
  type ConversationPage,
  type MessagePage,
  messagingPaths,
  type SendMessageAnswer,
} from '../../../shared/messaging/messaging.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { sendChunkedUpload } from '../../../tests/helpers/chunkedUpload.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import type { Headers } from '../payments/testPayments.ts';
import { MASK } from './masking.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let renter: Headers;
let owner: Headers;
let other: Headers;
let hash: string;

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bosun-messaging-')) });
  fixture = await insertProductFixture(ctx.db);
  await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
  hash = await openConversation(renter, 'Hello, is the boat free in July?');
});
afterAll(() => ctx.close());

/** "Contact the owner" on the product page: the conversation the messenger then carries. */
async function openConversation(headers: Headers, message: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v6/products/${fixture.productId}/conversations`,
    headers,
    payload: { message },
  });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().hash;
}

const send = (headers: Headers, body: string, clientId: string = randomUUID(), conversationHash = hash) =>
  ctx.app.inject({
    method: 'POST',
    url: messagingPaths.messages,
    headers,
    payload: { conversationHash, clientId, body },
  });
const thread = async (headers: Headers, query = '') =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `${messagingPaths.messages}?conversation=${hash}${query}`,
      headers,
    })
  ).json() as MessagePage;
const unread = async (headers: Headers) =>
  (await ctx.app.inject({ method: 'GET', url: messagingPaths.unreadCount, headers })).json().total as number;
const read = (headers: Headers, payload: object = { conversationHash: hash }) =>
  ctx.app.inject({ method: 'POST', url: messagingPaths.read, headers, payload });

describe('sending', () => {
  it('is idempotent by the writer’s clientId: a retry answers the same message and stores one', async () => {
    const clientId = randomUUID();
    const first = await send(renter, 'We are four adults.', clientId);
    const retry = await send(renter, 'We are four adults.', clientId);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    const [a, b] = [first.json() as SendMessageAnswer, retry.json() as SendMessageAnswer];
    expect(b.created).toBe(false);
    expect(b.message).toEqual(a.message);
    expect(a.message).toMatchObject({
      clientId,
      mine: true,
      senderRole: 'tenant',
      body: 'We are four adults.',
    });
    const stored = await ctx.db.query('SELECT 1 FROM messages WHERE client_id = $1', [clientId]);
    expect(stored.rows).toHaveLength(1);
    const mine = (await thread(renter)).items.filter((m) => m.clientId === clientId);
    expect(mine).toHaveLength(1);
  });

  it('refuses a clientId already used in another conversation, and changes nothing', async () => {
    const clientId = randomUUID();
    expect((await send(renter, 'First', clientId)).statusCode).toBe(201);
    await ctx.db.query(
      `INSERT INTO conversations (hash, product_id, tenant_id, owner_id) VALUES ('otherthread01', $1, $2, $3)`,
      [fixture.productId, fixture.renterId, fixture.ownerId],
    );
    const reused = await send(renter, 'Second', clientId, 'otherthread01');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('client-id-reused');
    const stored = await ctx.db.query(`SELECT 1 FROM messages WHERE body = 'Second'`);
    expect(stored.rows).toHaveLength(0);
  });

  it('answers 400 with the field for bad input, never a 500, and stores nothing', async () => {
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages')).rows[0].n;
    const badId = await send(renter, 'Hello', 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toEqual({ clientId: 'clientIdInvalid' });
    const empty = await send(renter, '   ');
    expect(empty.json().error.fields).toEqual({ body: 'messageRequired' });
    const tooLong = await send(renter, 'x'.repeat(4001));
    expect(tooLong.json().error.fields).toEqual({ body: 'messageTooLong' });
    const noBody = await ctx.app.inject({ method: 'POST', url: messagingPaths.messages, headers: renter });
    expect(noBody.statusCode).toBe(400);
    const badCursor = await ctx.app.inject({
      method: 'GET',
      url: `${messagingPaths.conversations}?before=yesterday`,
      headers: renter,
    });
    expect(badCursor.statusCode).toBe(400);
    const badBefore = await ctx.app.inject({
      method: 'GET',
      url: `${messagingPaths.messages}?conversation=${hash}&before=-3`,
      headers: renter,
    });
    expect(badBefore.statusCode).toBe(400);
    const after = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages')).rows[0].n;
    expect(after).toBe(before);
  });
});

describe('the push of a new message (issue 20)', () => {
  it('goes at once to the reader’s phone, masked as they read it, with the thread as deep link; once per message', async () => {
    await ctx.db.query(
      `UPDATE users SET push_notif_accepted = true, language_code = 'fr' WHERE email = 'renter@example.test'`,
    );
    await ctx.db.query(
      `INSERT INTO devices (user_id, device_token, device_type, fcm_token)
       SELECT id, 'renter-phone', 'ios', 'renter-fcm' FROM users WHERE email = 'renter@example.test'`,
    );
    const clientId = randomUUID();
    const sent = await send(owner, 'Yes, call me on 06 12 34 56 78', clientId);
    expect(sent.statusCode).toBeLessThan(300);
    await send(owner, 'Yes, call me on 06 12 34 56 78', clientId);
    const { rows } = await ctx.db.query<{ subject: string; body: string; link: string; object_type: string }>(
      `SELECT subject, body, payload ->> 'deepLink' AS link, payload ->> 'objectType' AS object_type
         FROM outbox WHERE recipient = 'renter-fcm' AND template = 'messages.new'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].subject).toMatch(/ vous a envoyé un message$/);
    expect(rows[0].body).toContain(MASK);
    expect(rows[0].body).not.toContain('06 12 34 56 78');
    expect(rows[0].link).toMatch(new RegExp(`^/fr/account/chat/${hash}/\\d+$`));
    expect(rows[0].object_type).toBe('conversation');
    // No e-mail now: the unread-messages digest tells by e-mail later.
    const emails = await ctx.db.query(
      `SELECT 1 FROM outbox WHERE template = 'messages.new' AND channel = 'email'`,
    );
    expect(emails.rows).toEqual([]);
  });
});

describe('masking before the booking is accepted', () => {
  it('masks phone numbers, e-mails and links for the other party and tells the writer', async () => {
    const sent = await send(renter, 'Call me on +33 6 12 34 56 78 or write to jo@mail.fr');
    const answer = sent.json() as SendMessageAnswer;
    expect(answer.message).toMatchObject({
      masked: true,
      body: 'Call me on +33 6 12 34 56 78 or write to jo@mail.fr',
    });
    const seenByOwner = (await thread(owner)).items.find((m) => m.id === answer.message.id);
    expect(seenByOwner).toMatchObject({
      masked: true,
      mine: false,
      body: `Call me on ${MASK} or write to ${MASK}`,
    });
  });

  it('lets contact details through once the conversation’s booking is accepted', async () => {
    const booking = await ctx.db.query<{ id: number }>(
      `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                             price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
       VALUES ('BSN-MSG1', $1, $2, $3, '[2030-07-01,2030-07-04)', 2, 'accepted', 'Blue Wind', '[]', 60000, 60000,
               60000, 'moderate') RETURNING id`,
      [fixture.productId, fixture.renterId, fixture.ownerId],
    );
    await ctx.db.query(
      `INSERT INTO conversations (hash, product_id, booking_id, tenant_id, owner_id) VALUES ('bookedthread1', $1, $2, $3, $4)`,
      [fixture.productId, booking.rows[0].id, fixture.renterId, fixture.ownerId],
    );
    const sent = await send(owner, 'My number: 06 12 34 56 78', randomUUID(), 'bookedthread1');
    expect((sent.json() as SendMessageAnswer).message.masked).toBe(false);
    const page = (
      await ctx.app.inject({
        method: 'GET',
        url: `${messagingPaths.messages}?conversation=bookedthread1`,
        headers: renter,
      })
    ).json() as MessagePage;
    expect(page.items.map((m) => m.body)).toEqual(['My number: 06 12 34 56 78']);
    const summary = await ctx.app.inject({
      method: 'GET',
      url: messagingPaths.conversation('bookedthread1'),
      headers: renter,
    });
    expect(summary.json()).toMatchObject({
      contactDetailsShared: true,
      booking: { reference: 'BSN-MSG1', status: 'accepted', startDate: '2030-07-01', endDate: '2030-07-03' },
    });
  });

  it('puts the booking’s next action beside the thread, each party their own', async () => {
    const booking = await ctx.db.query<{ id: number }>(
      `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                             price_lines, rental_amount, total_amount, online_amount, cancellation_policy,
                             paid_at, response_due_at)
       VALUES ('BSN-MSG2', $1, $2, $3, '[2030-08-01,2030-08-04)', 2, 'paid', 'Blue Wind', '[]', 60000, 60000,
               60000, 'moderate', now(), now() + interval '40 hours') RETURNING id`,
      [fixture.productId, fixture.renterId, fixture.ownerId],
    );
    const id = booking.rows[0].id;
    await ctx.db.query(
      `INSERT INTO conversations (hash, product_id, booking_id, tenant_id, owner_id) VALUES ('requestthread1', $1, $2, $3, $4)`,
      [fixture.productId, id, fixture.renterId, fixture.ownerId],
    );
    const nextActionOf = async (headers: Record<string, string>) =>
      (
        await ctx.app.inject({ method: 'GET', url: messagingPaths.conversation('requestthread1'), headers })
      ).json().booking.nextAction;
    expect(await nextActionOf(owner)).toMatchObject({
      kind: 'answerRequest',
      path: `/booking/${id}/detail#owner-answer`,
    });
    expect(await nextActionOf(renter)).toMatchObject({ kind: 'waitForOwner' });
  });

  it('names the boat in the page’s language, in the list and the thread', async () => {
    await ctx.db.query(
      `INSERT INTO product_translations (product_id, language, title, description) VALUES ($1, 'fr', 'Vent Bleu', '')
       ON CONFLICT (product_id, language) DO UPDATE SET title = excluded.title`,
      [fixture.productId],
    );
    const read = async (url: string) =>
      (await ctx.app.inject({ method: 'GET', url, headers: renter })).json();
    const thread = await read(`${messagingPaths.conversation('requestthread1')}?_locale=fr`);
    expect(thread.product.title).toBe('Vent Bleu');
    const list = await read(`${messagingPaths.conversations}?_locale=fr`);
    expect(list.items.map((c: { product: { title: string } }) => c.product.title)).toContain('Vent Bleu');
    expect((await read(messagingPaths.conversation('requestthread1'))).product.title).not.toBe('Vent Bleu');
  });

  it('shows support’s edits and hidden messages as such to both parties', async () => {
    const hidden = (await send(renter, 'Pay me in cash')).json() as SendMessageAnswer;
    const edited = (await send(renter, 'Pay me on my site')).json() as SendMessageAnswer;
    await ctx.db.query('UPDATE messages SET hidden = true WHERE id = $1', [hidden.message.id]);
    await ctx.db.query(
      `UPDATE messages SET original_body = body, body = 'Removed by Bosun support.', edited = true WHERE id = $1`,
      [edited.message.id],
    );
    for (const headers of [renter, owner]) {
      const items = (await thread(headers)).items;
      expect(items.find((m) => m.id === hidden.message.id)).toMatchObject({ hidden: true, body: null });
      expect(items.find((m) => m.id === edited.message.id)).toMatchObject({
        editedBySupport: true,
        body: 'Removed by Bosun support.',
      });
    }
  });
});

describe('access', () => {
  it('asks a signed-out visitor to sign in on every call', async () => {
    const calls = [
      ctx.app.inject({ method: 'GET', url: messagingPaths.conversations }),
      ctx.app.inject({ method: 'GET', url: messagingPaths.unreadCount }),
      ctx.app.inject({ method: 'GET', url: messagingPaths.conversation(hash) }),
      ctx.app.inject({ method: 'GET', url: `${messagingPaths.messages}?conversation=${hash}` }),
      send({}, 'Hello'),
      read({}),
      ctx.app.inject({ method: 'GET', url: messagingPaths.events }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('answers 404 to a third user on every call about the conversation, and lists nothing of it', async () => {
    const before = (await thread(owner)).items.length;
    const calls = [
      ctx.app.inject({ method: 'GET', url: messagingPaths.conversation(hash), headers: other }),
      ctx.app.inject({
        method: 'GET',
        url: `${messagingPaths.messages}?conversation=${hash}`,
        headers: other,
      }),
      send(other, 'Let me in'),
      read(other),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
    }
    const list = (
      await ctx.app.inject({ method: 'GET', url: messagingPaths.conversations, headers: other })
    ).json();
    expect(list).toEqual({ items: [], nextCursor: null });
    expect(await unread(other)).toBe(0);
    expect((await thread(owner)).items).toHaveLength(before);
  });
});

describe('read state', () => {
  it('counts what the other party wrote until it is read, then shows the writer it was seen', async () => {
    await read(owner);
    expect(await unread(owner)).toBe(0);
    const renterUnread = await unread(renter);
    const first = (await send(renter, 'One more question')).json() as SendMessageAnswer;
    const second = (await send(renter, 'Is fuel included?')).json() as SendMessageAnswer;
    expect(await unread(owner)).toBe(2);
    // one's own messages never count
    expect(await unread(renter)).toBe(renterUnread);

    const upToFirst = await read(owner, { conversationHash: hash, lastMessageId: first.message.id });
    expect(upToFirst.statusCode).toBe(200);
    expect(await unread(owner)).toBe(1);
    let mine = (await thread(renter)).items.filter((m) => m.mine);
    expect(mine.find((m) => m.id === first.message.id)?.seen).toBe(true);
    expect(mine.find((m) => m.id === second.message.id)?.seen).toBe(false);

    await read(owner);
    expect(await unread(owner)).toBe(0);
    mine = (await thread(renter)).items.filter((m) => m.mine);
    expect(mine.every((m) => m.seen)).toBe(true);
    // the mark never moves back
    await read(owner, { conversationHash: hash, lastMessageId: first.message.id });
    expect(await unread(owner)).toBe(0);
  });

  it('lists the conversation with the other party, the boat, the last message and the unread count', async () => {
    await send(renter, 'See you soon');
    const page = (
      await ctx.app.inject({ method: 'GET', url: messagingPaths.conversations, headers: owner })
    ).json() as ConversationPage;
    const row = page.items.find((c) => c.hash === hash);
    expect(row).toMatchObject({
      role: 'owner',
      otherParty: { firstName: expect.any(String) },
      product: { id: fixture.productId },
      booking: null,
      contactDetailsShared: false,
      unreadCount: 1,
      lastMessage: { body: 'See you soon', mine: false, senderRole: 'tenant' },
    });
  });
});

describe('paging', () => {
  it('pages a long thread back in time without gaps or repeats', async () => {
    await ctx.db.query(
      `INSERT INTO conversations (hash, product_id, tenant_id, owner_id) VALUES ('longthread001', $1, $2, $3)`,
      [fixture.productId, fixture.renterId, fixture.ownerId],
    );
    for (let i = 1; i <= 35; i++) await send(owner, `Message ${i}`, randomUUID(), 'longthread001');
    const url = `${messagingPaths.messages}?conversation=longthread001`;
    const first = (await ctx.app.inject({ method: 'GET', url, headers: renter })).json() as MessagePage;
    expect(first.items).toHaveLength(30);
    expect(first.items[0].body).toBe('Message 6');
    expect(first.items[29].body).toBe('Message 35');
    const second = (
      await ctx.app.inject({ method: 'GET', url: `${url}&before=${first.nextBefore}`, headers: renter })
    ).json() as MessagePage;
    expect(second.items.map((m) => m.body)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(second.nextBefore).toBeNull();
  });

  it('pages the inbox newest activity first with a keyset cursor', async () => {
    for (let i = 0; i < 25; i++) {
      await ctx.db.query(
        `INSERT INTO conversations (hash, product_id, tenant_id, owner_id, last_message_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(days => 10 + $5::int))`,
        [
          `pagedthread${String(i).padStart(2, '0')}`,
          fixture.productId,
          fixture.otherRenterId,
          fixture.ownerId,
          i,
        ],
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${messagingPaths.conversations}${cursor ? `?before=${cursor}` : ''}`;
      const page = (await ctx.app.inject({ method: 'GET', url, headers: other })).json() as ConversationPage;
      seen.push(...page.items.map((c) => c.hash));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `pagedthread${String(i).padStart(2, '0')}`));
  });
});

describe('attachments', () => {
  const upload = (
    headers: Headers,
    bytes: Buffer,
    contentType: string,
    name = 'photo.jpg',
    conversation = hash,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `${messagingPaths.attachments}?conversation=${conversation}&name=${encodeURIComponent(name)}`,
      headers: { ...headers, 'content-type': contentType },
      payload: bytes,
    });
  const open = (headers: Headers, id: number) =>
    ctx.app.inject({ method: 'GET', url: messagingPaths.attachment(id), headers });

  it('stores a picture without its metadata, for the uploader only until a message carries it', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1b98b8' } })
      .withExif({ IFD0: { Copyright: 'Renter at home, 43.29N 5.37E' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(renter, photo, 'image/jpeg', 'harbour.jpg');
    expect(res.statusCode).toBe(201);
    const attachment = res.json() as Attachment;
    expect(attachment).toMatchObject({ name: 'harbour.jpg', contentType: 'image/jpeg' });

    const mine = await open(renter, attachment.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(mine.rawPayload).metadata();
    expect(stored).toMatchObject({ width: 40, height: 30 });
    expect(stored.exif).toBeUndefined();
    expect((await open(owner, attachment.id)).statusCode).toBe(404);

    const sent = await send(renter, '', randomUUID());
    expect(sent.json().error.fields).toEqual({ body: 'messageRequired' });
    const withFile = await ctx.app.inject({
      method: 'POST',
      url: messagingPaths.messages,
      headers: renter,
      payload: { conversationHash: hash, clientId: randomUUID(), body: '', attachmentIds: [attachment.id] },
    });
    expect(withFile.statusCode).toBe(201);
    expect((withFile.json() as SendMessageAnswer).message.attachments).toEqual([attachment]);
    const ownerCopy = (await thread(owner)).items.at(-1);
    expect(ownerCopy?.attachments.map((a) => a.id)).toEqual([attachment.id]);
    expect((await open(owner, attachment.id)).statusCode).toBe(200);
    expect((await open(other, attachment.id)).statusCode).toBe(404);
    expect((await open({}, attachment.id)).statusCode).toBe(401);
  });

  it('stores a PDF without its document information and XMP metadata, and opens it for both parties', async () => {
    const made = await PDFDocument.create();
    made.addPage([200, 200]);
    made.addPage([200, 200]);
    made.setAuthor('Jeanne Armateur');
    made.setTitle('Charter of the Ocean Breeze');
    made.setCreator('Private Office 2024');
    made.setKeywords(['confidential']);
    const xmp = made.context.stream(
      '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
        '<dc:creator>Jeanne Armateur</dc:creator></x:xmpmeta><?xpacket end="w"?>',
      { Type: 'Metadata', Subtype: 'XML' },
    );
    made.catalog.set(PDFName.of('Metadata'), made.context.register(xmp));
    const pdf = Buffer.from(await made.save({ useObjectStreams: false }));
    expect(pdf.includes('Jeanne Armateur')).toBe(true);

    const res = await upload(owner, pdf, 'application/pdf', 'contract.pdf');
    expect(res.statusCode).toBe(201);
    const attachment = res.json() as Attachment;
    const { rows } = await ctx.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM message_attachments WHERE id = $1',
      [attachment.id],
    );
    const stored = await fileStoreFor(ctx.app.config).get(rows[0].storage_key);
    if (!stored) throw new Error('the attachment is not in the files provider');
    for (const trace of ['Jeanne Armateur', 'Ocean Breeze', 'Private Office', 'confidential', 'xmpmeta']) {
      expect(stored.includes(trace), trace).toBe(false);
    }
    const reopened = await PDFDocument.load(stored, { updateMetadata: false });
    expect(reopened.getPageCount()).toBe(2);
    expect(reopened.getAuthor()).toBeUndefined();
    expect(reopened.getTitle()).toBeUndefined();
    expect(reopened.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(attachment.size).toBe(stored.length);

    const sent = await ctx.app.inject({
      method: 'POST',
      url: messagingPaths.messages,
      headers: owner,
      payload: {
        conversationHash: hash,
        clientId: randomUUID(),
        body: 'The contract',
        attachmentIds: [attachment.id],
      },
    });
    expect(sent.statusCode).toBe(201);
    const opened = await open(renter, attachment.id);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(stored)).toBe(true);
  });

  it('strips what a PDF would run, serves it as a download, and keeps names honest and masked', async () => {
    const made = await PDFDocument.create();
    made.addPage([200, 200]);
    const script = made.context.obj({ S: 'JavaScript', JS: 'app.alert("pwned")' });
    made.catalog.set(PDFName.of('OpenAction'), made.context.register(script));
    made.catalog.set(
      PDFName.of('Names'),
      made.context.obj({ JavaScript: made.context.obj({ Names: ['x', made.context.register(script)] }) }),
    );
    const pdf = Buffer.from(await made.save({ useObjectStreams: false }));
    expect(pdf.includes('app.alert')).toBe(true);
    // A right-to-left override makes "invoice\u202Efdp.exe" read as "invoiceexe.pdf"; the name carries a phone number.
    const res = await upload(renter, pdf, 'application/pdf', 'call 06 12 34 56 78 invoice\u202Efdp.exe');
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json() as Attachment;
    expect(attachment.name).toBe(`call ${MASK} invoicefdp.exe`);
    const { rows } = await ctx.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM message_attachments WHERE id = $1',
      [attachment.id],
    );
    const stored = (await fileStoreFor(ctx.app.config).get(rows[0].storage_key)) as Buffer;
    expect(stored.includes('app.alert')).toBe(false);
    expect(stored.includes('/OpenAction')).toBe(false);
    const opened = await open(renter, attachment.id);
    expect(opened.headers['content-disposition']).toMatch(/^attachment;/);
    expect(opened.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a password-protected or broken PDF with a 400 rather than store it as sent', async () => {
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM message_attachments'))
      .rows[0].n;
    const made = await PDFDocument.create();
    made.addPage([200, 200]);
    // An /Encrypt entry in the trailer is what marks a file as encrypted for every reader.
    made.context.trailerInfo.Encrypt = made.context.obj({ Filter: 'Standard', V: 2, R: 3 });
    const encrypted = await upload(renter, Buffer.from(await made.save()), 'application/pdf', 'locked.pdf');
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json().error.fields).toEqual({ file: 'pdfEncrypted' });
    const broken = await upload(
      renter,
      Buffer.from('%PDF-1.7\nnot a PDF at all'),
      'application/pdf',
      'x.pdf',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual({ file: 'fileUnreadable' });
    const after = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM message_attachments'))
      .rows[0].n;
    expect(after).toBe(before);
  });

  it('refuses what is not a picture or a PDF by its bytes, whatever it claims, and stores nothing', async () => {
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM message_attachments'))
      .rows[0].n;
    const fake = await upload(renter, Buffer.from('<script>alert(1)</script>'), 'image/png', 'x.png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.fields).toEqual({ file: 'fileTypeInvalid' });
    const broken = await upload(renter, Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), 'image/jpeg');
    expect(broken.statusCode).toBe(400);
    const tooBig = await upload(renter, Buffer.alloc(8 * 1024 * 1024 + 1, 0x25), 'application/pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatchObject({
      code: 'attachment-too-large',
      fields: { file: 'fileTooLarge' },
    });
    const after = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM message_attachments'))
      .rows[0].n;
    expect(after).toBe(before);
  });

  it('refuses an attachment over the limit while it streams, before the rest of the body is sent', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const sent = await sendChunkedUpload(
      Number(new URL(address).port),
      `${messagingPaths.attachments}?conversation=${hash}&name=big.pdf`,
      { ...renter, 'content-type': 'application/pdf' },
    );
    expect(sent.status, sent.body).toBe(413);
    expect(JSON.parse(sent.body).error).toMatchObject({
      code: 'attachment-too-large',
      fields: { file: 'fileTooLarge' },
    });
    // 8 MB is the limit: the answer came while the client was still sending, not after 60 MB.
    expect(sent.sentMb).toBeLessThan(8 + 10);
  });

  it('answers 404 to a third user uploading, and refuses to send someone else’s attachment', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(other, png, 'image/png', 'p.png')).statusCode).toBe(404);
    const renters = (await upload(renter, png, 'image/png', 'p.png')).json() as Attachment;
    const messagesBefore = (await thread(owner)).items.length;
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: messagingPaths.messages,
      headers: owner,
      payload: { conversationHash: hash, clientId: randomUUID(), body: 'Look', attachmentIds: [renters.id] },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields).toEqual({ attachmentIds: 'attachmentInvalid' });
    expect((await thread(owner)).items).toHaveLength(messagesBefore);
  });
});
