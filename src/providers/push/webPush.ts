import webPush, { type PushSubscription } from 'web-push';
import type { PushMessage, PushOutcome, PushSender } from './pushSender.ts';
import { isPushServiceEndpoint } from './pushServiceOrigins.ts';

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** A browser's push service answers per endpoint: 404/410 the subscription is gone, 429/5xx later. */
export function webPushOutcome(err: unknown): PushOutcome {
  const status = (err as { statusCode?: number })?.statusCode;
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 300);
  if (status === 404 || status === 410) return { status: 'gone', code: `webpush/${status}`, message };
  if (status === undefined || status === 429 || status >= 500)
    return { status: 'retry', code: `webpush/${status ?? 'network'}`, message };
  return { status: 'failed', code: `webpush/${status}`, message };
}

/** How many endpoints are written to at once (each is its own HTTPS request). */
const CONCURRENCY = 50;

/**
 * Web Push (RFC 8030, VAPID) to browsers through web-push. The message's address is the endpoint;
 * `subscriptionOf` gives the keys the device registered (POST /api/v6/account/device).
 */
export function webPushSender(
  vapid: VapidKeys,
  subscriptionOf: (message: PushMessage) => PushSubscription | undefined,
  send: typeof webPush.sendNotification = webPush.sendNotification,
  /** Whether the server may contact this endpoint (a push service's, outside tests). */
  endpointAllowed: (endpoint: string) => boolean = isPushServiceEndpoint,
): PushSender {
  return {
    name: 'webpush',
    maxBatch: 500,
    async send(messages) {
      const outcomes: PushOutcome[] = new Array(messages.length);
      let next = 0;
      const worker = async () => {
        while (next < messages.length) {
          const index = next++;
          const message = messages[index];
          const subscription = subscriptionOf(message);
          if (!subscription) {
            outcomes[index] = {
              status: 'gone',
              code: 'webpush/no-subscription',
              message: 'No subscription.',
            };
            continue;
          }
          if (!endpointAllowed(subscription.endpoint)) {
            // Stored before endpoints were checked, or by a browser that lies: never contacted, dropped.
            outcomes[index] = {
              status: 'gone',
              code: 'webpush/endpoint-refused',
              message: 'The endpoint is not a push service.',
            };
            continue;
          }
          const payload = JSON.stringify({
            title: message.title,
            body: message.body,
            notificationId: message.outboxId,
            deepLink: message.deepLink,
          });
          try {
            await send(subscription, payload, { vapidDetails: vapid, TTL: 24 * 3600, timeout: 10_000 });
            outcomes[index] = { status: 'sent' };
          } catch (err) {
            outcomes[index] = webPushOutcome(err);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, messages.length) }, worker));
      return outcomes;
    },
  };
}
