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
import { findSessionDetails, type SessionDetailsRow } from './repository.ts';

async function loadDetails(db: Queryable, sessionId: number, language: string): Promise<SessionDetailsRow> {
  const row = await findSessionDetails(db, sessionId, language);
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
  const currency = price?.currency ?? {
    code: 'EUR',
    legacyId: 1,
    symbol: '€',
    minorDigits: 2,
    rate: 1,
    name: 'Euro',
  };
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
