import type {
  PostBookingCart,
  PostBookingInit,
  PostBookingInsuranceKey,
  PostBookingInsurances,
  PostBookingInsurancesSelected,
  RedirectingError,
} from '../../../shared/checkout/checkout.ts';
import { POST_BOOKING_INSURANCE_KEYS } from '../../../shared/checkout/checkout.ts';
import { fromEur } from '../../../shared/currency.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { conflict, type ErrorBody, HttpError, notFound } from '../../http/errors.ts';
import { currencyDto, insuranceOfferDto } from '../checkout/checkoutDto.ts';
import {
  type CartPriceComputation,
  computeCartPrice,
  loadCurrency,
  loadInsurances,
} from '../checkout/checkoutPrice.ts';
import { insuranceAmount } from '../checkout/checkoutRules.ts';
import { readSetting } from '../payments/repository.ts';
import { type GuaranteeRules, guaranteeSellable } from '../weather/rules.ts';
import type { BookingForOffer } from './repository.ts';
import * as repo from './repository.ts';

/** Bookings that may still buy cover: paid (in full or by down payment) or accepted by the owner. */
const ELIGIBLE_STATUSES = ['paid', 'down_payment_paid', 'accepted'];
/** Paid bookings whose trip has begun or ended: refused because of the dates, not the payment. */
const TRIP_BEGUN_STATUSES = ['checked_in', 'checked_out', 'completed', 'reviewed', 'damage_claimed'];

async function loadBooking(db: Queryable, bookingId: number): Promise<BookingForOffer> {
  const booking = await repo.findBookingForOffer(db, bookingId, appClock.now());
  if (!booking) throw notFound('This booking does not exist.');
  return booking;
}

function refusalOf(booking: BookingForOffer): PostBookingInit['refusal'] {
  if (TRIP_BEGUN_STATUSES.includes(booking.status)) return 'trip-started';
  if (!ELIGIBLE_STATUSES.includes(booking.status)) return 'booking-not-paid';
  if (booking.started) return 'trip-started';
  return null;
}

/** What may be bought after booking: the three post-booking insurances not already on the booking. */
async function offers(db: Queryable, booking: BookingForOffer, language: string) {
  const insurances = await loadInsurances(db, language);
  const base = { rentalNet: booking.rental_amount, people: booking.people, days: booking.days };
  const guarantee = await readSetting<GuaranteeRules | null>(db, 'weatherGuarantee', null);
  return POST_BOOKING_INSURANCE_KEYS.map((key) => {
    const row = insurances.get(key);
    const available =
      !!row &&
      row.active &&
      !booking.taken.includes(key) &&
      !(key === 'mondialAssistance' && booking.taken.includes('mondialMultiRisk')) &&
      (key !== 'damageWaiver' || booking.deposit_amount > 0) &&
      (key !== 'cabWeather' ||
        !guarantee ||
        guaranteeSellable(guarantee, { days: booking.days, rentalAmount: Number(booking.rental_amount) }));
    return {
      key,
      available,
      name: row?.name ?? key,
      description: row?.description ?? null,
      amount: row ? insuranceAmount(row.pricing, base) : 0,
    };
  });
}

export function cartDto(cart: CartPriceComputation): PostBookingCart {
  const items = cart.items.map((item) => ({
    kind: 'insurance' as const,
    insuranceKey: item.insuranceKey,
    name: item.name,
    amount: fromEur(item.amount, cart.currency),
  }));
  return {
    cartId: cart.cartId,
    bookingId: cart.bookingId,
    status: cart.status,
    currency: currencyDto(cart.currency),
    chargeCurrency: 'EUR',
    items,
    totalAmount: items.reduce((sum, item) => sum + item.amount, 0),
    totalAmountEur: cart.totalAmount,
  };
}

export async function postBookingInsurances(
  db: Queryable,
  bookingId: number,
  cartId: number,
  language: LanguageCode,
): Promise<PostBookingInsurances> {
  const booking = await loadBooking(db, bookingId);
  const cart = await computeCartPrice(db, cartId, language);
  const chosen = new Set(cart.items.map((item) => item.insuranceKey));
  const currency = await loadCurrency(db, booking.currency_code);
  const list = await offers(db, booking, language);
  const offer = (key: PostBookingInsuranceKey) => {
    const found = list.find((item) => item.key === key)!;
    return insuranceOfferDto({ ...found, selected: chosen.has(key) }, currency);
  };
  return {
    currency: currencyDto(currency),
    cabWeather: offer('cabWeather'),
    damageWaiver: offer('damageWaiver'),
    mondialAssistance: offer('mondialAssistance'),
  };
}

const paymentUrl = (language: string, bookingId: number, cartId: number) =>
  `/${language}/post-booking/${bookingId}/purchase/${cartId}`;
const bookingUrl = (language: string, bookingId: number) => `/${language}/booking/${bookingId}/detail`;

/** The visitor is sent elsewhere (SPEC section 8): a 4xx whose body carries redirectUrl. */
export class RedirectError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly redirectUrl: string,
  ) {
    super(statusCode, code, message);
  }

  override toBody(): ErrorBody {
    const body: RedirectingError = {
      error: { code: this.code, message: this.message, redirectUrl: this.redirectUrl },
    };
    return body;
  }
}

function notEligible(
  bookingId: number,
  refusal: PostBookingInit['refusal'],
  language: string,
): PostBookingInit {
  return {
    bookingId,
    isEligible: false,
    refusal,
    redirectUrl: bookingUrl(language, bookingId),
    cartId: null,
    paymentUrl: null,
    paymentIntentId: null,
    clientSecret: null,
    cart: null,
    insurances: null,
  };
}

/** Opens the booking's cart (or reuses the open one) when there is cover to offer. */
export async function initPostBooking(
  db: Database,
  bookingId: number,
  language: LanguageCode,
): Promise<PostBookingInit> {
  const booking = await loadBooking(db, bookingId);
  const refusal = refusalOf(booking);
  if (refusal) return notEligible(bookingId, refusal, language);
  const list = await offers(db, booking, language);
  if (!list.some((offer) => offer.available)) return notEligible(bookingId, 'nothing-to-offer', language);
  const cartId = await db.transaction((tx) => repo.openCartOf(tx, bookingId));
  return purchaseInit(db, bookingId, cartId, language);
}

/** The purchase page of one cart; a paid cart sends the visitor to the booking. */
export async function purchaseInit(
  db: Queryable,
  bookingId: number,
  cartId: number,
  language: LanguageCode,
): Promise<PostBookingInit> {
  const cart = await computeCartPrice(db, cartId, language);
  if (cart.bookingId !== bookingId) throw notFound('This cart does not exist.');
  if (cart.status !== 'open') {
    throw new RedirectError(
      409,
      'cart-paid',
      'This purchase is already done.',
      bookingUrl(language, bookingId),
    );
  }
  const booking = await loadBooking(db, bookingId);
  const refusal = refusalOf(booking);
  if (refusal) return notEligible(bookingId, refusal, language);
  return {
    bookingId,
    isEligible: true,
    refusal: null,
    redirectUrl: null,
    cartId,
    paymentUrl: paymentUrl(language, bookingId, cartId),
    paymentIntentId: null,
    clientSecret: null,
    cart: cartDto(cart),
    insurances: await postBookingInsurances(db, bookingId, cartId, language),
  };
}

/** Sets the cart's insurances (only those named change) and stores the re-computed amounts. */
export async function selectCartInsurances(
  db: Database,
  cartId: number,
  body: PostBookingInsurancesSelected,
  language: LanguageCode,
): Promise<CartPriceComputation> {
  return db.transaction(async (tx) => {
    const cart = await repo.lockCart(tx, cartId);
    if (!cart) throw notFound('This cart does not exist.');
    if (cart.status !== 'open') throw conflict('cart-paid', 'This purchase is already done.');
    const booking = await loadBooking(tx, cart.booking_id);
    const refusal = refusalOf(booking);
    if (refusal)
      throw conflict('post-booking-not-eligible', 'Cover can no longer be bought for this booking.');
    const list = await offers(tx, booking, language);
    for (const item of body.items) {
      const offer = list.find((entry) => entry.key === item.name)!;
      if (item.selected && !offer.available) {
        throw new HttpError(409, 'insurance-unavailable', 'This insurance is not offered for this booking.', {
          [item.name]: 'insuranceUnavailable',
        });
      }
      await repo.setCartInsurance(tx, cartId, item.name, item.selected ? offer.amount : null);
    }
    const price = await computeCartPrice(tx, cartId, language);
    await repo.storeCartTotal(tx, cartId, price.totalAmount);
    return price;
  });
}

/** The tenant of a cart's booking, for the access check. */
export async function cartOwner(
  db: Queryable,
  cartId: number,
): Promise<{ bookingId: number; tenantId: number } | null> {
  const row = await repo.findCartOwner(db, cartId);
  return row ? { bookingId: row.booking_id, tenantId: row.tenant_id } : null;
}
