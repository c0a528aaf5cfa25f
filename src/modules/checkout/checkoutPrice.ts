import type {
  CheckoutPriceLine,
  DownPaymentDetails,
  ExtraPriceType,
  InsuranceKey,
  PostBookingInsuranceKey,
  PromoRefusal,
} from '../../../shared/checkout/checkout.ts';
import { INSURANCE_KEYS } from '../../../shared/checkout/checkout.ts';
import type { Currency } from '../../../shared/currency.ts';
import type { Queryable } from '../../db/connection.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findCurrency } from '../currencies/repository.ts';
import { priceQuote } from '../pricing/priceEngine.ts';
import { wordedPriceLines } from '../pricing/priceLabels.ts';
import { loadPricing, loadPricingSettings } from '../pricing/repository.ts';
import { type GuaranteeRules, guaranteeSellable } from '../weather/rules.ts';
import {
  type ChosenExtra,
  captainAboard,
  checkoutLines,
  downPaymentSplit,
  extraAmount,
  insuranceAmount,
  promoAmount,
  promoRefusal,
} from './checkoutRules.ts';
import { loadPromoUsage } from './promoCodes.ts';
import {
  checkoutSettingRows,
  findCart,
  findPriceSession,
  type InsuranceRow,
  listCartInsuranceItems,
  listInsurances,
  listProductExtras,
  lockPaymentSession,
  type SessionRow,
  storeSessionPrice,
} from './repository.ts';

const EURO: Currency = { code: 'EUR', legacyId: 1, rate: 1, symbol: '€', name: 'Euro', minorDigits: 2 };

export interface InsuranceOfferComputation {
  available: boolean;
  selected: boolean;
  name: string;
  description: string | null;
  /** EUR minor units. */
  amount: number;
}

export interface ExtraComputation {
  polymorphExtraId: number;
  name: string;
  priceType: ExtraPriceType;
  /** Per unit, EUR minor units. */
  unitPrice: number;
  /** For the whole stay with one unit, EUR minor units. */
  amount: number;
  selected: boolean;
  paidAtHarbour: boolean;
}

export interface RentalTypeComputation extends ExtraComputation {
  /** A captain or skipper (priced as the engine's captain) rather than a package such as fuel. */
  isCrew: boolean;
  crewNumber: number;
  isIncluded: boolean;
  isMandatory: boolean;
  licenceRequired: boolean;
}

/**
 * A payment session's price: the one computation every checkout screen, the price endpoint, the
 * payment (helper B charges `checkoutPaymentAmount`) and the booking snapshot use. EUR minor units.
 */
export interface CheckoutPriceComputation {
  sessionId: number;
  hash: string;
  bookingId: number | null;
  tenantId: number;
  productId: number;
  sessionStatus: 'open' | 'processing' | 'paid' | 'expired' | 'abandoned';
  /** True when read back from the session (no longer open) instead of computed now. */
  frozen: boolean;
  computedAt: string;
  language: string;
  /** The tenant's display currency (rate: units per EUR). Charges are in EUR. */
  currency: Currency;
  isActivity: boolean;
  startDate: string;
  /** Last booked date, inclusive. */
  endDate: string;
  halfDayPeriod: 'morning' | 'afternoon' | null;
  days: number;
  people: number;
  withCaptain: boolean;
  /** The snapshot lines, in order. */
  lines: CheckoutPriceLine[];
  rentalGross: number;
  durationDiscountAmount: number;
  durationDiscountPercent: number;
  /** Rental after the duration discount (bookings.rental_amount). */
  rentalNet: number;
  captainAmount: number;
  mandatoryExtrasAmount: number;
  optionalExtrasAmount: number;
  /** Captain, mandatory, rental-type and optional extras. */
  extrasAmount: number;
  serviceFeeAmount: number;
  insuranceAmount: number;
  /** Selected insurances, for booking_insurances. */
  insurances: { key: InsuranceKey; name: string; amount: number }[];
  insuranceOffers: Record<InsuranceKey, InsuranceOfferComputation>;
  promo: { promoCodeId: number; code: string; amount: number } | null;
  /** Set when the session holds a code that no longer applies (it is then left out of the price). */
  promoRefusal: PromoRefusal | null;
  /** Duration discount plus promo code (bookings.discount_amount). */
  discountAmount: number;
  total: number;
  onlineAmount: number;
  harbourAmount: number;
  deposit: number;
  depositWithoutWaiver: number;
  downPayment: DownPaymentDetails;
  /** Charged now: the down payment when chosen, else the online amount. */
  checkoutPaymentAmount: number;
  paymentKind: 'checkout' | 'down_payment';
  rentalType: RentalTypeComputation | null;
  optionalExtras: ExtraComputation[];
  activity: { allInclusive: boolean; skipperPaidAtHarbour: boolean; fuelAmount: number };
  cancellationPolicy: 'flexible' | 'moderate' | 'strict';
}

export interface ExtrasSelection {
  rentalType?: { extraId: number; wantedQuantity: number };
  optional?: { extraId: number; wantedQuantity: number }[];
}

async function loadSession(db: Queryable, sessionId: number): Promise<SessionRow> {
  const row = await findPriceSession(db, sessionId);
  if (!row) throw notFound('This checkout does not exist.');
  return row;
}

async function loadCheckoutSettings(db: Queryable) {
  const rows = await checkoutSettingRows(db);
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    balancePaymentDays: Number(byKey.get('balancePaymentDays') ?? 30),
    damageWaiverDepositPercent: Number(byKey.get('damageWaiverDepositPercent') ?? 20),
    weatherGuarantee: (byKey.get('weatherGuarantee') as GuaranteeRules | undefined) ?? null,
  };
}

/** The insurance catalogue, named in `language`. */
export async function loadInsurances(
  db: Queryable,
  language: string,
): Promise<Map<InsuranceKey, InsuranceRow>> {
  const rows = await listInsurances(db, language);
  return new Map(rows.map((row) => [row.key, row]));
}

export async function loadCurrency(db: Queryable, code: string): Promise<Currency> {
  return (await findCurrency(db, code)) ?? EURO;
}

/**
 * The price of a payment session. An open session is priced now from the product's rules and the
 * renter's choices; a session that is no longer open answers the computation stored when it was
 * frozen (what was charged), so later price edits never change a paid checkout.
 */
export async function computeCheckoutPrice(
  db: Queryable,
  sessionId: number,
  language?: string,
): Promise<CheckoutPriceComputation> {
  const session = await loadSession(db, sessionId);
  if (session.status !== 'open' && session.price_computation) {
    const frozen = session.price_computation;
    // the snapshot keeps Bosun's lines as key and params: worded for this reader
    const lines = wordedPriceLines(frozen.lines, language) as typeof frozen.lines;
    return { ...frozen, lines, sessionStatus: session.status, frozen: true };
  }
  return priceCheckoutRequest(db, session, language);
}

/** What a checkout price is computed from: a session's choices, or a booking's changed ones. */
export type CheckoutPriceRequest = Omit<SessionRow, 'price_computation'>;

/**
 * The checkout's price for a set of choices, computed now (a booking modification re-prices with it:
 * one formula). The price engine must accept the dates: callers check its refusals first.
 */
export async function priceCheckoutRequest(
  db: Queryable,
  session: CheckoutPriceRequest,
  language?: string,
): Promise<CheckoutPriceComputation> {
  const lang = (language ?? session.language_code).slice(0, 2);
  const [pricing, settings, checkoutSettings, insuranceRows, extras, currency] = await Promise.all([
    loadPricing(db, session.product_id, lang),
    loadPricingSettings(db),
    loadCheckoutSettings(db),
    loadInsurances(db, lang),
    listProductExtras(db, session.product_id, lang),
    loadCurrency(db, session.currency_code),
  ]);
  if (!pricing) throw conflict('product-unavailable', 'This boat is no longer listed.');

  const selection = session.extras_selection ?? {};
  const rentalTypeRow = extras.find((extra) => extra.is_rental_type);
  const crewRentalType =
    session.sailing_type !== 'withoutCaptain' &&
    (rentalTypeRow ? rentalTypeRow.crew_number > 0 : session.captain_price_per_day !== null);
  const withCaptain = captainAboard(session.sailing_type, session.captain_type === 'withCaptain');

  const quote = priceQuote(pricing.rules, settings, {
    dateFrom: session.start_date,
    dateTo: session.end_date,
    halfDayPeriod: session.half_day_period ?? undefined,
    people: session.people,
    withCaptain,
    today: pricing.today,
    // The session's own booking holds these dates.
    datesFree: true,
    language: lang,
  });
  if (!quote.available) {
    if (quote.reason === 'pastDates') throw conflict('session-expired', 'This checkout has expired.');
    throw conflict('product-unavailable', 'These dates can no longer be booked on this boat.');
  }
  const { days } = quote;
  const people = session.people;

  // Rental type that is not crew (fuel package...): an extra chosen with quantity 0 or 1.
  let rentalType: RentalTypeComputation | null = null;
  const chosenExtras: ChosenExtra[] = [];
  if (rentalTypeRow && !rentalTypeRow.crew_number) {
    const mandatory = rentalTypeRow.is_mandatory;
    const wanted =
      mandatory ||
      (selection.rentalType?.extraId === rentalTypeRow.id && selection.rentalType.wantedQuantity > 0);
    const unit = rentalTypeRow.is_included ? 0 : rentalTypeRow.price;
    rentalType = {
      polymorphExtraId: rentalTypeRow.id,
      name: rentalTypeRow.name,
      priceType: rentalTypeRow.price_type,
      unitPrice: unit,
      amount: extraAmount({ price: unit, priceType: rentalTypeRow.price_type, quantity: 1 }, days, people),
      selected: wanted,
      paidAtHarbour: rentalTypeRow.paid_at_harbour,
      isCrew: false,
      crewNumber: 0,
      isIncluded: rentalTypeRow.is_included,
      isMandatory: mandatory,
      licenceRequired: rentalTypeRow.licence_required,
    };
    if (wanted && unit > 0) {
      chosenExtras.push({
        id: rentalTypeRow.id,
        name: rentalTypeRow.name,
        price: unit,
        priceType: rentalTypeRow.price_type,
        paidAtHarbour: rentalTypeRow.paid_at_harbour,
        quantity: 1,
      });
    }
  } else if (crewRentalType && pricing.rules.captain) {
    const captain = pricing.rules.captain;
    const amount = session.half_day_period ? Math.round(captain.price / 2) : captain.price * days;
    rentalType = {
      polymorphExtraId: rentalTypeRow?.id ?? 0,
      name: captain.name,
      priceType: 'per_day',
      unitPrice: captain.price,
      amount,
      selected: quote.withCaptain,
      paidAtHarbour: captain.paidAtHarbour,
      isCrew: true,
      crewNumber: rentalTypeRow?.crew_number ?? 1,
      isIncluded: rentalTypeRow?.is_included ?? false,
      isMandatory: session.sailing_type === 'withCaptain' || (rentalTypeRow?.is_mandatory ?? false),
      licenceRequired: rentalTypeRow?.licence_required ?? false,
    };
  }

  const optionalWanted = new Set(
    (selection.optional ?? []).filter((item) => item.wantedQuantity > 0).map((item) => item.extraId),
  );
  const optionalExtras: ExtraComputation[] = extras
    .filter((extra) => !extra.is_rental_type && !extra.is_mandatory && !extra.is_included)
    .map((extra) => ({
      polymorphExtraId: extra.id,
      name: extra.name,
      priceType: extra.price_type,
      unitPrice: extra.price,
      amount: extraAmount({ price: extra.price, priceType: extra.price_type, quantity: 1 }, days, people),
      selected: optionalWanted.has(extra.id),
      paidAtHarbour: extra.paid_at_harbour,
    }));
  for (const extra of optionalExtras.filter((item) => item.selected)) {
    chosenExtras.push({
      id: extra.polymorphExtraId,
      name: extra.name,
      price: extra.unitPrice,
      priceType: extra.priceType,
      paidAtHarbour: extra.paidAtHarbour,
      quantity: 1,
    });
  }

  const rentalNet = quote.rentalAmount - quote.discountAmount;
  const base = { rentalNet, people, days };
  const wantedInsurances = { ...(session.insurance_selection ?? {}) };
  // Never both, whatever an older row holds.
  if (wantedInsurances.mondialAssistance && wantedInsurances.mondialMultiRisk) {
    wantedInsurances.mondialMultiRisk = false;
  }
  const insuranceOffers = {} as Record<InsuranceKey, InsuranceOfferComputation>;
  for (const key of INSURANCE_KEYS) {
    const row = insuranceRows.get(key);
    const available =
      !!row &&
      row.active &&
      (key !== 'damageWaiver' || pricing.rules.deposit > 0) &&
      // the bad weather guarantee is sold for short, modest rentals only (setting weatherGuarantee)
      (key !== 'cabWeather' ||
        !checkoutSettings.weatherGuarantee ||
        guaranteeSellable(checkoutSettings.weatherGuarantee, { days, rentalAmount: rentalNet }));
    insuranceOffers[key] = {
      available,
      selected: available && !!wantedInsurances[key],
      name: row?.name ?? key,
      description: row?.description ?? null,
      amount: row ? insuranceAmount(row.pricing, base) : 0,
    };
  }
  const insurances = INSURANCE_KEYS.filter((key) => insuranceOffers[key].selected).map((key) => ({
    key,
    name: insuranceOffers[key].name,
    amount: insuranceOffers[key].amount,
  }));

  let promo: CheckoutPriceComputation['promo'] = null;
  let refusal: PromoRefusal | null = null;
  if (session.promo_code_id !== null) {
    const usage = await loadPromoUsage(db, {
      promoCodeId: session.promo_code_id,
      tenantId: session.tenant_id,
      sessionId: session.id,
    });
    refusal = promoRefusal(usage.rule, { ...usage, rentalNet });
    if (!refusal && usage.rule) {
      promo = {
        promoCodeId: usage.rule.id,
        code: usage.rule.code,
        amount: promoAmount(usage.rule, rentalNet),
      };
    }
  }

  const totals = checkoutLines({
    engineLines: quote.lines,
    days,
    people,
    rentalNet,
    chosenExtras,
    insurances,
    promo: promo ? { code: promo.code, amount: promo.amount } : null,
  });
  const downPayment = downPaymentSplit({
    rule: settings.downPayment,
    balancePaymentDays: checkoutSettings.balancePaymentDays,
    today: pricing.today,
    startDate: session.start_date,
    onlineAmount: totals.onlineAmount,
    selected: session.down_payment_selected,
  });
  const lineSum = (predicate: (line: CheckoutPriceLine) => boolean) =>
    totals.lines.filter(predicate).reduce((sum, line) => sum + line.amount, 0);
  const captainAmount = lineSum((line) => line.key === 'captain');
  const mandatoryExtrasAmount = lineSum((line) => line.key === 'extra' && !line.optional);
  const optionalExtrasAmount = lineSum((line) => line.key === 'extra' && !!line.optional);
  const deposit = pricing.rules.deposit;

  return {
    sessionId: session.id,
    hash: session.hash,
    bookingId: session.booking_id,
    tenantId: session.tenant_id,
    productId: session.product_id,
    sessionStatus: session.status,
    frozen: false,
    computedAt: new Date().toISOString(),
    language: lang,
    currency,
    isActivity: session.kind === 'activity',
    startDate: session.start_date,
    endDate: session.end_date,
    halfDayPeriod: session.half_day_period,
    days,
    people,
    withCaptain: quote.withCaptain,
    lines: totals.lines,
    rentalGross: quote.rentalAmount,
    durationDiscountAmount: quote.discountAmount,
    durationDiscountPercent:
      quote.discountAmount > 0 ? Math.round((quote.discountAmount * 100) / quote.rentalAmount) : 0,
    rentalNet,
    captainAmount,
    mandatoryExtrasAmount,
    optionalExtrasAmount,
    extrasAmount: captainAmount + mandatoryExtrasAmount + optionalExtrasAmount,
    serviceFeeAmount: quote.serviceFeeAmount,
    insuranceAmount: totals.insuranceAmount,
    insurances,
    insuranceOffers,
    promo,
    promoRefusal: refusal,
    discountAmount: quote.discountAmount + totals.promoAmount,
    total: totals.total,
    onlineAmount: totals.onlineAmount,
    harbourAmount: totals.harbourAmount,
    deposit: insuranceOffers.damageWaiver.selected
      ? Math.round((deposit * checkoutSettings.damageWaiverDepositPercent) / 100)
      : deposit,
    depositWithoutWaiver: deposit,
    downPayment,
    checkoutPaymentAmount: downPayment.isSelected ? downPayment.downPaymentAmount : totals.onlineAmount,
    paymentKind: downPayment.isSelected ? 'down_payment' : 'checkout',
    rentalType,
    optionalExtras,
    activity: {
      allInclusive: session.all_inclusive,
      skipperPaidAtHarbour: session.skipper_paid_at_harbour,
      fuelAmount: rentalType && !rentalType.isCrew && rentalType.selected ? rentalType.amount : 0,
    },
    cancellationPolicy: session.cancellation_policy,
  };
}

/** The deposit held with the damage waiver, for the insurance offer. */
export async function depositWithWaiver(db: Queryable, deposit: number): Promise<number> {
  const settings = await loadCheckoutSettings(db);
  return Math.round((deposit * settings.damageWaiverDepositPercent) / 100);
}

/**
 * Computes the price and keeps it on the session (price lines, totals and the full computation),
 * in the caller's transaction. Every selection change calls it; helper B calls it when it freezes
 * the session for payment, so the frozen computation is exactly what is charged.
 */
export async function storeCheckoutPrice(
  tx: Queryable,
  sessionId: number,
  language?: string,
): Promise<CheckoutPriceComputation> {
  // Locked first: a price read never writes back a computation older than a concurrent change.
  await lockPaymentSession(tx, sessionId);
  const computation = await computeCheckoutPrice(tx, sessionId, language);
  if (computation.frozen) return computation;
  await storeSessionPrice(tx, sessionId, computation);
  return computation;
}

/** A post-booking cart's price: what paying the cart charges (EUR minor units). */
export interface CartPriceComputation {
  cartId: number;
  bookingId: number;
  tenantId: number;
  status: 'open' | 'paid' | 'abandoned';
  /** True for a paid or abandoned cart: the stored amounts, not computed now. */
  frozen: boolean;
  currency: Currency;
  items: { insuranceKey: PostBookingInsuranceKey; name: string; amount: number }[];
  totalAmount: number;
  /** What paying the cart charges now: the total. */
  checkoutPaymentAmount: number;
}

/**
 * The price of a post-booking cart: each insurance priced by its rule on the booking's snapshot
 * (rental after the duration discount, people, days). A paid cart answers its stored amounts.
 */
export async function computeCartPrice(
  db: Queryable,
  cartId: number,
  language?: string,
): Promise<CartPriceComputation> {
  const cart = await findCart(db, cartId);
  if (!cart) throw notFound('This cart does not exist.');
  const lang = (language ?? cart.language_code).slice(0, 2);
  const [insurances, stored, currency] = await Promise.all([
    loadInsurances(db, lang),
    listCartInsuranceItems(db, cartId),
    loadCurrency(db, cart.currency_code),
  ]);
  const frozen = cart.status !== 'open';
  const base = { rentalNet: cart.rental_amount, people: cart.people, days: cart.days };
  const items = stored.map((item) => {
    const rule = insurances.get(item.insurance_key);
    return {
      insuranceKey: item.insurance_key,
      name: rule?.name ?? item.insurance_key,
      amount: frozen || !rule ? item.amount : insuranceAmount(rule.pricing, base),
    };
  });
  const totalAmount = items.reduce((sum, item) => sum + item.amount, 0);
  return {
    cartId: cart.id,
    bookingId: cart.booking_id,
    tenantId: cart.tenant_id,
    status: cart.status,
    frozen,
    currency,
    items,
    totalAmount,
    checkoutPaymentAmount: frozen ? 0 : totalAmount,
  };
}
