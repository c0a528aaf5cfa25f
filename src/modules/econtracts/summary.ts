import { econtractPaths } from '../../../shared/econtracts/econtracts.ts';
import type { Queryable } from '../../db/connection.ts';
import { findEcontractSummary } from './repository.ts';

/**
 * What the booking detail shows of the e-contract: the deposit's outcome and the signed contracts'
 * PDFs. Null while nothing of it exists, so older bookings read as before.
 */
export async function econtractSummary(db: Queryable, bookingId: number) {
  const { deposit, claim_status, inspection_count, signed } = await findEcontractSummary(db, bookingId);
  if (!deposit && inspection_count === 0) return null;
  return {
    deposit: deposit
      ? { status: deposit.status, amount: deposit.amount, capturedAmount: deposit.capture_amount }
      : null,
    damageClaimStatus: claim_status,
    contracts: signed.map((row) => ({
      kind: row.kind,
      addendum: row.addendum_of !== null,
      signedAt: row.signed_at ? new Date(row.signed_at).toISOString() : null,
      pdfUrl: row.pdf_status === 'done' ? econtractPaths.pdf(bookingId, row.id) : null,
    })),
  };
}
