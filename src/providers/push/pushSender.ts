/** One push as the outbox holds it, ready for a push service. */
export interface PushMessage {
  outboxId: number;
  /** FCM registration token, or a Web Push endpoint. */
  address: string;
  title: string;
  body: string;
  /** Absolute URL of the screen that answers it; the app opens it as a deep link. */
  deepLink: string;
  /** Echoed by the app's tracking calls (SPEC section 7). */
  data: { kind: string; objectType: string | null; objectId: string | null; deviceId: string | null };
  /** A browser's Web Push keys, registered with its device. */
  subscription?: { endpoint: string; keys: { p256dh: string; auth: string } } | null;
}

/**
 * What the push service said of one message: delivered; `gone` (the address no longer exists: forget
 * it); `retry` (rate-limited or unavailable: back off and try again); `failed` (this message will not
 * be accepted as it is).
 */
export type PushOutcome =
  | { status: 'sent' }
  | { status: 'gone' | 'retry' | 'failed'; code: string; message: string };

/** A push service behind one small interface (DESIGN.md), its own error codes mapped once. */
export interface PushSender {
  /** Recorded in outbox.provider. */
  readonly name: string;
  /** Most messages one send() takes (the service's batch limit). */
  readonly maxBatch: number;
  /** One outcome per message, in order; never rejects for one message's failure. */
  send(messages: PushMessage[]): Promise<PushOutcome[]>;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/** A failure of the whole call (network, authentication): every message is retried later. */
export const retryAll = (messages: PushMessage[], err: unknown): PushOutcome[] =>
  messages.map(() => ({
    status: 'retry',
    code: (err as { code?: string })?.code ?? 'network',
    message: errorText(err),
  }));
