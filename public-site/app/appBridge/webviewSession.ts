import {
  DISABLED_TRACKING_COOKIE,
  FCM_TOKEN_REFRESH_MS,
  INACTIVITY_RELOAD_MS,
  type Platform,
  type PushStatus,
  STATUS_BAR_DELAY_MS,
  type TrackingStatus,
  trackingAllowed,
  webUrlOfDeepLink,
} from '../../../shared/app/bridge.ts';
import { setCookie } from '../../../shared/consent/cookies.ts';
import { browserApi, pageLanguage, withLocale } from '../siteApi.ts';
import { type AppBridge, createAppBridge } from './bridgeClient.ts';

// Loaded only inside the app's webview (public-site/app/AppMode.tsx): SPEC section 4 "Permissions
// and native app" and section 7 "Native deep link".

const LAST_ACTIVITY_KEY = 'bosun.app.lastActivityAt';
const PERMISSIONS_KEY = 'bosun.app.permissions';
const FCM_REFRESHED_KEY = 'bosun.app.fcmTokenRefreshedAt';

/** The permissions as last saved: the page's store, kept in localStorage across reloads. */
export interface StoredPermissions {
  userId: number;
  tracking: boolean;
  pushNotif: boolean;
}

const storage = {
  get: (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Private mode: the page simply asks again next time.
    }
  },
};

export function storedPermissions(): StoredPermissions | null {
  try {
    return JSON.parse(storage.get(PERMISSIONS_KEY) ?? 'null');
  } catch {
    return null;
  }
}

const put = (path: string, isAccepted: boolean) =>
  browserApi(path, { method: 'PUT', body: { isAccepted } }).then((r) => r.ok);

export interface WebviewSession {
  /** After a sign-in (or the first page of a signed-in user): permissions, device, token. */
  signedIn(userId: number): Promise<void>;
  stop(): void;
}

/**
 * Starts the webview behaviours: status bar after 1 s, badge cleared and inactivity reload on
 * returning to the foreground, deep links opened by the app.
 */
export function startWebviewSession(options: {
  navigate(url: string): void;
  bridge?: AppBridge;
}): WebviewSession {
  const bridge = options.bridge ?? createAppBridge();
  const statusBar = setTimeout(
    () => bridge.post({ type: 'setStatusBar', color: '#FFFFFF', style: 'light' }),
    STATUS_BAR_DELAY_MS,
  );
  bridge.post({ type: 'setBadge', count: 0 });
  let platform: Platform | undefined;
  let userId: number | undefined;

  const stopListening = bridge.on((message) => {
    if (message.type === 'appState' && message.state === 'background') {
      storage.set(LAST_ACTIVITY_KEY, String(Date.now()));
    } else if (message.type === 'appState' && message.state === 'active') {
      bridge.post({ type: 'setBadge', count: 0 });
      const last = Number(storage.get(LAST_ACTIVITY_KEY) ?? Number.NaN);
      if (Number.isFinite(last) && Date.now() - last >= INACTIVITY_RELOAD_MS) {
        storage.set(LAST_ACTIVITY_KEY, String(Date.now()));
        window.location.reload();
      }
    } else if (message.type === 'deepLinkOpened') {
      void openDeepLink(message.url, options.navigate);
    } else if (message.type === 'fcmTokenChanged' && userId !== undefined) {
      void sendDevice(message.fcmToken);
    }
  });

  async function deviceInfo() {
    const info = await bridge.request('getDeviceInfo');
    if (info) platform = info.deviceType;
    return info;
  }

  async function sendDevice(fcmToken: string | null) {
    const info = await deviceInfo();
    if (!info) return;
    const saved = await browserApi('/api/v6/account/device', {
      method: 'POST',
      body: { ...info, fcmToken: fcmToken ?? info.fcmToken },
    });
    // A refused registration is a failure the page shows and reports (AppMode), not a silent one.
    if (!saved.ok) throw new Error(`The device's push registration was refused (HTTP ${saved.status}).`);
    // SPEC section 4: the refresh time moves only when a token is present.
    if (fcmToken ?? info.fcmToken) storage.set(FCM_REFRESHED_KEY, String(Date.now()));
  }

  /** SPEC section 4: Android is authorized; iOS reads the status and asks only when notDetermined. */
  async function trackingStatus(ask: boolean): Promise<TrackingStatus | undefined> {
    if (platform === 'android') return 'authorized';
    const current = (await bridge.request('getTrackingPermission'))?.status;
    if (current !== 'notDetermined' || !ask) return current;
    return (await bridge.request('requestTrackingPermission'))?.status;
  }

  async function pushStatus(): Promise<PushStatus | undefined> {
    const current = (await bridge.request('getPushPermission'))?.status;
    if (current !== 'notDetermined') return current;
    return (await bridge.request('requestPushPermission'))?.status;
  }

  function saveTracking(allowed: boolean) {
    setCookie(DISABLED_TRACKING_COOKIE, String(!allowed), { expires: 365 });
  }

  return {
    async signedIn(id) {
      userId = id;
      const info = await deviceInfo();
      if (!info || !platform) return;
      const stored = storedPermissions();
      if (stored?.userId === id) {
        // Tracking re-sync: the person may have changed it in the phone's settings meanwhile.
        const tracking = trackingAllowed(platform, await trackingStatus(false));
        if (
          tracking !== stored.tracking &&
          (await put('/api/v6/account/device/tracking-permission', tracking))
        ) {
          storage.set(PERMISSIONS_KEY, JSON.stringify({ ...stored, tracking }));
          saveTracking(tracking);
        }
      } else {
        // Tracking first, then push (SPEC section 4): saved to the server, then locally.
        const tracking = trackingAllowed(platform, await trackingStatus(true));
        await put('/api/v6/account/device/tracking-permission', tracking);
        saveTracking(tracking);
        const status = await pushStatus();
        const pushNotif = status === 'authorized' || status === 'provisional';
        await put('/api/v6/account/device/push-notif-permission', pushNotif);
        storage.set(PERMISSIONS_KEY, JSON.stringify({ userId: id, tracking, pushNotif }));
        storage.set(FCM_REFRESHED_KEY, '0');
      }
      const refreshedAt = Number(storage.get(FCM_REFRESHED_KEY) ?? 0);
      if (Date.now() - refreshedAt >= FCM_TOKEN_REFRESH_MS) {
        const token = await bridge.request('getFcmToken', { refresh: refreshedAt > 0 });
        await sendDevice(token?.fcmToken ?? null);
      }
    },
    stop() {
      clearTimeout(statusBar);
      stopListening();
    },
  };
}

/**
 * SPEC section 7 "Native deep link": `app.` becomes `www.`, a beacon tells the metrics, the referer
 * is recorded (same-origin credentials), then the page goes there.
 */
export async function openDeepLink(url: string, navigate: (url: string) => void): Promise<void> {
  const target = webUrlOfDeepLink(url);
  navigator.sendBeacon?.(
    withLocale('/api/v6/metrics/deeplink', pageLanguage()),
    JSON.stringify({ url: target }),
  );
  const parsed = new URL(target, window.location.href);
  await browserApi('/api/v6/deeplink/referer/add', {
    method: 'POST',
    body: { deeplinkPathWithParams: `${parsed.pathname}${parsed.search}` },
  }).catch(() => undefined);
  navigate(target);
}
