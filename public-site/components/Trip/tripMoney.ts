import { useSite } from '../../app/useSite.ts';
import { formatAmount } from '../../pages/ProductPage/money.ts';

/** The visitor's currency and its rate to EUR (GET /api/v6/currencies/{code}). */
export interface TripMoneyCurrency {
  code: string;
  symbol: string;
  minorDigits: number;
  rate: number;
}

/**
 * EUR minor units in the visitor's currency, as shared/currency.ts's fromEur does (that module
 * carries zod, which stays out of the pages' bundles).
 */
export function convertFromEur(amountEurMinor: number, currency: TripMoneyCurrency): number {
  return Math.round((amountEurMinor / 100) * currency.rate * 10 ** currency.minorDigits);
}

/** A booking's amount (EUR minor units) in the visitor's currency and the page's language. */
export function formatTripMoney(
  amountEurMinor: number,
  currency: TripMoneyCurrency,
  language: string,
): string {
  return formatAmount(convertFromEur(amountEurMinor, currency), currency, language);
}

export function useTripMoney(currency: TripMoneyCurrency): (amountEurMinor: number) => string {
  const { language } = useSite();
  return (amount) => formatTripMoney(amount, currency, language);
}
