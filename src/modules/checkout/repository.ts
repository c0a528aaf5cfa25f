import type { BookingStatus, ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';
import type {
  CheckoutSession,
  ExtraPriceType,
  InsuranceKey,
  PostBookingInsuranceKey,
} from '../../../shared/checkout/checkout.ts';
import type { Queryable } from '../../db/connection.ts';
import { storedComputation, storedPriceLines } from '../pricing/priceLabels.ts';
import type { CartPriceComputation, CheckoutPriceComputation, ExtrasSelection } from './checkoutPrice.ts';
import type { InsuranceRule } from './checkoutRules.ts';

/** A payment session with the product rules its price reads. */
export interface SessionRow {
  id: number;
  hash: string;
  tenant_id: number;
  product_id: number;
  status: CheckoutPriceComputation['sessionStatus'];
  start_date: string;
  end_date: string;
  half_day_period: 'morning' | 'afternoon' | null;
  people: number;
  captain_type: 'withCaptain' | 'withoutCaptain' | null;
  promo_code_id: number | null;
  insurance_selection: Partial<Record<InsuranceKey, boolean>>;
  extras_selection: ExtrasSelection;
  down_payment_selected: boolean;
  language_code: string;
  currency_code: string;
  price_computation: CheckoutPriceComputation | null;
  booking_id: number | null;
  kind: 'boat' | 'activity';
  all_inclusive: boolean;
  skipper_paid_at_harbour: boolean;
  sailing_type: 'withCaptain' | 'withOrWithoutCaptain' | 'withoutCaptain';
  captain_price_per_day: number | null;
  cancellation_policy: 'flexible' | 'moderate' | 'strict';
}

export interface ExtraRow {
  id: number;
  name: string;
  price: number;
  price_type: ExtraPriceType;
  is_mandatory: boolean;
  is_included: boolean;
  is_rental_type: boolean;
  crew_number: number;
  licence_required: boolean;
  paid_at_harbour: boolean;
}

export interface InsuranceRow {
  key: InsuranceKey;
  name: string;
  description: string | null;
  pricing: InsuranceRule;
  active: boolean;
}

export interface CartRow {
  id: number;
  booking_id: number;
  tenant_id: number;
  status: CartPriceComputation['status'];
  currency_code: string;
  language_code: string;
  rental_amount: number;
  people: number;
  days: number;
}

/** A payment session and its product's pricing fields, or undefined when it does not exist. */
export async function findPriceSession(db: Queryable, sessionId: number): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id, s.hash, s.tenant_id, s.product_id, s.status, to_char(lower(s.period), 'YYYY-MM-DD') AS start_date,
            to_char(upper(s.period) - 1, 'YYYY-MM-DD') AS end_date, s.half_day_period, s.people, s.captain_type,
            s.promo_code_id, s.insurance_selection, s.extras_selection, s.down_payment_selected, s.language_code,
            trim(s.currency_code) AS currency_code, s.price_computation,
            (SELECT b.id FROM bookings b WHERE b.payment_session_id = s.id ORDER BY b.id DESC LIMIT 1) AS booking_id,
            p.kind, p.all_inclusive, p.skipper_paid_at_harbour, p.sailing_type, p.captain_price_per_day,
            p.cancellation_policy
       FROM payment_sessions s JOIN products p ON p.id = s.product_id
      WHERE s.id = $1`,
    [sessionId],
  );
  return rows[0];
}

/** The settings the checkout price reads (balancePaymentDays, damageWaiverDepositPercent, weatherGuarantee). */
export async function checkoutSettingRows(db: Queryable): Promise<{ key: string; value: unknown }[]> {
  const { rows } = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM settings WHERE key IN ('balancePaymentDays', 'damageWaiverDepositPercent', 'weatherGuarantee')`,
  );
  return rows;
}

/** The insurance catalogue in order, named in `language`. */
export async function listInsurances(db: Queryable, language: string): Promise<InsuranceRow[]> {
  const { rows } = await db.query<InsuranceRow>(
    `SELECT key, coalesce(names ->> $1, names ->> split_part($1, '-', 1), name) AS name,
       coalesce(descriptions ->> $1, descriptions ->> split_part($1, '-', 1), description) AS description,
       pricing, active
     FROM insurances ORDER BY position`,
    [language],
  );
  return rows;
}

/** A product's extras in order, named in `language`. */
export async function listProductExtras(
  db: Queryable,
  productId: number,
  language: string,
): Promise<ExtraRow[]> {
  const { rows } = await db.query<ExtraRow>(
    `SELECT id, coalesce(names ->> $2, name) AS name, price, price_type, is_mandatory, is_included, is_rental_type,
              crew_number, licence_required, paid_at_harbour
         FROM extras WHERE product_id = $1 ORDER BY position, id`,
    [productId, language],
  );
  return rows;
}

/** Locks the payment session's row for the caller's transaction. */
export async function lockPaymentSession(tx: Queryable, sessionId: number): Promise<void> {
  await tx.query('SELECT id FROM payment_sessions WHERE id = $1 FOR UPDATE', [sessionId]);
}

/** Keeps a computed price on the session: price lines, totals and the full computation. */
export async function storeSessionPrice(
  tx: Queryable,
  sessionId: number,
  computation: CheckoutPriceComputation,
): Promise<void> {
  await tx.query(
    `UPDATE payment_sessions
        SET price_lines = $2, total_amount = $3, online_amount = $4, harbour_amount = $5, price_computation = $6,
            updated_at = now()
      WHERE id = $1`,
    [
      sessionId,
      JSON.stringify(storedPriceLines(computation.lines)),
      computation.total,
      computation.onlineAmount,
      computation.harbourAmount,
      JSON.stringify(storedComputation(computation)),
    ],
  );
}

/** A post-booking cart with its booking's snapshot, or undefined when it does not exist. */
export async function findCart(db: Queryable, cartId: number): Promise<CartRow | undefined> {
  return (
    await db.query<CartRow>(
      `SELECT c.id, c.booking_id, b.tenant_id, c.status, trim(b.currency_code) AS currency_code, b.language_code,
              b.rental_amount, b.people, (upper(b.period) - lower(b.period))::int AS days
         FROM post_booking_carts c JOIN bookings b ON b.id = c.booking_id WHERE c.id = $1`,
      [cartId],
    )
  ).rows[0];
}

/** A cart's insurance items with their stored amounts, in order. */
export async function listCartInsuranceItems(
  db: Queryable,
  cartId: number,
): Promise<{ insurance_key: PostBookingInsuranceKey; amount: number }[]> {
  const { rows } = await db.query<{ insurance_key: PostBookingInsuranceKey; amount: number }>(
    `SELECT insurance_key, amount FROM cart_items WHERE cart_id = $1 AND kind = 'insurance' ORDER BY id`,
    [cartId],
  );
  return rows;
}

export interface SessionDetailsRow {
  id: number;
  hash: string;
  status: CheckoutSession['session']['status'];
  tenant_id: number;
  tenant_email: string;
  country_code: string | null;
  language_code: string;
  step: number;
  is_direct: boolean;
  captain_type: 'withCaptain' | 'withoutCaptain' | null;
  promo_code: string | null;
  created_at: Date;
  expires_at: Date;
  start_date: string;
  end_date: string;
  half_day_period: 'morning' | 'afternoon' | null;
  people: number;
  failed_attempts: number;
  booking_id: number | null;
  booking_reference: string | null;
  booking_status: BookingStatus | null;
  response_due_at: Date | null;
  cancellation_terms: { daysBefore: number; refundPercentage: number }[] | null;
  product_id: number;
  kind: 'boat' | 'activity';
  product_name: string;
  product_slug: string;
  product_type: ProductTypeKey | null;
  description: string | null;
  image: string | null;
  rating: number | null;
  ratings_number: number;
  build_year: number | null;
  model_name: string | null;
  builder_name: string | null;
  duration_hours: number | null;
  pricing_unit: 'per_boat' | 'per_person';
  cancellation_policy: 'flexible' | 'moderate' | 'strict';
  owner_first_name: string;
  owner_last_name: string;
  owner_avatar: string | null;
  is_super_owner: boolean;
  is_pro: boolean;
  harbour_address: string | null;
  harbour_name: string;
  city_name: string;
  city_slug: string;
  balance_payment_days: number;
  response_hours: number;
  policy_terms: { daysBefore: number; refundPercentage: number }[] | null;
  /** `{hash}/{id}` of the booking's conversation (the thread's page path). */
  conversation_key: string | null;
}

/**
 * A payment session with what the checkout pages show: its booking, product, owner, harbour and the
 * settings they read, named in `language`; undefined when it does not exist.
 */
export async function findSessionDetails(
  db: Queryable,
  sessionId: number,
  language: string,
): Promise<SessionDetailsRow | undefined> {
  const { rows } = await db.query<SessionDetailsRow>(
    `SELECT s.id, s.hash, s.status, s.tenant_id, t.email AS tenant_email, trim(s.country_code) AS country_code,
            s.language_code, s.step, s.is_direct, s.captain_type, s.promo_code, s.created_at, s.expires_at,
            to_char(lower(s.period), 'YYYY-MM-DD') AS start_date, to_char(upper(s.period) - 1, 'YYYY-MM-DD') AS end_date,
            s.half_day_period, s.people,
            (SELECT count(*)::int FROM payments pay WHERE pay.payment_session_id = s.id
                AND pay.status IN ('failed', 'canceled')) AS failed_attempts,
            b.id AS booking_id, b.reference AS booking_reference, b.status AS booking_status, b.response_due_at,
            b.cancellation_terms,
            p.id AS product_id, p.kind, coalesce(tr.title, p.title) AS product_name, p.slug AS product_slug,
            p.product_type, tr.description,
            (SELECT url FROM product_pictures pp WHERE pp.product_id = p.id ORDER BY position LIMIT 1) AS image,
            p.review_average AS rating, p.review_count AS ratings_number, p.build_year, p.model_name, p.builder_name,
            p.duration_hours, p.pricing_unit, p.cancellation_policy,
            o.first_name AS owner_first_name, o.last_name AS owner_last_name, o.avatar_url AS owner_avatar,
            o.is_super_owner, coalesce(o.owner_type = 'professional', false) AS is_pro,
            h.address AS harbour_address, coalesce(h.names ->> $2, h.name) AS harbour_name,
            coalesce(c.names ->> $2, c.name) AS city_name, c.slug AS city_slug,
            coalesce((SELECT value::text::int FROM settings WHERE key = 'balancePaymentDays'), 30) AS balance_payment_days,
            coalesce((SELECT value::text::int FROM settings WHERE key = 'requestResponseHours'), 48) AS response_hours,
            (SELECT value -> p.cancellation_policy FROM settings WHERE key = 'cancellationPolicies') AS policy_terms,
            (SELECT cv.hash || '/' || cv.id FROM conversations cv WHERE cv.booking_id = b.id ORDER BY cv.id LIMIT 1) AS conversation_key
       FROM payment_sessions s
       JOIN users t ON t.id = s.tenant_id
       JOIN products p ON p.id = s.product_id
       JOIN users o ON o.id = p.owner_id
       JOIN harbours h ON h.id = p.harbour_id
       JOIN cities c ON c.id = p.city_id
       LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.language = $2
       LEFT JOIN LATERAL (SELECT * FROM bookings bb WHERE bb.payment_session_id = s.id ORDER BY bb.id DESC LIMIT 1) b
         ON true
      WHERE s.id = $1`,
    [sessionId, language],
  );
  return rows[0];
}

/** A checkout session as its access check reads it; `$2` is the application's now, for the expiry. */
export interface SessionRef {
  id: number;
  hash: string;
  tenant_id: number;
  status: 'open' | 'processing' | 'paid' | 'expired' | 'abandoned';
  is_past_expiry: boolean;
  language_code: string;
}

// A checkout's 30 minutes run on the application's clock ($2), as the expiry job's do.
const SESSION_COLUMNS = `id, hash, tenant_id, status, expires_at < $2 AS is_past_expiry, language_code`;

export async function findSessionByHash(
  db: Queryable,
  hash: string,
  now: Date,
): Promise<SessionRef | undefined> {
  const { rows } = await db.query<SessionRef>(
    `SELECT ${SESSION_COLUMNS} FROM payment_sessions WHERE hash = $1`,
    [hash, now],
  );
  return rows[0];
}

/** The session locked for a change of its selections. */
export async function lockSessionRef(
  tx: Queryable,
  sessionId: number,
  now: Date,
): Promise<SessionRef | undefined> {
  const { rows } = await tx.query<SessionRef>(
    `SELECT ${SESSION_COLUMNS} FROM payment_sessions WHERE id = $1 FOR UPDATE`,
    [sessionId, now],
  );
  return rows[0];
}

export interface BookingRef {
  id: number;
  tenant_id: number;
  status: string;
  language_code: string;
}

export async function findBookingRef(db: Queryable, bookingId: number): Promise<BookingRef | undefined> {
  const { rows } = await db.query<BookingRef>(
    'SELECT id, tenant_id, status, language_code FROM bookings WHERE id = $1',
    [bookingId],
  );
  return rows[0];
}

/** A promo code with this renter's redemptions (the session's own left out). */
export interface PromoRow {
  id: number;
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  valid_from: Date | null;
  valid_to: Date | null;
  minimum_amount: number;
  max_uses: number | null;
  max_uses_per_user: number | null;
  active: boolean;
  used_count: number;
  uses_by_user: number;
}

/** The code found by id or by its text (any case). */
export async function findPromo(
  db: Queryable,
  by: { id: number } | { code: string },
  who: { tenantId: number; sessionId: number },
): Promise<PromoRow | undefined> {
  const where = 'id' in by ? 'c.id = $1' : 'upper(c.code) = upper($1)';
  const { rows } = await db.query<PromoRow>(
    `SELECT c.id, c.code, c.percent_off, c.amount_off, c.valid_from, c.valid_to, c.minimum_amount, c.max_uses,
            c.max_uses_per_user, c.active, c.used_count,
            (SELECT count(*)::int FROM promo_redemptions r
              WHERE r.promo_code_id = c.id AND r.user_id = $2
                AND r.payment_session_id IS DISTINCT FROM $3::bigint) AS uses_by_user
       FROM promo_codes c WHERE ${where}`,
    ['id' in by ? by.id : by.code, who.tenantId, who.sessionId],
  );
  return rows[0];
}

/** How many times this session itself redeemed the code (it never counts against the code). */
export async function sessionRedemptions(
  db: Queryable,
  promoCodeId: number,
  sessionId: number,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM promo_redemptions WHERE promo_code_id = $1 AND payment_session_id = $2',
    [promoCodeId, sessionId],
  );
  return rows[0].n;
}
