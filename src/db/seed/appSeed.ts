import type { Queryable } from '../connection.ts';

/**
 * The native app on first start (issue 20): the demo renter and owner each have a phone with push
 * allowed, and the renter's newest conversation has a push about the owner's last message, delivered
 * locally and opened, so the back office's Outbox shows a push with its deep link and tracking.
 */
export async function seedAppDevices(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE users SET push_notif_accepted = true, tracking_accepted = true
      WHERE email IN ('renter@bosun.test', 'owner@bosun.test')`,
  );
  await tx.query(
    `INSERT INTO devices (user_id, device_token, device_type, device_version, fcm_token, fcm_token_refreshed_at)
     SELECT id, 'demo-device-' || split_part(email, '@', 1), CASE WHEN email LIKE 'renter%' THEN 'ios' ELSE 'android' END,
            '4.2.0', 'demo-fcm-' || split_part(email, '@', 1), now()
       FROM users WHERE email IN ('renter@bosun.test', 'owner@bosun.test')`,
  );
  const { rows } = await tx.query<{ id: number }>(
    `WITH thread AS (
       SELECT c.id, c.hash, u.id AS renter_id, d.id AS device_id, d.fcm_token, m.body, o.first_name
         FROM users u
         JOIN conversations c ON c.tenant_id = u.id
         JOIN users o ON o.id = c.owner_id
         JOIN devices d ON d.user_id = u.id
         JOIN LATERAL (SELECT coalesce(masked_body, body) AS body FROM messages
                        WHERE conversation_id = c.id AND sender_id = c.owner_id ORDER BY id DESC LIMIT 1) m ON true
        WHERE u.email = 'renter@bosun.test'
        ORDER BY c.id DESC LIMIT 1)
     INSERT INTO outbox (channel, recipient, subject, body, template, payload, status, provider, attempts, sent_at)
     SELECT 'push', fcm_token, first_name || ' sent you a message', left(body, 140), 'messages.new',
            json_build_object('language', 'en', 'kind', 'messages.new', 'userId', renter_id, 'deviceId', device_id,
                              'via', 'fcm', 'conversationId', id, 'objectType', 'conversation', 'objectId', id,
                              'deepLink', '/en/account/chat/' || hash || '/' || id),
            'delivered-locally', 'outbox', 1, now()
       FROM thread
     RETURNING id`,
  );
  for (const push of rows) {
    await tx.query(
      `INSERT INTO push_notification_events (outbox_id, event, user_id, device_id, platform)
       SELECT o.id, e.event, (o.payload ->> 'userId')::bigint, (o.payload ->> 'deviceId')::bigint, 'ios'
         FROM outbox o CROSS JOIN (VALUES ('received'), ('clicked'), ('opened')) AS e (event)
        WHERE o.id = $1`,
      [push.id],
    );
  }
}
