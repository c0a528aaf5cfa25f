import { addDays, daysBetween } from './calendar.ts';

/** The prices of a product as the seed generated them, to compute believable booking snapshots. */
export interface ProductPricing {
  pricingUnit: 'per_boat' | 'per_person';
  basePerDay: number;
  basePerHalfDay: number | null;
  basePerWeek: number | null;
  seasons: {
    start: string;
    end: string;
    perDay: number;
    perHalfDay: number | null;
    perWeek: number | null;
  }[];
  discounts: { minDays: number; percent: number }[];
  captainPerDay: number | null;
}

export interface PriceLine {
  key: 'rental' | 'captain' | 'extra' | 'durationDiscount' | 'serviceFee' | 'insurance' | 'promoCode';
  label: string;
  amount: number;
  extraId?: number;
  insuranceKey?: string;
  code?: string;
  paidAtHarbour?: boolean;
  /** As the price engine writes them: the reader's language words the line from its key and these. */
  params?: { days?: number; people?: number; halfDayPeriod?: string; percent?: number; name?: string };
}

function seasonOn(pricing: ProductPricing, date: string) {
  return pricing.seasons.find((s) => s.start <= date && date < s.end);
}

/** Rental price of a period: weeks at the week price, other days at each day's (seasonal) price. */
export function rentalAmount(
  pricing: ProductPricing,
  start: string,
  end: string,
  halfDay: boolean,
  people: number,
) {
  const perPerson = pricing.pricingUnit === 'per_person' ? people : 1;
  if (halfDay) {
    const season = seasonOn(pricing, start);
    const half =
      season?.perHalfDay ??
      pricing.basePerHalfDay ??
      Math.round((season?.perDay ?? pricing.basePerDay) * 0.6);
    return { amount: half * perPerson, days: 1 };
  }
  const days = daysBetween(start, end);
  let amount = 0;
  let day = 0;
  while (day < days) {
    const date = addDays(start, day);
    const season = seasonOn(pricing, date);
    const week = season ? season.perWeek : pricing.basePerWeek;
    if (days - day >= 7 && week) {
      amount += week;
      day += 7;
    } else {
      amount += season?.perDay ?? pricing.basePerDay;
      day += 1;
    }
  }
  return { amount: amount * perPerson, days };
}

export function durationDiscountPercent(pricing: ProductPricing, days: number): number {
  let percent = 0;
  for (const discount of pricing.discounts)
    if (days >= discount.minDays) percent = Math.max(percent, discount.percent);
  return percent;
}

/** Rounds a minor-unit amount to whole euros. */
export const wholeEuros = (minor: number) => Math.round(minor / 100) * 100;
