import { type BoatUpdate, boatUpdateSchema } from '../../../../shared/admin/boats.ts';
import type { Database } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { writeAuditLog } from '../auditLog.ts';
import { sendDecisionEmail } from '../outbox/decisionEmails.ts';
import * as repo from './repository.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Merges a partial listing into a product. Suspending or sending back to draft needs a reason, which
 * the owner receives by e-mail; every change is audited with its before and after.
 */
export async function updateBoat(db: Database, actor: Viewer, id: number, body: unknown) {
  const input = parseInput(boatUpdateSchema, body);
  await db.transaction(async (tx) => {
    const current = await repo.lockBoat(tx, id);
    if (!current) throw notFound('No such boat.');
    const change: Partial<Record<keyof BoatUpdate, unknown>> = {};
    for (const [field, value] of Object.entries(input) as [keyof BoatUpdate, unknown][]) {
      if (value !== undefined && !same(value, current[field])) change[field] = value;
    }
    if (Object.keys(change).length === 0) return;
    const status = (change.moderationStatus ?? current.moderationStatus) as string;
    const reason = (input.moderationReason ?? current.moderationReason) as string | null;
    if (change.moderationStatus && ['suspended', 'draft'].includes(status) && !change.moderationReason)
      throw badRequest(
        'Say why the listing is taken down.',
        { moderationReason: 'moderationReasonRequired' },
        'validation-failed',
      );

    await repo.updateBoat(tx, id, change as BoatUpdate);
    if (typeof change.title === 'string') await repo.replaceTranslatedTitles(tx, id, change.title);
    // search filters and sorts on the "from" price, which the base price bounds
    if (change.basePricePerDay !== undefined)
      await tx.query('SELECT refresh_product_aggregates(ARRAY[$1::bigint])', [id]);
    if (change.moderationStatus) {
      const { rows } = await tx.query<{ email: string; title: string }>(
        'SELECT o.email, p.title FROM products p JOIN users o ON o.id = p.owner_id WHERE p.id = $1',
        [id],
      );
      await sendDecisionEmail(
        tx,
        rows[0].email,
        'listingModerated',
        { title: rows[0].title, status },
        { template: 'listing-moderated', payload: { productId: id, status }, more: reason },
      );
    }
    const before = Object.fromEntries(Object.keys(change).map((k) => [k, current[k]]));
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'boats',
      recordId: id,
      action: change.moderationStatus ? 'moderate' : 'update',
      before,
      after: change,
      reason: change.moderationStatus ? (reason ?? undefined) : undefined,
    });
  });
  return repo.findBoat(db, id);
}
