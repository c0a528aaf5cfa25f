/**
 * The bridge between the site's pages and the native app that wraps them in a webview (issue 20,
 * DESIGN.md "The app bridge"). This file is the contract both sides implement; the page's side is
 * public-site/app/appBridge/. Types and constants only (no zod), so the page may import it cheaply.
 *
 * ## Recognising the webview
 * The app sets two cookies on the site's domain before loading the first page (SPEC section 3):
 * - `webviewAppVersion`: the app's version, `major.minor.patch` (e.g. `4.2.0`);
 * - `disabledTracking`: `true` or `false`, the last tracking choice (the page updates it).
 * Without `webviewAppVersion` the page is in a browser and never assumes a bridge. Apps older than
 * MIN_APP_VERSION are sent to `app-update-needed` and get no webview feature.
 *
 * ## Transport
 * - Page → app: one JSON string per message, `JSON.stringify(PageToAppMessage)`, given to the first
 *   of these the app provides: `window.ReactNativeWebView.postMessage(json)` (React Native),
 *   `window.webkit.messageHandlers.bosunApp.postMessage(json)` (WKWebView),
 *   `window.BosunAppBridge.postMessage(json)` (Android `addJavascriptInterface`).
 * - App → page: the app evaluates
 *   `window.dispatchEvent(new CustomEvent('bosun-app', { detail: <AppToPageMessage> }))`.
 * - A request (a message with `id`) is answered by one `{ type: 'reply', replyTo: id, ... }`; the
 *   page gives up after REPLY_TIMEOUT_MS and carries on as if the answer were "not available".
 */

/** Webview features only for this app version or newer (SPEC section 9). */
export const MIN_APP_VERSION = '4.0.0';
/** Returning after this much inactivity reloads the page (SPEC section 9: 2 minutes). */
export const INACTIVITY_RELOAD_MS = 2 * 60_000;
/** The status bar is set this long after the page starts (SPEC section 9: 1 second). */
export const STATUS_BAR_DELAY_MS = 1000;
/** The FCM token is asked for again and sent to the server this often (SPEC section 9: 7 days). */
export const FCM_TOKEN_REFRESH_MS = 7 * 24 * 3600_000;
export const REPLY_TIMEOUT_MS = 5000;

export const WEBVIEW_VERSION_COOKIE = 'webviewAppVersion';
export const DISABLED_TRACKING_COOKIE = 'disabledTracking';
/** The event name the app dispatches on `window`. */
export const APP_EVENT = 'bosun-app';

/** SPEC section 4: the native tracking permission's values. */
export type TrackingStatus = 'authorized' | 'denied' | 'notDetermined' | 'restricted';
/** The OS push permission (iOS adds provisional: quiet notifications, counted as allowed). */
export type PushStatus = 'authorized' | 'denied' | 'notDetermined' | 'provisional';
export type Platform = 'ios' | 'android';

/** SPEC section 3's device info, as the app knows it. */
export interface NativeDeviceInfo {
  deviceToken: string;
  deviceType: Platform;
  deviceVersion: string;
  fcmToken: string | null;
}

/** Messages the page sends. Those with `id` expect a reply (see AppReply). */
export type PageToAppMessage =
  | { type: 'getDeviceInfo'; id: string }
  | { type: 'getTrackingPermission'; id: string }
  /** iOS App Tracking Transparency prompt; only sent when the status is notDetermined. */
  | { type: 'requestTrackingPermission'; id: string }
  | { type: 'getPushPermission'; id: string }
  /** The OS prompt for notifications (Android 13+ and iOS). */
  | { type: 'requestPushPermission'; id: string }
  /** A current FCM token; `refresh` asks FCM for a new one. */
  | { type: 'getFcmToken'; id: string; refresh: boolean }
  /** SPEC section 9: white with a light style, one second after start. */
  | { type: 'setStatusBar'; color: string; style: 'light' | 'dark' }
  /** The app icon's badge; 0 clears it (on every return to the foreground). */
  | { type: 'setBadge'; count: number };

/** Each request's answer, by request type. */
export interface AppReplies {
  getDeviceInfo: NativeDeviceInfo;
  getTrackingPermission: { status: TrackingStatus };
  requestTrackingPermission: { status: TrackingStatus };
  getPushPermission: { status: PushStatus };
  requestPushPermission: { status: PushStatus };
  getFcmToken: { fcmToken: string | null };
}
export type AppRequestType = keyof AppReplies;

export type AppReply = { type: 'reply'; replyTo: string } & Partial<
  AppReplies[AppRequestType] & { error: string }
>;

/** Messages the app sends. */
export type AppToPageMessage =
  | AppReply
  /** The app went to the background or came back (the page saves/reads its last activity). */
  | { type: 'appState'; state: 'active' | 'background' }
  /** A universal/app link or a tapped push opened the app on this URL (SPEC 7 "Native deep link"). */
  | { type: 'deepLinkOpened'; url: string; pushNotificationId?: number }
  /** FCM rotated the token. */
  | { type: 'fcmTokenChanged'; fcmToken: string };

/** `4.10.0` ≥ `4.9.3`: numeric comparison per part; a malformed version counts as 0.0.0. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => {
    const match = /^\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(v);
    return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : [0, 0, 0];
  };
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** Whether the page runs in an app too old for the webview features (SPEC section 9). */
export const needsAppUpdate = (appVersion: string | undefined): boolean =>
  appVersion !== undefined && appVersion !== '' && compareVersions(appVersion, MIN_APP_VERSION) < 0;

/** SPEC section 4: Android counts as authorized; tracking is disabled unless authorized. */
export const trackingAllowed = (platform: Platform, status: TrackingStatus | undefined): boolean =>
  platform === 'android' || status === 'authorized';

/** SPEC section 7: the `app.` host prefix is replaced by `www.`. */
export function webUrlOfDeepLink(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.hostname.startsWith('app.')) parsed.hostname = `www.${parsed.hostname.slice(4)}`;
    return parsed.toString();
  } catch {
    return url;
  }
}
