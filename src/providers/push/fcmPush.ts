import type { App } from 'firebase-admin/app';
import type { BatchResponse, Message, Messaging } from 'firebase-admin/messaging';
import { type PushMessage, type PushOutcome, type PushSender, retryAll } from './pushSender.ts';

/** The SDK's limit for one sendEach() / sendEachForMulticast() call. */
export const FCM_BATCH = 500;

/** The token no longer reaches an app install: the device is forgotten. */
const GONE = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/installation-id-not-registered',
  // The token belongs to another Firebase project (FCM's SENDER_ID_MISMATCH).
  'messaging/mismatched-credential',
]);

/** FCM is rate-limiting or unavailable: try again later, slower. */
const RETRY = new Set([
  'messaging/quota-exceeded',
  'messaging/message-rate-exceeded',
  'messaging/device-message-rate-exceeded',
  'messaging/server-unavailable',
  'messaging/unavailable',
  'messaging/internal-error',
  'messaging/unknown-error',
]);

export function fcmOutcome(error: { code?: string; message?: string } | undefined): PushOutcome {
  if (!error) return { status: 'sent' };
  const code = error.code ?? 'messaging/unknown-error';
  const message = (error.message ?? code).slice(0, 300);
  if (GONE.has(code)) return { status: 'gone', code, message };
  if (RETRY.has(code)) return { status: 'retry', code, message };
  return { status: 'failed', code, message };
}

/** FCM's message for one push: a notification the OS shows, and the data the app reads on tap. */
export function fcmMessageOf(push: PushMessage): Message {
  return {
    token: push.address,
    notification: { title: push.title, body: push.body },
    data: {
      notificationId: String(push.outboxId),
      deepLink: push.deepLink,
      kind: push.data.kind,
      objectType: push.data.objectType ?? '',
      objectId: push.data.objectId ?? '',
      deviceId: push.data.deviceId ?? '',
    },
    android: { priority: 'high', notification: { clickAction: 'FLUTTER_NOTIFICATION_CLICK' } },
    apns: { payload: { aps: { sound: 'default', badge: 1 } } },
  };
}

/**
 * Firebase Cloud Messaging through firebase-admin. Each outbox row is its own message (it carries its
 * own notificationId for the tracking calls), so batches go through sendEach, which takes up to 500
 * messages per call like sendEachForMulticast and answers one response per message.
 */
export function fcmPushSender(messaging: Pick<Messaging, 'sendEach'>): PushSender {
  return {
    name: 'fcm',
    maxBatch: FCM_BATCH,
    async send(messages) {
      let answer: BatchResponse;
      try {
        answer = await messaging.sendEach(messages.map(fcmMessageOf));
      } catch (err) {
        return retryAll(messages, err);
      }
      return answer.responses.map((response) => fcmOutcome(response.success ? undefined : response.error));
    },
  };
}

/** The adapter over a service account (FCM_SERVICE_ACCOUNT_JSON, the JSON key file's content). */
export async function fcmPushSenderFor(serviceAccountJson: string): Promise<PushSender> {
  const { cert, getApps, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const name = 'bosun-push';
  const app: App =
    getApps().find((a) => a.name === name) ??
    initializeApp({ credential: cert(JSON.parse(serviceAccountJson)) }, name);
  return fcmPushSender(getMessaging(app));
}
