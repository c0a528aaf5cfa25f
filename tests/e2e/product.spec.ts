import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const PASSWORD = 'Bosun-demo-2026';

interface Candidate {
  id: number;
  path: string;
  dateFrom: string;
  dateTo: string;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A published boat from the products sitemap, and three free days of it about five months ahead. */
async function bookableBoat(request: APIRequestContext): Promise<Candidate> {
  const xml = await (await request.get('/sitemap-products.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const today = new Date().toISOString().slice(0, 10);
  for (const path of paths.slice(8)) {
    const id = Number(path.split('-').pop());
    const product = await (await request.get(`/api/v6/products/${id}`)).json();
    if (product.minimumDays > 3 || product.specifications.capacity < 2) continue;
    for (let offset = 150; offset < 260; offset += 9) {
      const dateFrom = addDays(today, offset);
      const dateTo = addDays(dateFrom, 3);
      const quote = await (
        await request.get(
          `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${dateTo}&numberOfPeople=2`,
        )
      ).json();
      if (!quote.available) continue;
      return { id, path, dateFrom, dateTo: addDays(dateFrom, 2) };
    }
  }
  throw new Error('No bookable boat in the seed');
}

async function showMonthOf(page: Page, date: string) {
  for (let i = 0; i < 14 && (await page.locator(`button.day[data-date="${date}"]`).count()) === 0; i++) {
    await page.getByRole('button', { name: /next month|mois suivant/i }).click();
  }
}

test('a product page is server-rendered in two languages with its SEO head', async ({ page, request }) => {
  const boat = await bookableBoat(request);
  const english = await request.get(boat.path);
  expect(english.status()).toBe(200);
  const html = await english.text();
  expect(html).toContain('<link rel="canonical" href="');
  expect(html).toMatch(
    /<script type="application\/ld\+json" nonce="[^"]+">\{"@context":"https:\/\/schema.org","@type":"Product"/,
  );
  expect(html).toContain('"@type":"Offer"');
  expect(html).toContain('<meta property="og:image"');
  expect(html).toMatch(/<link rel="alternate" hreflang="fr" href="[^"]+\/fr\/location-bateau\//);

  const product = await (await request.get(`/api/v6/products/${boat.id}?_locale=fr`)).json();
  const frenchPath = `/fr${product.paths.fr}`;
  await page.goto(frenchPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(
    page
      .getByRole('heading', { name: 'Conditions d’annulation' })
      .or(page.getByRole('heading', { name: "Conditions d'annulation" })),
  ).toBeVisible();
  await expect(page.locator('.booking-box__book')).toHaveText(/Réserver|Demander à réserver/);

  await page.goto(boat.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
  // The gallery moves with the keyboard.
  await page.locator('.gallery').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.gallery__counter')).toHaveText(/^2 of /);
});

test('a missing product is a 404 and an outdated slug redirects to the canonical URL', async ({
  request,
}) => {
  const boat = await bookableBoat(request);
  const missing = await request.get('/boat-rental/nowhere/sailboat/no-such-boat-987654321');
  expect(missing.status()).toBe(404);
  const old = boat.path.replace(/\/[^/]+$/, `/an-old-name-${boat.id}`);
  const moved = await request.get(old, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(boat.path);
});

/** The first result card of the search page whose boat has three free days about five months ahead. */
async function bookableFromSearch(page: Page, request: APIRequestContext) {
  await page.goto('/fr/location-bateau/recherche');
  await expect(page.locator('.result-card').first()).toBeVisible();
  const ids = (await page
    .locator('.result-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))))) as number[];
  const today = new Date().toISOString().slice(0, 10);
  for (const id of ids) {
    const product = await (await request.get(`/api/v6/products/${id}`)).json();
    if (product.minimumDays > 3 || product.specifications?.capacity < 2) continue;
    for (let offset = 170; offset < 280; offset += 11) {
      const dateFrom = addDays(today, offset);
      const quote = await (
        await request.get(
          `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${addDays(dateFrom, 3)}&numberOfPeople=2`,
        )
      ).json();
      if (quote.available) return { id, dateFrom, dateTo: addDays(dateFrom, 2) };
    }
  }
  throw new Error('No bookable boat on the search page');
}

test('from search, pick dates, see the price, sign in and double-click book: one session, and the dates are then held', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const boat = await bookableFromSearch(page, api);
  await page.locator(`.result-card[data-product-id="${boat.id}"] .result-card__title a`).click();
  await expect(page).toHaveURL(new RegExp(`/fr/location-bateau/.+-${boat.id}$`));
  const productPath = new URL(page.url()).pathname;
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();

  await showMonthOf(page, boat.dateFrom);
  await page.locator(`button.day[data-date="${boat.dateFrom}"]`).click();
  await page.locator(`button.day[data-date="${addDays(boat.dateFrom, 1)}"]`).click();
  const total = page.getByTestId('quote-total');
  await expect(total).toBeVisible();
  const twoDays = await total.textContent();

  await page.locator(`button.day[data-date="${boat.dateFrom}"]`).click();
  await page.locator(`button.day[data-date="${boat.dateTo}"]`).click();
  await expect(total).not.toHaveText(twoDays ?? '');
  await expect(page.locator('.price-line--rental')).toContainText('3');

  const posts: { key: string | undefined }[] = [];
  const hashes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/payment-sessions')) {
      posts.push({ key: request.headers()['idempotency-key'] });
    }
  });
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().includes('/payment-sessions')) {
      hashes.push((await response.json()).hash);
    }
  });
  const book = page.locator('.booking-box__book');
  await book.dblclick();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // While the request is pending the button cannot be pressed again.
  await expect(book).toBeDisabled();
  await dialog.locator('input[type="email"]').first().fill('renter@bosun.test');
  await dialog.locator('button[type="submit"]').first().click();
  await dialog.locator('input[type="password"]').fill(PASSWORD);
  await dialog.locator('button[type="submit"]').first().click();
  // The funnel's last step confirms the sign-in; continuing closes it and the booking goes on.
  await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
  await dialog.locator('button.auth-funnel__submit').click();

  await expect(page).toHaveURL(/\/ps\/[A-Za-z0-9_-]{16,}$/);
  const landedHash = page.url().split('/ps/')[1];
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(new Set(posts.map((post) => post.key)).size).toBe(1);
  await expect.poll(() => hashes.length).toBe(posts.length);
  expect(new Set(hashes)).toEqual(new Set([landedHash]));

  // What the back office sees: exactly one booking of the renter for those dates, never a second one.
  const login = await api.post('/api/v6/auth/login', {
    data: { email: 'sales@bosun.test', password: PASSWORD },
  });
  const { authToken } = await login.json();
  const listed = await api.get(
    `/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ productId: boat.id }))}&range=[0,99]`,
    { headers: { authorization: `Bearer ${authToken}` } },
  );
  expect(listed.status()).toBe(200);
  const renterBookings = ((await listed.json()) as { tenantEmail: string; startDate: string }[]).filter(
    (booking) => booking.tenantEmail === 'renter@bosun.test' && booking.startDate === boat.dateFrom,
  );
  expect(renterBookings).toHaveLength(1);

  // Someone else asking for the held dates is refused, with nothing created.
  const refused = await api.post(`/api/v6/products/${boat.id}/payment-sessions`, {
    headers: { authorization: `Bearer ${authToken}`, 'idempotency-key': `e2e-held-${Date.now()}` },
    data: { dateFrom: boat.dateTo, dateTo: addDays(boat.dateTo, 1), numberOfPeople: 2 },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.code).toBe('dates-unavailable');

  // The product page now greys those days out.
  await page.goto(productPath);
  await showMonthOf(page, boat.dateFrom);
  await expect(page.locator(`button.day[data-date="${boat.dateFrom}"]`)).toBeDisabled();
  await api.dispose();
});

test('similar boats are asked for only when the renter scrolls near the end of the page', async ({
  page,
  request,
}) => {
  const boat = await bookableBoat(request);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/suggestions')) asked.push(r.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(boat.path);
  await expect(page.locator('.site[data-hydrated="true"]')).toBeAttached();
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Similar boats nearby' })).toHaveCount(0);

  await page.locator('.similar-boats__anchor').scrollIntoViewIfNeeded();
  const similar = page.getByRole('region', { name: 'Similar boats nearby' });
  await expect(similar).toBeVisible();
  expect(asked).toHaveLength(1);
  const links = similar.getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const ids = hrefs.map((href) => Number(/-(\d+)(?:\?|$)/.exec(href ?? '')?.[1]));
  expect(ids.every((id) => id > 0 && id !== boat.id)).toBe(true);
});

test('on a phone the product page fits the screen from the gallery to the footer', async ({
  page,
  request,
}) => {
  const boat = await bookableBoat(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(boat.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Sections further down are laid out only as they come near (content-visibility): scroll through
  // all of them, checking at each screen that nothing is wider than the phone.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  for (let screen = 0; screen < 30; screen++) {
    expect(await overflow()).toBeLessThanOrEqual(0);
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
  }
  await expect(page.locator('.site-footer')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Cancellation policy' })).toBeAttached();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
