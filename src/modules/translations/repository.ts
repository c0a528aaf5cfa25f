import type { ActivityType, ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';
import type { Queryable } from '../../db/connection.ts';

export interface ClaimedRequest {
  product_id: number;
  /** The change this run translates, as text (microseconds kept); a later change stays queued. */
  requested_at: string;
}

/** Queued listings nobody holds, leased for `leaseSeconds` (SKIP LOCKED: two runs never share one). */
export async function claimTranslationRequests(
  db: Queryable,
  limit: number,
  leaseSeconds: number,
  now: Date,
): Promise<ClaimedRequest[]> {
  const { rows } = await db.query<ClaimedRequest>(
    `UPDATE listing_translation_requests r
        SET lease_until = $3::timestamptz + make_interval(secs => $2), attempts = r.attempts + 1
      WHERE r.product_id IN (
              SELECT product_id FROM listing_translation_requests
               WHERE lease_until IS NULL OR lease_until < $3
               ORDER BY requested_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING r.product_id, r.requested_at::text AS requested_at`,
    [limit, leaseSeconds, now],
  );
  return rows;
}

export interface ListingTextRow {
  language: string;
  title: string;
  description: string;
  origin: 'owner' | 'machine' | 'facts';
}

export interface ListingSourceRow {
  id: number;
  kind: 'boat' | 'activity';
  product_type: ProductTypeKey | null;
  activity_type: ActivityType | null;
  builder_name: string | null;
  model_name: string | null;
  title: string;
  original_language: string;
  city_name: string;
  /** The city's name by language. */
  city_names: Record<string, string>;
  texts: ListingTextRow[];
}

/** What the translation of one listing starts from: its facts and every text it has. */
export async function findListingSource(
  db: Queryable,
  productId: number,
): Promise<ListingSourceRow | undefined> {
  const { rows } = await db.query<ListingSourceRow>(
    `SELECT p.id, p.kind, p.product_type, p.activity_type, p.builder_name, p.model_name, p.title,
            p.original_language, c.name AS city_name, coalesce(c.names, '{}'::jsonb) AS city_names,
            coalesce((SELECT json_agg(json_build_object('language', t.language, 'title', t.title,
                                                        'description', t.description, 'origin', t.origin))
                        FROM product_translations t WHERE t.product_id = p.id), '[]') AS texts
       FROM products p JOIN cities c ON c.id = p.city_id
      WHERE p.id = $1`,
    [productId],
  );
  return rows[0];
}

export interface TranslatedText {
  language: string;
  title: string;
  description: string;
  origin: 'machine' | 'facts';
  descriptionLanguage: string;
}

/** Writes the made translations; what an owner wrote in a language is never replaced. */
export async function saveTranslations(
  tx: Queryable,
  productId: number,
  texts: TranslatedText[],
  now: Date,
): Promise<void> {
  if (texts.length === 0) return;
  await tx.query(
    `INSERT INTO product_translations (product_id, language, title, description, origin, description_language, translated_at)
     SELECT $1, t.language, t.title, t.description, t.origin, t.description_language, $3
       FROM json_to_recordset($2::json)
            AS t (language text, title text, description text, origin text, description_language text)
     ON CONFLICT (product_id, language) DO UPDATE
        SET title = EXCLUDED.title, description = EXCLUDED.description, origin = EXCLUDED.origin,
            description_language = EXCLUDED.description_language, translated_at = EXCLUDED.translated_at
      WHERE product_translations.origin <> 'owner'`,
    [
      productId,
      JSON.stringify(
        texts.map((t) => ({
          language: t.language,
          title: t.title,
          description: t.description,
          origin: t.origin,
          description_language: t.descriptionLanguage,
        })),
      ),
      now,
    ],
  );
}

/** Done with this change: the request goes unless the listing changed again meanwhile. */
export async function finishTranslationRequest(tx: Queryable, request: ClaimedRequest): Promise<void> {
  await tx.query(
    `DELETE FROM listing_translation_requests WHERE product_id = $1 AND requested_at = $2::timestamptz`,
    [request.product_id, request.requested_at],
  );
  await tx.query(`UPDATE listing_translation_requests SET lease_until = NULL WHERE product_id = $1`, [
    request.product_id,
  ]);
}

/** Gives a listing up until it changes again (a translator that refuses for good). */
export async function dropTranslationRequest(tx: Queryable, productId: number): Promise<void> {
  await tx.query('DELETE FROM listing_translation_requests WHERE product_id = $1', [productId]);
}

/** The seed writes every language itself, so nothing it wrote waits for the job. */
export async function clearTranslationRequests(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM listing_translation_requests');
}

/** Migration 140's statement triggers that queue a listing when it or its texts change. */
const QUEUEING_TRIGGERS = [
  ['products', 'products_translations_insert'],
  ['products', 'products_translations_update'],
  ['product_translations', 'product_texts_insert'],
  ['product_translations', 'product_texts_update'],
] as const;

/**
 * Turns the queueing triggers off (`false`) or on again, within the caller's transaction: a bulk
 * load of listings (the seed) does their work set-wise afterwards (queueUntranslatedListings)
 * instead of the triggers keeping transition tables of every products row it writes (a seed of
 * 100,000 boats spent most of its half hour re-reading them).
 */
export async function setTranslationQueueing(tx: Queryable, on: boolean): Promise<void> {
  for (const [table, trigger] of QUEUEING_TRIGGERS)
    await tx.query(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
}

/**
 * The queueing triggers' work, set-wise: queues every listing that lacks a text in one of
 * `languages` (the job then makes it), in one statement. A seed that wrote every language queues none.
 */
export async function queueUntranslatedListings(
  tx: Queryable,
  languages: readonly string[],
): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO listing_translation_requests (product_id)
     SELECT p.id FROM products p
      WHERE (SELECT count(*) FROM product_translations t
              WHERE t.product_id = p.id AND t.language = ANY($1::text[])) < cardinality($1::text[])
     ON CONFLICT (product_id) DO UPDATE SET requested_at = clock_timestamp(), attempts = 0`,
    [[...new Set(languages)]],
  );
  return rowCount ?? 0;
}
