import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { ListingCalendar } from '../../shared/owners/calendar.ts';
import type { OwnerListings } from '../../shared/owners/listings.ts';
import type { ListingPhotos } from '../../shared/owners/photos.ts';

/**
 * The owner's photos and calendar (issue 17): photos uploaded from files, a week blocked on the
 * calendar page (in English on a computer, in French on a phone) that the search then leaves out, and
 * an iCal feed served by this test imported on the page, whose days are then held.
 */

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const FEED_PORT = 3532;

let feedServer: Server;
/** What the other platform's calendar says; each test sets its own. */
let feedText = '';

test.beforeAll(async () => {
  feedServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feedText);
  });
  await new Promise<void>((resolve) => feedServer.listen(FEED_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
});

async function signInAsOwner(page: Page, baseURL: string | undefined) {
  // Consent already refused: the banner would cover the form's buttons on a phone.
  await page.context().addCookies([{ name: 'bosun_consent', value: 'v1.a0s0d0', url: baseURL ?? '' }]);
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: 'owner@bosun.test', password: 'Bosun-demo-2026' },
  });
  expect(login.ok()).toBe(true);
}

/** The CSRF header a cookie-signed change must carry (DESIGN.md), as the page's own requests do. */
async function xsrfHeader(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'x-xsrf-token': decodeURIComponent(cookie?.value ?? '') };
}

/** The owner's published boats (the first page of them): each test takes its own, so that none sees another's blocks. */
async function publishedBoats(page: Page, language = 'en') {
  const answer: OwnerListings = await (
    await page.request.get(`/api/v6/account/listings?state=published&_locale=${language}`)
  ).json();
  return answer.listings.filter((listing) => listing.kind === 'boat' && listing.state === 'published');
}

/** A Monday far enough ahead that the demo's bookings leave it free, and the Sunday after it. */
function weekAhead(weeks: number) {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + weeks * 7);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  // The whole week, and the Monday after it, in one month: the page shows one month at a time.
  while (day.getUTCDate() > 21) day.setUTCDate(day.getUTCDate() + 7);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const sunday = new Date(day.getTime() + 6 * 86_400_000);
  const nextMonday = new Date(day.getTime() + 7 * 86_400_000);
  return { monday: iso(day), sunday: iso(sunday), nextMonday: iso(nextMonday), month: iso(day).slice(0, 7) };
}

/** Whether a search around the boat's harbour for these dates lists it. */
async function searchFinds(page: Page, productId: number, dateFrom: string, dateTo: string) {
  const product = await (await page.request.get(`/api/v6/products/${productId}`)).json();
  const { latitude, longitude } = product.location;
  const answer = await (
    await page.request.get(
      `/api/v6/products?latitude=${latitude}&longitude=${longitude}&distance=3&dateFrom=${dateFrom}&dateTo=${dateTo}`,
    )
  ).json();
  return (answer.products as { id: number }[]).some((found) => found.id === productId);
}

async function blockWeek(
  page: Page,
  boatId: number,
  week: ReturnType<typeof weekAhead>,
  words: { block: string; done: RegExp },
) {
  // The form's fields are React's once the page is hydrated; typed earlier, hydration would reset them.
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel(/^(From|Du)$/).fill(week.monday);
  await page.getByLabel(/^(To|Au)$/).fill(week.sunday);
  await page.getByRole('button', { name: words.block }).click();
  await expect(page.getByText(words.done)).toBeVisible();
  const day = page.locator(`[data-date="${week.monday}"]`);
  await expect(day).toHaveAttribute('data-morning', 'block');
  await expect(page.locator(`[data-date="${week.sunday}"]`)).toHaveAttribute('data-afternoon', 'block');
  expect(await searchFinds(page, boatId, week.monday, week.sunday)).toBe(false);
  expect(await searchFinds(page, boatId, week.nextMonday, week.nextMonday)).toBe(true);
}

test.describe('the owner’s photos and calendar', () => {
  test('photos uploaded from files: every one stored, a PDF named .jpg refused with its reason', async ({
    page,
    baseURL,
  }) => {
    await signInAsOwner(page, baseURL);
    const [boat] = await publishedBoats(page);
    const deck = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1b98b8' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 17/1 0/1' } })
      .toBuffer();
    const cabin = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#f4f4f0' } })
      .png()
      .toBuffer();
    const url = `/api/v6/account/listing-photos/${boat.id}`;
    const before: ListingPhotos = await (await page.request.get(url)).json();
    const headers = await xsrfHeader(page);
    const uploaded = await page.request.post(url, {
      headers,
      multipart: {
        photos: { name: 'deck.jpg', mimeType: 'image/jpeg', buffer: deck },
      },
    });
    expect(uploaded.status()).toBe(201);
    const second = await page.request.post(url, {
      headers,
      multipart: { photos: { name: 'cabin.png', mimeType: 'image/png', buffer: cabin } },
    });
    const after: ListingPhotos = await second.json();
    expect(after.photos).toHaveLength(before.photos.length + 2);
    const photo = after.photos[after.photos.length - 1];
    expect((await page.request.get(photo.url)).headers()['content-type']).toBe('image/webp');

    const pdf = await page.request.post(url, {
      headers,
      multipart: {
        photos: { name: 'boat.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
      },
    });
    expect(pdf.status()).toBe(400);
    expect((await pdf.json()).error.fields).toEqual({ 'photos.0': 'photoNotAPicture' });
    const unchanged: ListingPhotos = await (await page.request.get(url)).json();
    expect(unchanged.photos).toHaveLength(after.photos.length);
  });

  test.describe('on a computer, in English', () => {
    test.use({ viewport: DESKTOP });

    test('the owner blocks a week and the boat leaves search for that week only', async ({
      page,
      baseURL,
    }) => {
      await signInAsOwner(page, baseURL);
      const boat = (await publishedBoats(page))[0];
      const week = weekAhead(70);
      expect(await searchFinds(page, boat.id, week.monday, week.sunday)).toBe(true);

      await page.goto('/account/listings');
      await page
        .getByRole('article', { name: boat.title })
        .getByRole('link', { name: 'Calendar and availability' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/account/listing/calendar/${boat.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: `Calendar of ${boat.title}` })).toBeVisible();
      await page.goto(`/account/listing/calendar/${boat.id}?month=${week.month}`);
      await blockWeek(page, boat.id, week, {
        block: 'Block these days',
        done: /no longer appears in search/,
      });
      await expect(page.getByTestId('owner-calendar-blocks')).toContainText('blocked by you');
    });
  });

  test.describe('on a phone, in French', () => {
    test.use({ viewport: PHONE });

    test('le propriétaire bloque une semaine, puis importe un calendrier iCal dont les jours sont bloqués', async ({
      page,
      baseURL,
    }) => {
      await signInAsOwner(page, baseURL);
      const boat = (await publishedBoats(page))[1];
      // The listing is named in the page's language where its owner wrote a title in it.
      const inFrench = (await publishedBoats(page, 'fr')).find((listing) => listing.id === boat.id);
      const week = weekAhead(74);
      await page.goto(`/fr/account/listing/calendar/${boat.id}?month=${week.month}`);
      await expect(
        page.getByRole('heading', { level: 2, name: `Calendrier de ${inFrench?.title}` }),
      ).toBeVisible();
      await blockWeek(page, boat.id, week, {
        block: 'Bloquer ces jours',
        done: /n’apparaît plus dans la recherche/,
      });

      // Another platform's calendar holds the week after: imported, its days are held here too.
      const imported = weekAhead(78);
      const ymd = (date: string) => date.replaceAll('-', '');
      feedText = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Other platform//EN',
        'BEGIN:VEVENT',
        'UID:stay-1@other.example',
        'DTSTAMP:20250101T000000Z',
        `DTSTART;VALUE=DATE:${ymd(imported.monday)}`,
        `DTEND;VALUE=DATE:${ymd(imported.nextMonday)}`,
        'SUMMARY:Reserved',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      expect(await searchFinds(page, boat.id, imported.monday, imported.sunday)).toBe(true);
      await page
        .getByLabel('Adresse du calendrier d’une autre plateforme (iCal)')
        .fill(`http://127.0.0.1:${FEED_PORT}/bateau.ics`);
      await page.getByRole('button', { name: 'Importer', exact: true }).click();
      await expect(page.getByTestId('owner-calendar-feeds')).toContainText('À jour : 1 périodes occupées');
      expect(await searchFinds(page, boat.id, imported.monday, imported.sunday)).toBe(false);

      await page.goto(`/fr/account/listing/calendar/${boat.id}?month=${imported.month}`);
      await expect(page.locator(`[data-date="${imported.monday}"]`)).toHaveAttribute(
        'data-morning',
        'imported',
      );
      const calendar: ListingCalendar = await (
        await page.request.get(`/api/v6/account/listing-calendar/${boat.id}?month=${imported.month}`)
      ).json();
      expect(
        calendar.blocks.some((block) => block.source === 'imported' && block.startDate === imported.monday),
      ).toBe(true);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
