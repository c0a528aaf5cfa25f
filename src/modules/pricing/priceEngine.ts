import type { HalfDayPeriod, SailingType } from '../../../shared/catalogue/catalogue.ts';
import type { PriceLineKey, QuoteRefusal } from '../../../shared/product/quote.ts';
import { addDays, daysBetween } from './calendarDates.ts';
import { priceLabels } from './priceLabels.ts';

/**
 * The one price engine: what a product costs for some dates, in EUR minor units. Pure (no database,
 * no clock): the quote endpoint, the booking request and checkout all call it with the rules they
 * read, so the page, the snapshot and the payment always agree.
 */

export interface SeasonPrice {
  /** First date of the season. */
  start: string;
  /** First date after the season (end exclusive, as the daterange stores it). */
  end: string;
  perDay: number;
  perHalfDay: number | null;
  perWeek: number | null;
}

export interface ExtraRule {
  id: number;
  name: string;
  price: number;
  priceType: 'per_booking' | 'per_day' | 'per_person';
  paidAtHarbour: boolean;
}

export interface PricingRules {
  pricingUnit: 'per_boat' | 'per_person';
  basePerDay: number;
  basePerHalfDay: number | null;
  basePerWeek: number | null;
  seasons: SeasonPrice[];
  /** From this many days, this percent off the rental; the best one that applies wins. */
  durationDiscounts: { minDays: number; percent: number }[];
  sailingType: SailingType;
  /** The captain's day rate: the captain extra when the owner set one, else the product's rate. */
  captain: ExtraRule | null;
  /** Extras every renter pays (final cleaning...); optional extras are chosen at checkout. */
  mandatoryExtras: ExtraRule[];
  capacity: number;
  minimumDays: number;
  halfDayAllowed: boolean;
  deposit: number;
}

export interface PricingSettings {
  serviceFeePercent: number;
  downPayment: { minDaysBeforeStart: number; minTotalAmount: number; percent: number };
}

export interface PriceRequest {
  dateFrom: string;
  /** Inclusive: a one-day trip has dateTo === dateFrom. */
  dateTo: string;
  halfDayPeriod?: HalfDayPeriod;
  people: number;
  withCaptain: boolean;
  /** Today in the harbour's time zone. */
  today: string;
  /** False when a booking or an owner's block holds some of these dates. */
  datesFree: boolean;
  /** The language of the lines' labels (the request's `_locale`); English when absent. */
  language?: string;
}

export interface PriceLine {
  key: PriceLineKey;
  label: string;
  amount: number;
  params?: { days?: number; percent?: number; people?: number; halfDayPeriod?: HalfDayPeriod; name?: string };
  extraId?: number;
  paidAtHarbour?: boolean;
}

export type PriceResult =
  | {
      available: true;
      days: number;
      halfDayPeriod: HalfDayPeriod | null;
      withCaptain: boolean;
      lines: PriceLine[];
      rentalAmount: number;
      discountAmount: number;
      serviceFeeAmount: number;
      total: number;
      onlineAmount: number;
      harbourAmount: number;
      deposit: number;
      downPayment: { eligible: boolean; amount: number | null; percent: number };
    }
  | { available: false; reason: QuoteRefusal };

/** The longest stay one request may cover. */
export const MAX_DAYS = 60;

function seasonOn(rules: Pick<PricingRules, 'seasons'>, date: string): SeasonPrice | undefined {
  return rules.seasons.find((season) => season.start <= date && date < season.end);
}

/** Whole weeks at the week price of the season they start in, other days at each day's price. */
export function rentalAmount(
  rules: Pick<PricingRules, 'seasons' | 'basePerDay' | 'basePerWeek'>,
  dateFrom: string,
  days: number,
): number {
  let amount = 0;
  let day = 0;
  while (day < days) {
    const date = addDays(dateFrom, day);
    const season = seasonOn(rules, date);
    const week = season ? season.perWeek : rules.basePerWeek;
    if (days - day >= 7 && week) {
      amount += week;
      day += 7;
    } else {
      amount += season?.perDay ?? rules.basePerDay;
      day += 1;
    }
  }
  return amount;
}

export function halfDayAmount(
  rules: Pick<PricingRules, 'seasons' | 'basePerDay' | 'basePerHalfDay'>,
  date: string,
): number {
  const season = seasonOn(rules, date);
  return season?.perHalfDay ?? rules.basePerHalfDay ?? Math.round((season?.perDay ?? rules.basePerDay) * 0.6);
}

export function durationDiscountPercent(rules: PricingRules, days: number): number {
  let percent = 0;
  for (const discount of rules.durationDiscounts) {
    if (days >= discount.minDays) percent = Math.max(percent, discount.percent);
  }
  return percent;
}

export function refusal(rules: PricingRules, request: PriceRequest): QuoteRefusal | null {
  const days = daysBetween(request.dateFrom, request.dateTo) + 1;
  if (request.dateFrom < request.today) return 'pastDates';
  if (days > MAX_DAYS) return 'tooLong';
  if (request.halfDayPeriod && !rules.halfDayAllowed) return 'halfDayNotAllowed';
  if (!request.halfDayPeriod && days < rules.minimumDays) return 'minimumDuration';
  if (request.people > rules.capacity) return 'capacity';
  if (!request.datesFree) return 'unavailable';
  return null;
}

/**
 * Why a down payment is not offered, or null when it is: the trip starts far enough ahead and what
 * is paid online is high enough (the settings' downPayment rule).
 */
export function downPaymentRefusal(
  rule: PricingSettings['downPayment'],
  today: string,
  dateFrom: string,
  onlineAmount: number,
): 'startTooSoon' | 'amountTooLow' | null {
  if (daysBetween(today, dateFrom) < rule.minDaysBeforeStart) return 'startTooSoon';
  if (onlineAmount < rule.minTotalAmount) return 'amountTooLow';
  return null;
}

export function priceQuote(
  rules: PricingRules,
  settings: PricingSettings,
  request: PriceRequest,
): PriceResult {
  const reason = refusal(rules, request);
  if (reason) return { available: false, reason };

  const halfDay = request.halfDayPeriod ?? null;
  const days = daysBetween(request.dateFrom, request.dateTo) + 1;
  const perPerson = rules.pricingUnit === 'per_person' ? request.people : 1;
  const lines: PriceLine[] = [];
  const labels = priceLabels(request.language);

  const rental =
    (halfDay ? halfDayAmount(rules, request.dateFrom) : rentalAmount(rules, request.dateFrom, days)) *
    perPerson;
  lines.push({
    key: 'rental',
    label: halfDay ? labels.halfDay(halfDay) : labels.rental(days),
    amount: rental,
    params: halfDay
      ? { halfDayPeriod: halfDay, days: 1 }
      : { days, ...(perPerson > 1 ? { people: perPerson } : {}) },
  });

  const percent = halfDay ? 0 : durationDiscountPercent(rules, days);
  const discount = Math.round((rental * percent) / 100);
  if (discount > 0) {
    lines.push({
      key: 'durationDiscount',
      label: labels.durationDiscount(percent, days),
      amount: -discount,
      params: { percent, days },
    });
  }

  const withCaptain =
    rules.sailingType === 'withCaptain' ||
    (rules.sailingType === 'withOrWithoutCaptain' && request.withCaptain);
  let captainOnline = 0;
  if (withCaptain && rules.captain) {
    // Half a day of captain for a half-day trip.
    const amount = halfDay ? Math.round(rules.captain.price / 2) : rules.captain.price * days;
    lines.push({
      key: 'captain',
      label: rules.captain.name,
      amount,
      params: { days: halfDay ? 1 : days, name: rules.captain.name },
      extraId: rules.captain.id || undefined,
      paidAtHarbour: rules.captain.paidAtHarbour,
    });
    if (!rules.captain.paidAtHarbour) captainOnline = amount;
  }

  for (const extra of rules.mandatoryExtras) {
    const units =
      extra.priceType === 'per_day' ? days : extra.priceType === 'per_person' ? request.people : 1;
    lines.push({
      key: 'extra',
      label: extra.name,
      amount: extra.price * units,
      params: { name: extra.name },
      extraId: extra.id,
      paidAtHarbour: extra.paidAtHarbour,
    });
  }

  const rentalNet = rental - discount;
  const serviceFee = Math.round(((rentalNet + captainOnline) * settings.serviceFeePercent) / 100);
  lines.push({
    key: 'serviceFee',
    label: labels.serviceFee,
    amount: serviceFee,
    params: { percent: settings.serviceFeePercent },
  });

  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const harbourAmount = lines
    .filter((line) => line.paidAtHarbour)
    .reduce((sum, line) => sum + line.amount, 0);
  const onlineAmount = total - harbourAmount;
  const rule = settings.downPayment;
  const eligible = downPaymentRefusal(rule, request.today, request.dateFrom, onlineAmount) === null;

  return {
    available: true,
    days,
    halfDayPeriod: halfDay,
    withCaptain,
    lines,
    rentalAmount: rental,
    discountAmount: discount,
    serviceFeeAmount: serviceFee,
    total,
    onlineAmount,
    harbourAmount,
    deposit: rules.deposit,
    downPayment: {
      eligible,
      amount: eligible ? Math.round((onlineAmount * rule.percent) / 100) : null,
      percent: rule.percent,
    },
  };
}
