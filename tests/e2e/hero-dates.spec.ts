import { expect, type Page, test } from '@playwright/test';

// The consent banner answered (refused), so that only the hero can be in the calendar's way.
test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'bosun_consent', value: 'v1.a0s0d0', url: baseURL ?? '' }]);
});

/** Every day of the month shown can be seen and is the element a click at its centre lands on. */
async function everyDayReachable(page: Page) {
  const popover = page.locator('.search-card .date-range-field__popover');
  await expect(popover).toBeVisible();
  // As a person scrolls to what opened below the fold.
  await popover.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  const days = popover.locator('button.day[data-date]');
  const count = await days.count();
  expect(count).toBeGreaterThanOrEqual(28);
  const hidden = await days.evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        if (box.bottom > window.innerHeight || box.top < 0 || box.right > window.innerWidth) return true;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit === button || button.contains(hit));
      })
      .map((button) => button.getAttribute('data-date')),
  );
  expect(hidden).toEqual([]);
  return days;
}

test('on a desktop the home page’s calendar shows its whole month, every day clickable', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/fr');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.locator('.search-card .date-range-field__button').click();
  const days = await everyDayReachable(page);
  // The last day of the month is picked as a person would, by clicking it.
  await days.last().click();
  await expect(page.locator('.search-card .date-range-field__popover')).toBeVisible();
});

test('on a phone the home page’s calendar is a full-height sheet that closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/el');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.locator('.search-card .date-range-field__button').click();
  await everyDayReachable(page);
  const sheet = await page
    .locator('.search-card .date-range-field__popover')
    .evaluate((element) => element.getBoundingClientRect().toJSON());
  expect(sheet.top).toBeLessThanOrEqual(1);
  expect(sheet.height).toBeGreaterThanOrEqual(843);
  expect(sheet.width).toBeGreaterThanOrEqual(389);
  await page.locator('.date-range-field__close').click();
  await expect(page.locator('.search-card .date-range-field__popover')).toHaveCount(0);
});

test('es: the calendar names its month with one capital, "Noviembre de 2026" and not "Noviembre De 2026"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/es');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await page.locator('.search-card .date-range-field__button').click();
  const caption = page.locator('.search-card .date-picker__month caption').first();
  // innerText is the text as drawn, with the styles' capitals.
  const shown = await caption.evaluate((element) => (element as HTMLElement).innerText);
  expect(shown).toMatch(/^\p{Lu}\p{Ll}+ de \d{4}$/u);
});

for (const language of ['fr', 'el', 'de']) {
  test(`${language}, desktop: the party menu of the home search shows its whole words`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/${language}`);
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    const select = page.locator('.search-card select[name="numberOfPeople"]');
    // The chosen option's text, measured in the menu's font, with room for its arrow.
    const room = await select.evaluate((element) => {
      const menu = element as HTMLSelectElement;
      const style = getComputedStyle(menu);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const words = context.measureText(menu.selectedOptions[0].text).width;
      return (
        menu.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        20 -
        words
      );
    });
    expect(room).toBeGreaterThanOrEqual(0);
  });
}
