import type { Database } from '../db/connection.ts';
import { sealContractPdf } from '../modules/econtracts/contractPdf.ts';
import { settleDueDeposits } from '../modules/econtracts/deposit.ts';
import { claimDuePdfs, releasePdfLease } from '../modules/econtracts/repository.ts';
import type { FileStore } from '../providers/files.ts';
import type { PaymentProviders } from '../providers/payments/paymentProviderFor.ts';
import type { JobDefinition } from './engine.ts';
import type { JobLog } from './outboxDelivery.ts';

/**
 * The e-contract jobs (issue 19): signed contracts get their PDF (made, stored, e-mailed to both),
 * and deposits are released or captured. Each claims its rows with FOR UPDATE SKIP LOCKED and a
 * lease, so two processes never take the same row; each step is safe to run twice.
 */
export interface EcontractJobContext {
  providers: PaymentProviders;
  files: FileStore;
  publicUrl: string;
}

export interface EcontractJobRun {
  pdfs: number;
  released: number;
  captured: number;
  failed: number;
}

const BATCH = 20;

export async function runEcontractJobs(db: Database, context: EcontractJobContext): Promise<EcontractJobRun> {
  const due = await db.transaction((tx) => claimDuePdfs(tx, BATCH));
  let pdfs = 0;
  let failed = 0;
  for (const contract of due) {
    try {
      if (
        await sealContractPdf(
          db,
          context.files,
          { id: contract.id, bookingId: contract.booking_id },
          context.publicUrl,
        )
      )
        pdfs++;
    } catch {
      // A file store or image failure: the lease is cleared and a later run tries again.
      await releasePdfLease(db, contract.id);
      failed++;
    }
  }
  const deposits = await settleDueDeposits(db, context.providers, {
    limit: BATCH,
    publicUrl: context.publicUrl,
  });
  return { pdfs, released: deposits.released, captured: deposits.captured, failed: failed + deposits.failed };
}

export function econtractJob(db: Database, options: EcontractJobContext & { log: JobLog }): JobDefinition {
  return {
    name: 'e-contracts',
    everySeconds: 30,
    run: async () => {
      const run = await runEcontractJobs(db, options);
      if (run.failed > 0) options.log.error(run, 'some contracts or deposits failed; retried on a later run');
      else if (run.pdfs + run.released + run.captured > 0)
        options.log.info(run, 'contracts sealed, deposits settled');
      return run;
    },
  };
}
