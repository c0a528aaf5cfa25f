import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadCountPath } from '../../../shared/messaging/unreadCount.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { payBooking } from '../bookings/testTrips.ts';
import { bearerFor, day, insertProductFixture } from '../catalogue/testFixtures.ts';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const fixture = await insertProductFixture(ctx.db);
  // a request with the renter's words: the owner has an unread message, so the badge shows its count
  await payBooking(ctx.app, fixture.productId, await bearerFor(ctx.app, 'renter@example.test'), {
    dateFrom: day('08-10'),
    dateTo: day('08-11'),
  });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email: 'owner@example.test', password: 'Bosun-demo-2026' },
  });
  cookie = [login.headers['set-cookie']]
    .flat()
    .filter((c): c is string => typeof c === 'string')
    .map((c) => c.split(';')[0])
    .join('; ');
  await ctx.db.query(
    `INSERT INTO messages (conversation_id, sender_id, body)
     SELECT id, tenant_id, 'Bonjour, à quelle heure ?' FROM conversations ORDER BY id LIMIT 1`,
  );
  const unread = await ctx.app.inject({ method: 'GET', url: unreadCountPath, headers: { cookie } });
  expect(unread.json()).toEqual({ total: 1 });
});
afterAll(() => ctx.close());

const messagesLink = (html: string) =>
  html.match(/<a[^>]*class="site-header__messages"[^>]*>([\s\S]*?)<\/a>/)?.[1] ?? '';

describe('the header of a not-found page, for a signed-in visitor (DESIGN: whose language)', () => {
  it.each([
    '/fr/account/unknown',
    '/fr/booking/abc/xyz',
    '/fr/boat-rental/nowhere/no-such-boat-999999',
    '/fr/xyz',
    '/fr/xyz/abc/def/ghi',
    '/fr/booking/999999/detail',
    '/fr/location-bateau/nulle-part',
    '/fr/xyz.html',
    '/fr/account/chat/999999',
  ])('%s words the messages link in French', async (url) => {
    const page = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(page.statusCode).toBe(404);
    expect(messagesLink(page.body)).toContain('<span class="visually-hidden">Messagerie</span>');
    expect(messagesLink(page.body)).toContain('<span class="visually-hidden">Messages non lus : 1</span>');
  });
});
