import { expect, test } from '@playwright/test';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { searchPath } from '../../shared/routing/routeWords.ts';

/** Product URLs in the page's language (issue 23): a French and a Greek renter follow a result card. */
for (const language of ['fr', 'el'] as LanguageCode[]) {
  test(`${language}: a result card opens the product at its ${language} slug; the English slug redirects there`, async ({
    page,
    request,
  }) => {
    await page.goto(searchPath(language, { defaultLanguage: 'en' }));
    const card = page.locator('.result-card').first();
    await expect(card).toBeVisible();
    const id = Number(await card.getAttribute('data-product-id'));
    const product = await (await request.get(`/api/v6/products/${id}?_locale=${language}`)).json();
    const own = `/${language}${product.paths[language]}`;

    await card.locator('.result-card__title a').click();
    await expect(page).toHaveURL(new RegExp(`${own}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    // the slug reads the page's title in Latin letters, not the English one
    const name = own.slice(own.lastIndexOf('/') + 1);
    expect(name).toMatch(new RegExp(`^[a-z0-9-]+-${id}$`));
    expect(name).not.toBe(product.paths.en.slice(product.paths.en.lastIndexOf('/') + 1));
    // the server-rendered head names each language's own slug
    const html = await (await request.get(own)).text();
    expect(html).toContain(`hreflang="en" href="${new URL(page.url()).origin}${product.paths.en}"`);
    expect(html).toContain(`hreflang="${language}" href="${new URL(page.url()).origin}${own}"`);
    // and the page reached by a click (no reload) carries the same links, not the search page's
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${own}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${origin}${product.paths.en}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(14);

    const english = `/${language}${product.paths[language].replace(/\/[^/]+$/, product.paths.en.slice(product.paths.en.lastIndexOf('/')))}`;
    await page.goto(english);
    await expect(page).toHaveURL(new RegExp(`${own}$`));
  });
}
