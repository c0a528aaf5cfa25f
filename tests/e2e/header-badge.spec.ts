import { randomUUID } from 'node:crypto';
import { request as api, expect, test } from '@playwright/test';

/**
 * The header's unread-messages badge on a phone (SPEC section 7, messenger): a booking page opened by
 * a full load (the payment's success page, an e-mail, a push) shows the count as first drawn, as
 * other pages do, without waiting for the live stream; the stream then keeps it current.
 * Run: E2E_PORT=3429 npx playwright test tests/e2e/header-badge.spec.ts
 */

const PASSWORD = 'Bosun-demo-2026';

async function bearer(baseURL: string | undefined, who: string) {
  const fresh = await api.newContext({ baseURL });
  const login = await fresh.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok(), `${who} signs in: ${login.status()}`).toBe(true);
  const token = (await login.json()).authToken;
  await fresh.dispose();
  return { authorization: `Bearer ${token}` };
}

test('on a phone, the booking page shows the unread badge as first drawn, with or without the live stream', async ({
  browser,
  baseURL,
}) => {
  // One of the renter's bookings with the demo owner; the owner writes in its thread, so the renter
  // has at least that message unread.
  const renter = await bearer(baseURL, 'renter');
  const owner = await bearer(baseURL, 'owner');
  const http = await api.newContext({ baseURL });
  const { items } = await (
    await http.get('/api/v6/account/bookings?tab=upcoming', { headers: renter })
  ).json();
  const withOwner = (items as { id: number; counterpart: { email: string } }[]).find(
    (booking) => booking.counterpart.email === 'owner@bosun.test',
  );
  if (!withOwner) throw new Error('The demo renter has no booking with the demo owner');
  const detail = await (await http.get(`/api/v6/booking/${withOwner.id}/detail`, { headers: owner })).json();
  const conversationHash = String(detail.links.conversation).split('/')[3];
  const sent = await http.post('/api/v6/messages', {
    headers: owner,
    data: { conversationHash, clientId: randomUUID(), body: 'Bonjour, à bientôt au port !' },
  });
  expect(sent.status()).toBe(201);
  const { total } = await (
    await http.get('/api/v6/account/conversations/unread-count', { headers: renter })
  ).json();
  expect(total).toBeGreaterThan(0);
  await http.dispose();

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'bosun_consent', value: 'v1.a0s0d0', url: baseURL ?? '' }]);
  const page = await context.newPage();
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: 'renter@bosun.test', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const bookingPath = `/fr/booking/${withOwner.id}/detail`;

  // The page as the phone first draws it, before any script: the badge and its count are in it.
  const html = await (await page.request.get(bookingPath)).text();
  expect(html.includes('data-testid="unread-badge"'), 'the badge in the server’s page').toBe(true);
  expect(html.includes(`Messages non lus : ${total}`), 'its count in the server’s page').toBe(true);

  // A phone whose live stream does not connect (a slow network, a proxy that holds it) still shows it.
  await context.route('**/api/v6/events**', (route) => route.abort());
  for (const path of ['/fr/account/bookings', bookingPath]) {
    await page.goto(path);
    await expect(page.locator('.site[data-hydrated="true"]')).toBeVisible();
    const badge = page.getByTestId('unread-badge');
    await expect(badge, path).toBeVisible();
    await expect(badge.locator('[aria-hidden="true"]')).toHaveText(total > 99 ? '99+' : String(total));
    // Beside the burger, inside the screen.
    const box = await badge.boundingBox();
    expect(
      box && box.x + box.width <= 390 && box.y >= 0 && box.y < 64,
      `${path}: ${JSON.stringify(box)}`,
    ).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath('booking-badge-phone.png') });
  await context.unroute('**/api/v6/events**');

  // With the stream, a new message counts at once on the booking page.
  await page.reload();
  await expect(page.locator('.site[data-hydrated="true"]')).toBeVisible();
  const more = await (await api.newContext({ baseURL })).post('/api/v6/messages', {
    headers: owner,
    data: { conversationHash, clientId: randomUUID(), body: 'Et la météo est bonne.' },
  });
  expect(more.status()).toBe(201);
  await expect(page.getByTestId('unread-badge').locator('[aria-hidden="true"]')).toHaveText(
    total + 1 > 99 ? '99+' : String(total + 1),
  );
  await context.close();
});
