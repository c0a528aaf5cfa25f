import type { Queryable } from '../../db/connection.ts';

export interface DeviceRow {
  id: number;
  device_token: string;
  device_type: string | null;
  device_version: string | null;
  has_push_address: boolean;
  fcm_token_refreshed_at: string | null;
}

const DEVICE_COLUMNS = `id, device_token, device_type, device_version,
  (fcm_token IS NOT NULL OR web_push_subscription IS NOT NULL) AS has_push_address,
  to_char(fcm_token_refreshed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS fcm_token_refreshed_at`;

/**
 * Saves a device for `userId`, keyed by its device token: a phone that changes hands (sign-out, then
 * another person signs in) moves to the new person. The refresh time moves only when a token is sent.
 */
export async function upsertDevice(
  db: Queryable,
  device: {
    userId: number;
    deviceToken: string;
    deviceType: string;
    deviceVersion: string | null;
    fcmToken: string | null;
    webPushSubscription: object | null;
  },
): Promise<DeviceRow> {
  // A push address belongs to one device: an FCM token seen under another device token moves here.
  if (device.fcmToken) {
    await db.query(
      `UPDATE devices SET fcm_token = NULL, fcm_token_refreshed_at = NULL
        WHERE fcm_token = $1 AND device_token <> $2`,
      [device.fcmToken, device.deviceToken],
    );
  }
  const { rows } = await db.query<DeviceRow>(
    `INSERT INTO devices (user_id, device_token, device_type, device_version, fcm_token, fcm_token_refreshed_at,
                          web_push_subscription)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5::text IS NOT NULL THEN now() END, $6)
     ON CONFLICT (device_token) DO UPDATE SET
       user_id = EXCLUDED.user_id,
       device_type = EXCLUDED.device_type,
       device_version = coalesce(EXCLUDED.device_version, devices.device_version),
       fcm_token = coalesce(EXCLUDED.fcm_token, devices.fcm_token),
       fcm_token_refreshed_at = coalesce(EXCLUDED.fcm_token_refreshed_at, devices.fcm_token_refreshed_at),
       web_push_subscription = coalesce(EXCLUDED.web_push_subscription, devices.web_push_subscription),
       updated_at = now()
     RETURNING ${DEVICE_COLUMNS}`,
    [
      device.userId,
      device.deviceToken,
      device.deviceType,
      device.deviceVersion,
      device.fcmToken,
      device.webPushSubscription ? JSON.stringify(device.webPushSubscription) : null,
    ],
  );
  return rows[0];
}

export interface PermissionsRow {
  push_notif_accepted: boolean | null;
  tracking_accepted: boolean | null;
}

export async function setPermission(
  db: Queryable,
  userId: number,
  permission: 'push' | 'tracking',
  isAccepted: boolean,
): Promise<PermissionsRow> {
  const column = permission === 'push' ? 'push_notif_accepted' : 'tracking_accepted';
  const { rows } = await db.query<PermissionsRow>(
    `UPDATE users SET ${column} = $2 WHERE id = $1 RETURNING push_notif_accepted, tracking_accepted`,
    [userId, isAccepted],
  );
  return rows[0];
}

export async function findPermissions(db: Queryable, userId: number): Promise<PermissionsRow> {
  const { rows } = await db.query<PermissionsRow>(
    'SELECT push_notif_accepted, tracking_accepted FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

/** A push sent to one of `userId`'s devices, or nothing (someone else's notification is not found). */
export async function findPushOf(
  db: Queryable,
  notificationId: number,
  userId: number,
): Promise<{ id: number; device_id: number | null } | undefined> {
  const { rows } = await db.query<{ id: number; device_id: number | null }>(
    `SELECT id, (payload ->> 'deviceId')::bigint AS device_id FROM outbox
      WHERE id = $1 AND channel = 'push' AND (payload ->> 'userId')::bigint = $2`,
    [notificationId, userId],
  );
  return rows[0];
}

export async function insertPushEvent(
  db: Queryable,
  event: {
    outboxId: number;
    event: 'received' | 'clicked' | 'opened';
    userId: number;
    deviceId: number | null;
    platform: string | null;
    objectType: string | null;
    objectId: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO push_notification_events (outbox_id, event, user_id, device_id, platform, object_type, object_id)
     VALUES ($1, $2, $3, (SELECT id FROM devices WHERE id = $4 AND user_id = $3), $5, $6, $7)`,
    [
      event.outboxId,
      event.event,
      event.userId,
      event.deviceId,
      event.platform,
      event.objectType,
      event.objectId,
    ],
  );
}

export async function insertDeeplinkEvent(
  db: Queryable,
  event: { kind: 'opened' | 'referer'; url: string; userId: number | null },
): Promise<void> {
  await db.query('INSERT INTO deeplink_events (kind, url, user_id) VALUES ($1, $2, $3)', [
    event.kind,
    event.url,
    event.userId,
  ]);
}

/** Forgets push addresses the push service reported as gone (unregistered, invalid). */
export async function forgetPushAddresses(
  db: Queryable,
  addresses: { fcmTokens: string[]; webPushEndpoints: string[] },
): Promise<number> {
  let forgotten = 0;
  if (addresses.fcmTokens.length > 0) {
    const result = await db.query(
      `UPDATE devices SET fcm_token = NULL, fcm_token_refreshed_at = NULL, updated_at = now()
        WHERE fcm_token = ANY ($1::text[])`,
      [addresses.fcmTokens],
    );
    forgotten += result.rowCount ?? 0;
  }
  if (addresses.webPushEndpoints.length > 0) {
    const result = await db.query(
      `UPDATE devices SET web_push_subscription = NULL, updated_at = now()
        WHERE web_push_subscription ->> 'endpoint' = ANY ($1::text[])`,
      [addresses.webPushEndpoints],
    );
    forgotten += result.rowCount ?? 0;
  }
  return forgotten;
}

/** One of `userId`'s devices; null when there is none of that id or it is someone else's. */
export async function findDeviceOf(
  db: Queryable,
  deviceId: number,
  userId: number,
): Promise<DeviceRow | null> {
  const { rows } = await db.query<DeviceRow>(
    `SELECT ${DEVICE_COLUMNS} FROM devices WHERE id = $1 AND user_id = $2`,
    [deviceId, userId],
  );
  return rows[0] ?? null;
}

/** Removes one of `userId`'s devices (a browser that turned its notifications off); false if not theirs. */
export async function deleteDeviceOf(db: Queryable, deviceId: number, userId: number): Promise<boolean> {
  const result = await db.query('DELETE FROM devices WHERE id = $1 AND user_id = $2', [deviceId, userId]);
  return (result.rowCount ?? 0) > 0;
}
