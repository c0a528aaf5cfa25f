import type { Config } from '../../config.ts';
import { fcmPushSenderFor } from './fcmPush.ts';
import type { PushSender } from './pushSender.ts';
import { pushEndpointRule } from './pushServiceOrigins.ts';
import { webPushSender } from './webPush.ts';

/**
 * The real push adapters the settings turn on: FCM with FCM_SERVICE_ACCOUNT_JSON, Web Push with both
 * VAPID keys. A kind without its adapter is delivered locally (the outbox row is the delivery).
 */
export async function pushSendersFor(config: Config): Promise<{ fcm?: PushSender; webpush?: PushSender }> {
  const senders: { fcm?: PushSender; webpush?: PushSender } = {};
  if (config.FCM_SERVICE_ACCOUNT_JSON) senders.fcm = await fcmPushSenderFor(config.FCM_SERVICE_ACCOUNT_JSON);
  if (config.WEB_PUSH_VAPID_PUBLIC_KEY && config.WEB_PUSH_VAPID_PRIVATE_KEY) {
    senders.webpush = webPushSender(
      {
        subject: config.WEB_PUSH_SUBJECT,
        publicKey: config.WEB_PUSH_VAPID_PUBLIC_KEY,
        privateKey: config.WEB_PUSH_VAPID_PRIVATE_KEY,
      },
      (message) => message.subscription ?? undefined,
      undefined,
      pushEndpointRule(config.NODE_ENV),
    );
  }
  return senders;
}
