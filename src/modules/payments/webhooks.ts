import type { WebhookAnswer } from '../../../shared/checkout/payment.ts';
import type { Database } from '../../db/connection.ts';
import type { PaymentProvider, PaymentWebhookEvent } from '../../providers/payments/paymentProvider.ts';
import { findPaymentByIntent } from './repository.ts';
import { type SettlementContext, settlePaymentIntent } from './settlement.ts';

/**
 * Handles a verified webhook event once: payment_events' unique (provider, event id) records it, and
 * `processed_at` is set only after settlement committed, so a delivery that failed halfway is
 * processed again on the provider's retry while a processed one is a no-op.
 */
export async function handleWebhook(
  db: Database,
  provider: PaymentProvider,
  event: PaymentWebhookEvent,
  context: SettlementContext,
): Promise<WebhookAnswer> {
  const payment = event.intentId ? await findPaymentByIntent(db, event.intentId) : undefined;
  await db.query(
    `INSERT INTO payment_events (provider, provider_event_id, type, payment_id, payload)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (provider, provider_event_id) DO NOTHING`,
    [provider.name, event.id, event.type, payment?.id ?? null, JSON.stringify(event.payload)],
  );
  const { rows } = await db.query<{ processed_at: Date | null }>(
    'SELECT processed_at FROM payment_events WHERE provider = $1 AND provider_event_id = $2',
    [provider.name, event.id],
  );
  if (rows[0]?.processed_at) return { received: true, duplicate: true };
  if (payment && event.intentId) await settlePaymentIntent(db, provider, event.intentId, context);
  await db.query(
    `UPDATE payment_events SET processed_at = now() WHERE provider = $1 AND provider_event_id = $2 AND processed_at IS NULL`,
    [provider.name, event.id],
  );
  return { received: true, duplicate: false };
}
