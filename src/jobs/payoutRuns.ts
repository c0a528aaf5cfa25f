import type { Database } from '../db/connection.ts';
import { type PayoutRunOptions, runPayouts } from '../modules/payouts/service.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

/**
 * Owner payouts (DESIGN.md, "Owner earnings and payouts"): every 15 minutes, on the configured weekdays the payable earnings are
 * batched into one payout per owner; any day, failed payouts due for a retry and payouts a crashed run
 * left pending (their lease lapsed) are sent. Every process may run it: locks per owner, the unique
 * ledger row per payout item and the leases make two runs at once pay each earning once.
 */
export function payoutRunJob(db: Database, options: PayoutRunOptions & { log: JobLog }): JobDefinition {
  return {
    name: 'payout-run',
    everySeconds: 900,
    run: async () => {
      const run = await runPayouts(db, options);
      if (run.created + run.sent + run.failed + run.requeued > 0) options.log.info(run, 'payouts run');
      return run;
    },
  };
}
