import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { insertProductFixture } from '../catalogue/testFixtures.ts';
import { type Notice, noticeRows, notify } from './service.ts';

const texts: Notice['texts'] = {
  en: { subject: 'Request {ref}', body: 'Answer {ref} for {boat}.', sms: 'Bosun: answer {ref}' },
  fr: { subject: 'Demande {ref}', body: 'Répondez à {ref} pour {boat}.', sms: 'Bosun : répondez à {ref}' },
};
const notice: Notice = {
  userId: 1,
  kind: 'bookings.requestReceived',
  texts,
  values: { ref: 'BK-1', boat: 'Eden 18' },
  bookingId: 7,
  urgent: true,
};
const recipient = {
  email: 'owner@example.test',
  phone: '+33612345678',
  language: 'fr' as const,
  smsAccepted: true,
  pushAccepted: true,
  pushDevices: [{ deviceId: 3, address: 'token-a', via: 'fcm' as const }],
  userId: 1,
};

describe('noticeRows', () => {
  it('writes a calendar day in the reader’s words, never as an ISO date (a review reminder’s deadline)', () => {
    const reminder: Notice = {
      ...notice,
      texts: {
        en: { subject: 'Review {ref}', body: 'Write it by {until}.' },
        de: { subject: 'Bewertung {ref}', body: 'Bis zum {until}.' },
      },
      values: { ref: 'BK-1', until: '2027-07-10' },
      urgent: false,
    };
    const [email] = noticeRows(reminder, { ...recipient, language: 'de', pushDevices: [] });
    expect(email.body).toBe('Bis zum 10. Juli 2027.');
    const [greek] = noticeRows(
      { ...reminder, texts: { en: { subject: 'x', body: '{until}' } } },
      { ...recipient, language: 'el', pushDevices: [] },
    );
    expect(greek.body).toBe('10 Ιουλίου 2027');
  });

  it('writes the e-mail, the SMS and a push per device in the recipient language', () => {
    const rows = noticeRows(notice, recipient);
    expect(rows.map((r) => [r.channel, r.recipient, r.subject, r.body])).toEqual([
      ['email', 'owner@example.test', 'Demande BK-1', 'Répondez à BK-1 pour Eden 18.'],
      ['sms', '+33612345678', null, 'Bosun : répondez à BK-1'],
      ['push', 'token-a', 'Demande BK-1', 'Bosun : répondez à BK-1'],
    ]);
    expect(rows[0].payload).toMatchObject({ language: 'fr', bookingId: 7, kind: 'bookings.requestReceived' });
    expect(rows[2].payload).toMatchObject({
      userId: 1,
      deviceId: 3,
      via: 'fcm',
      deepLink: '/fr/booking/7/detail',
      objectType: 'booking',
      objectId: 7,
    });
  });

  it('pushes only on the channels a notice names, to the screen it names', () => {
    const rows = noticeRows(
      {
        ...notice,
        channels: ['push'],
        texts: { en: { subject: 'Message from {boat}', body: 'unused', push: '“{ref}”' } },
        deepLink: (language) => `/${language}/account/chat/abc/9`,
        object: { type: 'conversation', id: 9 },
      },
      { ...recipient, language: 'en' },
    );
    expect(rows.map((r) => [r.channel, r.recipient, r.subject, r.body])).toEqual([
      ['push', 'token-a', 'Message from Eden 18', '“BK-1”'],
    ]);
    expect(rows[0].payload).toMatchObject({
      deepLink: '/en/account/chat/abc/9',
      objectType: 'conversation',
      objectId: 9,
    });
  });

  it('sends no SMS when the notice is not urgent or the person refused them, no push without consent', () => {
    expect(noticeRows({ ...notice, urgent: false }, recipient).map((r) => r.channel)).toEqual([
      'email',
      'push',
    ]);
    const quiet = noticeRows(notice, { ...recipient, smsAccepted: false, pushAccepted: false });
    expect(quiet.map((r) => r.channel)).toEqual(['email']);
  });

  it('falls back to English and fills values that depend on the language', () => {
    const rows = noticeRows(
      { ...notice, values: (language) => ({ ref: language, boat: 'X' }) },
      { ...recipient, language: 'de' },
    );
    expect(rows[0].subject).toBe('Request de');
  });
});

describe('notify', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('writes the outbox rows in the caller transaction, and nothing for a deleted account', async () => {
    const french = await insertTestUser(ctx.db, { email: 'n1@example.test', phone: '+33600000001' });
    const deleted = await insertTestUser(ctx.db, { email: 'n2@example.test', phone: '+33600000002' });
    await ctx.db.query(`UPDATE users SET language_code = 'fr' WHERE id = $1`, [french]);
    await ctx.db.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [deleted]);
    const rows = [{ id: french }, { id: deleted }];
    await ctx.db.transaction(async (tx) => {
      await notify(tx, { ...notice, userId: rows[0].id });
      await notify(tx, { ...notice, userId: rows[1].id });
    });
    const outbox = await ctx.db.query<{ channel: string; recipient: string; subject: string | null }>(
      `SELECT channel, recipient, subject FROM outbox WHERE template = 'bookings.requestReceived' ORDER BY id`,
    );
    expect(outbox.rows).toEqual([
      { channel: 'email', recipient: 'n1@example.test', subject: 'Demande BK-1' },
      { channel: 'sms', recipient: '+33600000001', subject: null },
    ]);
  });

  it('writes each e-mail as HTML with a plain-text part, in the recipient’s language, links kept', async () => {
    const greek = await insertTestUser(ctx.db, { email: 'n3@example.test', phone: '+33600000003' });
    await ctx.db.query(`UPDATE users SET language_code = 'el' WHERE id = $1`, [greek]);
    const texts: Notice['texts'] = {
      en: { subject: 'Booking {ref}', body: 'See {link}\n\nYour conversation: {chat}' },
      el: { subject: 'Κράτηση {ref}', body: 'Δείτε {link}\n\nΗ συνομιλία σας: {chat}' },
    };
    await ctx.db.transaction((tx) =>
      notify(tx, {
        ...notice,
        kind: 'bookings.htmlCheck',
        texts,
        userId: greek,
        urgent: false,
        values: {
          ref: 'BK-7',
          link: 'https://bosun.test/el/booking/7/detail',
          chat: 'https://bosun.test/el/account/chat/h/1',
        },
      }),
    );
    const { rows } = await ctx.db.query<{ body: string; html: string }>(
      `SELECT body, html FROM outbox WHERE template = 'bookings.htmlCheck' AND channel = 'email'`,
    );
    expect(rows[0].body).toBe(
      'Δείτε https://bosun.test/el/booking/7/detail\n\nΗ συνομιλία σας: https://bosun.test/el/account/chat/h/1',
    );
    expect(rows[0].html).toMatch(/<html [^>]*lang="el"/);
    expect(rows[0].html).toContain('Κράτηση BK-7');
    expect(rows[0].html).toContain('href="https://bosun.test/el/booking/7/detail"');
    expect(rows[0].html).toContain('href="https://bosun.test/el/account/chat/h/1"');
    expect(rows[0].html).not.toMatch(/Booking|Your conversation/);
  });

  it('names a booking’s boat by its title in the reader’s language, whatever title the sender gave', async () => {
    const fixture = await insertProductFixture(ctx.db);
    await ctx.db.query(`UPDATE users SET language_code = 'fr' WHERE id = $1`, [fixture.ownerId]);
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                             price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
       VALUES ('BSN-TITLE1', $1, $2, $3, daterange(current_date + 30, current_date + 32), 2, 'accepted',
               'Blue Wind, Beneteau Oceanis 46 in Marseille', '[]', 40000, 40000, 40000, 'moderate')
       RETURNING id`,
      [fixture.productId, fixture.renterId, fixture.ownerId],
    );
    await ctx.db.transaction((tx) =>
      notify(tx, {
        ...notice,
        kind: 'reviews.titleCheck',
        userId: fixture.ownerId,
        bookingId: rows[0].id,
        urgent: false,
        values: { ref: 'BSN-TITLE1', boat: 'Blue Wind, Beneteau Oceanis 46 in Marseille' },
      }),
    );
    const mail = await ctx.db.query<{ body: string }>(
      `SELECT body FROM outbox WHERE template = 'reviews.titleCheck' AND channel = 'email'`,
    );
    expect(mail.rows[0].body).toBe('Répondez à BSN-TITLE1 pour Blue Wind, Beneteau Oceanis 46 à Marseille.');
  });
});
