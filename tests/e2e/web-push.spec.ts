import { type APIRequestContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import {
  type LocalPushService,
  readTls,
  startLocalPushService,
  webPushTestSettings,
} from './localPushService.ts';

// A real Chromium receives a Web Push (issue 20). Chromium subscribes only through Google's push
// service, out of reach here, so the subscription is made as a browser makes it (a P-256 key pair and
// an auth secret) for the test's own push service; the server's real delivery writes to that service,
// which checks and decrypts the push, then hands it to the site's service worker in Chromium through
// the DevTools protocol, as Chromium's own push pipe does once GCM has handed a message over.

const PASSWORD = 'Bosun-demo-2026';
/** The server's push delivery job runs every 2 s; a busy shared machine may take a few rounds. */
const JOB_WAIT = 20_000;
const settings = webPushTestSettings();
let service: LocalPushService;
/** The browser's end of the pipe, set by the running test (its page's DevTools session). */
let deliverToBrowser: (payload: string) => Promise<void> = async () => {
  throw new Error('no browser listening');
};

test.beforeAll(async () => {
  service = await startLocalPushService({
    tls: readTls(settings),
    applicationServerKey: settings.vapidPublicKey,
    deliver: (_subscriptionId, payload) => deliverToBrowser(payload),
  });
});
test.afterAll(() => service.close());

const xsrfHeader = async (page: Page) => {
  const cookies = await page.context().cookies();
  return { 'x-xsrf-token': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
};

/** Registers the site's service worker in the page and learns its registration id from DevTools. */
async function registerServiceWorker(page: Page, cdp: CDPSession, origin: string): Promise<string> {
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    // The worker claims open pages on activation: this page is then controlled by it.
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  return registrations.get(`${origin}/`) as string;
}

/** The owner, signed in, and the thread they share with the renter; `write` posts in it. */
async function ownerThread(request: APIRequestContext, baseURL: string, page: Page) {
  const ownerLogin = await request.post(`${baseURL}/api/v6/auth/login`, {
    data: { email: 'owner@bosun.test', password: PASSWORD },
  });
  const bearer = { authorization: `Bearer ${(await ownerLogin.json()).authToken}` };
  const renterInbox = await (await page.request.get('/api/v6/account/conversations')).json();
  const ownerInbox = await (
    await request.get(`${baseURL}/api/v6/account/conversations`, { headers: bearer })
  ).json();
  const ownerHashes = new Set(ownerInbox.items.map((c: { hash: string }) => c.hash));
  const thread: { hash: string; id: number } = renterInbox.items.find((c: { hash: string }) =>
    ownerHashes.has(c.hash),
  );
  const write = async (text: string) => {
    const sent = await request.post(`${baseURL}/api/v6/messages`, {
      headers: bearer,
      data: { conversationHash: thread.hash, clientId: crypto.randomUUID(), body: text },
    });
    expect(sent.ok()).toBe(true);
  };
  return { thread, write };
}

/** Letters only: a run of digits would be masked as a phone number before a booking is accepted. */
const tagOf = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

const cases = [
  { language: 'en', title: 'Olivia sent you a message', text: 'The boat is ready, see you at the pontoon' },
  { language: 'fr', title: 'Olivia vous a envoyé un message', text: 'Le bateau est prêt, à tout à l’heure' },
] as const;

for (const { language, title, text: words } of cases) {
  test(`a message from the owner reaches Chromium's service worker as a Web Push, in ${language}, and its click opens the thread`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const origin = baseURL as string;
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin });
    const page = await context.newPage();
    const ownerRequest = await playwright.request.newContext();
    const staffRequest = await playwright.request.newContext();
    const login = await page.request.post('/api/v6/auth/login', {
      data: { email: 'renter@bosun.test', password: PASSWORD },
    });
    expect(login.ok()).toBe(true);
    await page.goto(`/${language}`);
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const registrationId = await registerServiceWorker(page, cdp, origin);
    deliverToBrowser = async (data) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
    };

    // The browser's subscription, registered through the site's device API; the renter allows pushes
    // and reads the site in this language.
    const subscription = service.subscribe();
    const headers = await xsrfHeader(page);
    const device = await page.request.post('/api/v6/account/device', {
      headers,
      data: {
        deviceToken: `e2e-browser-${language}-${Date.now()}`,
        deviceType: 'web',
        webPushSubscription: subscription,
      },
    });
    expect(await device.json()).toMatchObject({ hasPushAddress: true });
    const allowed = await page.request.put('/api/v6/account/device/push-notif-permission', {
      headers,
      data: { isAccepted: true },
    });
    expect(await allowed.json()).toMatchObject({ pushNotif: true });
    const profile = await page.request.put('/api/v6/account/profile', {
      headers,
      data: { languageCode: language },
    });
    expect(profile.ok()).toBe(true);

    try {
      // Other notices reach the renter meanwhile (the jobs' e-contracts): pushes are told apart by text.
      const text = `${words} (${tagOf()})`;
      const { thread, write } = await ownerThread(ownerRequest, origin, page);
      await write(text);
      const deepLink = `${origin}/${language}/account/chat/${thread.hash}/${thread.id}`;

      // The server's delivery job wrote to the push service: a valid VAPID signature for this
      // service's origin, a TTL, and a body that decrypts to the notice in the renter's language.
      const push = await service.nextPush(subscription.endpoint, {
        timeoutMs: JOB_WAIT,
        where: (p) => p.payload?.includes(text) ?? false,
      });
      expect(push).toMatchObject({
        status: 201,
        ttl: 24 * 3600,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      });
      expect(push.vapid).toMatchObject({ aud: service.origin, k: settings.vapidPublicKey });
      expect(push.vapid?.sub).toMatch(/^mailto:|^https:/);
      const payload = JSON.parse(push.payload ?? '{}');
      expect(payload).toEqual({ title, body: text, deepLink, notificationId: expect.any(Number) });

      // The service worker showed it: title and body in the language, the thread's deep link.
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            data: n.data,
          })),
        );
      await expect.poll(shown, { timeout: JOB_WAIT }).toContainEqual({
        title,
        body: text,
        data: { url: deepLink, notificationId: payload.notificationId },
      });

      // A click on it brings the thread into the open page. DevTools cannot click a notification, so
      // the worker gets the click event the browser would send it, for the notification it shows.
      const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
      expect(worker).toBeTruthy();
      await worker?.evaluate(async (id) => {
        const scope = self as unknown as {
          registration: { getNotifications(): Promise<{ data: { notificationId: number } }[]> };
          dispatchEvent(event: Event): boolean;
        };
        const notification = (await scope.registration.getNotifications()).find(
          (n) => n.data.notificationId === id,
        );
        const NotificationEventClass = (
          globalThis as unknown as { NotificationEvent: new (...a: unknown[]) => Event }
        ).NotificationEvent;
        scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
      }, payload.notificationId);
      await expect(page).toHaveURL(deepLink);
      await expect(page.locator('.chat-message.is-theirs').last()).toContainText(text);
      await expect.poll(shown).not.toContainEqual(expect.objectContaining({ body: text }));

      // The worker's received and clicked calls are counted on the push in the back office's outbox.
      const support = await staffRequest.post(`${origin}/api/v6/auth/login`, {
        data: { email: 'support@bosun.test', password: PASSWORD },
      });
      const staff = { authorization: `Bearer ${(await support.json()).authToken}` };
      await expect
        .poll(
          async () => {
            const row = await staffRequest.get(`${origin}/api/admin/outbox/${payload.notificationId}`, {
              headers: staff,
            });
            const { received, clicked, status } = await row.json();
            return { received, clicked, status };
          },
          { timeout: JOB_WAIT },
        )
        .toEqual({ received: 1, clicked: 1, status: 'sent' });

      // The browser unsubscribed meanwhile (the service answers 410 Gone): the server forgets the
      // subscription, and the next message is not written to it.
      service.unsubscribe(subscription.endpoint);
      const rowsTo = async () =>
        (await (
          await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(subscription.endpoint)}`)
        ).json()) as { status: string; body: string }[];
      const unheard = `${words} (${tagOf()})`;
      await write(unheard);
      await expect
        .poll(async () => (await rowsTo()).filter((row) => row.body === unheard).map((row) => row.status), {
          timeout: JOB_WAIT,
        })
        .toEqual(['failed']);
      // The notice is written with the message: once the message is sent, no push to the endpoint waits.
      const after = `${words} (${tagOf()})`;
      await write(after);
      expect((await rowsTo()).filter((row) => row.body === after)).toEqual([]);
    } finally {
      await page.request.put('/api/v6/account/profile', { headers, data: { languageCode: 'en' } });
      await ownerRequest.dispose();
      await staffRequest.dispose();
      await context.close();
    }
  });
}

test('in fr, the renter turns notifications on from the account settings, gets a message as a push, then turns them off', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const origin = baseURL as string;
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  const ownerRequest = await playwright.request.newContext();
  // Chromium's subscribe() goes to Google's push service, out of reach here: in this test only, the
  // browser's PushManager answers with a subscription of the local push service (the stand-in of the
  // browser's push service); everything else (permission, service worker, the site's calls) is real.
  const subscription = service.subscribe();
  await page.addInitScript((json) => {
    const FLAG = 'e2e.pushSubscribed';
    const stand = {
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(FLAG);
        return true;
      },
    };
    const calls: unknown[] = [];
    (window as unknown as { e2eSubscribeCalls: unknown[] }).e2eSubscribeCalls = calls;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      calls.push({ userVisibleOnly: options?.userVisibleOnly, keyLength: key.length, firstByte: key[0] });
      localStorage.setItem(FLAG, '1');
      return stand as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      localStorage.getItem(FLAG) ? (stand as unknown as PushSubscription) : null;
  }, subscription);

  const login = await page.request.post('/api/v6/auth/login', {
    data: { email: 'renter@bosun.test', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = await xsrfHeader(page);
  await page.request.put('/api/v6/account/profile', { headers, data: { languageCode: 'fr' } });
  try {
    // The service worker's registration, as DevTools sees it once the page has registered /sw.js.
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');

    await page.goto('/fr/account/profile');
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Notifications sur ce navigateur' });
    await expect(page.getByText('Les notifications sont désactivées sur ce navigateur.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    // Keyboard: the switch takes the focus and Space turns it on.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Les notifications sont activées sur ce navigateur.')).toBeVisible();
    await expect(toggle).toBeChecked();
    // It subscribed for user-visible pushes with the server's VAPID key (65 bytes, uncompressed P-256).
    expect(
      await page.evaluate(() => (window as unknown as { e2eSubscribeCalls: unknown[] }).e2eSubscribeCalls),
    ).toEqual([{ userVisibleOnly: true, keyLength: 65, firstByte: 4 }]);
    await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
    const registrationId = registrations.get(`${origin}/`) as string;
    deliverToBrowser = async (data) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
    };

    // An owner's message reaches this browser: the server's push, then the worker's notification.
    const { write } = await ownerThread(ownerRequest, origin, page);
    const heard = `${cases[1].text} (${tagOf()})`;
    await write(heard);
    const push = await service.nextPush(subscription.endpoint, {
      timeoutMs: JOB_WAIT,
      where: (p) => p.payload?.includes(heard) ?? false,
    });
    expect(push.status).toBe(201);
    expect(JSON.parse(push.payload ?? '{}')).toMatchObject({ title: cases[1].title, body: heard });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
        })),
      );
    await expect.poll(shown, { timeout: JOB_WAIT }).toContainEqual({ title: cases[1].title, body: heard });

    // Off: the browser unsubscribes and the server forgets it; the next message is not pushed here.
    await toggle.click();
    await expect(page.getByText('Les notifications sont désactivées sur ce navigateur.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    const unheard = `${cases[1].text} (${tagOf()})`;
    await write(unheard);
    const rowsTo = async () =>
      (await (
        await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(subscription.endpoint)}`)
      ).json()) as { body: string }[];
    // The notice is written with the message: once it is sent, a push to this browser would be there.
    expect((await rowsTo()).filter((row) => row.body === unheard)).toEqual([]);
    await page.waitForTimeout(3_000);
    expect(await shown()).not.toContainEqual(expect.objectContaining({ body: unheard }));
    // After a reload the page still says off.
    await page.reload();
    await expect(page.getByText('Les notifications sont désactivées sur ce navigateur.')).toBeVisible();
  } finally {
    await page.request.put('/api/v6/account/profile', { headers, data: { languageCode: 'en' } });
    await ownerRequest.dispose();
    await context.close();
  }
});
