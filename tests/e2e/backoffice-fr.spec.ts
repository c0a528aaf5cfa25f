import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The French console, as French-speaking staff open it (their browser's language picks it).
test.use({ locale: 'fr-FR' });

const PASSWORD = 'Bosun-demo-2026';

async function tokenOf(request: APIRequestContext, who: string): Promise<string> {
  const res = await request.post('/api/v6/auth/login', {
    data: { email: `${who}@bosun.test`, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).authToken;
}

async function signIn(page: Page, who: string) {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`${who}@bosun.test`);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Connexion' }).click();
}

test('a manager lands on their dashboard and approves a refund in French through its confirmation, then opens the refund', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'manager');
  const filter = encodeURIComponent(JSON.stringify({ status: 'proposed' }));
  const queue = await (
    await request.get(`/api/admin/autorefunds?filter=${filter}&range=[0,49]`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const autorefund = queue.find(
    (a: { proposedAmount: number; refundedAmount: number }) => a.proposedAmount > 0 && a.refundedAmount === 0,
  );
  if (!autorefund) throw new Error('The seed has no proposed autorefund to approve.');

  await signIn(page, 'manager');
  await expect(page).toHaveURL(/#\/manager-dashboard$/);
  await expect(
    page.getByRole('heading', { name: "Réservations et volume d'affaires dans le temps" }),
  ).toBeVisible();

  // Every menu label is whole (none ends in an ellipsis).
  const menuLabels = page.locator('.RaMenuItemLink-root .MuiTypography-root');
  await expect(menuLabels.first()).toBeVisible();
  for (const label of await menuLabels.all())
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), await label.innerText()).toBe(
      true,
    );

  // The bookings explorer pages on the server and speaks French.
  await page.goto('/admin/#/bookings');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Lignes par page')).toBeVisible();

  await page.goto(`/admin/#/autorefunds/${autorefund.id}/show`);
  await page.getByRole('button', { name: 'Approuver' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Approuver ce remboursement ?' });
  const amount = new Intl.NumberFormat('fr', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: autorefund.proposedAmount % 100 === 0 ? 0 : 2,
  }).format(autorefund.proposedAmount / 100);
  await expect(confirmation).toContainText(`${amount} retournent sur la carte de`);
  await confirmation.getByRole('button', { name: 'Rembourser' }).click();
  const done = page.getByRole('dialog', { name: 'Remboursement approuvé' });
  await expect(done).toContainText('effectué sur le paiement n°');
  await done.getByRole('link', { name: /Voir le paiement et le remboursement/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/bookings/${autorefund.bookingId}/show/payments$`));
  await expect(page.getByText('Remboursement auto :').first()).toBeVisible();
});

test('a salesperson lands on the sales dashboard; the leads badges sit beside the icon, not on it', async ({
  page,
}) => {
  await signIn(page, 'sales');
  await expect(page).toHaveURL(/#\/sales-dashboard$/);
  // the KPI's label (a chart may name it too once earlier journeys made leads)
  await expect(page.getByText('Temps de réponse moyen').first()).toBeVisible();
  const leads = page.getByRole('menuitem', { name: /Prospects/ });
  const icon = leads.locator('svg').first();
  const badge = page.getByTestId('leads-new-badge');
  await expect(badge).toBeVisible();
  const [iconBox, badgeBox] = [await icon.boundingBox(), await badge.boundingBox()];
  if (!iconBox || !badgeBox) throw new Error('The leads icon or its badge is not drawn.');
  // The counts follow the menu's words, clear of the icon.
  expect(badgeBox.x).toBeGreaterThanOrEqual(iconBox.x + iconBox.width);
  await page.screenshot({ path: 'test-results/sales-dashboard-fr.png' });
});

test('support lands on the conversations and answers in one; the renter gets the answer', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, 'support');
  const filter = encodeURIComponent(JSON.stringify({ q: 'renter@bosun.test' }));
  const [conversation] = await (
    await request.get(`/api/admin/conversations?filter=${filter}&range=[0,0]`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  if (!conversation) throw new Error('The seed has no conversation of the demo renter.');

  await signIn(page, 'support');
  await expect(page).toHaveURL(/#\/conversations$/);
  await page.goto(`/admin/#/conversations/${conversation.id}/show`);
  await expect(page.getByRole('list', { name: 'Messages de la conversation' })).toBeVisible();
  const answer = `Bonjour, le support Bosun vous répond (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Répondre aux deux parties' }).fill(answer);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Réponse envoyée au locataire et au propriétaire')).toBeVisible();
  const sent = page.getByRole('listitem').filter({ hasText: answer });
  await expect(sent).toContainText('Bosun');

  // The renter is told, with the answer, in the outbox e-mail the conversation's notice wrote.
  const mails = await (await request.get('/api/dev/outbox?to=renter@bosun.test')).json();
  expect(mails.some((mail: { body: string }) => mail.body.includes(answer))).toBe(true);
});

test('an admin works through the audit log and the Errors page on the data grid, in French', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/admin/#/audit-log');
  const audit = page.getByRole('grid');
  await expect(audit.getByRole('columnheader', { name: 'Modifications' })).toBeVisible();
  // The seeded decisions, each change in words: the refund's status before and after.
  await expect(audit.getByText(/À décider → (Approuvé|Ajusté|Refusé)/).first()).toBeVisible();
  await audit.getByRole('columnheader', { name: 'Action' }).click();
  await expect(page).toHaveURL(/sort=action/);

  await page.goto('/admin/#/errors');
  const errors = page.getByRole('grid');
  await expect(errors.getByRole('gridcell', { name: 'Serveur' }).first()).toBeVisible();
  await errors.getByRole('columnheader', { name: 'Nombre' }).click();
  await expect(page).toHaveURL(/sort=count/);
  await errors.getByRole('row').filter({ hasText: 'ChunkLoadError' }).click();
  await expect(page).toHaveURL(/#\/errors\/\d+\/show/);
  await page.screenshot({ path: 'test-results/errors-fr.png' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a manager’s lists keep to the screen: a wide table scrolls inside its card', async ({ page }) => {
    await signIn(page, 'manager');
    await expect(page).toHaveURL(/#\/manager-dashboard$/);
    for (const resource of ['damages', 'boats', 'leads', 'users']) {
      await page.goto(`/admin/#/${resource}`);
      const table = page.locator('table.RaDataTable-table');
      await expect(table.locator('tbody tr').first()).toBeVisible();
      // The table is wider than the phone, yet the page is not: the card scrolls sideways.
      expect(await table.evaluate((el) => el.getBoundingClientRect().width), resource).toBeGreaterThan(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), resource).toBeLessThanOrEqual(
        390,
      );
      const card = page.locator('.RaList-content');
      expect(await card.evaluate((el) => el.scrollWidth > el.clientWidth), resource).toBe(true);
    }
  });
});

test.describe('the console’s layout, in French', () => {
  test('a big figure keeps its € inside its card, and the Errors page shows whole columns at 1366 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    // A year's business volume of a larger marketplace: "987 654 321,09 €".
    await page.route('**/api/admin/dashboard/manager?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.totals.gbv = 98_765_432_109;
      await route.fulfill({ response, json: body });
    });
    await signIn(page, 'admin');
    await page.goto('/admin/#/manager-dashboard');
    const gbv = page.getByTestId("figure-Volume d'affaires");
    await expect(gbv).toContainText('987');
    await expect(gbv).toContainText('€');
    expect(await gbv.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('manager-dashboard-big-figure.png') });

    await page.goto('/admin/#/errors');
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('errors-1366.png') });
    // Every column is on screen (the last one ends inside the grid) and no date, count or header is cut.
    const gridBox = await grid.boundingBox();
    const lastColumn = await grid.locator('.MuiDataGrid-columnHeader[data-field="browser"]').boundingBox();
    if (!gridBox || !lastColumn) throw new Error('The grid or its last column is not drawn.');
    expect(lastColumn.x + lastColumn.width).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
    const cut = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '.MuiDataGrid-columnHeaderTitle, .MuiDataGrid-cell:not([data-field="title"])',
        ),
      ]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
  });

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`a salesperson’s quote form reads in sections at ${viewport.width} px, in the console’s date format`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const token = await tokenOf(request, 'sales');
      const [lead] = await (
        await request.get('/api/admin/leads?range=[0,0]', { headers: { authorization: `Bearer ${token}` } })
      ).json();
      await signIn(page, 'sales');
      await expect(page).toHaveURL(/#\/sales-dashboard$/);
      await page.goto(
        `/admin/#/propales/create?source=${encodeURIComponent(JSON.stringify({ leadId: lead.id }))}`,
      );
      const sections = page.locator('.propale-section > legend');
      await expect(sections).toHaveText(['Bateaux et dates', 'Prix, validité et message']);
      // Days as French staff write them, not the browser's mm/dd/yyyy.
      const validUntil = page.getByRole('textbox', { name: /Valable jusqu/ });
      await expect(validUntil).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
      const [day, month] = (await validUntil.inputValue()).split('/').map(Number);
      const inAWeek = new Date(Date.now() + 7 * 86_400_000);
      expect([day, month]).toEqual([inAWeek.getUTCDate(), inAWeek.getUTCMonth() + 1]);
      await page.screenshot({
        path: test.info().outputPath(`quote-form-${viewport.width}.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      // Every field is wide enough to read what it holds.
      const narrow = await page.evaluate(() =>
        [...document.querySelectorAll('form .MuiInputBase-root')]
          .map((el) => el.getBoundingClientRect().width)
          .filter((width) => width < 150),
      );
      expect(narrow).toEqual([]);
      const start = await page.getByRole('textbox', { name: 'Du', exact: true }).boundingBox();
      const end = await page.getByRole('textbox', { name: /^Au/ }).boundingBox();
      if (!start || !end) throw new Error('The dates are not drawn.');
      // Side by side on a computer, one under the other on a phone.
      if (viewport.width > 1000) expect(end.y).toBe(start.y);
      else expect(end.y).toBeGreaterThan(start.y);
    });
  }
});
