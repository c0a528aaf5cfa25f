import { z } from 'zod';
import { currencyCodeValue, languageCodeValue } from '../apiValues.ts';
import { notificationPreferencesSchema, PROVIDER_IDS } from '../validation/auth.ts';

/** `GET /api/v6/account/profile`: what the account's profile page shows and edits. */
export const accountProfileSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The stored number as its country (ISO code) and its national part; null without a phone. */
    phoneGroup: z.object({ country: z.string(), number: z.string() }).nullable(),
    phoneVerified: z.boolean(),
    languageCode: languageCodeValue,
    currencyCode: currencyCodeValue,
    notifications: notificationPreferencesSchema,
    /** False for accounts created with a social sign-in: they set no password and delete without one. */
    hasPassword: z.boolean(),
    providers: z.array(z.enum(PROVIDER_IDS)),
  })
  .meta({ id: 'Profile' });
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** `GET /api/v6/account/is-owner`. */
export const ownerStatusSchema = z.object({
  isOwner: z.boolean(),
  isSuperOwner: z.boolean(),
  ownerType: z.enum(['private', 'professional']).nullable(),
});
export type OwnerStatus = z.infer<typeof ownerStatusSchema>;

/** `PUT /api/v6/account/password`: the password changed, the other sessions signed out. */
export const passwordChangedSchema = z.object({ changed: z.literal(true) });

/** `DELETE /api/v6/account`: the account anonymised and its session cookie cleared. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
