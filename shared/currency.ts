import { z } from 'zod';
import { CURRENCY_CODES } from './apiValues.ts';

/** A currency as the API sends it (SPEC section 3: code, rate, symbol). `rate` is units per 1 EUR. */
export const currencySchema = z
  .object({
    code: z.string().length(3),
    rate: z.number().positive(),
    symbol: z.string(),
    name: z.string(),
    minorDigits: z.number().int().min(0).max(3),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'currencyCodeInvalid')
  // Any case is read; the description gives the codes as they are written (CURRENCY_CODES).
  .meta({ enum: CURRENCY_CODES })
  .transform((c) => c.toUpperCase());

/** Converts integer EUR minor units to the currency's minor units (rounded half away from zero). */
export function fromEur(amountEurMinor: number, currency: Pick<Currency, 'rate' | 'minorDigits'>): number {
  return Math.round((amountEurMinor / 100) * currency.rate * 10 ** currency.minorDigits);
}

/** Converts an amount in the currency's minor units back to EUR minor units (for price filters). */
export function toEur(amountMinor: number, currency: Pick<Currency, 'rate' | 'minorDigits'>): number {
  return Math.round((amountMinor / 10 ** currency.minorDigits / currency.rate) * 100);
}

/** The euro, the currency bookings are made and e-mailed in (amounts in cents). */
export const EUR: Pick<Currency, 'code' | 'minorDigits'> = { code: 'EUR', minorDigits: 2 };

/** Formats minor units for people, in their language. */
export function formatMoney(
  amountMinor: number,
  currency: Pick<Currency, 'code' | 'minorDigits'>,
  locale: string,
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: amountMinor % 10 ** currency.minorDigits === 0 ? 0 : currency.minorDigits,
    maximumFractionDigits: currency.minorDigits,
  }).format(amountMinor / 10 ** currency.minorDigits);
}
