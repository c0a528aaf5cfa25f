import type { Queryable } from '../connection.ts';

/**
 * The demo owner's draft, as left half-way in the listing editor (issue 17): its details, harbour,
 * description, photos and prices are saved, its equipment and cabins not yet, so the editor opens
 * at the equipment step and the draft can be sent to moderation. Their boat in review stays as the
 * products seed made it, waiting for staff in the back office.
 */
export async function seedEditorProgress(tx: Queryable, ownerId: number | undefined): Promise<void> {
  if (ownerId === undefined) return;
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE products SET editor_steps_saved = '{basics,place,description,prices}'
      WHERE owner_id = $1 AND moderation_status = 'draft' AND kind = 'boat'
      RETURNING id`,
    [ownerId],
  );
  const drafts = rows.map((row) => row.id);
  if (drafts.length === 0) return;
  await tx.query('DELETE FROM product_equipment WHERE product_id = ANY ($1::bigint[])', [drafts]);
  await tx.query('DELETE FROM sleeping_areas WHERE product_id = ANY ($1::bigint[])', [drafts]);
  await tx.query('DELETE FROM itineraries WHERE product_id = ANY ($1::bigint[])', [drafts]);
}
