import { z } from 'zod';
import { CURRENCY_CODES } from './apiValues.ts';

export { EUR, formatMoney, fromEur, toEur } from './money/format.ts';

/**
 * A currency as the API sends it (SPEC section 3: code, rate, symbol). `rate` is units per 1 EUR;
 * `legacyId` is the number older clients and links name it by (SPEC section 9's 25-currency mapping).
 */
export const currencySchema = z
  .object({
    code: z.string().length(3),
    legacyId: z.number().int().positive().nullable(),
    rate: z.number().positive(),
    symbol: z.string(),
    name: z.string(),
    minorDigits: z.number().int().min(0).max(3),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

/** A currency as a path names it: its ISO code, or its legacy id (SPEC section 9). */
export const currencyKeySchema = z.union([
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,4}$/, 'currencyCodeInvalid')
    .transform((id) => ({ legacyId: Number(id) })),
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'currencyCodeInvalid')
    .transform((c) => ({ code: c.toUpperCase() })),
]);

export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'currencyCodeInvalid')
  // Any case is read; the description gives the codes as they are written (CURRENCY_CODES).
  .meta({ enum: CURRENCY_CODES })
  .transform((c) => c.toUpperCase());
