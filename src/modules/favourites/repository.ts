import type { Queryable } from '../../db/connection.ts';

export async function isPublishedProduct(db: Queryable, productId: number): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM products WHERE id = $1 AND moderation_status = 'published') AS found`,
    [productId],
  );
  return rows[0].found;
}

/** Idempotent: saving twice keeps one favourite. */
export async function addFavourite(db: Queryable, userId: number, productId: number): Promise<void> {
  await db.query('INSERT INTO favourites (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    productId,
  ]);
}

export async function removeFavourite(db: Queryable, userId: number, productId: number): Promise<void> {
  await db.query('DELETE FROM favourites WHERE user_id = $1 AND product_id = $2', [userId, productId]);
}
