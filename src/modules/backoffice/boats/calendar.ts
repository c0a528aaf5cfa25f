import { availabilityBlockSchema } from '../../../../shared/admin/boats.ts';
import { HOLDING_STATUSES } from '../../../../shared/catalogue/catalogue.ts';
import type { Database } from '../../../db/connection.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { writeAuditLog } from '../auditLog.ts';
import * as repo from './repository.ts';

/**
 * Blocks dates of a listing (maintenance, the owner's own use). Dates a renter holds stay theirs:
 * the booking is cancelled first, on its own screen, with its refund.
 */
export async function addBlock(db: Database, actor: Viewer, id: number, body: unknown) {
  const block = parseInput(availabilityBlockSchema, body);
  await db.transaction(async (tx) => {
    if (!(await repo.lockBoat(tx, id))) throw notFound('No such boat.');
    const period = [block.startDate, block.endDate];
    const booked = await tx.query(
      `SELECT 1 FROM bookings WHERE product_id = $1 AND period && daterange($2::date, $3::date)
          AND status = ANY ($4::text[]) LIMIT 1`,
      [id, ...period, HOLDING_STATUSES],
    );
    if (booked.rows.length > 0) throw conflict('dates-booked', 'A booking holds some of these dates.');
    const blocked = await tx.query(
      'SELECT 1 FROM availability_blocks WHERE product_id = $1 AND period && daterange($2::date, $3::date) LIMIT 1',
      [id, ...period],
    );
    if (blocked.rows.length > 0) throw conflict('dates-blocked', 'Some of these dates are already blocked.');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO availability_blocks (product_id, period, reason, note, created_by)
       VALUES ($1, daterange($2::date, $3::date), $4, $5, $6) RETURNING id`,
      [id, ...period, block.reason, block.note ?? null, actor.id],
    );
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'boats',
      recordId: id,
      action: 'block',
      before: null,
      after: { blockId: Number(rows[0].id), ...block, note: block.note ?? null },
    });
  });
  return repo.findBoat(db, id);
}

/** Frees blocked dates; the block is kept in the audit trail. */
export async function removeBlock(db: Database, actor: Viewer, id: number, blockId: number) {
  await db.transaction(async (tx) => {
    if (!(await repo.lockBoat(tx, id))) throw notFound('No such boat.');
    const { rows } = await tx.query<{
      startDate: string;
      endDate: string;
      reason: string;
      note: string | null;
    }>(
      `DELETE FROM availability_blocks WHERE id = $1 AND product_id = $2
       RETURNING lower(period)::text AS "startDate", upper(period)::text AS "endDate", reason, note`,
      [blockId, id],
    );
    if (!rows[0]) throw notFound('No such block on this boat.');
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'boats',
      recordId: id,
      action: 'unblock',
      before: { blockId, ...rows[0] },
      after: null,
    });
  });
  return repo.findBoat(db, id);
}
