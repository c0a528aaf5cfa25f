import { expect, type Page, test } from '@playwright/test';

/**
 * The console's page titles on a phone (390 px, French): a long boat name or a booking reference
 * wraps onto a second line and, past it, ends in an ellipsis with the whole text in its tooltip; the
 * bar's buttons (language, refresh, account) keep their place on the screen.
 * Run: E2E_PORT=3429 npx playwright test tests/e2e/console-titles.spec.ts
 */

test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PASSWORD = 'Bosun-demo-2026';
const LONG_NAME =
  'Catamaran Lagoon 40 « Les Îles d’Or », skipper bilingue, paddle et annexe compris, départ du Vieux-Port';

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('manager@bosun.test');
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/#\/manager-dashboard$/);
}

/** The bar's title and buttons as drawn. */
async function bar(page: Page) {
  return page.locator('.RaAppBar-toolbar').evaluate((toolbar) => {
    const title = toolbar.querySelector<HTMLElement>('#react-admin-title');
    if (!title) throw new Error('no title in the bar');
    const box = title.getBoundingClientRect();
    const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
    const buttons = [...toolbar.querySelectorAll<HTMLElement>('button')]
      .filter((button) => !button.closest('#react-admin-title'))
      .map((button) => button.getBoundingClientRect());
    return {
      text: title.textContent ?? '',
      tooltip: title.getAttribute('title'),
      right: box.right,
      bottom: box.bottom,
      barBottom: toolbar.getBoundingClientRect().bottom,
      lines: Math.round(box.height / lineHeight),
      whole: title.scrollHeight <= title.clientHeight + 1 && title.scrollWidth <= title.clientWidth + 1,
      buttonsAfterTitle: buttons
        .filter((b) => b.left >= box.left)
        .map((b) => ({ left: b.left, right: b.right })),
    };
  });
}

function expectButtonsInPlace(drawn: Awaited<ReturnType<typeof bar>>) {
  // Hamburger on the left; language, refresh and account on the right, inside the screen.
  expect(drawn.buttonsAfterTitle.length).toBeGreaterThanOrEqual(3);
  for (const button of drawn.buttonsAfterTitle) {
    expect(button.left, JSON.stringify(drawn)).toBeGreaterThanOrEqual(drawn.right - 0.5);
    expect(button.right).toBeLessThanOrEqual(390);
  }
  expect(drawn.bottom).toBeLessThanOrEqual(drawn.barBottom + 0.5);
}

test('a long boat name and a booking reference stay readable in the bar, the buttons in place', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/v6/auth/login', {
    data: { email: 'manager@bosun.test', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).authToken}` };
  const boats = await (await request.get('/api/admin/boats?range=[0,0]', { headers })).json();
  const boat = boats[0] as { id: number; title: string };
  const bookings = await (await request.get('/api/admin/bookings?range=[0,0]', { headers })).json();
  const booking = bookings[0] as { id: number; reference: string };
  const rename = (title: string) => request.put(`/api/admin/boats/${boat.id}`, { headers, data: { title } });
  expect((await rename(LONG_NAME)).ok()).toBe(true);
  try {
    await signIn(page);

    // A booking's reference is short enough to be read whole, on two lines if it must.
    await page.goto(`/admin/#/bookings/${booking.id}/show`);
    await expect(page.locator('#react-admin-title')).toContainText(booking.reference);
    const reference = await bar(page);
    expect(reference.whole, JSON.stringify(reference)).toBe(true);
    expect(reference.tooltip).toBe(reference.text.trim());
    expectButtonsInPlace(reference);

    // A long name takes two lines, then an ellipsis; the tooltip holds all of it, on show and edit.
    for (const path of [`/admin/#/boats/${boat.id}/show`, `/admin/#/boats/${boat.id}`]) {
      await page.goto(path);
      await expect(page.locator('#react-admin-title')).toContainText('Catamaran Lagoon 40');
      const drawn = await bar(page);
      expect(drawn.lines, JSON.stringify(drawn)).toBe(2);
      expect(drawn.tooltip).toContain(LONG_NAME);
      expectButtonsInPlace(drawn);
      await page.screenshot({
        path: test.info().outputPath(`title-${path.endsWith('show') ? 'show' : 'edit'}.png`),
      });
    }
  } finally {
    expect((await rename(boat.title)).ok()).toBe(true);
  }
});
