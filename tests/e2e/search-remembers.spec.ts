import { expect, type Page, test } from '@playwright/test';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { pickDates } from './pickDates.ts';

/**
 * Issue 23: a renter on a phone searches a place with dates and six people; the card, the product
 * page and the booking request keep them; the map shows price markers; the German checkout fits.
 */

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Bosun-demo-2026';
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const JOURNEYS: { language: LanguageCode; offset: number; total: string; people: string }[] = [
  { language: 'es', offset: 150, total: 'en total para tus fechas', people: '6 personas' },
  { language: 'el', offset: 170, total: 'συνολικά για τις ημερομηνίες σας', people: '6 άτομα' },
  { language: 'de', offset: 190, total: 'insgesamt für deinen Zeitraum', people: '6 Personen' },
];

/** The city with the most boats for six, named in the journey's language, read from the API. */
async function cityForSix(page: Page, language: LanguageCode): Promise<{ name: string; slug: string }> {
  const response = await page.request.get(`/api/v6/products?numberOfPeople=6&limit=100&_locale=${language}`);
  const products: { localizationName: string; citySlug: string }[] = (await response.json()).products;
  const counts = new Map<string, { name: string; slug: string; n: number }>();
  for (const p of products) {
    const city = counts.get(p.citySlug) ?? { name: p.localizationName, slug: p.citySlug, n: 0 };
    city.n += 1;
    counts.set(p.citySlug, city);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.slug.localeCompare(b.slug))[0];
}

for (const journey of JOURNEYS) {
  test(`${journey.language}, phone: the dates and the six travel from the search to the booking request`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const login = await page.request.post('/api/v6/auth/login', {
      data: { email: 'renter@bosun.test', password: PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const city = await cityForSix(page, journey.language);
    const from = daysAhead(journey.offset);
    const to = daysAhead(journey.offset + 2);

    // The home page's search: the place from the autocomplete, the dates from the calendar, six people.
    await page.goto(`/${journey.language}`);
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    // A new visitor answers the consent banner first (it covers the bottom of a phone's screen).
    await page.locator('.consent__actions button').first().click();
    await expect(page.locator('.consent')).toBeHidden();
    await page.locator('.search-card .place-autocomplete input').fill(city.name.slice(0, 5));
    await page.getByRole('option').filter({ hasText: city.name }).first().click();
    await pickDates(page.locator('.search-card .date-range-field'), from, to);
    await page.locator('.search-card select[name="numberOfPeople"]').selectOption('6');
    await expect(page.locator('.search-card select[name="numberOfPeople"] option:checked')).toHaveText(
      journey.people,
    );
    await page.locator('.search-card__submit').click();
    await expect(page).toHaveURL(
      new RegExp(`/${city.slug}\\?dateFrom=${from}&dateTo=${to}&numberOfPeople=6$`),
    );

    // The cards carry the choice, and price the searched dates.
    const firstCard = page.locator('.result-card').first();
    await expect(firstCard).toBeVisible();
    await expect(page.locator('.result-card__price', { hasText: journey.total }).first()).toBeVisible();

    // The map, on a phone, is a full-screen view with price markers.
    await page.locator('.search-toolbar button[aria-pressed]').click();
    const map = page.locator('.search-map');
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await expect(page.locator('.results-map__marker, .results-map__cluster').first()).toBeVisible();
    // Opening a cluster zooms in around it; it may sit under the zoom buttons or near the map's edge,
    // so the click is sent to it directly. At the closest zoom every boat is its own marker.
    while ((await page.locator('.results-map__marker').count()) === 0) {
      await page.locator('.results-map__cluster').first().dispatchEvent('click');
    }
    await expect(page.locator('.results-map__marker text').first()).toHaveText(/\d/);
    await page.locator('.search-map__close').click();
    await expect(map).toBeHidden();

    // The product page opens on the searched month with the range chosen and six people.
    const link = firstCard.locator('.result-card__title a');
    await expect(link).toHaveAttribute('href', new RegExp(`dateFrom=${from}&dateTo=${to}&numberOfPeople=6$`));
    await link.click();
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await expect(page.locator(`.booking-box button[data-date="${from}"]`)).toHaveClass(/is-selected/);
    await expect(page.locator(`.booking-box button[data-date="${to}"]`)).toHaveClass(/is-selected/);
    await expect(page.locator('.booking-box select')).toHaveValue('6');
    await expect(page.locator('[data-testid="quote-total"]')).toBeVisible();

    // The request is for six.
    await page.locator('.booking-box__book').click();
    await expect(page).toHaveURL(new RegExp(`/${journey.language}/ps/[A-Za-z0-9_-]{16,}$`));
    const hash = page.url().split('/ps/')[1];
    const checkout = await (await page.request.get(`/api/v6/checkout/${hash}`)).json();
    expect(checkout.booking).toMatchObject({ startAt: from, endAt: to, numberOfPeople: 6 });

    // No page is wider than the phone (the German checkout hyphenates its long words).
    await expect(page.locator('.checkout')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });
}
