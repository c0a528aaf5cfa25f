import { expect, test } from '@playwright/test';
import { appMessages, fromApp, installTestApp, type TestAppSettings } from './appBridge.ts';

const PASSWORD = 'Bosun-demo-2026';
const iPhone: TestAppSettings = {
  platform: 'ios',
  trackingStatus: 'notDetermined',
  trackingAnswer: 'authorized',
  pushStatus: 'notDetermined',
  pushAnswer: 'authorized',
  deviceToken: `e2e-iphone-${Date.now()}`,
  fcmToken: `e2e-fcm-${Date.now()}`,
};

test.describe('the native app mode', () => {
  test('an app older than 4.0.0 lands on app-update-needed, which says what to do', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await installTestApp(context, baseURL as string, '3.9.2', iPhone);
    const page = await context.newPage();
    await page.goto('/fr/account/chat/list');
    await expect(page).toHaveURL(/\/fr\/app-update-needed$/);
    await expect(page.getByRole('heading', { name: "Mettez l'application à jour" })).toBeVisible();
    await expect(page.getByText('Cherchez Bosun et touchez Mettre à jour.')).toBeVisible();
    await page.waitForTimeout(1500);
    // No webview feature for an old app: the page sent it nothing.
    expect(await appMessages(page)).toEqual([]);
    await context.close();
  });

  test('sign-in asks tracking then push, a message from the owner is pushed and its deep link opens the thread, 2 minutes away reloads', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await installTestApp(context, baseURL as string, '4.2.0', iPhone);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/en');
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();

    // One second after start, the status bar turns white with a light style; the badge is cleared.
    await page.clock.fastForward(1100);
    await expect
      .poll(async () => (await appMessages(page)).filter((m) => m.type === 'setStatusBar'))
      .toEqual([{ type: 'setStatusBar', color: '#FFFFFF', style: 'light' }]);
    expect(await appMessages(page)).toContainEqual({ type: 'setBadge', count: 0 });

    // Signing in initialises the permissions in SPEC order: tracking (iOS: read, then ask), then push.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill('renter@bosun.test');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog.getByLabel('Password').fill(PASSWORD);
    const deviceSaved = page.waitForResponse(
      (r) => r.url().includes('/api/v6/account/device') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    expect((await deviceSaved).status()).toBe(200);
    const asked = (await appMessages(page))
      .map((m) => m.type)
      .filter((type) => /Permission|getDeviceInfo|getFcmToken/.test(type));
    expect(asked.slice(0, 6)).toEqual([
      'getDeviceInfo',
      'getTrackingPermission',
      'requestTrackingPermission',
      'getPushPermission',
      'requestPushPermission',
      'getFcmToken',
    ]);
    // Tracking authorized: the cookie says tracking is not disabled.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'disabledTracking')?.value).toBe('false');

    // The owner writes to the renter: a push is written for the renter's phone, to the thread.
    const owner = await browser.newContext();
    const ownerLogin = await owner.request.post(`${baseURL}/api/v6/auth/login`, {
      data: { email: 'owner@bosun.test', password: PASSWORD },
    });
    const bearer = { authorization: `Bearer ${(await ownerLogin.json()).authToken}` };
    const renterInbox = await (await page.request.get('/api/v6/account/conversations')).json();
    const ownerInbox = await (
      await owner.request.get(`${baseURL}/api/v6/account/conversations`, { headers: bearer })
    ).json();
    const ownerHashes = new Set(ownerInbox.items.map((c: { hash: string }) => c.hash));
    const thread = renterInbox.items.find((c: { hash: string }) => ownerHashes.has(c.hash));
    // Letters only: a run of digits would be masked as a phone number before the booking is accepted.
    const tag = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
    const text = `The boat is ready for you, see you soon (${tag})`;
    const sent = await owner.request.post(`${baseURL}/api/v6/messages`, {
      headers: bearer,
      data: { conversationHash: thread.hash, clientId: crypto.randomUUID(), body: text },
    });
    expect(sent.ok()).toBe(true);
    const outbox = await (
      await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(iPhone.fcmToken)}`)
    ).json();
    const push = outbox.find((row: { template: string }) => row.template === 'messages.new');
    expect(push).toMatchObject({ channel: 'push', body: text });
    const deepLink = `/en/account/chat/${thread.hash}/${thread.id}`;
    expect(push.payload).toMatchObject({ deepLink, objectType: 'conversation' });

    // The app opens the push: a beacon and the referer call, then the thread.
    // the site's calls carry _locale: match the path
    const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v6/metrics/deeplink');
    const referer = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v6/deeplink/referer/add');
    await fromApp(page, {
      type: 'deepLinkOpened',
      url: `${baseURL}${deepLink}`,
      pushNotificationId: push.id,
    });
    expect(JSON.parse((await beacon).postData() ?? '{}')).toEqual({ url: `${baseURL}${deepLink}` });
    expect((await referer).postDataJSON()).toEqual({ deeplinkPathWithParams: deepLink });
    await expect(page).toHaveURL(new RegExp(`${deepLink}$`));
    await expect(page.locator('.chat-message.is-theirs').last()).toContainText(text);

    // Back after 2 minutes in the background: the page reloads, and the badge is cleared again.
    await page.evaluate(() => {
      (window as unknown as { __beforeReload: boolean }).__beforeReload = true;
    });
    await fromApp(page, { type: 'appState', state: 'background' });
    await page.clock.fastForward('02:01');
    const reloaded = page.waitForEvent('load');
    await fromApp(page, { type: 'appState', state: 'active' });
    await reloaded;
    expect(
      await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
    ).toBeUndefined();
    await expect(page.locator('.chat-message.is-theirs').last()).toContainText(text);
    await owner.close();
    await context.close();
  });
});
