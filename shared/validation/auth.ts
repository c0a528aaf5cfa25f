import { z } from 'zod';
import { CURRENCY_CODES } from '../apiValues.ts';
import { isCommonPassword } from '../auth/commonPasswords.ts';
import { isPhoneCountry, toE164 } from '../catalogue/phonePrefixes.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';

/**
 * SPEC section 5: a standard local@domain address whose domain is dot-separated labels. Failures carry
 * the SPEC's message keys so the site and the back office translate them the same way.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .regex(EMAIL_PATTERN, { error: 'emailInvalid' });

/** Passwords are never trimmed: a space is a character like any other. */
export const passwordSchema = z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' });

export const passwordLoginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type PasswordLogin = z.infer<typeof passwordLoginSchema>;

/** The e-mail as it is compared and hashed for tracking: trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** SPEC section 5: a letter first, then letters, spaces, underscore, dot, hyphen or apostrophe; 2 to 50. */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} _.'’-]*$/u;

function nameSchema(field: 'firstname' | 'lastname') {
  return z
    .string({ error: `${field}Required` })
    .trim()
    .min(1, { error: `${field}Required` })
    .min(2, { error: `${field}MinLength` })
    .max(50, { error: `${field}Invalid` })
    .regex(NAME_PATTERN, { error: `${field}Invalid` });
}
export const firstNameSchema = nameSchema('firstname');
export const lastNameSchema = nameSchema('lastname');

/** A password someone chooses: at least 8 characters and not one of the most common ones. */
export const PASSWORD_MIN_LENGTH = 8;
export const newPasswordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordMinLength' })
  .max(200, { error: 'passwordMaxLength' })
  .refine((password) => !isCommonPassword(password), { error: 'passwordTooCommon' });

/** SPEC section 3 "phoneGroup": the country (ISO code) chosen in the prefix list and the number. */
export const phoneGroupSchema = z
  .object({
    country: z
      .string({ error: 'phonePrefixRequired' })
      .trim()
      .min(1, { error: 'phonePrefixRequired' })
      .refine(isPhoneCountry, { error: 'phonePrefixRequired' }),
    number: z.string({ error: 'phoneNumberRequired' }).trim().min(1, { error: 'phoneNumberRequired' }),
  })
  .superRefine((group, context) => {
    if (isPhoneCountry(group.country) && !toE164(group.country, group.number)) {
      context.addIssue({ code: 'custom', path: ['number'], message: 'phoneNumberInvalid' });
    }
  });
export type PhoneGroup = z.infer<typeof phoneGroupSchema>;

/** SPEC section 5: exactly 6 digits. */
export const validationCodeSchema = z
  .string({ error: 'validationCodeRequired' })
  .trim()
  .min(1, { error: 'validationCodeRequired' })
  .regex(/^\d{6}$/, { error: 'validationCodeInvalid' });

const currencyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { error: 'currencyCodeInvalid' })
  .meta({ enum: CURRENCY_CODES })
  .transform((code) => code.toUpperCase());

/**
 * SPEC section 5's combined keys, for a form that shows the names, and the phone's prefix and number,
 * side by side: when both names fail alike, one `firstnameAndLastname…` key says it on `firstName` (the
 * last name keeps none); when prefix and number are both missing, `phonePrefixAndNumberRequired` on the
 * number. Other keys are left as they are.
 */
export function combineFieldKeys(fields: Record<string, string>): Record<string, string> {
  const combined = { ...fields };
  const first = fields.firstName?.match(/^firstname(Required|Invalid|MinLength)$/)?.[1];
  const last = fields.lastName?.match(/^lastname(Required|Invalid|MinLength)$/)?.[1];
  if (first && first === last) {
    combined.firstName = `firstnameAndLastname${first}`;
    delete combined.lastName;
  }
  if (
    fields['phoneGroup.country'] === 'phonePrefixRequired' &&
    fields['phoneGroup.number'] === 'phoneNumberRequired'
  ) {
    combined['phoneGroup.number'] = 'phonePrefixAndNumberRequired';
    delete combined['phoneGroup.country'];
  }
  return combined;
}

/** `POST /api/v6/auth/register` (SPEC section 3). Without `validationCode` the server sends one by SMS. */
export const registerSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneGroup: phoneGroupSchema,
  password: newPasswordSchema,
  currencyCode: currencyField.default('EUR'),
  validationCode: validationCodeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const PROVIDER_IDS = [
  'CAB',
  'Firebase.Apple',
  'Firebase.Facebook',
  'Firebase.Google',
  'sandbox',
] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];
const providerFields = {
  providerId: z.enum(PROVIDER_IDS, { error: 'providerIdInvalid' }),
  providerToken: z
    .string({ error: 'providerTokenRequired' })
    .min(1, { error: 'providerTokenRequired' })
    .max(8192),
};

/** `POST /api/v6/auth/login` with a social sign-in instead of a password. */
export const thirdPartyLoginSchema = z.object(providerFields);
export type ThirdPartyLogin = z.infer<typeof thirdPartyLoginSchema>;

/** The login call takes either shape (SPEC section 7). */
export const loginSchema = z.union([passwordLoginSchema, thirdPartyLoginSchema]);

/** Third-party register payload (SPEC section 3), plus the SMS code once challenged. */
export const thirdPartyRegisterSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneGroup: phoneGroupSchema,
  currencyCode: currencyField.default('EUR'),
  validationCode: validationCodeSchema.optional(),
  ...providerFields,
});
export type ThirdPartyRegisterInput = z.infer<typeof thirdPartyRegisterSchema>;

/** `POST /api/v6/auth/resend-validation-code` {phone, email, prefix, sender} (SPEC section 7). */
export const resendValidationCodeSchema = z
  .object({
    phone: z.string({ error: 'phoneNumberRequired' }).trim().min(1, { error: 'phoneNumberRequired' }),
    /** The country's ISO code (or its dial code, as older clients send it). */
    prefix: z.string({ error: 'phonePrefixRequired' }).trim().min(1, { error: 'phonePrefixRequired' }),
    email: emailSchema.optional(),
    sender: z.enum(['sms']).default('sms'),
  })
  .superRefine((input, context) => {
    if (!phoneOfResend(input.prefix, input.phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'phoneNumberInvalid' });
    }
  });

/** A resend names its country by ISO code or by dial code. */
export function phoneOfResend(prefix: string, phone: string): string | null {
  if (isPhoneCountry(prefix)) return toE164(prefix, phone);
  const digits = prefix.replace(/^\+|^00/, '');
  return /^\d{1,4}$/.test(digits)
    ? toE164Raw(`+${digits}${phone.replace(/[\s()./-]/g, '').replace(/^0/, '')}`)
    : null;
}
const toE164Raw = (value: string) => (/^\+[1-9]\d{6,14}$/.test(value) ? value : null);

/** Choosing a new password from the e-mailed link. */
export const passwordResetSchema = z.object({
  token: z.string().trim().min(20, { error: 'resetTokenInvalid' }).max(200, { error: 'resetTokenInvalid' }),
  password: newPasswordSchema,
});

/** The account's password change: the current one proves it is the owner at the keyboard. */
export const passwordChangeSchema = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});

export const notificationPreferencesSchema = z.object({
  bookingSms: z.boolean(),
  messageEmails: z.boolean(),
  newsletter: z.boolean(),
  pushNotifications: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `PUT /api/v6/account/profile`: any subset of the fields; the phone changes through its own call. */
export const profileUpdateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    languageCode: z.enum(LANGUAGE_CODES as readonly [LanguageCode, ...LanguageCode[]], {
      error: 'languageCodeInvalid',
    }),
    currencyCode: currencyField,
    notifications: notificationPreferencesSchema.partial(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** `PUT /api/v6/account/phone`: a new number is saved only with the SMS code sent to it. */
export const phoneChangeSchema = z.object({
  phoneGroup: phoneGroupSchema,
  validationCode: validationCodeSchema.optional(),
});

/** `DELETE /api/v6/account`: the password, when the account has one, confirms it. */
export const accountDeletionSchema = z.object({ password: z.string().optional() });
