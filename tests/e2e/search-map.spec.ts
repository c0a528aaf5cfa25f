import { expect, type Page, test } from '@playwright/test';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { searchPath } from '../../shared/routing/routeWords.ts';
import { resultsOnMap } from './mapMarkers.ts';

/** The results map over its Natural Earth basemap, and the SEO section of a place (issue 3). */

async function busiestCitySlug(page: Page): Promise<string> {
  const products: { citySlug: string }[] = (
    await (await page.request.get('/api/v6/products?limit=100')).json()
  ).products;
  const counts = new Map<string, number>();
  for (const p of products) counts.set(p.citySlug, (counts.get(p.citySlug) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

const CASES: { name: string; language: LanguageCode; width: number; height: number; seoTitle: RegExp }[] = [
  { name: 'desktop, French', language: 'fr', width: 1280, height: 900, seoTitle: /Louer un bateau à/ },
  { name: '390 px mobile, German', language: 'de', width: 390, height: 844, seoTitle: /Boot mieten in/ },
];

for (const c of CASES) {
  test(`${c.name}: the map shows land under one marker per result, pans and zooms; the SEO section is server-rendered`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: c.width, height: c.height });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const slug = await busiestCitySlug(page);
    const path = searchPath(c.language, { placeSlug: slug, defaultLanguage: 'en' });

    // The SEO section comes with the server's HTML, its links included.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('id="seo-section-title"');
    expect(html).toMatch(c.seoTitle);

    await page.goto(path);
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    const seo = page.locator('.seo-section');
    await expect(seo.getByRole('heading', { level: 2 })).toHaveText(c.seoTitle);
    await expect(seo.locator('.seo-section__links a').first()).toBeVisible();

    // No land is fetched before the map is shown.
    const basemapCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v6/basemap')) basemapCalls.push(request.url());
    });
    await page.waitForTimeout(300);
    expect(basemapCalls).toEqual([]);

    const cards = await page.locator('.result-card').count();
    await page.locator('.search-toolbar button[aria-pressed]').click();
    const map = page.locator('.results-map__canvas');
    await expect(map).toHaveAttribute('data-basemap', 'land');
    // One price pill per result, or a cluster counting the results it gathers.
    await expect.poll(() => resultsOnMap(page)).toBe(cards);
    const land = page.locator('.results-map__land');
    expect((await land.getAttribute('d'))?.length ?? 0).toBeGreaterThan(50);
    expect(basemapCalls.length).toBeGreaterThan(0);
    // The land drawn is credited to its source: Natural Earth, or OpenStreetMap's coasts when the
    // results sit close enough together for the map to open at harbour scale.
    const drawn = (await (await page.request.get(basemapCalls.at(-1) as string)).json()).attribution;
    expect(['Natural Earth', '© OpenStreetMap contributors']).toContain(drawn);
    await expect(page.locator('.results-map__attribution')).toHaveText(drawn);
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`map-${c.language}-${c.width}.png`), fullPage: false });
    await map.screenshot({ path: testInfo.outputPath(`map-only-${c.language}-${c.width}.png`) });

    // The zoom buttons and the keyboard move the drawing: the land's transform changes.
    const before = await land.getAttribute('transform');
    await page.locator('.results-map__controls button').first().click();
    await expect(land).not.toHaveAttribute('transform', before ?? '');
    const zoomed = await land.getAttribute('transform');
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await expect(land).not.toHaveAttribute('transform', zoomed ?? '');
    // "Show all results" fits the markers again.
    await page.locator('.results-map__controls button').nth(2).click();
    await expect(land).toHaveAttribute('transform', before ?? '');
    expect(errors).toEqual([]);
  });
}
