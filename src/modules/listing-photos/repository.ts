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

export interface PhotoUploadRow {
  id: string;
  product_id: number;
  owner_id: number;
  file_name: string;
  content_type: string;
  original_key: string;
  state: 'signed' | 'processing' | 'failed';
  error: string | null;
  expires_at: Date;
}

export interface NewPhotoUpload {
  id: string;
  fileName: string;
  contentType: string;
  originalKey: string;
}

/** Signed uploads of a listing's owner, each void after `expiresAt` unless confirmed. */
export async function insertUploads(
  db: Queryable,
  productId: number,
  ownerId: number,
  uploads: NewPhotoUpload[],
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO listing_photo_uploads (id, product_id, owner_id, file_name, content_type, original_key, created_at, expires_at)
     SELECT u.id, $1, $2, u.name, u.type, u.key, $3, $4
       FROM unnest($5::uuid[], $6::text[], $7::text[], $8::text[]) AS u(id, name, type, key)`,
    [
      productId,
      ownerId,
      now,
      expiresAt,
      uploads.map((u) => u.id),
      uploads.map((u) => u.fileName),
      uploads.map((u) => u.contentType),
      uploads.map((u) => u.originalKey),
    ],
  );
}

/** Uploads that will become photos unless they fail: confirmed ones, and signed ones still valid. */
export async function countPendingUploads(db: Queryable, productId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listing_photo_uploads
      WHERE product_id = $1 AND (state = 'processing' OR (state = 'signed' AND expires_at > $2))`,
    [productId, now],
  );
  return rows[0]?.n ?? 0;
}

export async function findUpload(
  db: Queryable,
  id: string,
  lock = false,
): Promise<PhotoUploadRow | undefined> {
  const { rows } = await db.query<PhotoUploadRow>(
    `SELECT id, product_id, owner_id, file_name, content_type, original_key, state, error, expires_at
       FROM listing_photo_uploads WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  return row ? { ...row, product_id: Number(row.product_id), owner_id: Number(row.owner_id) } : undefined;
}

export async function markUploadProcessing(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE listing_photo_uploads SET state = 'processing' WHERE id = $1`, [id]);
}

/** The job made no photo of it: shown with its reason until `shownUntil`. */
export async function failUpload(db: Queryable, id: string, error: string, shownUntil: Date): Promise<void> {
  await db.query(
    `UPDATE listing_photo_uploads SET state = 'failed', error = $2, expires_at = $3 WHERE id = $1`,
    [id, error, shownUntil],
  );
}

export async function deleteUpload(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM listing_photo_uploads WHERE id = $1', [id]);
}

/** What the owner's page shows beside the photos: uploads being processed, and recent failures. */
export async function listShownUploads(
  db: Queryable,
  productId: number,
  now: Date,
): Promise<PhotoUploadRow[]> {
  const { rows } = await db.query<PhotoUploadRow>(
    `SELECT id, product_id, owner_id, file_name, content_type, original_key, state, error, expires_at
       FROM listing_photo_uploads
      WHERE product_id = $1 AND (state = 'processing' OR (state = 'failed' AND expires_at > $2))
      ORDER BY created_at, id`,
    [productId, now],
  );
  return rows;
}
