import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListingCalendar, listingCalendarUrl } from '../../../shared/owners/calendar.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { bearerFor, day, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { importFeeds } from './service.ts';

let ctx: TestContext;
let fixture: ProductFixture;
let owner: Record<string, string>;
let renter: Record<string, string>;
let feedServer: Server;
let feedBase: string;
/** What the other platform's feed says; a test changes it between imports. */
let feedText = '';
let feedRequests = 0;
let trickleRequests = 0;

const calendarOf = async (month: string) => {
  const res = await ctx.app.inject({
    url: `${listingCalendarUrl(fixture.productId)}?month=${month}`,
    headers: owner,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListingCalendar>();
};

const change = (path: 'block' | 'unblock', payload: object, headers = owner) =>
  ctx.app.inject({ method: 'POST', url: listingCalendarUrl(fixture.productId, path), headers, payload });

/** The boat's ids in search for these dates (no place: every published boat). */
async function searchFinds(dateFrom: string, dateTo: string, halfDayPeriod?: string) {
  const query = halfDayPeriod
    ? `dateFrom=${dateFrom}&halfDayPeriod=${halfDayPeriod}`
    : `dateFrom=${dateFrom}&dateTo=${dateTo}`;
  const res = await ctx.app.inject({ url: `/api/v6/products?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { id: number }[] }>().products.some((p) => p.id === fixture.productId);
}

const icalEvent = (uid: string, from: string, toExclusive: string, extra = '') =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20250101T000000Z\r\nDTSTART;VALUE=DATE:${from.replaceAll('-', '')}\r\nDTEND;VALUE=DATE:${toExclusive.replaceAll('-', '')}\r\nSUMMARY:Reserved\r\n${extra}END:VEVENT\r\n`;
const icalFeed = (...events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other platform//EN\r\n${events.join('')}END:VCALENDAR\r\n`;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  owner = await bearerFor(ctx.app, 'owner@example.test');
  renter = await bearerFor(ctx.app, 'renter@example.test');
  feedServer = createServer((request, response) => {
    feedRequests++;
    if (request.url === '/broken.ics') return response.writeHead(500).end();
    if (request.url === '/trickle.ics') {
      // One byte a second, for ever.
      trickleRequests++;
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const timer = setInterval(() => response.write('B'), 1000);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(feedText);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise((resolve) => feedServer.close(resolve));
  await ctx.close();
});

describe('the month view', () => {
  it('gives each day its price (the season’s in July) and what holds each half of it', async () => {
    await ctx.db.query(
      `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title,
                             price_lines, rental_amount, total_amount, online_amount, cancellation_policy)
       VALUES ('BSN-CAL1', $1, $2, $3, daterange($4::date, $5::date), 2, 'accepted', 'Blue Wind', '[]', 1, 1, 1, 'moderate'),
              ('BSN-CAL2', $1, $2, $3, daterange($6::date, $7::date), 2, 'paid', 'Blue Wind', '[]', 1, 1, 1, 'moderate')`,
      [
        fixture.productId,
        fixture.renterId,
        fixture.ownerId,
        day('06-10'),
        day('06-13'),
        day('06-20'),
        day('06-21'),
      ],
    );
    const june = await calendarOf(day('06').slice(0, 7));
    expect(june.days).toHaveLength(30);
    const on = (date: string) => june.days.find((d) => d.date === date);
    expect(on(day('06-05'))).toMatchObject({
      price: 20000,
      halfDayPrice: 12000,
      morning: null,
      afternoon: null,
    });
    expect(on(day('06-12'))?.morning?.kind).toBe('booking');
    expect(on(day('06-13'))?.morning).toBeNull();
    expect(on(day('06-20'))?.afternoon?.kind).toBe('request');
    expect(june.bookings.map((b) => [b.startDate, b.endDate, b.isRequest, b.renterFirstName !== ''])).toEqual(
      [
        [day('06-10'), day('06-12'), false, true],
        [day('06-20'), day('06-20'), true, true],
      ],
    );
    const july = await calendarOf(day('07').slice(0, 7));
    expect(july.days[0]).toMatchObject({ date: day('07-01'), price: 30000 });
    expect(july.previousMonth).toBe(day('06').slice(0, 7));
    expect(july.exportUrl).toMatch(/^http:\/\/localhost:3000\/api\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
  });
});

describe('blocking and unblocking', () => {
  it('blocks a week: the boat leaves search for that week and stays in it for the next', async () => {
    expect(await searchFinds(day('09-14'), day('09-18'))).toBe(true);
    const res = await change('block', { from: day('09-14'), to: day('09-20') });
    expect(res.statusCode, res.body).toBe(200);
    const blocked = res.json<ListingCalendar>();
    expect(blocked.blocks).toEqual([
      expect.objectContaining({
        startDate: day('09-14'),
        endDate: day('09-20'),
        part: 'day',
        source: 'owner',
      }),
    ]);
    expect(blocked.days.find((d) => d.date === day('09-17'))?.afternoon?.kind).toBe('block');
    expect(await searchFinds(day('09-14'), day('09-18'))).toBe(false);
    expect(await searchFinds(day('09-20'), day('09-20'))).toBe(false);
    expect(await searchFinds(day('09-21'), day('09-24'))).toBe(true);
  });

  it('lifts one day from the middle of a block, keeping the days around it', async () => {
    const res = await change('unblock', { from: day('09-17'), to: day('09-17') });
    const blocks = res.json<ListingCalendar>().blocks.map((b) => [b.startDate, b.endDate, b.part]);
    expect(blocks).toEqual([
      [day('09-14'), day('09-16'), 'day'],
      [day('09-18'), day('09-20'), 'day'],
    ]);
    expect(await searchFinds(day('09-17'), day('09-17'))).toBe(true);
  });

  it('blocks a morning only: the afternoon can still be found and booked', async () => {
    const res = await change('block', { from: day('10-05'), to: day('10-05'), part: 'morning' });
    expect(res.statusCode, res.body).toBe(200);
    const october = res.json<ListingCalendar>();
    const fifth = october.days.find((d) => d.date === day('10-05'));
    expect(fifth?.morning?.kind).toBe('block');
    expect(fifth?.afternoon).toBeNull();
    expect(await searchFinds(day('10-05'), day('10-05'), 'morning')).toBe(false);
    expect(await searchFinds(day('10-05'), day('10-05'), 'afternoon')).toBe(true);
    // The renter's quote agrees: the afternoon can be booked, the morning cannot.
    const quote = async (half: string) =>
      (
        await ctx.app.inject({
          url: `/api/v6/products/${fixture.productId}/quote?dateFrom=${day('10-05')}&halfDayPeriod=${half}&numberOfPeople=2`,
        })
      ).json().available;
    expect(await quote('afternoon')).toBe(true);
    expect(await quote('morning')).toBe(false);
    // Blocking the afternoon too makes it one whole-day block.
    const both = await change('block', { from: day('10-05'), to: day('10-05'), part: 'afternoon' });
    expect(both.json<ListingCalendar>().blocks.map((b) => b.part)).toEqual(['day']);
    // Lifting the morning of a blocked day leaves its afternoon blocked.
    const lifted = await change('unblock', { from: day('10-05'), to: day('10-05'), part: 'morning' });
    expect(lifted.json<ListingCalendar>().blocks.map((b) => b.part)).toEqual(['afternoon']);
    expect(await searchFinds(day('10-05'), day('10-05'), 'morning')).toBe(true);
  });

  it('refuses days a booking holds (409), past days, reversed and impossible dates (400), changing nothing', async () => {
    const before = (await calendarOf(day('06').slice(0, 7))).blocks;
    const booked = await change('block', { from: day('06-09'), to: day('06-11') });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().error.code).toBe('dates-booked');
    const cases: [object, string][] = [
      [{ from: '2020-01-01', to: '2020-01-02' }, 'from'],
      [{ from: day('06-05'), to: day('06-01') }, 'to'],
      [{ from: day('02-30'), to: day('03-01') }, 'from'],
      [{ from: day('06-01'), to: day('06-03'), part: 'morning' }, 'part'],
      [{ from: day('06-01'), to: day('06-03'), part: 'evening' }, 'part'],
      [{ from: 'soon', to: day('06-03') }, 'from'],
    ];
    for (const [payload, field] of cases) {
      const res = await change('block', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
    expect((await calendarOf(day('06').slice(0, 7))).blocks).toEqual(before);
  });

  it('answers 404 to a renter and for a listing that does not exist', async () => {
    expect((await change('block', { from: day('11-01'), to: day('11-02') }, renter)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: listingCalendarUrl(fixture.productId), headers: renter })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: listingCalendarUrl(999_999), headers: owner })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: listingCalendarUrl(fixture.productId) })).statusCode).toBe(401);
    expect(await searchFinds(day('11-01'), day('11-02'))).toBe(true);
  });
});

describe('the listing’s title', () => {
  it('is given in the page’s language where the owner wrote one, else as written', async () => {
    await ctx.db.query(
      `INSERT INTO product_translations (product_id, language, title, description)
       VALUES ($1, 'el', 'Ιστιοφόρο Ήλιος', 'Ένα ιστιοφόρο.')
       ON CONFLICT (product_id, language) DO UPDATE SET title = EXCLUDED.title`,
      [fixture.productId],
    );
    const titleIn = async (query: string) =>
      (
        await ctx.app.inject({ url: `${listingCalendarUrl(fixture.productId)}${query}`, headers: owner })
      ).json<ListingCalendar>().title;
    const written = await titleIn('');
    expect(written).not.toBe('Ιστιοφόρο Ήλιος');
    expect(await titleIn('?_locale=el')).toBe('Ιστιοφόρο Ήλιος');
    // Written in no other language: the title as the owner wrote it.
    expect(await titleIn('?_locale=sv')).toBe(written);
    // A block's answer too, in the page's language.
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: `${listingCalendarUrl(fixture.productId, 'block')}?_locale=el`,
      headers: owner,
      payload: { from: day('10-21'), to: day('10-21') },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<ListingCalendar>().title).toBe('Ιστιοφόρο Ήλιος');
  });
});

describe('iCal export', () => {
  it('publishes bookings, requests and blocks as all-day events at a secret URL that can be replaced', async () => {
    const { exportUrl } = await calendarOf(day('09').slice(0, 7));
    const path = new URL(exportUrl).pathname;
    const feed = await ctx.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const ymd = (date: string) => date.replaceAll('-', '');
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${ymd(day('06-10'))}`);
    expect(feed.body).toContain(`DTEND;VALUE=DATE:${ymd(day('06-13'))}`);
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${ymd(day('09-18'))}`);
    expect(feed.body).toContain('SUMMARY:Booking request (Bosun)');

    const renewed = await ctx.app.inject({
      method: 'POST',
      url: listingCalendarUrl(fixture.productId, 'exportToken'),
      headers: owner,
    });
    const newUrl = renewed.json<ListingCalendar>().exportUrl;
    expect(newUrl).not.toBe(exportUrl);
    expect((await ctx.app.inject({ url: path })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: new URL(newUrl).pathname })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/ical/not-a-token.ics' })).statusCode).toBe(404);
  });
});

describe('iCal import', () => {
  it('imports another platform’s feed at once: its days are held, and the boat leaves search for them', async () => {
    feedText = icalFeed(
      icalEvent('a@other', day('11-10'), day('11-13')),
      icalEvent('b@other', day('11-20'), day('11-21'), 'STATUS:CANCELLED\r\n'),
    );
    expect(await searchFinds(day('11-10'), day('11-12'))).toBe(true);
    const res = await ctx.app.inject({
      method: 'POST',
      url: listingCalendarUrl(fixture.productId, 'feeds'),
      headers: owner,
      payload: { url: `${feedBase}/listing.ics` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const calendar = res.json<ListingCalendar>();
    expect(calendar.feeds).toEqual([
      expect.objectContaining({ url: `${feedBase}/listing.ics`, lastError: null, heldPeriods: 1 }),
    ]);
    expect(await searchFinds(day('11-10'), day('11-12'))).toBe(false);
    expect(await searchFinds(day('11-20'), day('11-20'))).toBe(true);
    const november = await calendarOf(day('11').slice(0, 7));
    expect(november.blocks).toEqual([
      expect.objectContaining({
        startDate: day('11-10'),
        endDate: day('11-12'),
        source: 'imported',
        note: 'Reserved',
      }),
    ]);
    // The owner cannot lift what a feed holds: the feed frees it.
    await change('unblock', { from: day('11-10'), to: day('11-12') });
    expect(await searchFinds(day('11-10'), day('11-12'))).toBe(false);
  });

  it('is safe to run twice, and a later import replaces the days of the last one', async () => {
    const later = new Date(Date.now() + 31 * 60_000);
    feedText = icalFeed(icalEvent('a@other', day('11-14'), day('11-16')));
    const requestsBefore = feedRequests;
    const [first, second] = await Promise.all([
      importFeeds(ctx.db, { now: later, allowPrivateFeeds: true }),
      importFeeds(ctx.db, { now: later, allowPrivateFeeds: true }),
    ]);
    expect(first.imported + second.imported).toBe(1);
    expect(feedRequests - requestsBefore).toBe(1);
    const again = await importFeeds(ctx.db, { now: later, allowPrivateFeeds: true });
    expect(again.imported).toBe(0);
    expect(await searchFinds(day('11-10'), day('11-12'))).toBe(true);
    expect(await searchFinds(day('11-14'), day('11-15'))).toBe(false);
  });

  it('keeps the last good days when a feed fails, and says why; removing the feed frees its days', async () => {
    const added = await ctx.app.inject({
      method: 'POST',
      url: listingCalendarUrl(fixture.productId, 'feeds'),
      headers: owner,
      payload: { url: `${feedBase}/broken.ics` },
    });
    const broken = added.json<ListingCalendar>().feeds.find((f) => f.url.endsWith('broken.ics'));
    expect(broken?.lastError).toBe('The feed answered 500.');
    expect(await searchFinds(day('11-14'), day('11-15'))).toBe(false);

    // Hundreds of separate stays: imported, and search leaves the boat out on them.
    const scattered = Array.from({ length: 300 }, (_, i) => {
      const from = new Date(Date.now() + (30 + i * 2) * 86_400_000);
      const iso = from.toISOString().slice(0, 10);
      const next = new Date(from.getTime() + 86_400_000).toISOString().slice(0, 10);
      return icalEvent(`s${i}@other`, iso, next);
    });
    feedText = icalFeed(...scattered);
    const tooMany = await ctx.app.inject({
      method: 'POST',
      url: listingCalendarUrl(fixture.productId, 'feeds'),
      headers: owner,
      payload: { url: `${feedBase}/scattered.ics` },
    });
    expect(tooMany.statusCode).toBe(201);
    expect(
      tooMany.json<ListingCalendar>().feeds.find((f) => f.url.endsWith('scattered.ics'))?.lastError,
    ).toBeNull();
    const lastStay = new Date(Date.now() + (30 + 299 * 2) * 86_400_000).toISOString().slice(0, 10);
    expect(await searchFinds(lastStay, lastStay)).toBe(false);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: listingCalendarUrl(fixture.productId, 'feeds'),
      headers: owner,
      payload: { url: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ url: 'feedUrlInvalid' });

    const good = (await calendarOf(day('11').slice(0, 7))).feeds.find((f) => f.url.endsWith('listing.ics'));
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${listingCalendarUrl(fixture.productId, 'feeds')}/${good?.id}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(await searchFinds(day('11-14'), day('11-15'))).toBe(true);
    const rival = await ctx.app.inject({
      method: 'DELETE',
      url: `${listingCalendarUrl(fixture.productId, 'feeds')}/${broken?.id}`,
      headers: renter,
    });
    expect(rival.statusCode).toBe(404);
  });
});

describe('a feed that fails', () => {
  it('never stops or starves the others, and is retried later and later', async () => {
    const feedsAt = async () =>
      (
        await ctx.db.query<{ url: string; last_error: string | null; retry_after: Date | null }>(
          `SELECT url, last_error, retry_after FROM listing_ical_feeds WHERE url LIKE '%/slow-%' OR url LIKE '%/trickle.ics' ORDER BY id`,
        )
      ).rows;
    await ctx.db.query(`INSERT INTO listing_ical_feeds (product_id, url) VALUES ($1, $2), ($1, $3)`, [
      fixture.productId,
      `${feedBase}/trickle.ics`,
      `${feedBase}/slow-neighbour.ics`,
    ]);
    feedText = icalFeed(icalEvent('n@other', day('12-01'), day('12-03')));
    const start = Date.now() + 10 * 3600_000;
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const run = (minutes: number) =>
      importFeeds(ctx.db, { now: at(minutes), allowPrivateFeeds: true, feedDeadlineMs: 800 });

    const first = await run(0);
    expect(first.unexpected).toEqual([]);
    expect(await feedsAt()).toEqual([
      {
        url: `${feedBase}/trickle.ics`,
        last_error: 'The feed took too long to arrive.',
        retry_after: at(30),
      },
      { url: `${feedBase}/slow-neighbour.ics`, last_error: null, retry_after: null },
    ]);
    expect(trickleRequests).toBe(1);

    // Due again with its neighbour after 30 minutes; after a second failure it waits an hour.
    await run(31);
    expect(trickleRequests).toBe(2);
    expect((await feedsAt())[0].retry_after).toEqual(at(91));
    const neighbourRequests = feedRequests;
    await run(62);
    expect(trickleRequests).toBe(2);
    expect(feedRequests).toBeGreaterThan(neighbourRequests);
    await run(92);
    expect(trickleRequests).toBe(3);
    expect((await feedsAt())[0].retry_after).toEqual(at(92 + 120));
  }, 30_000);
});

describe('a calendar held in many pieces', () => {
  it('takes 330 separate blocks, and search tells their days from the days after', async () => {
    const start = Date.now() + 41 * 86_400_000;
    const dateOf = (i: number) => new Date(start + i * 2 * 86_400_000).toISOString().slice(0, 10);
    let blocked = 0;
    for (let i = 0; i < 330; i++) {
      const answer = await change('block', { from: dateOf(i), to: dateOf(i) });
      // The earlier tests' bookings hold a few of these days: those are refused for that reason only.
      if (answer.statusCode === 200) blocked++;
      else expect(answer.json().error.code, answer.body).toBe('dates-booked');
    }
    expect(blocked).toBeGreaterThan(320);
    const after = new Date(start + (329 * 2 + 1) * 86_400_000).toISOString().slice(0, 10);
    expect(await searchFinds(dateOf(329), dateOf(329))).toBe(false);
    expect(await searchFinds(after, after)).toBe(true);
  }, 60_000);
});
