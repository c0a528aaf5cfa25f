import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '../../../shared/checkout/payment.ts';
import type { Queryable } from '../../db/connection.ts';
import {
  type CardDetails,
  type PaymentError,
  type PaymentIntent,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderRefund,
  WebhookSignatureError,
} from './paymentProvider.ts';

/**
 * The embedded payment provider. It behaves like Stripe's test mode with DESIGN.md's test cards:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for the
 * 3-D Secure step (and fails off-session, as a real bank would), 4000 0000 0000 0341 holds like 4242
 * but the first capture of its authorisation fails (the bank does not answer; a retry captures). Intents live in
 * sandbox_payment_intents, so any API process sees the same intent. Refunds keep no state: a
 * refund's id is derived from its idempotency key, so a replayed key answers the same refund.
 */
export interface SandboxOptions {
  /** The database the intents are kept in; without it only refunds and webhooks work. */
  db?: Queryable;
  /** Signs and verifies the sandbox webhooks (HMAC-SHA256). */
  webhookSecret?: string;
  /** Seconds a webhook signature stays valid. */
  toleranceSeconds?: number;
  /** For expiry checks; tests move it. */
  now?: () => Date;
}

type CardBehaviour = 'succeeds' | 'declined' | 'three_d_secure' | 'capture_fails_once';

const behaviourOf = (cardNumber: string): CardBehaviour =>
  cardNumber === SANDBOX_TEST_CARDS.declined
    ? 'declined'
    : cardNumber === SANDBOX_TEST_CARDS.threeDSecure
      ? 'three_d_secure'
      : cardNumber === SANDBOX_TEST_CARDS.captureFailsOnce
        ? 'capture_fails_once'
        : 'succeeds';

/** A capture the provider could not make this time (Stripe's processing_error): worth trying again. */
export class SandboxCaptureError extends Error {
  readonly code = 'processing_error';
}

const ERRORS: Record<string, PaymentError> = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  authenticationFailed: {
    code: 'authentication_failed',
    message: 'The 3-D Secure check failed: your card was not charged.',
  },
  authenticationRequired: {
    code: 'authentication_required',
    message: 'Your bank asks you to confirm this payment yourself.',
  },
};

interface IntentRow {
  id: string;
  client_secret: string;
  amount: number;
  currency_code: string;
  status: PaymentIntent['status'];
  capture_method: 'automatic' | 'manual';
  customer_ref: string | null;
  setup_future_usage: boolean;
  payment_method_ref: string | null;
  last_error_code: string | null;
  last_error_message: string | null;
  next_action_url: string | null;
  metadata: Record<string, string>;
}

const INTENT_COLUMNS = `id, client_secret, amount, trim(currency_code) AS currency_code, status, capture_method,
  customer_ref, setup_future_usage, payment_method_ref, last_error_code, last_error_message, next_action_url, metadata`;

const toIntent = (row: IntentRow): PaymentIntent => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency_code,
  status: row.status,
  clientSecret: row.client_secret,
  customer: row.customer_ref,
  paymentMethod: row.payment_method_ref,
  lastError: row.last_error_code
    ? { code: row.last_error_code, message: row.last_error_message ?? '' }
    : null,
  nextActionUrl: row.status === 'requires_action' ? row.next_action_url : null,
  metadata: row.metadata,
});

const token = (bytes: number) => randomBytes(bytes).toString('hex');

export const SANDBOX_DEFAULT_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, Stripe's scheme with the sandbox's secret. */
export function signSandboxWebhook(secret: string, rawBody: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** The event the sandbox sends when an intent changes, in Stripe's shape. */
export function sandboxWebhookEvent(intent: PaymentIntent, type: string, id = `evt_sandbox_${token(12)}`) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: intent.id, object: 'payment_intent', amount: intent.amount, status: intent.status },
    },
  };
}

/** The webhook event type for an intent's status, or null when nothing is worth announcing. */
export function webhookTypeFor(intent: PaymentIntent): string | null {
  if (intent.status === 'succeeded') return 'payment_intent.succeeded';
  if (intent.status === 'requires_capture') return 'payment_intent.amount_capturable_updated';
  if (intent.status === 'canceled') return 'payment_intent.canceled';
  if (intent.status === 'requires_action') return 'payment_intent.requires_action';
  if (intent.lastError) return 'payment_intent.payment_failed';
  return null;
}

export function createSandboxPayments(options: SandboxOptions = {}): PaymentProvider {
  const { db, webhookSecret, toleranceSeconds = SANDBOX_DEFAULT_TOLERANCE_SECONDS } = options;
  const now = options.now ?? (() => new Date());
  const store = (): Queryable => {
    if (!db) throw new Error('The sandbox payment provider needs its database for intents.');
    return db;
  };

  const find = async (intentId: string): Promise<IntentRow> => {
    const { rows } = await store().query<IntentRow>(
      `SELECT ${INTENT_COLUMNS} FROM sandbox_payment_intents WHERE id = $1`,
      [intentId],
    );
    if (!rows[0]) throw new Error(`No such payment intent: ${intentId}`);
    return rows[0];
  };

  /** Moves an intent from one of `from` to its new state; answers the current intent either way. */
  const move = async (
    intentId: string,
    from: PaymentIntent['status'][],
    to: PaymentIntent['status'],
    change: { error?: PaymentError | null; paymentMethod?: string | null; nextActionUrl?: string } = {},
  ): Promise<IntentRow> => {
    const { rows } = await store().query<IntentRow>(
      `UPDATE sandbox_payment_intents
          SET status = $3, last_error_code = $4, last_error_message = $5,
              payment_method_ref = coalesce($6, payment_method_ref), next_action_url = $7, updated_at = now()
        WHERE id = $1 AND status = ANY($2::text[])
        RETURNING ${INTENT_COLUMNS}`,
      [
        intentId,
        from,
        to,
        change.error?.code ?? null,
        change.error?.message ?? null,
        change.paymentMethod ?? null,
        change.nextActionUrl ?? null,
      ],
    );
    return rows[0] ?? find(intentId);
  };

  // A manual-capture intent is only authorised by the card step, as Stripe's `requires_capture`.
  const succeededStatus = (row: IntentRow) =>
    row.capture_method === 'manual' ? 'requires_capture' : 'succeeded';

  const saveCard = async (row: IntentRow, card: CardDetails, behaviour: CardBehaviour): Promise<string> => {
    const id = `pm_sandbox_${token(12)}`;
    await store().query(
      `INSERT INTO sandbox_payment_methods (id, customer_ref, behaviour, last4, exp_month, exp_year)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, row.customer_ref, behaviour, card.number.slice(-4), card.expMonth, card.expYear],
    );
    return id;
  };

  return {
    name: 'sandbox',

    async createCustomer({ idempotencyKey }) {
      return `cus_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20)}`;
    },

    async createIntent(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        throw new Error('A payment amount must be a positive integer.');
      }
      const id = `pi_sandbox_${token(12)}`;
      await store().query(
        `INSERT INTO sandbox_payment_intents (id, client_secret, amount, currency_code, status, capture_method,
                                              idempotency_key, customer_ref, setup_future_usage, metadata)
         VALUES ($1, $2, $3, $4, 'requires_payment_method', $5, $6, $7, $8, $9)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          id,
          `${id}_secret_${token(12)}`,
          input.amount,
          input.currency.toUpperCase(),
          input.captureMethod ?? 'automatic',
          input.idempotencyKey,
          input.customer ?? null,
          input.saveCard ?? false,
          JSON.stringify(input.metadata),
        ],
      );
      const { rows } = await store().query<IntentRow>(
        `SELECT ${INTENT_COLUMNS} FROM sandbox_payment_intents WHERE idempotency_key = $1`,
        [input.idempotencyKey],
      );
      const row = rows[0];
      if (row.amount !== input.amount) {
        throw new Error('This idempotency key was used for another amount.');
      }
      if (input.offSession) return this.confirmIntent(row.id, input.offSession, { returnUrl: '' });
      return toIntent(row);
    },

    async retrieveIntent(intentId) {
      return toIntent(await find(intentId));
    },

    async confirmIntent(intentId, confirmWith, { returnUrl }) {
      const row = await find(intentId);
      if (row.status !== 'requires_payment_method') return toIntent(row);
      const offSession = 'paymentMethod' in confirmWith;
      let behaviour: CardBehaviour;
      let paymentMethod: string | null = null;
      if ('card' in confirmWith) {
        const { card } = confirmWith;
        const current = now();
        const expired =
          card.expYear < current.getUTCFullYear() ||
          (card.expYear === current.getUTCFullYear() && card.expMonth < current.getUTCMonth() + 1);
        if (expired)
          return toIntent(
            await move(intentId, ['requires_payment_method'], 'requires_payment_method', {
              error: ERRORS.expired,
            }),
          );
        behaviour = behaviourOf(card.number);
        // Like Stripe, every card used becomes a payment method; setup_future_usage lets it be charged later.
        if (behaviour !== 'declined') paymentMethod = await saveCard(row, card, behaviour);
      } else {
        const { rows } = await store().query<{ behaviour: CardBehaviour }>(
          'SELECT behaviour FROM sandbox_payment_methods WHERE id = $1',
          [confirmWith.paymentMethod],
        );
        behaviour = rows[0]?.behaviour ?? 'declined';
        paymentMethod = confirmWith.paymentMethod;
      }
      if (behaviour === 'declined') {
        return toIntent(
          await move(intentId, ['requires_payment_method'], 'requires_payment_method', {
            error: ERRORS.declined,
          }),
        );
      }
      if (behaviour === 'three_d_secure') {
        if (offSession) {
          return toIntent(
            await move(intentId, ['requires_payment_method'], 'requires_payment_method', {
              error: ERRORS.authenticationRequired,
            }),
          );
        }
        return toIntent(
          await move(intentId, ['requires_payment_method'], 'requires_action', {
            error: null,
            paymentMethod,
            nextActionUrl: returnUrl,
          }),
        );
      }
      return toIntent(
        await move(intentId, ['requires_payment_method'], succeededStatus(row), {
          error: null,
          paymentMethod,
        }),
      );
    },

    async authenticate(intentId, outcome) {
      const row = await find(intentId);
      if (row.status !== 'requires_action') return toIntent(row);
      if (outcome === 'fail') {
        return toIntent(
          await move(intentId, ['requires_action'], 'requires_payment_method', {
            error: ERRORS.authenticationFailed,
          }),
        );
      }
      return toIntent(await move(intentId, ['requires_action'], succeededStatus(row), { error: null }));
    },

    async capture(intentId, amount) {
      const row = await find(intentId);
      if (row.capture_method !== 'manual') throw new Error('Only a manual-capture intent is captured.');
      if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0 || amount > row.amount)) {
        throw new Error('A capture takes a positive amount within the authorisation.');
      }
      if (row.status === 'requires_capture' && row.payment_method_ref) {
        // The failure mode: the first capture of a 0341 card's hold fails, counted on the intent.
        const { rows: failing } = await store().query(
          `UPDATE sandbox_payment_intents i SET capture_failures = capture_failures + 1
             FROM sandbox_payment_methods m
            WHERE i.id = $1 AND m.id = i.payment_method_ref AND m.behaviour = 'capture_fails_once'
              AND i.capture_failures = 0
           RETURNING i.id`,
          [intentId],
        );
        if (failing.length > 0)
          throw new SandboxCaptureError('The bank did not answer the capture: try again.');
      }
      const captured = await move(intentId, ['requires_capture'], 'succeeded');
      if (amount === undefined || amount === row.amount) return toIntent(captured);
      // As Stripe's amount_to_capture: the intent's amount becomes what was taken, the rest is released.
      await store().query('UPDATE sandbox_payment_intents SET amount = $2 WHERE id = $1', [intentId, amount]);
      return toIntent(await find(intentId));
    },

    async cancelIntent(intentId) {
      return toIntent(
        await move(
          intentId,
          ['requires_payment_method', 'requires_action', 'processing', 'requires_capture'],
          'canceled',
        ),
      );
    },

    async refund(paymentRef, amount, idempotencyKey): Promise<ProviderRefund> {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('A refund amount must be positive.');
      if (idempotencyKey.trim() === '') throw new Error('A refund needs an idempotency key.');
      const id = `re_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      return { id, paymentRef, amount, status: 'succeeded' };
    },

    parseWebhook(rawBody, signature): PaymentWebhookEvent {
      if (!webhookSecret) throw new WebhookSignatureError('No sandbox webhook secret is configured.');
      const parts = Object.fromEntries(
        (signature ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
      );
      const t = Number(parts.t);
      if (!Number.isFinite(t) || typeof parts.v1 !== 'string') {
        throw new WebhookSignatureError('The webhook signature header is malformed.');
      }
      if (Math.abs(now().getTime() / 1000 - t) > toleranceSeconds) {
        throw new WebhookSignatureError('The webhook signature is too old.');
      }
      const expected = createHmac('sha256', webhookSecret).update(`${t}.`).update(rawBody).digest();
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookSignatureError('The webhook signature does not match.');
      }
      const event = JSON.parse(rawBody.toString('utf8')) as {
        id?: unknown;
        type?: unknown;
        data?: { object?: { id?: unknown; object?: unknown } };
      };
      if (typeof event.id !== 'string' || typeof event.type !== 'string') {
        throw new WebhookSignatureError('The webhook body is not an event.');
      }
      const object = event.data?.object;
      const intentId =
        object?.object === 'payment_intent' && typeof object.id === 'string' ? object.id : null;
      return { id: event.id, type: event.type, intentId, payload: event };
    },
  };
}
