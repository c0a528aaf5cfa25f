import { z } from 'zod';
import { instant } from '../apiValues.ts';

// The device, permission, push-tracking and deep-link calls of SPEC section 7 (issue 20). Apart from
// bridge.ts so that a page's first load does not carry zod.

const DEVICE_TYPES = ['ios', 'android', 'web'] as const;

/** A browser's PushSubscription.toJSON(), for Web Push. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpointInvalid' }).max(2000),
  keys: z.object({
    p256dh: z.string().min(16).max(200),
    auth: z.string().min(8).max(100),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/**
 * `POST /api/v6/account/device`: SPEC section 3's device info; a browser adds its Web Push subscription.
 * Loose: the native app's shell sends its device info whole (other fields than these, by app version),
 * which the site passes on; the fields not named here are ignored, not refused.
 */
export const deviceInfoSchema = z.looseObject({
  deviceToken: z.string({ error: 'deviceTokenRequired' }).trim().min(1, 'deviceTokenRequired').max(300),
  deviceType: z
    .string({ error: 'deviceTypeInvalid' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(DEVICE_TYPES, { error: 'deviceTypeInvalid' })),
  deviceVersion: z.string().trim().max(100).nullish(),
  fcmToken: z.string().trim().min(1).max(4096).nullish(),
  webPushSubscription: webPushSubscriptionSchema.nullish(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** `PUT /api/v6/account/device/push-notif-permission` and `/tracking-permission`. */
export const permissionChoiceSchema = z.object({
  isAccepted: z.boolean({ error: 'isAcceptedInvalid' }),
});

/** The user's permissions as the auth response carries them (SPEC section 3). */
export const devicePermissionsSchema = z.object({
  pushNotif: z.boolean().nullable(),
  tracking: z.boolean().nullable(),
});
export type DevicePermissions = z.infer<typeof devicePermissionsSchema>;

export const registeredDeviceSchema = z.object({
  id: z.number().int(),
  deviceToken: z.string(),
  deviceType: z.string().nullable(),
  deviceVersion: z.string().nullable(),
  hasPushAddress: z.boolean(),
  fcmTokenRefreshedAt: instant().nullable(),
  permissions: devicePermissionsSchema,
});
export type RegisteredDevice = z.infer<typeof registeredDeviceSchema>;

const id = z.coerce.number({ error: 'idInvalid' }).int().positive().max(Number.MAX_SAFE_INTEGER);

/** `DELETE /api/v6/account/device/:id`'s id (a malformed one is 404). */
export const deviceIdSchema = id;

/** `GET /api/v6/push/web-config`: the VAPID public key browsers subscribe with; null when unset. */
export const webPushConfigSchema = z.object({ publicKey: z.string().nullable() });
export type WebPushConfig = z.infer<typeof webPushConfigSchema>;
const optionalId = z.union([id, z.null()]).optional();

/** `track-received-push-notification` and `track-clicked-push-notification` (SPEC section 7). */
export const pushTrackingSchema = z.object({
  notificationId: id,
  deviceId: optionalId,
  objectId: z.union([z.string().max(100), z.number().int()]).nullish(),
  objectType: z.string().max(100).nullish(),
  userId: optionalId,
});

/** `track-opened-di-push-notification` (SPEC section 7). */
export const pushOpenedSchema = z.object({
  pushNotificationId: id,
  platform: z.string().trim().toLowerCase().max(20).nullish(),
});

/** `POST /api/v6/metrics/deeplink`, sent by beacon. */
export const deeplinkMetricSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'urlInvalid' }).max(2000),
});

/** `POST /api/v6/deeplink/referer/add`: a path of this site, with its query. */
export const deeplinkRefererSchema = z.object({
  deeplinkPathWithParams: z
    .string({ error: 'deeplinkPathWithParamsInvalid' })
    .max(2000)
    .regex(/^\/(?!\/)/, 'deeplinkPathWithParamsInvalid'),
});
