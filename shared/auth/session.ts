import { z } from 'zod';
import { STAFF_ROLES } from '../admin/users.ts';
import { currencyCodeValue, languageCodeValue } from '../apiValues.ts';

/** `POST /api/v6/auth/login` (SPEC section 3, "Auth response"). */
export const authResponseSchema = z.object({
  authToken: z.string(),
  tracking: z.object({
    userId: z.number().int(),
    /** SHA-256 hex of the trimmed, lower-cased e-mail. */
    hashedEmail: z.string(),
    /** SHA-256 hex of the E.164 phone number, or null when the user has none. */
    hashedPhone: z.string().nullable(),
  }),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `GET /api/v3/users`: the signed-in user. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  languageCode: languageCodeValue,
  currencyCode: currencyCodeValue,
  isOwner: z.boolean(),
  ownerType: z.enum(['private', 'professional']).nullable(),
  isSuperOwner: z.boolean(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  permissions: z.object({ pushNotif: z.boolean().nullable(), tracking: z.boolean().nullable() }),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
