// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { WebPushSection } from './WebPushSection.tsx';

/** The site's answer to the page's question for the VAPID key. */
beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ publicKey: 'BPublicKeyOfTheSite' })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A browser that has push: a service worker container, PushManager, and the person's permission. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => undefined },
  });
  return { requestPermission };
}

const theSwitch = () =>
  screen.getByRole('switch', { name: 'Notifications on this browser' }) as HTMLInputElement;

describe('notifications on this browser', () => {
  it('says a browser without push cannot show them, and offers no switch to press', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    renderWithSite(<WebPushSection />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'This browser cannot show notifications from websites. A recent Chrome, Firefox, Edge or Safari can.',
      ),
    );
    expect(theSwitch().disabled).toBe(true);
    expect(theSwitch().checked).toBe(false);
  });

  it('tells how to undo a block when the browser denies notifications, in French', async () => {
    browserWithPush('denied');
    renderWithSite(<WebPushSection />, { language: 'fr' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'Ce navigateur bloque les notifications de Bosun.',
      ),
    );
    expect(screen.getByRole('status').textContent).toContain('mettez Notifications sur Autoriser');
    const control = screen.getByRole('switch', {
      name: 'Notifications sur ce navigateur',
    }) as HTMLInputElement;
    expect(control.disabled).toBe(true);
  });

  it('turns to the denied state when the person blocks the browser’s question', async () => {
    const { requestPermission } = browserWithPush('default', 'denied');
    renderWithSite(<WebPushSection />);
    await waitFor(() => expect(theSwitch().disabled).toBe(false));
    expect(screen.getByRole('status').textContent).toBe('Notifications are off for this browser.');
    fireEvent.click(theSwitch());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'This browser blocks notifications from Bosun.',
      ),
    );
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(theSwitch().checked).toBe(false);
  });

  it('says so, without breaking, when the browser cannot reach its push service', async () => {
    browserWithPush('granted');
    const subscribe = vi.fn(async () => {
      throw new DOMException('Registration failed - push service error', 'AbortError');
    });
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => undefined,
        register: async () => registration,
        ready: Promise.resolve(registration),
      },
    });
    renderWithSite(<WebPushSection />);
    await waitFor(() => expect(theSwitch().disabled).toBe(false));
    fireEvent.click(theSwitch());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'This browser could not reach its push service (are you offline?). Check your connection and try again.',
      ),
    );
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    // The switch stays usable to try again.
    expect(theSwitch().checked).toBe(false);
    expect(theSwitch().disabled).toBe(false);
  });

  /** A browser subscribed before, whose device the server answers with `device` (or a status). */
  function subscribedBrowser(device: { status: number; hasPushAddress?: boolean }) {
    browserWithPush('granted');
    const unsubscribe = vi.fn(async () => true);
    const registration = { pushManager: { getSubscription: async () => ({ unsubscribe }) } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration },
    });
    localStorage.setItem('bosun.webPush.deviceId', '41');
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(String(url));
      if (String(url).includes('/api/v6/account/device/41')) {
        return device.status === 200
          ? new Response(
              JSON.stringify({
                id: 41,
                deviceToken: 'web-1',
                deviceType: 'web',
                deviceVersion: null,
                hasPushAddress: device.hasPushAddress,
                fcmTokenRefreshedAt: null,
                permissions: { pushNotif: true, tracking: null },
              }),
            )
          : new Response(JSON.stringify({ error: { code: 'not-found', message: 'No such device.' } }), {
              status: device.status,
            });
      }
      return new Response(JSON.stringify({ publicKey: 'BPublicKeyOfTheSite' }));
    });
    return { unsubscribe, asked };
  }

  it('reads on when the server still has the browser’s push address', async () => {
    const { unsubscribe, asked } = subscribedBrowser({ status: 200, hasPushAddress: true });
    renderWithSite(<WebPushSection />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Notifications are on for this browser.'),
    );
    expect(theSwitch().checked).toBe(true);
    expect(asked.some((url) => url.includes('/api/v6/account/device/41'))).toBe(true);
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('reads off, and drops the stale subscription, when the push service made the server forget it', async () => {
    const { unsubscribe } = subscribedBrowser({ status: 200, hasPushAddress: false });
    renderWithSite(<WebPushSection />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Notifications are off for this browser.'),
    );
    expect(theSwitch().checked).toBe(false);
    expect(theSwitch().disabled).toBe(false);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('bosun.webPush.deviceId')).toBeNull();
  });

  it('reads off when the browser’s device is no longer the signed-in person’s', async () => {
    const { unsubscribe } = subscribedBrowser({ status: 404 });
    renderWithSite(<WebPushSection />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Notifications are off for this browser.'),
    );
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('says the site has no browser notifications when it has no VAPID key', async () => {
    browserWithPush('default');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ publicKey: null })));
    renderWithSite(<WebPushSection />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Browser notifications are not available on this site for now.',
      ),
    );
    expect(theSwitch().disabled).toBe(true);
  });
});
