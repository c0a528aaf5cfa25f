import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { assertTransition } from '../modules/bookings/stateMachine.ts';
import { settlePaymentIntent } from '../modules/payments/settlement.ts';
import type { PaymentProviders } from '../providers/payments/paymentProviderFor.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

export interface PaymentSessionExpiryOptions {
  providers: PaymentProviders;
  publicUrl: string;
  /** The job's clock; tests move it. */
  now?: () => Date;
}

export interface ExpiryRun {
  /** Sessions found paid at the provider and settled instead of expired. */
  settled: number;
  expired: number;
}

/**
 * Unpaid payment sessions past their expiry (30 minutes, setting paymentSessionMinutes) expire and
 * their payment_pending booking releases the days. Before giving up on a session the job asks the
 * provider about its open intents: money that arrived without a webhook is settled, not lost.
 */
export async function expirePaymentSessions(
  db: Database,
  options: PaymentSessionExpiryOptions,
): Promise<ExpiryRun> {
  const now = (options.now ?? appClock.now)();
  const { rows: due } = await db.query<{ id: number }>(
    `SELECT id FROM payment_sessions WHERE status IN ('open', 'processing') AND expires_at < $1
      ORDER BY expires_at LIMIT 500`,
    [now],
  );
  const run: ExpiryRun = { settled: 0, expired: 0 };
  for (const session of due) {
    const { rows: open } = await db.query<{ provider: string; provider_reference: string }>(
      `SELECT provider, provider_reference FROM payments
        WHERE payment_session_id = $1 AND status IN ('requires_payment_method', 'requires_action', 'processing')`,
      [session.id],
    );
    let paid = false;
    for (const payment of open) {
      const provider = options.providers.byName(payment.provider);
      // An authorised request (manual capture) is as good as paid: settle it, do not release it.
      const asked = await provider.retrieveIntent(payment.provider_reference);
      // Cancelling first means nobody can pay it after we decide; an intent already paid stays paid.
      const intent =
        asked.status === 'requires_capture' ? asked : await provider.cancelIntent(payment.provider_reference);
      if (intent.status === 'succeeded' || intent.status === 'requires_capture') {
        const outcome = await settlePaymentIntent(db, provider, intent.id, { publicUrl: options.publicUrl });
        paid ||= outcome?.status === 'paid';
      } else {
        await db.query(
          `UPDATE payments SET status = $2, updated_at = now() WHERE provider_reference = $1 AND status <> 'succeeded'`,
          [intent.id, intent.status],
        );
      }
    }
    if (paid) {
      run.settled++;
      continue;
    }
    const expired = await db.transaction(async (tx) => {
      const locked = await tx.query<{ status: string }>(
        'SELECT status FROM payment_sessions WHERE id = $1 FOR UPDATE',
        [session.id],
      );
      if (!['open', 'processing'].includes(locked.rows[0]?.status ?? '')) return false;
      await tx.query(`UPDATE payment_sessions SET status = 'expired', updated_at = $2 WHERE id = $1`, [
        session.id,
        now,
      ]);
      const { rows: bookings } = await tx.query<{ id: number }>(
        `SELECT id FROM bookings WHERE payment_session_id = $1 AND status = 'payment_pending' FOR UPDATE`,
        [session.id],
      );
      for (const booking of bookings) {
        assertTransition('payment_pending', 'expired', 'system');
        await tx.query(`UPDATE bookings SET status = 'expired', updated_at = $2 WHERE id = $1`, [
          booking.id,
          now,
        ]);
        await tx.query(
          `INSERT INTO booking_events (booking_id, from_status, to_status, actor_role, reason, at)
           VALUES ($1, 'payment_pending', 'expired', 'system', 'paymentSessionExpired', $2)`,
          [booking.id, now],
        );
      }
      return true;
    });
    if (expired) run.expired++;
  }
  return run;
}

export function paymentSessionExpiryJob(
  db: Database,
  options: PaymentSessionExpiryOptions & { log: JobLog },
): JobDefinition {
  return {
    name: 'payment-session-expiry',
    everySeconds: 60,
    run: async () => {
      const run = await expirePaymentSessions(db, options);
      if (run.expired + run.settled > 0) options.log.info(run, 'payment sessions expired');
      return run;
    },
  };
}
