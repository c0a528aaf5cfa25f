import {
  type DevicePermissions,
  deeplinkMetricSchema,
  deeplinkRefererSchema,
  deviceInfoSchema,
  permissionChoiceSchema,
  pushOpenedSchema,
  pushTrackingSchema,
  type RegisteredDevice,
  type WebPushConfig,
} from '../../../shared/app/devices.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { isPushServiceEndpoint } from '../../providers/push/pushServiceOrigins.ts';
import {
  type DeviceRow,
  deleteDeviceOf,
  findDeviceOf,
  findPermissions,
  findPushOf,
  insertDeeplinkEvent,
  insertPushEvent,
  type PermissionsRow,
  setPermission,
  upsertDevice,
} from './repository.ts';

const permissionsOf = (row: PermissionsRow): DevicePermissions => ({
  pushNotif: row.push_notif_accepted,
  tracking: row.tracking_accepted,
});

/** SPEC section 4: device info is sent; the FCM token's refresh time moves when a token is present. */
export async function registerDevice(
  db: Queryable,
  userId: number,
  body: unknown,
  /** Whether a Web Push endpoint may be stored (a public push service's, outside tests). */
  endpointAllowed: (endpoint: string) => boolean = isPushServiceEndpoint,
): Promise<RegisteredDevice> {
  const info = parseInput(deviceInfoSchema, body);
  if (info.webPushSubscription && !endpointAllowed(info.webPushSubscription.endpoint)) {
    throw badRequest('The push endpoint is not a browser push service.', {
      'webPushSubscription.endpoint': 'endpointInvalid',
    });
  }
  const row = await upsertDevice(db, {
    userId,
    deviceToken: info.deviceToken,
    deviceType: info.deviceType,
    deviceVersion: info.deviceVersion ?? null,
    fcmToken: info.fcmToken ?? null,
    webPushSubscription: info.webPushSubscription ?? null,
  });
  return deviceOf(row, permissionsOf(await findPermissions(db, userId)));
}

const deviceOf = (row: DeviceRow, permissions: RegisteredDevice['permissions']): RegisteredDevice => ({
  id: Number(row.id),
  deviceToken: row.device_token,
  deviceType: row.device_type,
  deviceVersion: row.device_version,
  hasPushAddress: row.has_push_address,
  fcmTokenRefreshedAt: row.fcm_token_refreshed_at,
  permissions,
});

/**
 * One of the person's devices: a browser asks whether the server still has its push address (the
 * push service may have said it was gone); someone else's is 404.
 */
export async function getDevice(db: Queryable, userId: number, deviceId: number): Promise<RegisteredDevice> {
  const [row, permissions] = await Promise.all([
    findDeviceOf(db, deviceId, userId),
    findPermissions(db, userId),
  ]);
  if (!row) throw notFound('No such device.');
  return deviceOf(row, permissionsOf(permissions));
}

/** A browser turned its notifications off: the device and its push address go; someone else's is 404. */
export async function removeDevice(db: Queryable, userId: number, deviceId: number): Promise<void> {
  if (!(await deleteDeviceOf(db, deviceId, userId))) throw notFound('No such device.');
}

/** Browsers subscribe with the VAPID public key, offered only when both keys are set (as delivery needs). */
export function webPushConfig(config: Config): WebPushConfig {
  const ready = Boolean(config.WEB_PUSH_VAPID_PUBLIC_KEY && config.WEB_PUSH_VAPID_PRIVATE_KEY);
  return { publicKey: ready ? (config.WEB_PUSH_VAPID_PUBLIC_KEY as string) : null };
}

/** SPEC section 4: push and tracking permissions are saved to the server (the page then stores them). */
export async function savePermission(
  db: Queryable,
  userId: number,
  permission: 'push' | 'tracking',
  body: unknown,
): Promise<DevicePermissions> {
  const { isAccepted } = parseInput(permissionChoiceSchema, body);
  return permissionsOf(await setPermission(db, userId, permission, isAccepted));
}

/** The app's received and clicked calls: only about a push sent to the caller, else 404. */
export async function trackPush(
  db: Queryable,
  userId: number,
  event: 'received' | 'clicked',
  body: unknown,
): Promise<void> {
  const input = parseInput(pushTrackingSchema, body);
  const push = await findPushOf(db, input.notificationId, userId);
  if (!push || (input.userId != null && input.userId !== userId)) throw notFound('No such notification.');
  await insertPushEvent(db, {
    outboxId: Number(push.id),
    event,
    userId,
    deviceId: input.deviceId ?? (push.device_id === null ? null : Number(push.device_id)),
    platform: null,
    objectType: input.objectType ?? null,
    objectId: input.objectId == null ? null : String(input.objectId),
  });
}

export async function trackPushOpened(db: Queryable, userId: number, body: unknown): Promise<void> {
  const input = parseInput(pushOpenedSchema, body);
  const push = await findPushOf(db, input.pushNotificationId, userId);
  if (!push) throw notFound('No such notification.');
  await insertPushEvent(db, {
    outboxId: Number(push.id),
    event: 'opened',
    userId,
    deviceId: push.device_id === null ? null : Number(push.device_id),
    platform: input.platform ?? null,
    objectType: null,
    objectId: null,
  });
}

/** The beacon arrives as text (navigator.sendBeacon with a string) or as JSON. */
function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return { url: null };
  }
}

export async function recordDeeplinkOpened(db: Queryable, userId: number | null, body: unknown) {
  const { url } = parseInput(deeplinkMetricSchema, beaconBody(body));
  await insertDeeplinkEvent(db, { kind: 'opened', url, userId });
}

export async function recordDeeplinkReferer(db: Queryable, userId: number | null, body: unknown) {
  const { deeplinkPathWithParams } = parseInput(deeplinkRefererSchema, body);
  await insertDeeplinkEvent(db, { kind: 'referer', url: deeplinkPathWithParams, userId });
}

/**
 * `/.well-known/apple-app-site-association`: the app may open every path of the site. Without an
 * app id, a valid file that claims nothing.
 */
export function appleAppSiteAssociation(config: Config) {
  const appIDs = config.APPLE_APP_IDS.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    applinks: { details: appIDs.length > 0 ? [{ appIDs, components: [{ '/': '/*' }] }] : [] },
  };
}

/** `/.well-known/assetlinks.json`: Android's digital asset links; `[]` without a package. */
export function androidAssetLinks(config: Config) {
  const fingerprints = config.ANDROID_APP_SHA256_FINGERPRINTS.split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!config.ANDROID_APP_PACKAGE || fingerprints.length === 0) return [];
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: config.ANDROID_APP_PACKAGE,
        sha256_cert_fingerprints: fingerprints,
      },
    },
  ];
}
