import type { Database } from '../db/connection.ts';
import { appClock } from '../http/clock.ts';
import { claimDueModification } from '../modules/booking-modifications/repository.ts';
import { expireModification } from '../modules/booking-modifications/service.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

export interface ModificationExpiryOptions {
  publicUrl: string;
  /** The job's clock; tests move it. */
  now?: () => Date;
}

const BATCH = 200;

/**
 * Booking changes nobody answered (or paid) within 48 hours expire; what was paid for one is
 * refunded in full (idempotency key `modification:{id}`). Each change is handled in its own
 * transaction with its booking claimed by SKIP LOCKED and its status checked again under the lock,
 * so two runs or two processes expire and refund it once.
 */
export async function expireModifications(db: Database, options: ModificationExpiryOptions): Promise<number> {
  const now = (options.now ?? appClock.now)();
  const seen: number[] = [];
  let expired = 0;
  while (seen.length < BATCH) {
    const done = await db.transaction(async (tx) => {
      const id = await claimDueModification(tx, now, seen);
      if (id === undefined) return null;
      seen.push(id);
      return expireModification(tx, id, { publicUrl: options.publicUrl }, now);
    });
    if (done === null) break;
    if (done) expired++;
  }
  return expired;
}

export function modificationExpiryJob(
  db: Database,
  options: ModificationExpiryOptions & { log: JobLog },
): JobDefinition {
  return {
    name: 'booking-change-expiry',
    everySeconds: 300,
    run: async () => {
      const expired = await expireModifications(db, options);
      if (expired > 0) options.log.info({ expired }, 'booking changes expired');
      return { expired };
    },
  };
}
