import { fromEur } from '../../../shared/currency.ts';
import type { SearchFilters } from '../../../shared/search/searchParams.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { pricingSettingsOf, productPricingOf } from '../pricing/repository.ts';
import { bookedPeriod, type PriceChoice, type ProductQuote, priceChoice } from '../pricing/service.ts';
import { pagePricingRows } from './repository.ts';

/** The choice a search's dates and people make, as the booking box would send it; null without dates. */
export function searchedChoice(filters: SearchFilters): PriceChoice | null {
  const { dateFrom, dateTo } = filters;
  if (!dateFrom || !dateTo) return null;
  return {
    dateFrom,
    dateTo: filters.halfDayPeriod ? dateFrom : dateTo,
    halfDayPeriod: filters.halfDayPeriod,
    numberOfPeople: filters.numberOfPeople ?? 1,
    withCaptain: filters.withCaptain ?? false,
  };
}

/**
 * The quotes of a page of result cards for one choice, by product id: the page's rules and holds are
 * read at once (one statement whatever the page's size), then each card is priced by the quote's
 * own function (pricing/service.ts priceChoice), so a card's total is the booking box's.
 */
export async function quotePage(
  db: Queryable,
  ids: number[],
  choice: PriceChoice,
  language: string,
): Promise<Map<number, ProductQuote>> {
  if (ids.length === 0) return new Map();
  const rows = await pagePricingRows(db, ids, language, bookedPeriod(choice), appClock.now());
  const settings = pricingSettingsOf(rows[0]?.settings ?? {});
  return new Map(
    rows.map((row) => {
      const pricing = productPricingOf(row, row.seasons, row.discounts, row.extras);
      const held = { exclusiveTaken: row.exclusive_taken, seatsTaken: Number(row.seats_taken) };
      return [Number(row.id), priceChoice(pricing, settings, held, choice, language)];
    }),
  );
}

/** A quote's total in the visitor's currency, summed line by line as the quote's answer sums it. */
export function totalOf(
  quote: ProductQuote | undefined,
  money: Parameters<typeof fromEur>[1],
): number | null {
  if (!quote?.result.available) return null;
  return quote.result.lines.reduce((sum, line) => sum + fromEur(line.amount, money), 0);
}
