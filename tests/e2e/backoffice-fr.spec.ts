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
  // The badge may touch the icon's edge but leaves its glyph (the middle 60 %) uncovered.
  expect(badgeBox.x).toBeGreaterThanOrEqual(iconBox.x + iconBox.width * 0.8);
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
