import { z } from 'zod';

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
