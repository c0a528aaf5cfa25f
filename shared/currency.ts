import { z } from 'zod';

export { EUR, formatMoney, fromEur, toEur } from './money/format.ts';

/** A currency as the API sends it (SPEC section 3: code, rate, symbol). `rate` is units per 1 EUR. */
export const currencySchema = z.object({
  code: z.string().length(3),
  rate: z.number().positive(),
  symbol: z.string(),
  name: z.string(),
  minorDigits: z.number().int().min(0).max(3),
});
export type Currency = z.infer<typeof currencySchema>;

export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'currencyCodeInvalid')
  .transform((c) => c.toUpperCase());
