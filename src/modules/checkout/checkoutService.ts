import type { BookingStatus, ProductTypeKey } from '../../../shared/catalogue/catalogue.ts';
import type {
  CheckoutActivity,
  CheckoutSession,
  CheckoutSuccess,
  CheckoutTracking,
  PurchaseTracking,
  TrackingItem,
} from '../../../shared/checkout/checkout.ts';
import { fromEur } from '../../../shared/currency.ts';
import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { canonicalProductPath, localizedProductSlug } from '../../../shared/product/productUrl.ts';
import type { Queryable } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { sha256 } from '../auth/session.ts';
import { currencyDto } from './checkoutDto.ts';
import { type CheckoutPriceComputation, computeCheckoutPrice } from './checkoutPrice.ts';

interface SessionDetailsRow {
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

async function loadDetails(db: Queryable, sessionId: number, language: string): Promise<SessionDetailsRow> {
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
  const row = rows[0];
  if (!row) throw notFound('This checkout does not exist.');
  return row;
}

/** The price, or null when the product can no longer be priced (the page still shows the session). */
async function priceOrNull(db: Queryable, sessionId: number, language: string) {
  try {
    return await computeCheckoutPrice(db, sessionId, language);
  } catch {
    return null;
  }
}

function responseBefore(row: SessionDetailsRow): string | null {
  if (row.is_direct) return null;
  const due = row.response_due_at ?? new Date(Date.now() + row.response_hours * 3_600_000);
  return due.toISOString();
}

function backUrl(row: SessionDetailsRow, language: LanguageCode): string {
  if (row.kind !== 'boat' || !row.product_type) return `/${language}`;
  return canonicalProductPath(language, {
    id: row.product_id,
    slug: localizedProductSlug(row.product_name, row.product_id),
    citySlug: row.city_slug,
    type: row.product_type,
  });
}

const asLanguage = (value: string): LanguageCode => (isLanguageCode(value) ? value : 'en');

export async function checkoutSession(
  db: Queryable,
  sessionId: number,
  language: LanguageCode,
  cardProvider: 'sandbox' | 'stripe',
): Promise<CheckoutSession> {
  const row = await loadDetails(db, sessionId, language);
  const price = await priceOrNull(db, sessionId, language);
  const terms = row.cancellation_terms?.length ? row.cancellation_terms : (row.policy_terms ?? []);
  const currency = price?.currency ?? { code: 'EUR', symbol: '€', minorDigits: 2, rate: 1, name: 'Euro' };
  return {
    session: {
      hash: row.hash,
      status: row.status,
      clientSecret: null,
      countryCode: row.country_code,
      languageCode: row.language_code,
      step: row.step,
      isActivity: row.kind === 'activity',
      isEligibleDownPayment: price?.downPayment.isEligible ?? false,
      isDirect: row.is_direct,
      isNewAttemptAtPayment: row.failed_attempts > 0,
      urlBackButton: backUrl(row, language),
      captainType: row.captain_type,
      promoCode: row.promo_code,
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      responseBefore: responseBefore(row),
      tenantEmail: row.tenant_email,
      cancellationPolicy: {
        name: row.cancellation_policy,
        refundPercentage: Math.max(0, ...terms.map((term) => term.refundPercentage)),
        balancePaymentDays: row.balance_payment_days,
        terms,
      },
      isRefreshingPrice: false,
      cardProvider,
      currency: currencyDto(currency),
      chargeCurrency: 'EUR',
    },
    product: {
      id: row.product_id,
      name: row.product_name,
      image: row.image,
      rating: row.rating,
      ratingsNumber: row.ratings_number,
      buildYear: row.build_year,
      deposit: fromEur(price?.deposit ?? 0, currency),
      modelName: row.model_name,
      builderName: row.builder_name,
    },
    owner: {
      name: `${row.owner_first_name} ${row.owner_last_name.slice(0, 1)}.`.trim(),
      image: row.owner_avatar,
      isSuperOwner: row.is_super_owner,
      isPro: row.is_pro,
    },
    localization: { address: row.harbour_address, city: row.city_name, harbor: row.harbour_name },
    booking: {
      id: row.booking_id,
      reference: row.booking_reference,
      startAt: row.start_date,
      endAt: row.end_date,
      halfDayPeriod: row.half_day_period,
      numberOfPeople: row.people,
      activityId: row.kind === 'activity' ? row.product_id : null,
    },
  };
}

/** The activity variant's header; null for a boat (the route answers 404). */
export async function checkoutActivity(
  db: Queryable,
  sessionId: number,
  language: LanguageCode,
): Promise<CheckoutActivity | null> {
  const row = await loadDetails(db, sessionId, language);
  if (row.kind !== 'activity') return null;
  return {
    id: row.product_id,
    title: row.product_name,
    description: row.description ?? '',
    coverUrl: row.image,
    durationHours: row.duration_hours,
    pricingUnit: row.pricing_unit,
    localization: { address: row.harbour_address, city: row.city_name },
  };
}

function trackingItems(price: CheckoutPriceComputation, row: SessionDetailsRow): TrackingItem[] {
  const convert = (amount: number) => fromEur(amount, price.currency) / 10 ** price.currency.minorDigits;
  return [
    {
      item_id: String(row.product_id),
      item_name: row.product_name,
      item_category: row.kind === 'boat' ? (row.product_type ?? 'boat') : 'activity',
      price: convert(price.total),
      quantity: 1,
    },
  ];
}

export async function checkoutTracking(
  db: Queryable,
  sessionId: number,
  language: LanguageCode,
): Promise<CheckoutTracking> {
  const row = await loadDetails(db, sessionId, language);
  const price = await computeCheckoutPrice(db, sessionId, language);
  const items = trackingItems(price, row);
  return {
    event: 'begin_checkout',
    sessionHash: row.hash,
    userId: row.tenant_id,
    hashedEmail: sha256(row.tenant_email.trim().toLowerCase()),
    promoCode: price.promo?.code ?? null,
    ecommerce: { currency: price.currency.code, value: items[0].price, items },
  };
}

/** The purchase event of the session's booking; null until it is paid (the route answers 404). */
export async function purchaseTracking(
  db: Queryable,
  sessionId: number,
  bookingId: number,
  language: LanguageCode,
): Promise<PurchaseTracking | null> {
  const row = await loadDetails(db, sessionId, language);
  if (row.booking_id !== bookingId || row.status !== 'paid') return null;
  const price = await computeCheckoutPrice(db, sessionId, language);
  const items = trackingItems(price, row);
  return {
    event: 'purchase',
    bookingId,
    userId: row.tenant_id,
    hashedEmail: sha256(row.tenant_email.trim().toLowerCase()),
    ecommerce: {
      transaction_id: row.booking_reference ?? String(bookingId),
      currency: price.currency.code,
      value: items[0].price,
      coupon: price.promo?.code ?? null,
      items,
    },
  };
}

export async function checkoutSuccess(
  db: Queryable,
  sessionId: number,
  language: LanguageCode,
): Promise<CheckoutSuccess> {
  const row = await loadDetails(db, sessionId, language);
  const price = await computeCheckoutPrice(db, sessionId, language);
  const isPaid = row.status === 'paid';
  const convert = (amount: number) => fromEur(amount, price.currency);
  const lang = asLanguage(language);
  const downPayment = price.downPayment.isSelected;
  return {
    isPaid,
    status: row.status,
    bookingId: row.booking_id,
    reference: row.booking_reference,
    bookingStatus: row.booking_status,
    isDirect: row.is_direct,
    isDownPayment: downPayment,
    tenantEmail: row.tenant_email,
    productName: row.product_name,
    startAt: row.start_date,
    endAt: row.end_date,
    currency: currencyDto(price.currency),
    paidAmount: isPaid ? convert(price.checkoutPaymentAmount) : 0,
    balancePaymentAmount: downPayment
      ? convert(price.onlineAmount) - convert(price.checkoutPaymentAmount)
      : 0,
    balancePaymentDate: downPayment ? price.downPayment.balancePaymentDate : null,
    responseBefore: responseBefore(row),
    urlBookingDetails: row.booking_id ? `/${lang}/booking/${row.booking_id}/detail` : null,
    urlConversation: row.conversation_key ? `/${lang}/account/chat/${row.conversation_key}` : null,
  };
}
