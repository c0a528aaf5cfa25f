import { HOLDING_STATUSES, type SailingType } from '../../../shared/catalogue/catalogue.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import type { ExtraRule, PricingRules, PricingSettings } from './priceEngine.ts';

export interface ProductPricingRow {
  id: number;
  pricing_unit: 'per_boat' | 'per_person';
  base_price_per_day: number;
  base_price_per_half_day: number | null;
  base_price_per_week: number | null;
  sailing_type: SailingType;
  captain_price_per_day: number | null;
  capacity: number;
  minimum_days: number;
  half_day_allowed: boolean;
  deposit_amount: number;
  instant_booking: boolean;
  today: string;
}

export interface ExtraRow {
  id: number;
  name: string;
  price: number;
  price_type: ExtraRule['priceType'];
  paid_at_harbour: boolean;
  is_rental_type: boolean;
}

export interface ProductPricing {
  rules: PricingRules;
  /** Today in the harbour's time zone. */
  today: string;
  instantBooking: boolean;
  /** Booking the whole boat (false: seats on a shared per-person outing). */
  exclusive: boolean;
}

/** A published product's price rules, extras named in `language`; undefined when not bookable. */
export async function loadPricing(
  db: Queryable,
  productId: number,
  language: string,
): Promise<ProductPricing | undefined> {
  const product = (
    await db.query<ProductPricingRow>(
      `SELECT p.id, p.pricing_unit, p.base_price_per_day, p.base_price_per_half_day, p.base_price_per_week,
              p.sailing_type, p.captain_price_per_day, p.capacity, p.minimum_days, p.half_day_allowed,
              p.deposit_amount, p.instant_booking, to_char(($2::timestamptz AT TIME ZONE tz.time_zone)::date, 'YYYY-MM-DD') AS today
         FROM products p JOIN product_time_zones tz ON tz.product_id = p.id
        WHERE p.id = $1 AND p.moderation_status = 'published'`,
      // "today" at the harbour, by the application's clock (src/http/clock.ts)
      [productId, appClock.now()],
    )
  ).rows[0];
  if (!product) return undefined;

  const [seasons, discounts, extras] = await Promise.all([
    db.query<{
      start: string;
      end: string;
      per_day: number;
      per_half_day: number | null;
      per_week: number | null;
    }>(
      `SELECT lower(period) AS start, upper(period) AS "end", price_per_day AS per_day,
              price_per_half_day AS per_half_day, price_per_week AS per_week
         FROM product_seasons WHERE product_id = $1 ORDER BY lower(period)`,
      [productId],
    ),
    db.query<{ min_days: number; percent: number }>(
      'SELECT min_days, percent FROM duration_discounts WHERE product_id = $1 ORDER BY min_days',
      [productId],
    ),
    db.query<ExtraRow>(
      `SELECT id, coalesce(names ->> $2, name) AS name, price, price_type, paid_at_harbour, is_rental_type
         FROM extras
        WHERE product_id = $1
          AND ((is_rental_type AND crew_number > 0) OR (is_mandatory AND NOT is_rental_type AND NOT is_included))
        ORDER BY position, id`,
      [productId, language],
    ),
  ]);

  return productPricingOf(product, seasons.rows, discounts.rows, extras.rows);
}

export interface SeasonRow {
  start: string;
  end: string;
  per_day: number;
  per_half_day: number | null;
  per_week: number | null;
}

/**
 * A product's price rules from its rows (loadPricing reads one product's; a search page reads its
 * cards' at once): the same rules, hence the same prices, whichever read them.
 */
export function productPricingOf(
  product: ProductPricingRow,
  seasons: SeasonRow[],
  discounts: { min_days: number; percent: number }[],
  extras: ExtraRow[],
): ProductPricing {
  const toRule = (row: ExtraRow): ExtraRule => ({
    id: row.id,
    name: row.name,
    price: row.price,
    priceType: row.price_type,
    paidAtHarbour: row.paid_at_harbour,
  });
  const captainExtra = extras.find((row) => row.is_rental_type);
  const captain: ExtraRule | null =
    product.sailing_type === 'withoutCaptain'
      ? null
      : captainExtra
        ? toRule(captainExtra)
        : product.captain_price_per_day !== null
          ? {
              id: 0,
              name: 'Captain',
              price: product.captain_price_per_day,
              priceType: 'per_day',
              paidAtHarbour: false,
            }
          : null;

  return {
    today: product.today,
    instantBooking: product.instant_booking,
    exclusive: product.pricing_unit === 'per_boat',
    rules: {
      pricingUnit: product.pricing_unit,
      basePerDay: product.base_price_per_day,
      basePerHalfDay: product.base_price_per_half_day,
      basePerWeek: product.base_price_per_week,
      seasons: seasons.map((s) => ({
        start: s.start,
        end: s.end,
        perDay: s.per_day,
        perHalfDay: s.per_half_day,
        perWeek: s.per_week,
      })),
      durationDiscounts: discounts.map((d) => ({ minDays: d.min_days, percent: d.percent })),
      sailingType: product.sailing_type,
      captain,
      mandatoryExtras: extras.filter((row) => !row.is_rental_type).map(toRule),
      capacity: product.capacity,
      minimumDays: product.minimum_days,
      halfDayAllowed: product.half_day_allowed,
      deposit: product.deposit_amount,
    },
  };
}

const DEFAULT_SETTINGS: PricingSettings = {
  serviceFeePercent: 8,
  downPayment: { minDaysBeforeStart: 45, minTotalAmount: 95000, percent: 30 },
};

/** The business settings pricing reads (the settings table, editable by staff). */
export async function loadPricingSettings(db: Queryable): Promise<PricingSettings> {
  const { rows } = await db.query<{ key: string; value: unknown }>(
    `SELECT key, value FROM settings WHERE key IN ('serviceFeePercent', 'downPayment')`,
    [],
    { name: 'pricing_settings' },
  );
  return pricingSettingsOf(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** The settings' values by key (`settings` rows), the defaults filling what is not set. */
export function pricingSettingsOf(values: Record<string, unknown>): PricingSettings {
  const downPayment = values.downPayment as Partial<PricingSettings['downPayment']> | undefined;
  return {
    serviceFeePercent: Number(values.serviceFeePercent ?? DEFAULT_SETTINGS.serviceFeePercent),
    downPayment: { ...DEFAULT_SETTINGS.downPayment, ...downPayment },
  };
}

export interface HeldDates {
  /** A booking or block takes the boat on some of these dates (or these halves of the day). */
  exclusiveTaken: boolean;
  /** Seats already sold on shared per-person outings overlapping these dates. */
  seatsTaken: number;
}

/**
 * What holds a period: the same bookings the no-double-booking constraint counts, and the owner's
 * blocks. `slot` is [0,1) morning, [1,2) afternoon, [0,2) whole days, as on bookings.
 */
export async function heldDates(
  db: Queryable,
  productId: number,
  period: { from: string; toExclusive: string; slot: [number, number] },
): Promise<HeldDates> {
  const { rows } = await db.query<{ exclusive_taken: boolean; seats_taken: number }>(
    `SELECT
       EXISTS (SELECT 1 FROM bookings b
                WHERE b.product_id = $1 AND b.exclusive AND b.status = ANY ($5::text[])
                  AND b.period && daterange($2::date, $3::date) AND b.slot && int4range(($4::int[])[1], ($4::int[])[2]))
       OR EXISTS (SELECT 1 FROM availability_blocks a
                   WHERE a.product_id = $1 AND a.period && daterange($2::date, $3::date)
                     AND a.slot && int4range(($4::int[])[1], ($4::int[])[2])) AS exclusive_taken,
       (SELECT coalesce(sum(b.people), 0)::int FROM bookings b
         WHERE b.product_id = $1 AND NOT b.exclusive AND b.status = ANY ($5::text[])
           AND b.period && daterange($2::date, $3::date) AND b.slot && int4range(($4::int[])[1], ($4::int[])[2])) AS seats_taken`,
    [productId, period.from, period.toExclusive, period.slot, HOLDING_STATUSES],
  );
  return { exclusiveTaken: rows[0].exclusive_taken, seatsTaken: Number(rows[0].seats_taken) };
}

/**
 * Unpaid booking requests whose payment session has expired stop holding the boat. The expiry job
 * does this on a schedule; doing it here too means a stale request never blocks a new renter.
 */
export async function releaseExpiredHolds(db: Queryable, productId: number): Promise<void> {
  await db.query(
    `WITH expired AS (
       UPDATE bookings b SET status = 'expired', updated_at = now()
         FROM payment_sessions s
        WHERE b.product_id = $1 AND b.status = 'payment_pending' AND s.id = b.payment_session_id
          AND s.expires_at < $2
        RETURNING b.id, b.payment_session_id
     ), sessions AS (
       UPDATE payment_sessions s SET status = 'expired', updated_at = now()
         FROM expired e WHERE s.id = e.payment_session_id AND s.status IN ('open', 'processing')
     )
     INSERT INTO booking_events (booking_id, from_status, to_status, actor_role, reason)
     SELECT id, 'payment_pending', 'expired', 'system', 'paymentSessionExpired' FROM expired`,
    [productId, appClock.now()],
  );
}
