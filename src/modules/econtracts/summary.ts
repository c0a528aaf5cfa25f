import { econtractPaths } from '../../../shared/econtracts/econtracts.ts';
import type { Queryable } from '../../db/connection.ts';
import { findClaimOfBooking, findDeposit, inspectionsOf } from './repository.ts';

/**
 * What the booking detail shows of the e-contract: the deposit's outcome and the signed contracts'
 * PDFs. Null while nothing of it exists, so older bookings read as before.
 */
export async function econtractSummary(db: Queryable, bookingId: number) {
  const [deposit, inspections, claim] = await Promise.all([
    findDeposit(db, bookingId),
    inspectionsOf(db, bookingId),
    findClaimOfBooking(db, bookingId),
  ]);
  if (!deposit && inspections.length === 0) return null;
  return {
    deposit: deposit
      ? { status: deposit.status, amount: Number(deposit.amount), capturedAmount: deposit.capture_amount }
      : null,
    damageClaimStatus: claim?.status ?? null,
    contracts: inspections
      .filter((row) => row.status === 'signed')
      .map((row) => ({
        kind: row.kind,
        addendum: row.addendum_of !== null,
        signedAt: row.signed_at?.toISOString() ?? null,
        pdfUrl: row.pdf_status === 'done' ? econtractPaths.pdf(bookingId, row.id) : null,
      })),
  };
}
