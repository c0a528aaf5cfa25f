// web-push 3.6.7 ships no types; the part Bosun uses.
declare module 'web-push' {
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface RequestOptions {
    vapidDetails?: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    timeout?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    /** An https.Agent, e.g. one trusting a test push service's own certificate. */
    agent?: import('node:https').Agent;
  }
  export class WebPushError extends Error {
    statusCode: number;
    body: string;
    endpoint: string;
  }
  export function sendNotification(
    subscription: PushSubscription,
    payload?: string | Buffer | null,
    options?: RequestOptions,
  ): Promise<{ statusCode: number; body: string }>;
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  const webPush: {
    sendNotification: typeof sendNotification;
    generateVAPIDKeys: typeof generateVAPIDKeys;
    WebPushError: typeof WebPushError;
  };
  export default webPush;
}
