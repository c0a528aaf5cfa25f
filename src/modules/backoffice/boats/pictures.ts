import { boatPicturesSchema } from '../../../../shared/admin/boats.ts';
import type { Database } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { parseInput } from '../../../http/validate.ts';
import type { Viewer } from '../../auth/session.ts';
import { writeAuditLog } from '../auditLog.ts';
import * as repo from './repository.ts';

interface PictureRow {
  id: number;
  url: string;
  alt: string | null;
}

/**
 * Reorders, re-captions and removes a listing's pictures in one change: the list sent is what stays,
 * in order, the first being the cover the search and the product page show.
 */
export async function arrangePictures(db: Database, actor: Viewer, id: number, body: unknown) {
  const { pictures } = parseInput(boatPicturesSchema, body);
  await db.transaction(async (tx) => {
    if (!(await repo.lockBoat(tx, id))) throw notFound('No such boat.');
    const { rows: current } = await tx.query<PictureRow>(
      'SELECT id, url, alt FROM product_pictures WHERE product_id = $1 ORDER BY position',
      [id],
    );
    const known = new Map(current.map((p) => [Number(p.id), p]));
    const unknown = pictures.findIndex((p) => !known.has(p.id));
    if (unknown >= 0)
      throw badRequest(
        'A picture is not one of this listing.',
        { [`pictures.${unknown}.id`]: 'pictureUnknown' },
        'validation-failed',
      );
    const after = pictures.map((p) => ({ ...(known.get(p.id) as PictureRow), ...p, id: p.id }));
    const before = current.map((p) => ({ ...p, id: Number(p.id) }));
    if (JSON.stringify(after) === JSON.stringify(before)) return;

    const kept = pictures.map((p) => p.id);
    await tx.query('DELETE FROM product_pictures WHERE product_id = $1 AND NOT (id = ANY ($2::bigint[]))', [
      id,
      kept,
    ]);
    // Positions are unique per listing and checked row by row: move every kept picture out of the
    // way before giving each its new place.
    await tx.query('UPDATE product_pictures SET position = -position - 1 WHERE product_id = $1', [id]);
    for (const [position, picture] of after.entries())
      await tx.query('UPDATE product_pictures SET position = $2, alt = $3 WHERE id = $1', [
        picture.id,
        position,
        picture.alt,
      ]);
    await tx.query('UPDATE products SET updated_at = now() WHERE id = $1', [id]);
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'boats',
      recordId: id,
      action: 'pictures',
      before: { pictures: before },
      after: { pictures: after },
    });
  });
  return repo.findBoat(db, id);
}
