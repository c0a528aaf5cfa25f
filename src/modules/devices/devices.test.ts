import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { forgetPushAddresses } from './repository.ts';

let ctx: TestContext;
let renterId: number;
let renter: Record<string, string>;
let other: Record<string, string>;

const bearer = async (email: string) => {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email, password: 'Bosun-demo-2026' },
  });
  return { authorization: `Bearer ${login.json().authToken}` };
};

beforeAll(async () => {
  ctx = await createTestApp({
    APPLE_APP_IDS: 'TEAM123.com.bosun.app',
    ANDROID_APP_PACKAGE: 'com.bosun.app',
    ANDROID_APP_SHA256_FINGERPRINTS: 'AA:BB',
  });
  renterId = await insertTestUser(ctx.db, { email: 'device@devices.test' });
  await insertTestUser(ctx.db, { email: 'other@devices.test' });
  renter = await bearer('device@devices.test');
  other = await bearer('other@devices.test');
});
afterAll(() => ctx.close());

const device = { deviceToken: 'phone-1', deviceType: 'iOS', deviceVersion: '17.4', fcmToken: 'fcm-1' };

describe('POST /api/v6/account/device', () => {
  it('saves the device info and stamps the FCM token refresh time', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/account/device',
      headers: renter,
      payload: device,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      deviceToken: 'phone-1',
      deviceType: 'ios',
      deviceVersion: '17.4',
      hasPushAddress: true,
      permissions: { pushNotif: null, tracking: null },
    });
    expect(res.json().fcmTokenRefreshedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const { rows } = await ctx.db.query('SELECT user_id, fcm_token FROM devices WHERE device_token = $1', [
      'phone-1',
    ]);
    expect(rows).toEqual([{ user_id: renterId, fcm_token: 'fcm-1' }]);
  });

  it('keeps the token when a later call sends none, and moves a phone to whoever signs in on it', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/account/device',
      headers: other,
      payload: { deviceToken: 'phone-1', deviceType: 'ios' },
    });
    const { rows } = await ctx.db.query<{ email: string; fcm_token: string }>(
      'SELECT u.email, d.fcm_token FROM devices d JOIN users u ON u.id = d.user_id WHERE device_token = $1',
      ['phone-1'],
    );
    expect(rows).toEqual([{ email: 'other@devices.test', fcm_token: 'fcm-1' }]);
  });

  it('asks for sign-in, and refuses bad device info with a 400 that saves nothing', async () => {
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/v6/account/device', payload: device });
    expect(guest.statusCode).toBe(401);
    for (const payload of [{}, { ...device, deviceType: 'fridge' }, { ...device, deviceToken: '' }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v6/account/device',
        headers: renter,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-failed');
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/account/device',
      headers: renter,
      payload: {
        ...device,
        deviceToken: 'browser-1',
        webPushSubscription: { endpoint: 'javascript:alert(1)' },
      },
    });
    expect(res.json().error.fields).toHaveProperty(['webPushSubscription.endpoint']);
    expect((await ctx.db.query(`SELECT 1 FROM devices WHERE device_token = 'browser-1'`)).rows).toEqual([]);
  });

  it('outside tests, keeps only a browser push service’s endpoint, never one aimed at an internal host', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' });
    try {
      await insertTestUser(dev.db, { email: 'push@devices.test' });
      const login = await dev.app.inject({
        method: 'POST',
        url: '/api/v6/auth/login',
        payload: { email: 'push@devices.test', password: 'Bosun-demo-2026' },
      });
      const headers = { authorization: `Bearer ${login.json().authToken}` };
      const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
      const register = (endpoint: string) =>
        dev.app.inject({
          method: 'POST',
          url: '/api/v6/account/device',
          headers,
          payload: { deviceToken: 'browser-x', deviceType: 'web', webPushSubscription: { endpoint, keys } },
        });
      for (const endpoint of [
        'https://127.0.0.1:8443/push',
        'https://10.0.0.5/push',
        'https://push.example/x',
      ]) {
        const refused = await register(endpoint);
        expect(refused.statusCode, endpoint).toBe(400);
        expect(refused.json().error.fields).toEqual({ 'webPushSubscription.endpoint': 'endpointInvalid' });
      }
      expect((await register('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe('PUT /api/v6/account/device/{push-notif,tracking}-permission', () => {
  it('saves each permission on the account and answers both', async () => {
    const push = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/device/push-notif-permission',
      headers: renter,
      payload: { isAccepted: true },
    });
    expect(push.json()).toEqual({ pushNotif: true, tracking: null });
    const tracking = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/device/tracking-permission',
      headers: renter,
      payload: { isAccepted: false },
    });
    expect(tracking.json()).toEqual({ pushNotif: true, tracking: false });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/device/tracking-permission',
      headers: renter,
      payload: { isAccepted: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ isAccepted: 'isAcceptedInvalid' });
  });
});

describe('push tracking calls', () => {
  it('records received, clicked and opened for the recipient, and 404 for anyone else', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, subject, body, template, payload)
       VALUES ('push', 'fcm-1', 'New message', 'Hello', 'messages.new', $1) RETURNING id`,
      [JSON.stringify({ userId: renterId, deviceId: null, deepLink: '/en/account/chat/list' })],
    );
    const id = rows[0].id;
    const calls = [
      ['track-received-push-notification', { notificationId: id, objectType: 'conversation', objectId: 4 }],
      ['track-clicked-push-notification', { notificationId: id, userId: renterId }],
      ['track-opened-di-push-notification', { pushNotificationId: id, platform: 'android' }],
    ] as const;
    for (const [call, payload] of calls) {
      const url = `/api/v6/account/${call}`;
      const stranger = await ctx.app.inject({ method: 'POST', url, headers: other, payload });
      expect(stranger.statusCode).toBe(404);
      const mine = await ctx.app.inject({ method: 'POST', url, headers: renter, payload });
      expect(mine.statusCode).toBe(204);
    }
    const events = await ctx.db.query(
      'SELECT event, platform, object_type, object_id FROM push_notification_events WHERE outbox_id = $1 ORDER BY id',
      [id],
    );
    expect(events.rows).toEqual([
      { event: 'received', platform: null, object_type: 'conversation', object_id: '4' },
      { event: 'clicked', platform: null, object_type: null, object_id: null },
      { event: 'opened', platform: 'android', object_type: null, object_id: null },
    ]);
    // Staff see the three calls and the deep link on the back office's outbox.
    await insertTestUser(ctx.db, { email: 'support@devices.test', staffRole: 'support' });
    const staff = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${id}`,
      headers: await bearer('support@devices.test'),
    });
    expect(staff.json()).toMatchObject({
      channel: 'push',
      deepLink: '/en/account/chat/list',
      received: 1,
      clicked: 1,
      opened: 1,
    });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/account/track-clicked-push-notification',
      headers: renter,
      payload: { notificationId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deep links', () => {
  it('records the beacon (text or JSON, even from a signed-in browser without CSRF header) and the referer', async () => {
    const beacon = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/metrics/deeplink',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: 'bosun_session=whatever' },
      payload: JSON.stringify({ url: 'https://www.bosun.test/fr/account/chat/list' }),
    });
    expect(beacon.statusCode).toBe(204);
    const referer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/deeplink/referer/add',
      headers: renter,
      payload: { deeplinkPathWithParams: '/fr/account/chat/list?utm_source=push' },
    });
    expect(referer.statusCode).toBe(204);
    const { rows } = await ctx.db.query('SELECT kind, url, user_id FROM deeplink_events ORDER BY id');
    expect(rows).toEqual([
      { kind: 'opened', url: 'https://www.bosun.test/fr/account/chat/list', user_id: null },
      { kind: 'referer', url: '/fr/account/chat/list?utm_source=push', user_id: renterId },
    ]);
    for (const payload of ['not json', JSON.stringify({ url: 'ftp://x' })]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v6/metrics/deeplink',
        headers: { 'content-type': 'text/plain' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const offsite = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/deeplink/referer/add',
      payload: { deeplinkPathWithParams: '//evil.test/x' },
    });
    expect(offsite.statusCode).toBe(400);
  });
});

describe('app association files', () => {
  it('serve the configured app ids', async () => {
    const apple = await ctx.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(apple.headers['content-type']).toMatch(/application\/json/);
    expect(apple.json()).toEqual({
      applinks: { details: [{ appIDs: ['TEAM123.com.bosun.app'], components: [{ '/': '/*' }] }] },
    });
    const android = await ctx.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(android.json()[0].target).toEqual({
      namespace: 'android_app',
      package_name: 'com.bosun.app',
      sha256_cert_fingerprints: ['AA:BB'],
    });
  });

  it('are valid and empty without configuration', async () => {
    const bare = await createTestApp();
    try {
      const apple = await bare.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
      expect(apple.json()).toEqual({ applinks: { details: [] } });
      const android = await bare.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
      expect(android.json()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe('Web Push in a browser: its key and turning it off', () => {
  const subscription = {
    endpoint: 'https://push.example/send/browser-1',
    keys: { p256dh: 'BPcMbnWQL5GOYX_5RQm7kXQ1bBCIZeC3Ho1bpEzYk0Q', auth: 'a7kR2mQ9xZ1' },
  };
  const registerBrowser = async (headers: Record<string, string>, deviceToken: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v6/account/device',
        headers,
        payload: { deviceToken, deviceType: 'web', webPushSubscription: subscription },
      })
    ).json() as { id: number; hasPushAddress: boolean };

  it('tells the page there is no key when VAPID keys are not set', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v6/push/web-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: null });
  });

  it('gives the VAPID public key to anyone when both keys are set', async () => {
    const keys = webPush.generateVAPIDKeys();
    const vapid = await createTestApp({
      WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
    });
    try {
      const res = await vapid.app.inject({ method: 'GET', url: '/api/v6/push/web-config' });
      expect(res.json()).toEqual({ publicKey: keys.publicKey });
    } finally {
      await vapid.close();
    }
  });

  it('forgets the browser of the person who turns it off, and is 404 for anyone else’s', async () => {
    const browser = await registerBrowser(renter, 'browser-1');
    expect(browser.hasPushAddress).toBe(true);

    const stranger = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v6/account/device/${browser.id}`,
      headers: other,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBeTruthy();
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v6/account/device/abc',
      headers: renter,
    });
    expect(malformed.statusCode).toBe(404);

    const off = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v6/account/device/${browser.id}`,
      headers: renter,
    });
    expect(off.statusCode).toBe(204);
    const { rows } = await ctx.db.query('SELECT id FROM devices WHERE device_token = $1', ['browser-1']);
    expect(rows).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v6/account/device/${browser.id}`,
      headers: renter,
    });
    expect(again.statusCode).toBe(404);
  });

  it('tells a browser whether the server still has its push address, and no one else', async () => {
    const browser = await registerBrowser(renter, 'browser-3');
    const read = (headers: Record<string, string>, id: number | string = browser.id) =>
      ctx.app.inject({ method: 'GET', url: `/api/v6/account/device/${id}`, headers });
    expect((await read(renter)).json()).toMatchObject({
      id: browser.id,
      deviceToken: 'browser-3',
      hasPushAddress: true,
    });
    expect((await read(other)).statusCode).toBe(404);
    expect((await read(renter, 'abc')).statusCode).toBe(404);
    expect((await read({})).statusCode).toBe(401);
    // The push service said the subscription is gone: the browser must learn it is no longer reached.
    await forgetPushAddresses(ctx.db, { fcmTokens: [], webPushEndpoints: [subscription.endpoint] });
    expect((await read(renter)).json()).toMatchObject({ id: browser.id, hasPushAddress: false });
  });

  it('asks who is signed in before forgetting a device', async () => {
    const browser = await registerBrowser(renter, 'browser-2');
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v6/account/device/${browser.id}` });
    expect(res.statusCode).toBe(401);
    const { rows } = await ctx.db.query('SELECT user_id FROM devices WHERE id = $1', [browser.id]);
    expect(rows).toEqual([{ user_id: renterId }]);
  });
});
