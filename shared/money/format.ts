import { numberFormat } from '../i18n/intlFormats.ts';

/**
 * Money for people (SPEC section 3: amounts in minor units, converted by the currency's rate), apart
 * from the currency schemas so any page can format without loading zod.
 */

/** What formatting and conversion read of a currency (see `currencySchema` in ../currency.ts). */
export interface CurrencyUnits {
  code: string;
  /** Units per 1 EUR. */
  rate: number;
  minorDigits: number;
}

/** Converts integer EUR minor units to the currency's minor units (rounded half away from zero). */
export function fromEur(
  amountEurMinor: number,
  currency: Pick<CurrencyUnits, 'rate' | 'minorDigits'>,
): number {
  return Math.round((amountEurMinor / 100) * currency.rate * 10 ** currency.minorDigits);
}

/** Converts an amount in the currency's minor units back to EUR minor units (for price filters). */
export function toEur(amountMinor: number, currency: Pick<CurrencyUnits, 'rate' | 'minorDigits'>): number {
  return Math.round((amountMinor / 10 ** currency.minorDigits / currency.rate) * 100);
}

/** The euro, the currency bookings are made and e-mailed in (amounts in cents). */
export const EUR: Pick<CurrencyUnits, 'code' | 'minorDigits'> = { code: 'EUR', minorDigits: 2 };

/** Formats minor units for people, in their language. */
export function formatMoney(
  amountMinor: number,
  currency: Pick<CurrencyUnits, 'code' | 'minorDigits'>,
  locale: string,
): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: amountMinor % 10 ** currency.minorDigits === 0 ? 0 : currency.minorDigits,
    maximumFractionDigits: currency.minorDigits,
  }).format(amountMinor / 10 ** currency.minorDigits);
}
