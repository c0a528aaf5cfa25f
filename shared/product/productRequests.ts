import { z } from 'zod';

/** `/products/{id}` and friends: a positive integer id. */
export const productIdSchema = z.coerce
  .number()
  .int('productIdInvalid')
  .positive('productIdInvalid')
  .max(2 ** 53);

export const reviewPageQuerySchema = z.object({
  page: z.coerce.number().int('pageInvalid').min(1, 'pageInvalid').max(10_000).optional().default(1),
});

export const availabilityQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid')
    .optional(),
  days: z.coerce
    .number()
    .int('daysInvalid')
    .min(1, 'daysInvalid')
    .max(400, 'daysInvalid')
    .optional()
    .default(184),
});

/** POST, a beacon (no body, no CSRF header): the product page was seen; 204, or 404 when not published. */
export { productViewPath } from './productPaths.ts';
