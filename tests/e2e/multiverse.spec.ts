import { expect, test } from '@playwright/test';

/** The city with the most boats, read from the API. */
async function busiestCity(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const products: { citySlug: string }[] = (await (await request.get('/api/v6/products?limit=100')).json())
    .products;
  const counts = new Map<string, number>();
  for (const p of products) counts.set(p.citySlug, (counts.get(p.citySlug) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

for (const [variation, mapFirst] of [
  ['A', false],
  ['B', false],
  ['C', true],
] as const) {
  test(`en, desktop: the multiverse variation ${variation} opens ${mapFirst ? 'the map-first search page' : 'the classic search page'}`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.context().addCookies([
      { name: 'bosun_consent', value: 'v1.a1s0d0', url: baseURL ?? '' },
      { name: 'ab_variation', value: variation, url: baseURL ?? '' },
    ]);
    await page.goto(`/en/boat-rental/${await busiestCity(request)}`);
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await expect(page.locator(`.search-page--variation-${variation}`)).toBeVisible();
    if (mapFirst) {
      await expect(page.locator('.search-layout--map .results-map__canvas')).toBeVisible();
      await expect(page.locator('.search-results__grid--list .result-card').first()).toBeVisible();
    } else {
      await expect(page.locator('.result-card').first()).toBeVisible();
      await expect(page.locator('.search-layout--map')).toHaveCount(0);
      await expect(page.locator('.search-results__grid--list')).toHaveCount(0);
    }
  });
}
