import { z } from 'zod';

/** GET /api/v6/lp/information: the landing's URL segments joined by '/' (SPEC section 7). */
export const landingQuerySchema = z.object({
  customization: z.string().max(300).default(''),
  _locale: z.string().optional(),
});
