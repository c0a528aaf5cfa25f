import { BOAT_COLUMNS, type BoatUpdate } from '../../../../shared/admin/boats.ts';
import { MODERATION_STATUSES } from '../../../../shared/admin/operations.ts';
import { PRODUCT_TYPE_KEYS } from '../../../../shared/catalogue/catalogue.ts';
import type { Queryable } from '../../../db/connection.ts';
import { appClock } from '../../../http/clock.ts';
import { auditTrail, listPage } from '../recordPages.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

export const boatsListResource: ListResource = {
  name: 'boats',
  fields: {
    id: { column: 'p.id', kind: 'number' },
    kind: { column: 'p.kind', kind: 'enum', values: ['boat', 'activity'] },
    title: { column: 'p.title', kind: 'text' },
    productType: { column: 'p.product_type', kind: 'enum', values: PRODUCT_TYPE_KEYS },
    ownerId: { column: 'p.owner_id', kind: 'number' },
    countryCode: { column: 'p.country_code', kind: 'text' },
    moderationStatus: { column: 'p.moderation_status', kind: 'enum', values: MODERATION_STATUSES },
    basePricePerDay: { column: 'p.base_price_per_day', kind: 'number' },
    capacity: { column: 'p.capacity', kind: 'number' },
    instantBooking: { column: 'p.instant_booking', kind: 'boolean' },
    reviewCount: { column: 'p.review_count', kind: 'number' },
    createdAt: { column: 'p.created_at', kind: 'instant' },
    updatedAt: { column: 'p.updated_at', kind: 'instant' },
    // A sortable column of the console's list, not a filter.
    ownerName: { column: "(o.first_name || ' ' || o.last_name)", kind: 'text', filterable: false },
  },
  // A boat is found by its name, its place (harbour, city) or its owner (name or e-mail).
  search: (param) =>
    `(p.title ILIKE ${param} OR p.slug ILIKE ${param} OR o.email ILIKE ${param}
      OR (o.first_name || ' ' || o.last_name) ILIKE ${param} OR h.name ILIKE ${param} OR ci.name ILIKE ${param})`,
  defaultSort: ['updatedAt', 'DESC'],
  tieBreaker: 'p.id',
};

// Outer joins: a draft has no harbour (nor city) until its owner picks one, and staff see drafts too.
const FROM = `products p JOIN users o ON o.id = p.owner_id LEFT JOIN harbours h ON h.id = p.harbour_id
  LEFT JOIN cities ci ON ci.id = p.city_id`;

const LIST_COLUMNS = `p.id, p.kind, p.slug, p.title, p.product_type AS "productType", p.activity_type AS "activityType",
  p.owner_id AS "ownerId", o.first_name || ' ' || o.last_name AS "ownerName", o.email AS "ownerEmail",
  p.country_code AS "countryCode", ci.name AS "cityName", h.name AS "harbourName",
  p.moderation_status AS "moderationStatus", p.moderation_reason AS "moderationReason",
  p.base_price_per_day AS "basePricePerDay", p.capacity, p.instant_booking AS "instantBooking",
  p.review_count AS "reviewCount", p.review_average AS "reviewAverage",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt", p.published_at AS "publishedAt"`;

const EDITABLE_COLUMNS = Object.entries(BOAT_COLUMNS)
  .map(([field, column]) => `p.${column} AS "${field}"`)
  .join(', ');

export const listBoats = (db: Queryable, query: ListQuery) =>
  listPage<Record<string, unknown>>(db, FROM, LIST_COLUMNS, query);

/** The listing with every editable field, its pictures, prices, the next months' calendar and the owner. */
export async function findBoat(db: Queryable, id: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${LIST_COLUMNS}, ${EDITABLE_COLUMNS},
            json_build_object('id', o.id, 'firstName', o.first_name, 'lastName', o.last_name, 'email', o.email,
              'ownerType', o.owner_type, 'isSuperOwner', o.is_super_owner) AS owner,
            p.lowest_price_per_day AS "lowestPricePerDay",
            (SELECT coalesce(json_agg(json_build_object('id', x.id, 'url', x.url, 'alt', x.alt, 'position', x.position)
                     ORDER BY x.position), '[]')
               FROM product_pictures x WHERE x.product_id = p.id) AS pictures,
            (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'startDate', lower(s.period),
                     'endDate', upper(s.period), 'pricePerDay', s.price_per_day,
                     'pricePerHalfDay', s.price_per_half_day, 'pricePerWeek', s.price_per_week)
                     ORDER BY lower(s.period)), '[]')
               FROM product_seasons s WHERE s.product_id = p.id) AS seasons,
            (SELECT coalesce(json_agg(json_build_object('id', d.id, 'minDays', d.min_days, 'percent', d.percent)
                     ORDER BY d.min_days), '[]')
               FROM duration_discounts d WHERE d.product_id = p.id) AS "durationDiscounts",
            (SELECT coalesce(json_agg(json_build_object('id', e.id, 'name', e.name, 'price', e.price,
                     'priceType', e.price_type, 'isMandatory', e.is_mandatory) ORDER BY e.position), '[]')
               FROM extras e WHERE e.product_id = p.id) AS extras,
            -- from the first day of the current month, so the calendar view shows whole months
            (SELECT coalesce(json_agg(c ORDER BY c."startDate"), '[]') FROM (
               SELECT 'booking' AS kind, b.id AS "bookingId", NULL::bigint AS "blockId", b.reference AS label,
                      b.status, NULL::text AS note, lower(b.period) AS "startDate", upper(b.period) AS "endDate"
                 FROM bookings b WHERE b.product_id = p.id
                  AND upper(b.period) > date_trunc('month', $2::date)::date
                  AND b.status NOT IN ('declined', 'expired', 'cancelled_by_tenant', 'cancelled_by_owner')
               UNION ALL
               SELECT 'block', NULL, a.id, a.reason, NULL, a.note, lower(a.period), upper(a.period)
                 FROM availability_blocks a WHERE a.product_id = p.id
                  AND upper(a.period) > date_trunc('month', $2::date)::date
               ORDER BY 7 LIMIT 500) c) AS calendar
       FROM ${FROM} WHERE p.id = $1`,
    [id, appClock.now().toISOString().slice(0, 10)],
  );
  if (!rows[0]) return null;
  return { ...rows[0], auditTrail: await auditTrail(db, 'boats', id) };
}

export async function lockBoat(tx: Queryable, id: number) {
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT p.id, ${EDITABLE_COLUMNS} FROM products p WHERE p.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * A title edited in the back office replaces the title in every language: the translations put the
 * old title into other languages, and visitors read a translation before the listing's own title.
 */
export async function replaceTranslatedTitles(tx: Queryable, id: number, title: string) {
  await tx.query('UPDATE product_translations SET title = $2 WHERE product_id = $1', [id, title]);
}

export async function updateBoat(tx: Queryable, id: number, change: BoatUpdate) {
  const entries = Object.entries(change) as [keyof BoatUpdate, unknown][];
  const sets = entries.map(([field], i) => `${BOAT_COLUMNS[field]} = $${i + 2}`);
  if (change.moderationStatus === 'published') sets.push('published_at = coalesce(published_at, now())');
  await tx.query(`UPDATE products SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...entries.map(([, value]) => value),
  ]);
}
