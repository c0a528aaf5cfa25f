import type {
  BasicsInput,
  CabinsInput,
  CaptainInput,
  ConditionsInput,
  DescriptionInput,
  EquipmentInput,
  ExtrasInput,
  ListingHarbour,
  PricesInput,
  SavedStep,
} from '../../../shared/owners/editor.ts';
import type { Queryable } from '../../db/connection.ts';

/** A new draft boat of `ownerId`, with nothing but its owner; the owner becomes one if not yet. */
export async function insertDraft(tx: Queryable, ownerId: number, slug: string): Promise<number> {
  await tx.query('UPDATE users SET is_owner = true WHERE id = $1 AND NOT is_owner', [ownerId]);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO products (kind, slug, title, owner_id, moderation_status)
     VALUES ('boat', $2, '', $1, 'draft') RETURNING id`,
    [ownerId, slug],
  );
  return Number(rows[0].id);
}

export interface EditorRow {
  id: number;
  owner_id: number;
  kind: 'boat' | 'activity';
  moderation_status: 'draft' | 'pending_review' | 'published' | 'suspended';
  moderation_reason: string | null;
  title: string;
  product_type: BasicsInput['productType'] | null;
  builder_name: string | null;
  model_name: string | null;
  build_year: number | null;
  length_m: number | null;
  engine_power_hp: number | null;
  capacity: number | null;
  cabins: number;
  berths: number;
  licence_required: boolean;
  harbour: ListingHarbour | null;
  latitude: number | null;
  longitude: number | null;
  sailing_type: CaptainInput['sailingType'];
  captain_price_per_day: number | null;
  skipper_languages: string[];
  base_price_per_day: number | null;
  base_price_per_half_day: number | null;
  base_price_per_week: number | null;
  minimum_days: number;
  deposit_amount: number;
  cancellation_policy: ConditionsInput['cancellationPolicy'];
  instant_booking: boolean;
  check_in_time: string | null;
  check_out_time: string | null;
  editor_steps_saved: string[];
  descriptions: { language: string; description: string }[];
  titles: Record<string, string>;
  pictures: { id: number; url: string; alt: string | null }[];
  equipment: number[];
  sleeping_areas: CabinsInput['sleepingAreas'];
  itineraries: CabinsInput['itineraries'];
  seasons: PricesInput['seasons'];
  duration_discounts: PricesInput['durationDiscounts'];
  extras: {
    name: string;
    price: number;
    priceType: 'per_day' | 'per_booking' | 'per_person';
    isMandatory: boolean;
  }[];
}

/** The listing with every step's data, only when `ownerId` owns it (anyone else reads nothing). */
export async function findOwnedListing(
  db: Queryable,
  productId: number,
  ownerId: number,
  lock = false,
): Promise<EditorRow | null> {
  if (lock) {
    const owned = await db.query('SELECT 1 FROM products WHERE id = $1 AND owner_id = $2 FOR UPDATE', [
      productId,
      ownerId,
    ]);
    if (owned.rows.length === 0) return null;
  }
  const { rows } = await db.query<EditorRow>(
    `SELECT p.id, p.owner_id, p.kind, p.moderation_status, p.moderation_reason, p.title, p.product_type,
            p.builder_name, p.model_name, p.build_year, p.length_m::float8 AS length_m, p.engine_power_hp,
            p.capacity, p.cabins, p.berths, p.licence_required,
            CASE WHEN h.id IS NULL THEN NULL ELSE json_build_object('id', h.id, 'name', h.name, 'cityName', c.name,
              'countryCode', c.country_code, 'latitude', h.latitude::float8, 'longitude', h.longitude::float8) END
              AS harbour,
            p.latitude::float8 AS latitude, p.longitude::float8 AS longitude,
            p.sailing_type, p.captain_price_per_day::float8 AS captain_price_per_day, p.skipper_languages,
            p.base_price_per_day::float8 AS base_price_per_day,
            p.base_price_per_half_day::float8 AS base_price_per_half_day,
            p.base_price_per_week::float8 AS base_price_per_week, p.minimum_days,
            p.deposit_amount::float8 AS deposit_amount, p.cancellation_policy, p.instant_booking,
            to_char(p.check_in_time, 'HH24:MI') AS check_in_time,
            to_char(p.check_out_time, 'HH24:MI') AS check_out_time, p.editor_steps_saved,
            (SELECT coalesce(json_agg(json_build_object('language', t.language, 'description', t.description)
                     ORDER BY t.language), '[]')
               FROM product_translations t WHERE t.product_id = p.id) AS descriptions,
            (SELECT coalesce(json_object_agg(t.language, t.title), '{}')
               FROM product_translations t WHERE t.product_id = p.id AND btrim(t.title) <> '') AS titles,
            (SELECT coalesce(json_agg(json_build_object('id', x.id, 'url', x.url, 'alt', x.alt) ORDER BY x.position), '[]')
               FROM product_pictures x WHERE x.product_id = p.id) AS pictures,
            (SELECT coalesce(array_agg(e.equipment_id::int ORDER BY e.equipment_id), '{}')
               FROM product_equipment e WHERE e.product_id = p.id) AS equipment,
            (SELECT coalesce(json_agg(json_build_object('name', s.name, 'beds', s.beds, 'kind', s.kind) ORDER BY s.id), '[]')
               FROM sleeping_areas s WHERE s.product_id = p.id) AS sleeping_areas,
            (SELECT coalesce(json_agg(json_build_object('title', i.title, 'description', i.description,
                     'durationHours', i.duration_hours::float8) ORDER BY i.position), '[]')
               FROM itineraries i WHERE i.product_id = p.id) AS itineraries,
            (SELECT coalesce(json_agg(json_build_object('name', s.name,
                     'startDate', to_char(lower(s.period), 'YYYY-MM-DD'), 'endDate', to_char(upper(s.period), 'YYYY-MM-DD'),
                     'pricePerDay', s.price_per_day, 'pricePerHalfDay', s.price_per_half_day,
                     'pricePerWeek', s.price_per_week) ORDER BY lower(s.period)), '[]')
               FROM product_seasons s WHERE s.product_id = p.id) AS seasons,
            (SELECT coalesce(json_agg(json_build_object('minDays', d.min_days, 'percent', d.percent) ORDER BY d.min_days), '[]')
               FROM duration_discounts d WHERE d.product_id = p.id) AS duration_discounts,
            (SELECT coalesce(json_agg(json_build_object('name', e.name, 'price', e.price, 'priceType', e.price_type,
                     'isMandatory', e.is_mandatory) ORDER BY e.position, e.id), '[]')
               FROM extras e WHERE e.product_id = p.id AND NOT e.is_rental_type) AS extras
       FROM products p
       LEFT JOIN harbours h ON h.id = p.harbour_id
       LEFT JOIN cities c ON c.id = h.city_id
      WHERE p.id = $1 AND p.owner_id = $2`,
    [productId, ownerId],
  );
  return rows[0] ?? null;
}

/** Marks a step saved and the listing changed. */
async function touch(tx: Queryable, productId: number, step: SavedStep) {
  await tx.query(
    `UPDATE products SET updated_at = now(),
            editor_steps_saved = CASE WHEN $2 = ANY (editor_steps_saved) THEN editor_steps_saved
                                      ELSE array_append(editor_steps_saved, $2) END
      WHERE id = $1`,
    [productId, step],
  );
}

export async function saveBasics(tx: Queryable, productId: number, input: BasicsInput, slug: string) {
  await tx.query(
    `UPDATE products SET title = $2, product_type = $3, builder_name = $4, model_name = $5, build_year = $6,
            length_m = $7, engine_power_hp = $8, capacity = $9, cabins = $10, berths = $11, licence_required = $12,
            slug = $13
      WHERE id = $1`,
    [
      productId,
      input.title,
      input.productType,
      input.builderName,
      input.modelName,
      input.buildYear,
      input.lengthM,
      input.enginePowerHp,
      input.capacity,
      input.cabins,
      input.berths,
      input.licenceRequired,
      slug,
    ],
  );
  // visitors read a translation's title before the listing's own (as the back office's title edit)
  await tx.query('UPDATE product_translations SET title = $2 WHERE product_id = $1', [
    productId,
    input.title,
  ]);
  await touch(tx, productId, 'basics');
}

export async function findHarbour(db: Queryable, harbourId: number): Promise<ListingHarbour | null> {
  const { rows } = await db.query<ListingHarbour>(
    `SELECT h.id::int AS id, h.name, c.name AS "cityName", c.country_code AS "countryCode",
            h.latitude::float8 AS latitude, h.longitude::float8 AS longitude
       FROM harbours h JOIN cities c ON c.id = h.city_id WHERE h.id = $1`,
    [harbourId],
  );
  return rows[0] ?? null;
}

/** Harbours whose name, or whose city's name, contains `input` (accents and case aside). */
export async function harboursMatching(
  db: Queryable,
  input: string,
  limit: number,
): Promise<ListingHarbour[]> {
  const { rows } = await db.query<ListingHarbour>(
    `SELECT h.id::int AS id, h.name, c.name AS "cityName", c.country_code AS "countryCode",
            h.latitude::float8 AS latitude, h.longitude::float8 AS longitude
       FROM harbours h JOIN cities c ON c.id = h.city_id
      WHERE h.search_text LIKE '%' || lower(unaccent($1)) || '%'
         OR c.search_text LIKE '%' || lower(unaccent($1)) || '%'
      ORDER BY (h.search_text LIKE lower(unaccent($1)) || '%') DESC, h.name, h.id
      LIMIT $2`,
    [input, limit],
  );
  return rows;
}

export async function savePlace(
  tx: Queryable,
  productId: number,
  place: { harbourId: number; latitude: number; longitude: number },
) {
  // the products_place trigger copies the harbour's city and country
  await tx.query('UPDATE products SET harbour_id = $2, latitude = $3, longitude = $4 WHERE id = $1', [
    productId,
    place.harbourId,
    place.latitude,
    place.longitude,
  ]);
  await touch(tx, productId, 'place');
}

export async function saveDescriptions(tx: Queryable, productId: number, input: DescriptionInput) {
  await tx.query(
    'DELETE FROM product_translations WHERE product_id = $1 AND NOT (language = ANY ($2::text[]))',
    [productId, input.descriptions.map((d) => d.language)],
  );
  for (const d of input.descriptions)
    await tx.query(
      `INSERT INTO product_translations (product_id, language, title, description)
       SELECT id, $2, title, $3 FROM products WHERE id = $1
       ON CONFLICT (product_id, language) DO UPDATE SET description = EXCLUDED.description`,
      [productId, d.language, d.description],
    );
  await touch(tx, productId, 'description');
}

export async function saveEquipment(tx: Queryable, productId: number, input: EquipmentInput) {
  await tx.query('DELETE FROM product_equipment WHERE product_id = $1', [productId]);
  await tx.query(
    `INSERT INTO product_equipment (product_id, equipment_id)
     SELECT DISTINCT $1::bigint, unnest($2::smallint[])`,
    [productId, input.equipment],
  );
  await touch(tx, productId, 'equipment');
}

export async function saveCabins(tx: Queryable, productId: number, input: CabinsInput) {
  await tx.query('DELETE FROM sleeping_areas WHERE product_id = $1', [productId]);
  for (const area of input.sleepingAreas)
    await tx.query('INSERT INTO sleeping_areas (product_id, name, beds, kind) VALUES ($1, $2, $3, $4)', [
      productId,
      area.name,
      area.beds,
      area.kind,
    ]);
  await tx.query('DELETE FROM itineraries WHERE product_id = $1', [productId]);
  for (const [position, trip] of input.itineraries.entries())
    await tx.query(
      `INSERT INTO itineraries (product_id, position, title, description, duration_hours)
       VALUES ($1, $2, $3, $4, $5)`,
      [productId, position, trip.title, trip.description, trip.durationHours],
    );
  await touch(tx, productId, 'cabins');
}

export async function saveCaptain(tx: Queryable, productId: number, input: CaptainInput) {
  const withSkipper = input.sailingType !== 'withoutCaptain';
  await tx.query(
    'UPDATE products SET sailing_type = $2, captain_price_per_day = $3, skipper_languages = $4 WHERE id = $1',
    [
      productId,
      input.sailingType,
      withSkipper ? input.captainPricePerDay : null,
      withSkipper ? input.skipperLanguages : [],
    ],
  );
  await touch(tx, productId, 'captain');
}

export async function savePrices(tx: Queryable, productId: number, input: PricesInput) {
  await tx.query(
    `UPDATE products SET base_price_per_day = $2, base_price_per_half_day = $3, base_price_per_week = $4,
            half_day_allowed = $3::bigint IS NOT NULL, minimum_days = $5
      WHERE id = $1`,
    [productId, input.basePricePerDay, input.basePricePerHalfDay, input.basePricePerWeek, input.minimumDays],
  );
  await tx.query('DELETE FROM product_seasons WHERE product_id = $1', [productId]);
  for (const s of input.seasons)
    await tx.query(
      `INSERT INTO product_seasons (product_id, name, period, price_per_day, price_per_half_day, price_per_week)
       VALUES ($1, $2, daterange($3::date, $4::date), $5, $6, $7)`,
      [
        productId,
        s.name,
        s.startDate,
        s.endDate,
        s.pricePerDay,
        s.pricePerHalfDay ?? null,
        s.pricePerWeek ?? null,
      ],
    );
  await tx.query('DELETE FROM duration_discounts WHERE product_id = $1', [productId]);
  for (const d of input.durationDiscounts)
    await tx.query('INSERT INTO duration_discounts (product_id, min_days, percent) VALUES ($1, $2, $3)', [
      productId,
      d.minDays,
      d.percent,
    ]);
  // search sorts and filters on the "from" price
  await tx.query('SELECT refresh_product_aggregates(ARRAY[$1::bigint])', [productId]);
  await touch(tx, productId, 'prices');
}

/** Replaces the owner's extras; the checkout's rental-type extras (skipper, fuel) are not the owner's list. */
export async function saveExtras(tx: Queryable, productId: number, input: ExtrasInput) {
  await tx.query('DELETE FROM extras WHERE product_id = $1 AND NOT is_rental_type', [productId]);
  for (const [position, extra] of input.extras.entries())
    await tx.query(
      `INSERT INTO extras (product_id, name, price, price_type, is_mandatory, position)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [productId, extra.name, extra.price, extra.priceType, extra.isMandatory, position],
    );
  await touch(tx, productId, 'extras');
}

export async function saveConditions(tx: Queryable, productId: number, input: ConditionsInput) {
  await tx.query(
    `UPDATE products SET deposit_amount = $2, cancellation_policy = $3, instant_booking = $4,
            check_in_time = $5::time, check_out_time = $6::time
      WHERE id = $1`,
    [
      productId,
      input.depositAmount,
      input.cancellationPolicy,
      input.instantBooking,
      input.checkInTime,
      input.checkOutTime,
    ],
  );
  await touch(tx, productId, 'conditions');
}

/** Sends the listing to the back office's moderation queue. */
export async function sendToReview(tx: Queryable, productId: number) {
  await tx.query(
    `UPDATE products SET moderation_status = 'pending_review', moderation_reason = NULL, updated_at = now()
      WHERE id = $1`,
    [productId],
  );
}

/** Removes a draft; its own rows (photos, prices, texts, calendar) go with it by ON DELETE CASCADE. */
export async function deleteDraft(db: Queryable, productId: number): Promise<void> {
  await db.query(`DELETE FROM products WHERE id = $1 AND moderation_status = 'draft'`, [productId]);
}
