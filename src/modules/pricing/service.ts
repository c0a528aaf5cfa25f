import { type Currency, fromEur } from '../../../shared/currency.ts';
import type { Quote } from '../../../shared/product/quote.ts';
import type { Queryable } from '../../db/connection.ts';
import { addDays } from './calendarDates.ts';
import { type PriceResult, type PricingSettings, priceQuote } from './priceEngine.ts';
import {
  type HeldDates,
  heldDates,
  loadPricing,
  loadPricingSettings,
  type ProductPricing,
} from './repository.ts';

export interface PriceChoice {
  dateFrom: string;
  /** Inclusive. */
  dateTo: string;
  halfDayPeriod?: 'morning' | 'afternoon';
  numberOfPeople: number;
  withCaptain: boolean;
}

/** The booked period as the database stores it: end exclusive, and the halves of the day held. */
export function bookedPeriod(choice: PriceChoice) {
  const slot: [number, number] =
    choice.halfDayPeriod === 'morning' ? [0, 1] : choice.halfDayPeriod === 'afternoon' ? [1, 2] : [0, 2];
  return { from: choice.dateFrom, toExclusive: addDays(choice.dateTo, 1), slot };
}

export interface ProductQuote {
  pricing: ProductPricing;
  result: PriceResult;
}

/** Prices a choice against the product's rules and calendar; undefined for an unknown product. */
export async function quoteProduct(
  db: Queryable,
  productId: number,
  choice: PriceChoice,
  language: string,
): Promise<ProductQuote | undefined> {
  const [pricing, settings] = await Promise.all([
    loadPricing(db, productId, language),
    loadPricingSettings(db),
  ]);
  if (!pricing) return undefined;
  const held = await heldDates(db, productId, bookedPeriod(choice));
  return priceChoice(pricing, settings, held, choice, language);
}

/**
 * Prices a choice from what was read about the product: its rules and what holds the dates. The
 * quote and the search's result cards both call it, so a card's total is the quote's.
 */
export function priceChoice(
  pricing: ProductPricing,
  settings: PricingSettings,
  held: HeldDates,
  choice: PriceChoice,
  language: string,
): ProductQuote {
  const datesFree = pricing.exclusive
    ? !held.exclusiveTaken && held.seatsTaken === 0
    : !held.exclusiveTaken && held.seatsTaken + choice.numberOfPeople <= pricing.rules.capacity;
  const result = priceQuote(pricing.rules, settings, {
    dateFrom: choice.dateFrom,
    dateTo: choice.dateTo,
    halfDayPeriod: choice.halfDayPeriod,
    people: choice.numberOfPeople,
    withCaptain: choice.withCaptain,
    today: pricing.today,
    datesFree,
    language,
  });
  return { pricing, result };
}

/** The quote as the browser gets it: amounts converted line by line, totals summed from the lines. */
export function quoteDto(quote: ProductQuote, currency: Currency): Quote {
  const { result, pricing } = quote;
  if (!result.available) {
    return {
      available: false,
      reason: result.reason,
      ...(result.reason === 'minimumDuration' ? { minimumDays: pricing.rules.minimumDays } : {}),
      ...(result.reason === 'capacity' ? { capacity: pricing.rules.capacity } : {}),
    };
  }
  const convert = (amount: number) => fromEur(amount, currency);
  const lines = result.lines.map((line) => ({ ...line, amount: convert(line.amount) }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const harbourAmount = lines
    .filter((line) => line.paidAtHarbour)
    .reduce((sum, line) => sum + line.amount, 0);
  return {
    available: true,
    currency: { code: currency.code, symbol: currency.symbol, minorDigits: currency.minorDigits },
    days: result.days,
    halfDayPeriod: result.halfDayPeriod,
    lines,
    total,
    onlineAmount: total - harbourAmount,
    harbourAmount,
    deposit: convert(result.deposit),
    downPayment: {
      eligible: result.downPayment.eligible,
      amount: result.downPayment.amount === null ? null : convert(result.downPayment.amount),
      percent: result.downPayment.percent,
    },
    instantBooking: pricing.instantBooking,
  };
}
