import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

const PASSWORD = 'Bosun-demo-2026';

/** A browser context signed in as a demo account (session cookie), in `language`. */
async function signedIn(
  browser: Browser,
  email: string,
  options: { phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    options.phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  const login = await page.request.post('/api/v6/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return { context, page };
}

test.describe('messenger', () => {
  test('a question from a product page reaches the owner live, the answer reaches the renter live, nothing is lost offline', async ({
    browser,
  }) => {
    const renter = await signedIn(browser, 'renter@bosun.test');
    const owner = await signedIn(browser, 'owner@bosun.test', { phone: true });

    // One of the demo owner's boats a renter can open, from the owner's own inbox (an earlier journey
    // may have left a newer thread on a listing that is no longer shown).
    const inbox = await (await owner.page.request.get('/api/v6/account/conversations')).json();
    let product: { paths: Record<string, string> } | undefined;
    for (const item of inbox.items as { product: { id: number } | null }[]) {
      if (!item.product) continue;
      const answer = await renter.page.request.get(`/api/v6/products/${item.product.id}`);
      if (answer.ok()) {
        product = await answer.json();
        break;
      }
    }
    if (!product) throw new Error('no listing of the demo owner in the inbox that a renter can open');

    // The owner waits on the inbox, on a phone, in German.
    await owner.page.goto('/de/account/chat/list');
    await expect(owner.page.getByRole('heading', { name: 'Nachrichten' })).toBeVisible();
    const ownerBadge = owner.page.getByTestId('unread-badge').locator('[aria-hidden="true"]');
    const unreadBefore = (
      await (await owner.page.request.get('/api/v6/account/conversations/unread-count')).json()
    ).total as number;
    await expect(ownerBadge).toHaveText(String(unreadBefore));

    // The renter asks from the product page, in French, with a phone number before any booking.
    await renter.page.goto(`/fr${product.paths.fr}`);
    await renter.page.getByRole('button', { name: 'Contacter le propriétaire' }).click();
    const question = `Bonjour, le bateau est-il libre ? Appelez-moi au 06 12 34 56 78 (${Date.now()})`;
    await renter.page.locator('#contact-owner-message').fill(question);
    await renter.page.locator('.contact-owner').getByRole('button', { name: 'Envoyer' }).click();
    await expect(renter.page.getByText('Message envoyé.')).toBeVisible();
    // Writing reads the thread: what it had unread (a support reply from an earlier journey, say) is
    // read now, so the renter's count is taken after the question, before the answer.
    const renterUnreadBefore = (
      await (await renter.page.request.get('/api/v6/account/conversations/unread-count')).json()
    ).total as number;

    // It arrives in the owner's inbox without a reload, the number masked, and the badge counts it.
    const row = owner.page.locator('.chat-list__row').first();
    await expect(row).toContainText('Bonjour, le bateau est-il libre ? Appelez-moi au •••');
    await expect(row).not.toContainText('06 12 34 56 78');
    await expect(ownerBadge).toHaveText(String(unreadBefore + 1));

    // The owner opens it and answers with Enter.
    await row.getByRole('link').click();
    await expect(owner.page.locator('.chat-message.is-theirs').last()).toContainText('Appelez-moi au •••');
    const composer = owner.page.getByRole('textbox', { name: 'Ihre Nachricht' });
    await composer.fill('Ja, das Boot ist frei.');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('Bis bald!');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    const answer = owner.page.locator('.chat-message.is-mine').last();
    await expect(answer).toContainText('Ja, das Boot ist frei.\nBis bald!');
    await expect(owner.page.locator('.chat-message.is-mine', { hasText: 'Bis bald!' })).toHaveCount(1);

    // The renter, still on the product page, sees the header badge count the answer.
    const renterBadge = renter.page.getByTestId('unread-badge').locator('[aria-hidden="true"]');
    await expect(renterBadge).toHaveText(String(renterUnreadBefore + 1));
    await renter.page.locator('.site-header__messages').click();
    await expect(renter.page.locator('.chat-list__row').first()).toContainText('Bis bald!');
    await renter.page.locator('.chat-list__row').first().getByRole('link').click();
    await expect(renter.page.locator('.chat-message.is-theirs').last()).toContainText(
      'Ja, das Boot ist frei.',
    );
    // Reading the thread takes the answer off the badge.
    if (renterUnreadBefore === 0) await expect(renterBadge).toHaveCount(0);
    else await expect(renterBadge).toHaveText(String(renterUnreadBefore));
    // The owner sees that the renter read the answer.
    await expect(owner.page.locator('.chat-message__seen')).toHaveText(/Gelesen/);

    // The renter answers live.
    const renterComposer = renter.page.getByRole('textbox', { name: 'Votre message' });
    await renterComposer.fill('Parfait, merci !');
    await renterComposer.press('Enter');
    await expect(owner.page.locator('.chat-message.is-theirs').last()).toContainText('Parfait, merci !');

    // An e-mail address before a booking: the writer reads their own words and is told they were masked.
    await renterComposer.fill('Mon e-mail : jo.renter@example.fr');
    await renterComposer.press('Enter');
    await expect(renter.page.getByRole('status').filter({ hasText: 'masqués' })).toBeVisible();
    await expect(renter.page.locator('.chat-message.is-mine').last()).toContainText('jo.renter@example.fr');
    await expect(owner.page.locator('.chat-message.is-theirs').last()).toContainText('Mon e-mail : •••');

    // A PDF goes with a message (its author stripped on the way); the owner opens it.
    const plan = await PDFDocument.create();
    plan.addPage([300, 200]);
    plan.setAuthor('Jo Renter');
    await renter.page.locator('.chat-composer input[type="file"]').setInputFiles({
      name: 'plan-de-navigation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await plan.save({ useObjectStreams: false })),
    });
    // The attach button is drawn as an SVG (no emoji font needed) and named for screen readers.
    const attach = renter.page.locator('.chat-composer__attach');
    await expect(attach.locator('svg')).toBeVisible();
    await expect(attach).toHaveAccessibleName('Joindre une photo ou un PDF');
    await expect(renter.page.locator('.chat-composer__files')).toContainText('plan-de-navigation.pdf');
    await renterComposer.fill('Notre plan de navigation');
    await renterComposer.press('Enter');
    const link = owner.page
      .locator('.chat-message.is-theirs')
      .last()
      .getByRole('link', { name: /plan-de-navigation\.pdf/ });
    await expect(link).toBeVisible();
    const opened = await owner.page.request.get((await link.getAttribute('href')) as string);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    const openedPdf = await PDFDocument.load(await opened.body(), { updateMetadata: false });
    expect(openedPdf.getPageCount()).toBe(1);
    expect(openedPdf.getAuthor()).toBeUndefined();

    // Offline and back: what the renter wrote offline is sent once, what the owner wrote arrives.
    await renter.context.setOffline(true);
    await renterComposer.fill('Écrit hors ligne');
    await renterComposer.press('Enter');
    await expect(renter.page.locator('.chat-message.is-failed')).toContainText('Écrit hors ligne');
    await composer.fill('Während Sie offline waren');
    await composer.press('Enter');
    await renter.context.setOffline(false);
    await expect(renter.page.locator('.chat-message', { hasText: 'Écrit hors ligne' })).not.toHaveClass(
      /is-failed/,
    );
    await expect(renter.page.locator('.chat-message.is-theirs').last()).toContainText(
      'Während Sie offline waren',
    );
    await expect(owner.page.locator('.chat-message', { hasText: 'Écrit hors ligne' })).toHaveCount(1);
    await expect(renter.page.locator('.chat-message', { hasText: 'Écrit hors ligne' })).toHaveCount(1);

    await renter.context.close();
    await owner.context.close();
  });
});
