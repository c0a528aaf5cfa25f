import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';

/**
 * What people still tripped over on the site (the last round's minor items), each measured in
 * Chromium: the owner's listings as a compact list, blocked days told from booked ones by their
 * shape, the chat composer above the consent banner on a desktop and wide enough on a phone.
 * Run: E2E_PORT=3423 npx playwright test tests/e2e/site-details.spec.ts
 */

const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/site-details';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(page: Page, who: 'owner' | 'renter') {
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).authToken}` };
}

/** A browser that has answered the consent banner (refused), so that it stays out of the way. */
async function withConsent(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.locator('section.consent');
  await banner.waitFor({ state: 'visible', timeout: 15_000 });
  await banner.locator('.consent__actions button').first().click();
  await expect(banner).toBeHidden();
  return { context, page };
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found as NonNullable<typeof found>;
};

test.describe('the owner’s listings', () => {
  test('are a compact list on a phone and three to a row on a desktop', async ({ browser }) => {
    const { context, page } = await withConsent(browser, PHONE);
    await signIn(page, 'owner');
    await page.goto('/de/account/listings');
    const cards = page.getByTestId('listing-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    const picture = await box(page, '.listing-card__picture');
    // A thumbnail beside the title, not a picture across the phone.
    expect(picture.width).toBeLessThanOrEqual(120);
    const first = await cards.first().boundingBox();
    expect(first?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(600);
    const title = await box(page, '.listing-card__heading h3');
    expect(title.x).toBeGreaterThan(picture.x + picture.width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/listings-phone-de.png`, fullPage: true });

    await page.setViewportSize(DESKTOP);
    const tops = await cards.evaluateAll((elements) =>
      elements.slice(0, 3).map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    expect(tops).toHaveLength(Math.min(3, count));
    await page.screenshot({ path: `${SHOTS}/listings-desktop-de.png` });
    await context.close();
  });
});

test.describe('the owner’s calendar', () => {
  test('tells blocked days from booked ones by their shape, in the grid and the legend', async ({
    browser,
  }) => {
    const { context, page } = await withConsent(browser, PHONE);
    const owner = await signIn(page, 'owner');
    const { listings } = await (
      await page.request.get('/api/v6/account/listings?state=published', { headers: owner })
    ).json();
    const listing = (listings as { id: number; kind: string }[]).find((l) => l.kind === 'boat');
    expect(listing).toBeDefined();
    const today = new Date().toISOString().slice(0, 10);
    // A block far ahead, on days nobody booked.
    const blockFrom = addDays(today, 300);
    const month = blockFrom.slice(0, 7);
    const blocked = await page.request.post(`/api/v6/account/listing-calendar/${listing?.id}/block`, {
      headers: owner,
      data: { from: blockFrom, to: addDays(blockFrom, 1), part: 'day' },
    });
    expect(blocked.ok(), await blocked.text()).toBe(true);
    await page.goto(`/en/account/listing/calendar/${listing?.id}?month=${month}`);
    const legend = page.locator('.owner-calendar__legend');
    await expect(legend).toBeVisible();
    const swatch = (kind: string) =>
      legend.locator(`.owner-calendar__half--${kind}`).evaluate((element) => {
        const style = getComputedStyle(element);
        return { image: style.backgroundImage, shadow: style.boxShadow, colour: style.backgroundColor };
      });
    const [block, booking, request] = [
      await swatch('block'),
      await swatch('booking'),
      await swatch('request'),
    ];
    // Blocked is hatched; booked is solid; a request is outlined: three shapes, not three colours.
    expect(block.image).toContain('gradient');
    expect(booking.image).toBe('none');
    expect(request.shadow).not.toBe('none');
    const day = page.locator(`button[data-date="${blockFrom}"]`);
    await expect(day).toHaveAttribute('data-morning', 'block');
    expect(await day.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('gradient');
    await page.screenshot({ path: `${SHOTS}/calendar-phone-en.png`, fullPage: true });
    await page.request.post(`/api/v6/account/listing-calendar/${listing?.id}/unblock`, {
      headers: owner,
      data: { from: blockFrom, to: addDays(blockFrom, 1), part: 'day' },
    });
    await context.close();
  });
});

/** The demo renter's first conversation's page. */
async function firstThread(request: APIRequestContext, headers: Record<string, string>) {
  const inbox = await (await request.get('/api/v6/account/conversations', { headers })).json();
  const thread = (inbox.items ?? inbox)[0] as { hash: string; id: number };
  expect(thread).toBeDefined();
  return `/account/chat/${thread.hash}/${thread.id}`;
}

test.describe('the chat composer', () => {
  test('sits above the open consent banner on a desktop', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const renter = await signIn(page, 'renter');
    await page.goto(`/fr${await firstThread(page.request, renter)}`);
    const banner = page.locator('section.consent');
    await banner.waitFor({ state: 'visible', timeout: 15_000 });
    await expect(page.locator('.chat-composer__input')).toBeVisible();
    await expect
      .poll(async () => {
        const input = await box(page, '.chat-composer__input');
        const send = await box(page, '.chat-composer__send');
        const top = (await box(page, 'section.consent')).y;
        return Math.max(input.y + input.height, send.y + send.height) <= top;
      })
      .toBe(true);
    await page.locator('.chat-composer__input').fill('Bonjour, à quelle heure au port ?');
    await page.screenshot({ path: `${SHOTS}/chat-desktop-banner-fr.png` });
    // Once answered, the thread takes the room back.
    await banner.locator('.consent__actions button').first().click();
    await expect(banner).toBeHidden();
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--consent-banner-space')),
    ).toBe('');
    await context.close();
  });

  test('gives the text the phone’s width, the buttons under it', async ({ browser }) => {
    const { context, page } = await withConsent(browser, PHONE);
    const renter = await signIn(page, 'renter');
    await page.goto(`/el${await firstThread(page.request, renter)}`);
    const input = await box(page, '.chat-composer__input');
    const composer = await box(page, '.chat-composer');
    expect(input.width).toBeGreaterThanOrEqual(composer.width - 40);
    const send = await box(page, '.chat-composer__send');
    expect(send.y).toBeGreaterThanOrEqual(input.y + input.height);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/chat-phone-el.png` });
    await context.close();
  });
});
