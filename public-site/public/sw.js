// The site's service worker (issue 20): shows the Web Pushes the server sends to a browser and opens
// the screen a push is about when it is clicked. It caches nothing: pages stay server-rendered.
// Plain script, served as /sw.js (src/modules/site/routes.ts) so that its scope is the whole site.

const TRACKING = {
  received: '/api/v6/account/track-received-push-notification',
  clicked: '/api/v6/account/track-clicked-push-notification',
};

self.addEventListener('install', () => self.skipWaiting());
// Open pages are taken over at once, so that a click can bring the thread into one of them.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The server's payload (src/providers/push/webPush.ts): {title, body, notificationId, deepLink}. */
function pushOf(event) {
  try {
    const data = event.data?.json() ?? {};
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

/** Only a link to this site is opened: a push never sends anyone elsewhere. */
function siteUrl(link) {
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

/** The app's tracking calls, for a browser too; a signed-out browser's call is simply refused. */
async function track(event, notificationId) {
  if (typeof notificationId !== 'number') return;
  try {
    // A cookie-authenticated change echoes the XSRF cookie; workers read it through the Cookie Store.
    const xsrf = await self.cookieStore?.get('XSRF-TOKEN');
    await fetch(TRACKING[event], {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf?.value ?? '' },
      body: JSON.stringify({ notificationId }),
    });
  } catch {
    // Tracking is a measure, never a reason for a push not to show.
  }
}

self.addEventListener('push', (event) => {
  const push = pushOf(event);
  const title = typeof push.title === 'string' && push.title ? push.title : 'Bosun';
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        body: typeof push.body === 'string' ? push.body : '',
        icon: '/favicon.svg',
        // One notification per outbox row: the same push delivered twice replaces itself.
        tag: push.notificationId ? `bosun-${push.notificationId}` : undefined,
        data: { url: siteUrl(push.deepLink), notificationId: push.notificationId },
      }),
      track('received', push.notificationId),
    ]),
  );
});

/** Brings the screen up: in an open page of the site if there is one, else in a new window. */
async function openScreen(notification) {
  const url = siteUrl(notification.data?.url);
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: false });
  const page = pages.find((client) => client.url === url) ?? pages[0];
  if (page) {
    // Focus first, while the click still allows it (a browser refuses it without one: the page is
    // then still brought to the right screen).
    await page.focus().catch(() => undefined);
    if (page.url !== url) await page.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  const { notification } = event;
  notification.close();
  event.waitUntil(
    Promise.all([openScreen(notification), track('clicked', notification.data?.notificationId)]),
  );
});
