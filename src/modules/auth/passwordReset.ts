import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { normaliseEmail } from '../../../shared/validation/auth.ts';
import type { Database } from '../../db/connection.ts';
import { badRequest } from '../../http/errors.ts';
import type { EmailProvider } from '../../providers/email.ts';
import { authTexts } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { recordHit } from './repository.ts';
import { newToken, sha256 } from './session.ts';
import { throttle } from './throttle.ts';

/** A reset link works once, within the hour; an address gets at most 5 links an hour. */
export const PASSWORD_RESET_RULES = { validMinutes: 60, requests: { max: 5, windowSeconds: 3600 } } as const;

/** The page that reads the link: the login route with the token (the funnel's "choose a password" form). */
export function resetLink(
  publicUrl: string,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
  token: string,
) {
  const path = localizedPath(language, '/login', defaultLanguage);
  return `${publicUrl.replace(/\/$/, '')}${path}?resetToken=${encodeURIComponent(token)}`;
}

/**
 * Sends a reset link when the address has an active account. The answer is the same whether it has
 * one or not, so the call does not tell who has an account.
 */
export async function requestPasswordReset(
  db: Database,
  email: EmailProvider,
  input: { email: string; language: string },
  settings: { publicUrl: string; defaultLanguage: LanguageCode },
): Promise<void> {
  const address = normaliseEmail(input.email);
  const language: LanguageCode = isLanguageCode(input.language) ? input.language : settings.defaultLanguage;
  const texts = authTexts(language);
  await db.transaction(async (tx) => {
    const bucket = `password-reset:${sha256(address)}`;
    await throttle(tx, bucket, PASSWORD_RESET_RULES.requests, () => texts.resetTooMany);
    await recordHit(tx, bucket, PASSWORD_RESET_RULES.requests.windowSeconds);
    const { rows } = await tx.query<{ id: number; email: string }>(
      `SELECT id, email FROM users WHERE lower(email) = $1 AND status = 'active'`,
      [address],
    );
    const user = rows[0];
    if (!user) return;
    const token = newToken();
    await tx.query(
      `INSERT INTO password_resets (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [user.id, sha256(token), PASSWORD_RESET_RULES.validMinutes],
    );
    const link = resetLink(settings.publicUrl, language, settings.defaultLanguage, token);
    await email.send(tx, {
      to: user.email,
      subject: texts.resetSubject,
      body: texts.resetBody(link),
      template: 'password-reset',
      payload: { link },
    });
  });
}

/** Sets the new password from a link: single use, expiring; every session of the account ends. */
export async function resetPassword(db: Database, input: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; user_id: number }>(
      `UPDATE password_resets SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING id, user_id`,
      [sha256(input.token)],
    );
    const reset = rows[0];
    if (!reset) return false;
    await tx.query(
      `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND status = 'active'`,
      [reset.user_id, passwordHash],
    );
    // Older links of the same account stop working too.
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
      reset.user_id,
    ]);
    await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
      reset.user_id,
    ]);
    return true;
  });
  if (!done) {
    throw badRequest(
      'This link has expired or was already used. Ask for a new one.',
      undefined,
      'reset-link-invalid',
    );
  }
}
