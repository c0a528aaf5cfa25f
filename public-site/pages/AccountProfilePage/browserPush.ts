import type { RegisteredDevice, WebPushConfig } from '../../../shared/app/devices.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';

// This browser's Web Push subscription (issue 20): the site's service worker, the browser's push
// service and the device API the native app uses too. Loaded with the account page only.

/** What the settings can say about this browser. */
export type BrowserPushState =
  | 'unsupported'
  | 'unavailable'
  | 'denied'
  | 'dismissed'
  | 'unreachable'
  | 'failed'
  | 'on'
  | 'off';

const DEVICE_TOKEN = 'bosun.webPush.deviceToken';
const DEVICE_ID = 'bosun.webPush.deviceId';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key travels base64url-encoded; subscribe() wants its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** One token per browser, kept across visits, so that turning it on again updates the same device. */
function deviceToken(): string {
  let token = localStorage.getItem(DEVICE_TOKEN);
  if (!token) {
    token = `web-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_TOKEN, token);
  }
  return token;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The state on arrival, and the key to subscribe with (null: the site has no Web Push). */
export async function readBrowserPush(): Promise<{ state: BrowserPushState; publicKey: string | null }> {
  if (!pushSupported()) return { state: 'unsupported', publicKey: null };
  const { publicKey } = await readJson<WebPushConfig>(await browserApi('/api/v6/push/web-config'));
  if (!publicKey) return { state: 'unavailable', publicKey };
  if (Notification.permission === 'denied') return { state: 'denied', publicKey };
  const subscription = await currentSubscription();
  const deviceId = localStorage.getItem(DEVICE_ID);
  if (!subscription || deviceId === null || Notification.permission !== 'granted')
    return { state: 'off', publicKey };
  return { state: (await serverStillPushes(deviceId, subscription)) ? 'on' : 'off', publicKey };
}

/**
 * The browser keeps its subscription when the server no longer pushes to it: the push service said
 * it was gone, or the browser's device now belongs to the person who signed in before. Such a stale
 * subscription is dropped, so turning notifications on makes a fresh one.
 */
async function serverStillPushes(deviceId: string, subscription: PushSubscription): Promise<boolean> {
  let answer: Response;
  try {
    answer = await browserApi(`/api/v6/account/device/${encodeURIComponent(deviceId)}`);
  } catch {
    return true; // Offline: trust the browser until the server can be asked.
  }
  if (answer.ok && (await readJson<RegisteredDevice>(answer)).hasPushAddress) return true;
  if (!answer.ok && answer.status !== 404) return true;
  await subscription.unsubscribe().catch(() => undefined);
  localStorage.removeItem(DEVICE_ID);
  return false;
}

/** Asks the person, subscribes through the browser's push service and tells the server. */
export async function turnBrowserPushOn(publicKey: string): Promise<BrowserPushState> {
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  let subscription: PushSubscription;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
  } catch {
    // Chromium without its push service (offline, or Google unreachable) rejects here.
    return 'unreachable';
  }
  try {
    const device = await readJson<RegisteredDevice>(
      await browserApi('/api/v6/account/device', {
        method: 'POST',
        body: { deviceToken: deviceToken(), deviceType: 'web', webPushSubscription: subscription.toJSON() },
      }),
    );
    await readJson(
      await browserApi('/api/v6/account/device/push-notif-permission', {
        method: 'PUT',
        body: { isAccepted: true },
      }),
    );
    localStorage.setItem(DEVICE_ID, String(device.id));
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Unsubscribes from the push service and has the server forget this browser. */
export async function turnBrowserPushOff(): Promise<BrowserPushState> {
  try {
    await (await currentSubscription())?.unsubscribe();
    const id = localStorage.getItem(DEVICE_ID);
    if (id) {
      const answer = await browserApi(`/api/v6/account/device/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      });
      // 404: the server had forgotten it already (the push service said it was gone).
      if (!answer.ok && answer.status !== 404) await readJson(answer);
      localStorage.removeItem(DEVICE_ID);
    }
    return 'off';
  } catch {
    return 'failed';
  }
}
