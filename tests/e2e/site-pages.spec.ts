import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LANGUAGE_CODES } from '../../shared/i18n/languages.ts';
import { SITE_PAGES } from '../../shared/routing/sitePages.ts';
import { englishSeedPhrases } from '../helpers/englishSeedPhrases.ts';

/**
 * Issue 23: a renter in es, el or de on a phone reads the product page and the booking e-mail in
 * their language (no English seed phrase anywhere), and every footer link answers.
 */
const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 390, height: 844 };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const usedStarts = new Set<string>();

/** A published boat with two free days, found as a crawler finds boats. */
async function freeTrip(request: APIRequestContext, minOffset: number) {
  const xml = await (await request.get('/sitemap-products.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const today = new Date().toISOString().slice(0, 10);
  for (const path of paths) {
    const id = Number(path.split('-').pop());
    const product = await (await request.get(`/api/v6/products/${id}`)).json();
    if (product.kind !== 'boat' || product.minimumDays > 2 || product.specifications.capacity < 2) continue;
    for (let offset = minOffset; offset < minOffset + 90; offset += 7) {
      const dateFrom = addDays(today, offset);
      const dateTo = addDays(dateFrom, 1);
      if (usedStarts.has(`${id}:${dateFrom}`)) continue;
      const quote = await (
        await request.get(
          `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${dateTo}&numberOfPeople=2`,
        )
      ).json();
      if (!quote.available) continue;
      usedStarts.add(`${id}:${dateFrom}`);
      return { id, dateFrom, dateTo };
    }
  }
  throw new Error('No boat with free days in the seed');
}

/** What a person reads on the page: its text, its title and the pictures' descriptions. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const alts = [...document.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt'));
    return [document.title, document.body.innerText, ...alts].join('\n');
  });
}

const englishIn = (text: string, language: string) =>
  englishSeedPhrases(language).filter((phrase) => text.includes(phrase));

test.describe
  .serial('the site in the renter’s language (issue 23)', () => {
    test('every footer link answers 200 in all 13 languages', async ({ request }) => {
      for (const language of LANGUAGE_CODES) {
        for (const page of SITE_PAGES) {
          const response = await request.get(`/${language}/${page}`);
          expect(response.status(), `/${language}/${page}`).toBe(200);
        }
      }
    });

    test('the footer’s links lead to the pages on a phone, and the cookie page opens the preferences', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto('/de');
      const footer = page.locator('footer.site-footer');
      await footer.locator('a[href="/de/privacy"]').click();
      await expect(page).toHaveURL(/\/de\/privacy$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
      await page.goto('/de/cookies');
      await expect(page.getByRole('rowheader', { name: 'bosun_session' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await page.getByRole('link', { name: 'Cookie-Einstellungen ändern' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    for (const [index, language] of (['es', 'el', 'de'] as const).entries()) {
      test(`${language} on a phone: the product page and the booking e-mail carry no English`, async ({
        page,
      }) => {
        await page.setViewportSize(PHONE);
        const trip = await freeTrip(page.request, 40 + index * 20);
        const product = await (
          await page.request.get(`/api/v6/products/${trip.id}?_locale=${language}`)
        ).json();
        await page.goto(`/${language}${product.paths[language]}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
        // The consent banner comes after hydration, in the page's language; the renter refuses.
        const consent = page.locator('section.consent');
        await consent.waitFor({ state: 'visible', timeout: 15_000 });
        await consent.locator('.consent__actions button').first().click();
        await expect(consent).toBeHidden();
        expect(englishIn(await readableText(page), language)).toEqual([]);

        // The renter sends the request in the page's language and pays.
        const login = await page.request.post('/api/v6/auth/login', {
          data: { email: 'renter@bosun.test', password: PASSWORD },
        });
        expect(login.ok()).toBe(true);
        const bearer = { authorization: `Bearer ${(await login.json()).authToken}` };
        // A renter who reads the site in this language: e-mails go in the account's language (DESIGN,
        // "whose language a text is in": the recipient's), so the account reads it too, until the end.
        const profile = '/api/v6/account/profile';
        const before = (await (await page.request.get(profile, { headers: bearer })).json()).languageCode;
        const set = await page.request.put(profile, { headers: bearer, data: { languageCode: language } });
        expect(set.ok()).toBe(true);
        const created = await page.request.post(
          `/api/v6/products/${trip.id}/payment-sessions?_locale=${language}`,
          {
            headers: bearer,
            data: { dateFrom: trip.dateFrom, dateTo: trip.dateTo, numberOfPeople: 2 },
          },
        );
        expect(created.status()).toBe(201);
        const { hash } = await created.json();
        await page.goto(`/${language}/ps/${hash}`);
        await expect(page.locator('.checkout-pay__button')).toBeDisabled();
        await page.locator('input[name="acceptedTerms"]').check();
        await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
        await page.locator('input[name="expiry"]').fill('12/34');
        await page.locator('input[name="cvc"]').fill('123');
        await page.locator('.checkout-pay__button').click();
        await expect(page).toHaveURL(new RegExp(`/${language}/ps/${hash}/success$`));
        expect(englishIn(await readableText(page), language)).toEqual([]);

        const mails = await (await page.request.get('/api/dev/outbox?to=renter@bosun.test')).json();
        const mail = mails.find((m: { template?: string }) =>
          /^payments\.(requestSent|bookingConfirmed)$/.test(m.template ?? ''),
        );
        expect(mail, 'the booking e-mail').toBeTruthy();
        await page.request.put(profile, { headers: bearer, data: { languageCode: before } });
        const text = `${mail.subject ?? ''}\n${mail.body}`;
        expect(text).toContain(product.title);
        expect(englishIn(text, language)).toEqual([]);
        // Money the renter's way: "1.234,50 €" / "622 €", never "€622.20".
        expect(text).toMatch(/\d[\s\u00a0\u202f]€/);
        expect(text).not.toMatch(/€\d/);
      });
    }
  });
