import type { BrowserContext, Page } from '@playwright/test';

/** How the stand-in app answers (shared/app/bridge.ts). */
export interface TestAppSettings {
  platform: 'ios' | 'android';
  trackingStatus: 'authorized' | 'denied' | 'notDetermined' | 'restricted';
  /** What the tracking prompt answers when the page asks. */
  trackingAnswer: 'authorized' | 'denied';
  pushStatus: 'authorized' | 'denied' | 'notDetermined';
  pushAnswer: 'authorized' | 'denied';
  deviceToken: string;
  fcmToken: string;
}

/**
 * Injects, before any page script, a bridge that answers like the native app: it records every
 * message the page sends in `window.__appMessages` and replies to requests on the `bosun-app` event.
 * Test folder only; the site never ships it.
 */
export async function installTestApp(
  context: BrowserContext,
  baseURL: string,
  appVersion: string,
  settings: TestAppSettings,
) {
  await context.addCookies([
    { name: 'webviewAppVersion', value: appVersion, url: baseURL },
    { name: 'disabledTracking', value: 'true', url: baseURL },
  ]);
  await context.addInitScript((s: TestAppSettings) => {
    const w = window as unknown as { __appMessages: { type: string }[]; BosunAppBridge: unknown };
    w.__appMessages = [];
    const reply = (id: string, answer: object) =>
      setTimeout(() =>
        window.dispatchEvent(
          new CustomEvent('bosun-app', { detail: { type: 'reply', replyTo: id, ...answer } }),
        ),
      );
    w.BosunAppBridge = {
      postMessage(json: string) {
        const message = JSON.parse(json);
        w.__appMessages.push(message);
        switch (message.type) {
          case 'getDeviceInfo':
            return reply(message.id, {
              deviceToken: s.deviceToken,
              deviceType: s.platform,
              deviceVersion: '17.4',
              fcmToken: s.fcmToken,
            });
          case 'getTrackingPermission':
            return reply(message.id, { status: s.trackingStatus });
          case 'requestTrackingPermission':
            s.trackingStatus = s.trackingAnswer;
            return reply(message.id, { status: s.trackingStatus });
          case 'getPushPermission':
            return reply(message.id, { status: s.pushStatus });
          case 'requestPushPermission':
            s.pushStatus = s.pushAnswer;
            return reply(message.id, { status: s.pushStatus });
          case 'getFcmToken':
            return reply(message.id, { fcmToken: s.fcmToken });
        }
      },
    };
  }, settings);
}

/** What the page has sent to the app so far. */
export const appMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __appMessages: { type: string }[] }).__appMessages);

/** The app tells the page something (appState, deepLinkOpened…). */
export const fromApp = (page: Page, detail: object) =>
  page.evaluate((d) => window.dispatchEvent(new CustomEvent('bosun-app', { detail: d })), detail);
