import { readFileSync } from 'node:fs';
import { type APIRequestContext, request as api, expect, type Page, test } from '@playwright/test';
import { pdfText } from '../helpers/pdfText.ts';

/**
 * A booking's money, told the same on the page, in the e-mail and in the PDFs (DESIGN.md, "One money ledger"): in French on
 * a phone, the renter books a request with the weather guarantee and a down payment, the owner accepts,
 * the renter downloads the receipt and the invoice, cancels, and downloads the refund's credit note.
 */

const PASSWORD = 'Bosun-demo-2026';
const PHONE = { width: 390, height: 844 };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The digits of a written amount: the figure, whatever its grouping ("1 234,50 €" → "123450"). */
const figure = (text: string | null) => (text ?? '').replace(/[^0-9]/g, '');
/** A written amount in minor units: the site writes cents only when there are some ("25 €", "1 190,65 €"). */
const minor = (text: string | null) =>
  /[.,]\d{2}(?!\d)/.test(text ?? '') ? Number(figure(text)) : Number(figure(text)) * 100;

/**
 * One of the demo owner's request-only listings with six free days far and dear enough for a down
 * payment (45 days, 950 €). The demo owner's, so that its owner can sign in to accept: listings other
 * journeys create belong to accounts of their own.
 */
async function downPaymentRequestTrip(request: APIRequestContext) {
  const owner = await bearerOf(request, 'owner@bosun.test');
  const ids: number[] = [];
  for (let page = 1; page <= 5; page++) {
    const answer = await (
      await request.get(`/api/v6/account/listings?state=published&page=${page}`, { headers: owner })
    ).json();
    ids.push(...answer.listings.map((listing: { id: number }) => listing.id));
    if (page >= answer.pagination.totalPage) break;
  }
  const today = new Date().toISOString().slice(0, 10);
  for (const id of ids) {
    const product = await (await request.get(`/api/v6/products/${id}`)).json();
    if (product.instantBooking || product.minimumDays > 6 || product.specifications.capacity < 2) continue;
    for (let offset = 75; offset < 200; offset += 13) {
      const dateFrom = addDays(today, offset);
      const dateTo = addDays(dateFrom, 5);
      const quote = await (
        await request.get(
          `/api/v6/products/${id}/quote?dateFrom=${dateFrom}&dateTo=${dateTo}&numberOfPeople=2`,
        )
      ).json();
      if (quote.available && quote.total >= 120_000) return { id, dateFrom, dateTo };
    }
  }
  throw new Error('No request-only listing of the demo owner dear enough for a down payment');
}

/** A Bearer header for `email`, signed in from a context of its own (no session cookie left behind). */
async function bearerOf(request: APIRequestContext, email: string) {
  void request;
  const context = await api.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await context.post('/api/v6/auth/login', { data: { email, password: PASSWORD } });
    expect(login.ok(), `${email}: ${login.status()} ${await login.text()}`).toBe(true);
    return { authorization: `Bearer ${(await login.json()).authToken}` };
  } finally {
    await context.dispose();
  }
}

async function refuseConsent(page: Page) {
  await page.goto('/fr');
  const banner = page.locator('section.consent');
  await banner.waitFor({ state: 'visible', timeout: 15_000 });
  await banner.locator('.consent__actions button').first().click();
  await expect(banner).toBeHidden();
}

/** Clicks a document's link on the booking page and reads the PDF the browser downloads. */
async function downloadText(page: Page, kind: string): Promise<string> {
  const link = page.locator(`[data-document="${kind}"] a`).last();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  return pdfText(readFileSync(file));
}

test('fr, phone: down payment and guarantee, accepted, receipt, cancelled, credit note: every figure agrees', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const trip = await downPaymentRequestTrip(request);

  // The renter pays the request: the guarantee, then a down payment, on the checkout.
  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: 'renter@bosun.test', password: PASSWORD },
  });
  const renter = { authorization: `Bearer ${(await login.json()).authToken}` };
  await refuseConsent(page);
  const created = await page.request.post(`/api/v6/products/${trip.id}/payment-sessions?_locale=fr`, {
    headers: renter,
    data: { dateFrom: trip.dateFrom, dateTo: trip.dateTo, numberOfPeople: 2 },
  });
  expect(created.status()).toBe(201);
  const { hash } = await created.json();
  await page.goto(`/fr/ps/${hash}`);
  const payNow = page.getByTestId('checkout-pay-now');
  await page.locator('[data-insurance="cabWeather"] input').check();
  await expect(page.getByTestId('checkout-price')).toHaveAttribute('aria-busy', 'false');
  const fullNow = await payNow.textContent();
  await page.getByLabel(/Payer un acompte/).check();
  await expect(page.getByTestId('balance-date')).toContainText('prélevés automatiquement le');
  await expect(payNow).not.toHaveText(fullNow ?? '');
  await expect(page.getByTestId('checkout-price')).toHaveAttribute('aria-busy', 'false');
  const downPaymentOnCheckout = await payNow.textContent();
  await page.locator('input[name="acceptedTerms"]').check();
  await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
  await page.locator('input[name="expiry"]').fill('12/34');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('.checkout-pay__button').click();
  await expect(page).toHaveURL(new RegExp(`/fr/ps/${hash}/success$`));
  const { bookingId } = await (await page.request.get(`/api/v6/checkout/${hash}/success`)).json();

  // On hold: held on the card, not charged, and no receipt yet.
  await page.goto(`/fr/booking/${bookingId}/detail`);
  const statement = page.getByTestId('statement');
  await expect(statement.locator('[data-line="authorised"][data-state="held"]')).toContainText('non débité');
  // The demo renter's account credit (a voucher) is spent before the card: what the card holds and the
  // credit spent make the down payment the checkout showed.
  const credit = (
    await statement.locator('[data-line="voucher"] .detail-movements__amount').allTextContents()
  )
    .map((text) => minor(text))
    .reduce((sum, amount) => sum + amount, 0);
  const held = minor(
    await statement.locator('[data-line="authorised"] .detail-movements__amount').textContent(),
  );
  expect(held + credit).toBe(minor(downPaymentOnCheckout));
  await expect(page.getByTestId('no-documents')).toBeVisible();

  // The owner accepts (the owner of that boat, from the back office's record of the booking).
  const manager = await bearerOf(request, 'manager@bosun.test');
  const record = await (await request.get(`/api/admin/bookings/${bookingId}`, { headers: manager })).json();
  const ownerContext = await browser.newContext({ viewport: PHONE });
  const owner = await ownerContext.newPage();
  await owner.request.post('/api/v6/auth/login', { data: { email: record.owner.email, password: PASSWORD } });
  await refuseConsent(owner);
  await owner.goto('/fr/account/bookings?role=owner&tab=requests');
  const row = owner.locator(`[data-booking-id="${bookingId}"]`);
  await row.getByRole('button', { name: /^Accepter/ }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Demande acceptée' })).toBeVisible();
  // the owner's page tells what the rental brings in, not the renter's card
  await owner.goto(`/fr/booking/${bookingId}/detail`);
  const ownerStatement = owner.getByTestId('statement');
  await expect(ownerStatement.locator('[data-line="gross"]')).toContainText('Payé en ligne par le locataire');
  await expect(ownerStatement.locator('[data-line="serviceFeeWithheld"]')).toBeVisible();
  await expect(ownerStatement.locator('[data-line="charged"]')).toHaveCount(0);
  await owner.screenshot({ path: test.info().outputPath('statement-owner-fr-phone.png'), fullPage: true });
  await ownerContext.close();

  // Charged: the line, the total paid, the balance to come, and the receipt and invoice to download.
  await page.reload();
  const charged = statement.locator('[data-line="charged"] .detail-movements__amount');
  await expect(charged).toHaveCount(1);
  const chargedText = await charged.textContent();
  expect(minor(chargedText)).toBe(held);
  expect(figure(await page.getByTestId('paid-amount').textContent())).toBe(figure(chargedText));
  await expect(statement.locator('[data-line="due"]')).toContainText('Solde débité automatiquement le');
  const detail = await (await page.request.get(`/api/v6/booking/${bookingId}/detail`)).json();
  await expect(statement.locator('[data-line="deposit"]')).toHaveCount(detail.depositAmount > 0 ? 1 : 0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('statement-accepted-fr-phone.png'), fullPage: true });

  const receipt = await downloadText(page, 'receipt');
  expect(receipt).toContain('Reçu de paiement');
  expect(receipt).toContain('Acompte');
  expect(receipt).toMatch(/\d,\d{2}\s€/);
  expect(figure(receipt.match(/Total\s*\n+([^\n]+)/)?.[1] ?? null)).toBe(figure(chargedText));
  const invoice = await downloadText(page, 'invoice');
  const invoiceNumber = invoice.match(/BSN-F-\d{6}/)?.[0];
  expect(invoiceNumber).toBeDefined();
  expect(invoice).toContain('Frais de service Bosun');
  expect(invoice).toContain('TVA à 20');

  // The renter cancels: the refund by the policy, its receipt and the credit note of the fee.
  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler cette réservation ?' });
  await expect(dialog.getByTestId('cancel-preview')).toBeVisible();
  const promised = await dialog.getByTestId('cancel-refund').textContent();
  await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByTestId('detail-notice')).toBeVisible();
  await page.reload();
  const refunded = statement.locator('[data-line="refunded"]');
  await expect(refunded).toContainText('Remboursé sur votre carte');
  await expect(refunded).toContainText('selon les conditions d’annulation');
  expect(figure(await refunded.locator('.detail-movements__amount').textContent())).toBe(figure(promised));
  expect(figure(await page.getByTestId('refunded-amount').textContent())).toBe(figure(promised));
  await expect(statement.locator('[data-line="due"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('statement-cancelled-fr-phone.png'), fullPage: true });

  const creditNote = await downloadText(page, 'credit_note');
  expect(creditNote).toContain('Avoir');
  expect(creditNote).toContain(`Rectifie la facture: ${invoiceNumber}`);
  const refundReceipt = await downloadText(page, 'refund_receipt');
  expect(refundReceipt).toContain('Reçu de remboursement');
  expect(figure(refundReceipt.match(/Total\s*\n+([^\n]+)/)?.[1] ?? null)).toBe(figure(promised));
});
