import type {
  ActivityType,
  CancellationPolicy,
  ProductTypeKey,
} from '../../../shared/catalogue/catalogue.ts';
import { type Currency, fromEur } from '../../../shared/currency.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type {
  ActivityFacts,
  ProductAvailability,
  ProductDetails,
  ReviewPage,
  SleepingArea,
} from '../../../shared/product/productDetails.ts';
import {
  localizedProductSlugs,
  type ProductUrlParts,
  unprefixedProductPaths,
} from '../../../shared/product/productUrl.ts';
import type { Queryable } from '../../db/connection.ts';
import { addDays, daysBetween } from '../pricing/calendarDates.ts';
import { picturesInLanguage } from '../translations/pictureAlts.ts';
import { equipmentItem } from './equipmentLabels.ts';
import {
  countReviews,
  findProductPage,
  listReviews,
  type ProductRow,
  type ReviewRow,
  type TakenPeriod,
  takenPeriods,
  textLanguage,
} from './repository.ts';

export const REVIEWS_PER_PAGE = 5;
/** The calendar the page opens with covers about six months. */
export const CALENDAR_DAYS = 184;
/** A product is new for a year while it has no review (SPEC section 9). */
const NEW_FOR_DAYS = 365;

const DEFAULT_TERMS: Record<CancellationPolicy, { daysBefore: number; refundPercentage: number }[]> = {
  flexible: [{ daysBefore: 1, refundPercentage: 100 }],
  moderate: [
    { daysBefore: 7, refundPercentage: 100 },
    { daysBefore: 2, refundPercentage: 50 },
  ],
  strict: [
    { daysBefore: 30, refundPercentage: 100 },
    { daysBefore: 15, refundPercentage: 50 },
  ],
};

export function currencyOf(currency: Currency) {
  return { code: currency.code, symbol: currency.symbol, minorDigits: currency.minorDigits };
}

/** "Marie D.": renters and owners are shown by first name and initial. */
const shortName = (first: string, last: string) => (last ? `${first} ${last.charAt(0)}.` : first);

function reviewItem(row: ReviewRow) {
  return {
    id: row.id,
    rating: row.rating,
    criteria: row.criteria,
    comment: row.comment,
    language: row.language_code,
    authorName: shortName(row.first_name, row.last_name),
    createdAt: row.created_at.toISOString(),
    ownerReply: row.owner_reply,
  };
}

export async function reviewPage(db: Queryable, productId: number, page: number): Promise<ReviewPage> {
  const rows = await listReviews(db, productId, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE);
  const count = rows[0]?.total ?? (page > 1 ? await countReviews(db, productId) : 0);
  return {
    items: rows.map(reviewItem),
    count,
    page,
    totalPages: Math.max(1, Math.ceil(count / REVIEWS_PER_PAGE)),
  };
}

/** Days that cannot be booked; a day whose morning and afternoon are both taken counts as booked. */
export function takenDays(periods: TakenPeriod[], from: string, to: string): ProductAvailability['days'] {
  const byDate = new Map<string, 'booked' | 'blocked' | 'morning' | 'afternoon'>();
  for (const period of periods) {
    if (period.half_day_period) {
      const before = byDate.get(period.start);
      if (!before) byDate.set(period.start, period.half_day_period);
      else if (before !== period.half_day_period) byDate.set(period.start, 'booked');
      continue;
    }
    const first = period.start > from ? period.start : from;
    const last = period.end < to ? period.end : to;
    for (let date = first; date < last; date = addDays(date, 1)) {
      byDate.set(date, period.source === 'block' ? 'blocked' : 'booked');
    }
  }
  return [...byDate]
    .filter(([date]) => date >= from && date < to)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, taken]) => ({ date, taken }));
}

export async function availability(
  db: Queryable,
  productId: number,
  from: string,
  to: string,
  today: string,
): Promise<ProductAvailability> {
  const periods = await takenPeriods(db, productId, from, to);
  return { from, to, today, days: takenDays(periods, from, to) };
}

export interface ProductRequestContext {
  language: LanguageCode;
  currency: Currency;
  viewerId: number | null;
}

/** The whole product page's data; undefined when the product does not exist or is not published. */
export async function productDetails(
  db: Queryable,
  productId: number,
  context: ProductRequestContext,
): Promise<ProductDetails | undefined> {
  const language = textLanguage(context.language);
  const product = await findProductPage(db, productId, language, context.viewerId, {
    reviews: REVIEWS_PER_PAGE,
    calendarDays: CALENDAR_DAYS,
  });
  if (product?.moderation_status !== 'published') return undefined;
  const more = product;
  const to = addDays(product.today, CALENDAR_DAYS);
  const calendar = {
    from: product.today,
    to,
    today: product.today,
    days: takenDays(product.taken, product.today, to),
  };
  const reviews: ReviewPage = {
    items: product.review_items.map((row) => reviewItem({ ...row, created_at: new Date(row.created_at) })),
    count: product.review_total,
    page: 1,
    totalPages: Math.max(1, Math.ceil(product.review_total / REVIEWS_PER_PAGE)),
  };
  const money = (amount: number) => fromEur(amount, context.currency);
  const captainExtra = more.extras.find((extra) => extra.rentalType && extra.crew > 0);
  const captainOffered = product.sailing_type !== 'withoutCaptain';
  const captainPrice = captainExtra?.price ?? product.captain_price_per_day;
  const policy = product.cancellation_policy;
  const url: ProductUrlParts = {
    ...urlParts(product),
    slugs: localizedProductSlugs(product.id, product.titles, product.own_title),
  };

  return {
    id: product.id,
    kind: product.kind,
    type: product.product_type as ProductTypeKey | null,
    title: product.title,
    description: product.description,
    url,
    paths: unprefixedProductPaths(url),
    currency: currencyOf(context.currency),
    pictures: picturesInLanguage(product.title, more.pictures),
    descriptionLanguage: product.description_language,
    translation: product.text_origin,
    specifications: {
      length: product.length_m,
      enginePower: product.engine_power_hp,
      cabins: product.cabins,
      berths: product.berths,
      capacity: product.capacity,
      builderName: product.builder_name,
      modelName: product.model_name,
      buildYear: product.build_year,
      licenceRequired: product.licence_required,
    },
    equipment: more.equipment
      .map((id) => equipmentItem(id, context.language))
      .filter((item) => item !== null),
    sailingType: product.sailing_type,
    captain: {
      offered: captainOffered,
      required: product.sailing_type === 'withCaptain',
      pricePerDay:
        captainOffered && captainPrice !== null && captainPrice !== undefined ? money(captainPrice) : null,
      paidAtHarbour: captainExtra?.paidAtHarbour ?? false,
    },
    skipperLanguages: product.skipper_languages,
    instantBooking: product.instant_booking,
    halfDayAllowed: product.half_day_allowed,
    minimumDays: product.minimum_days,
    prices: {
      fromPerDay: money(product.lowest_price_per_day ?? product.base_price_per_day),
      fromPerHalfDay: product.half_day_allowed
        ? money(
            Math.min(
              product.base_price_per_half_day ?? Math.round(product.base_price_per_day * 0.6),
              more.lowest_half_day ?? Number.POSITIVE_INFINITY,
            ),
          )
        : null,
      basePerWeek: product.base_price_per_week === null ? null : money(product.base_price_per_week),
    },
    durationDiscounts: more.discounts,
    deposit: money(product.deposit_amount),
    cancellationPolicy: { key: policy, terms: more.policies?.[policy] ?? DEFAULT_TERMS[policy] },
    extras: more.extras
      .filter((extra) => !(extra.rentalType && extra.crew > 0))
      .map((extra) => ({
        id: extra.id,
        name: extra.name,
        price: money(extra.price),
        priceType: extra.priceType,
        mandatory: extra.mandatory,
        included: extra.included,
        paidAtHarbour: extra.paidAtHarbour,
      })),
    owner: {
      id: product.owner_id,
      name: shortName(product.owner_first_name, product.owner_last_name),
      pictureUrl: product.owner_avatar_url,
      ownerType: product.owner_type,
      isSuperOwner: product.owner_is_super,
      responseRate: product.owner_response_rate,
      responseTimeMinutes: product.owner_response_minutes,
      memberSince: product.owner_since.toISOString().slice(0, 10),
    },
    location: {
      harbour: product.harbour_name,
      address: product.harbour_address,
      city: product.city_name,
      region: product.region_name,
      country: product.country_name,
      countryCode: product.country_code,
      latitude: product.latitude,
      longitude: product.longitude,
    },
    reviews: {
      ...reviews,
      average: product.review_average,
      criteria: more.criteria ?? {},
    },
    availability: calendar,
    sleepingAreas: product.sleeping_areas as SleepingArea[],
    itineraries: product.itineraries,
    activity: activityFacts(product),
    isFavorite: more.favourite,
    isNew:
      product.review_count === 0 &&
      daysBetween(product.created_at.toISOString().slice(0, 10), product.today) <= NEW_FOR_DAYS,
    createdAt: product.created_at.toISOString(),
  };
}

/** What an activity page shows instead of a boat's specifications; null for a boat. */
function activityFacts(product: ProductRow): ActivityFacts | null {
  if (product.kind !== 'activity' || !product.activity_type) return null;
  return {
    type: product.activity_type as ActivityFacts['type'],
    durationHours: product.duration_hours,
    pricingUnit: product.pricing_unit,
    timesOfDay: product.times_of_day as ActivityFacts['timesOfDay'],
    allInclusive: product.all_inclusive,
    skipperPaidAtHarbour: product.skipper_paid_at_harbour,
  };
}

function urlParts(
  product: Pick<ProductRow, 'id' | 'slug' | 'city_slug' | 'product_type' | 'activity_type'>,
): ProductUrlParts {
  return {
    id: product.id,
    slug: product.slug,
    citySlug: product.city_slug,
    type: (product.product_type ?? 'motorboat') as ProductTypeKey,
    activityType: product.activity_type as ActivityType | null,
  };
}
