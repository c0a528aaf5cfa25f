import type { Queryable } from '../../db/connection.ts';

/** The product when `ownerId` owns it, locked for the change when `lock` is set; else undefined. */
export async function findOwnedProduct(
  db: Queryable,
  productId: number,
  ownerId: number,
  lock = false,
): Promise<{ id: number } | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM products WHERE id = $1 AND owner_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [productId, ownerId],
  );
  return rows[0] ? { id: Number(rows[0].id) } : undefined;
}

export interface PhotoRow {
  id: number;
  position: number;
  url: string;
  alt: string | null;
  /** Set for uploaded photos: where their files are. */
  storage_prefix: string | null;
}

export async function listPhotos(db: Queryable, productId: number): Promise<PhotoRow[]> {
  const { rows } = await db.query<PhotoRow>(
    `SELECT pp.id, pp.position, pp.url, pp.alt, lp.storage_prefix
       FROM product_pictures pp LEFT JOIN listing_photos lp ON lp.picture_id = pp.id
      WHERE pp.product_id = $1 ORDER BY pp.position`,
    [productId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface NewPhoto {
  url: string;
  storagePrefix: string;
  width: number;
  height: number;
}

/** Adds photos after the listing's last one, in the order given. */
export async function insertPhotos(
  db: Queryable,
  productId: number,
  uploaderId: number,
  photos: NewPhoto[],
): Promise<void> {
  await db.query(
    `WITH next AS (SELECT coalesce(max(position) + 1, 0) AS position FROM product_pictures WHERE product_id = $1),
          added AS (
            INSERT INTO product_pictures (product_id, position, url)
            SELECT $1, next.position + n.ord - 1, n.url
              FROM next, unnest($2::text[]) WITH ORDINALITY AS n(url, ord)
            RETURNING id, url)
     INSERT INTO listing_photos (picture_id, product_id, storage_prefix, width, height, uploaded_by)
     SELECT a.id, $1, f.prefix, f.width, f.height, $3
       FROM added a
       JOIN unnest($2::text[], $4::text[], $5::int[], $6::int[]) AS f(url, prefix, width, height) ON f.url = a.url`,
    [
      productId,
      photos.map((p) => p.url),
      uploaderId,
      photos.map((p) => p.storagePrefix),
      photos.map((p) => p.width),
      photos.map((p) => p.height),
    ],
  );
  await touchProduct(db, productId);
}

/** Gives each picture its place in `orderedIds` (position 0 is the cover). */
export async function setPhotoOrder(db: Queryable, productId: number, orderedIds: number[]): Promise<void> {
  // Positions are unique per listing and checked row by row: move every picture out of the way first.
  await db.query('UPDATE product_pictures SET position = -position - 1 WHERE product_id = $1', [productId]);
  await db.query(
    `UPDATE product_pictures pp SET position = o.ord - 1
       FROM unnest($2::bigint[]) WITH ORDINALITY AS o(id, ord)
      WHERE pp.product_id = $1 AND pp.id = o.id`,
    [productId, orderedIds],
  );
  await touchProduct(db, productId);
}

export async function deletePhoto(db: Queryable, productId: number, photoId: number): Promise<void> {
  await db.query('DELETE FROM product_pictures WHERE product_id = $1 AND id = $2', [productId, photoId]);
}

async function touchProduct(db: Queryable, productId: number) {
  await db.query('UPDATE products SET updated_at = now() WHERE id = $1', [productId]);
}

/** Whether an uploaded photo with these files exists (its files are only ever reached through it). */
export async function photoExists(db: Queryable, storagePrefix: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM listing_photos WHERE storage_prefix = $1', [storagePrefix]);
  return rows.length > 0;
}
