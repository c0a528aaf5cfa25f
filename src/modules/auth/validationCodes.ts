import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import { readerText } from '../i18n/readerText.ts';
import { authTexts } from './messages.ts';
import { recordHit } from './repository.ts';
import { sha256 } from './session.ts';
import { throttle } from './throttle.ts';

/** DESIGN.md "Two-factor": 6 digits, valid 10 minutes, single use, 5 wrong tries void it, 3 sends an hour. */
export const VALIDATION_CODE_RULES = {
  validMinutes: 10,
  maxWrongTries: 5,
  sends: { max: 3, windowSeconds: 3600 },
} as const;

export type CodePurpose = 'register' | 'phone-change';

export const TWO_FACTOR_HEADER = 'X-Two-Factor-Challenge';

/** 401 telling the client to ask for the SMS code (SPEC section 4: goes to twoFactorAuth). */
export function twoFactorChallenge(code: string, message: string, fields?: Record<string, string>) {
  return new HttpError(401, code, message, fields, { [TWO_FACTOR_HEADER]: 'sms' });
}

// The hash binds the code to its number, so a code sent to one phone never validates another.
const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);

/**
 * Sends a new code to `phone`, voiding any earlier one (a resend replaces it). Runs in the caller's
 * transaction, so the SMS is in the outbox exactly when the code is stored.
 */
export async function sendValidationCode(
  tx: Queryable,
  sms: SmsProvider,
  input: { phone: string; email?: string | null; userId?: number; purpose: CodePurpose; language?: string },
): Promise<void> {
  const bucket = `sms-send:${input.phone}`;
  await throttle(
    tx,
    bucket,
    VALIDATION_CODE_RULES.sends,
    // in the language the code's SMS is written in: the request's (DESIGN: whose language)
    (minutes) => {
      const reader = readerText(input.language);
      return reader.t('errors:tooManyCodes', { minutes: reader.number(minutes) });
    },
  );
  await recordHit(tx, bucket, VALIDATION_CODE_RULES.sends.windowSeconds);
  await tx.query(
    `UPDATE verification_codes SET voided_at = now()
      WHERE phone = $1 AND purpose = $2 AND used_at IS NULL AND voided_at IS NULL`,
    [input.phone, input.purpose],
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `INSERT INTO verification_codes (phone, email, code_hash, expires_at, purpose, user_id)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5, $6)`,
    [
      input.phone,
      input.email ?? null,
      codeHash(input.phone, code),
      VALIDATION_CODE_RULES.validMinutes,
      input.purpose,
      input.userId ?? null,
    ],
  );
  await sms.send(tx, {
    to: input.phone,
    body: authTexts(input.language).smsCode(code),
    template: 'validation-code',
  });
}

export type CodeCheck = 'valid' | 'wrong' | 'expired';

/**
 * Checks a code against the number's current one and consumes it when right. A wrong code counts
 * a try and the fifth voids the code; an expired, used or voided code is 'expired'.
 */
export async function checkValidationCode(
  tx: Queryable,
  input: { phone: string; code: string; purpose: CodePurpose },
): Promise<CodeCheck> {
  const { rows } = await tx.query<{ id: number; code_hash: string; attempts: number; live: boolean }>(
    `SELECT id, code_hash, attempts, (expires_at > now() AND used_at IS NULL AND voided_at IS NULL) AS live
       FROM verification_codes
      WHERE phone = $1 AND purpose = $2
      ORDER BY id DESC LIMIT 1
      FOR UPDATE`,
    [input.phone, input.purpose],
  );
  const current = rows[0];
  if (!current?.live) return 'expired';
  const right = timingSafeEqual(
    Buffer.from(current.code_hash),
    Buffer.from(codeHash(input.phone, input.code)),
  );
  if (right) {
    await tx.query('UPDATE verification_codes SET used_at = now() WHERE id = $1', [current.id]);
    return 'valid';
  }
  await tx.query(
    `UPDATE verification_codes
        SET attempts = attempts + 1,
            voided_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE voided_at END
      WHERE id = $1`,
    [current.id, VALIDATION_CODE_RULES.maxWrongTries],
  );
  return 'wrong';
}

/** The 401 a refused code gets: the client stays on the code step and shows why. */
export function refusedCode(check: Exclude<CodeCheck, 'valid'>): HttpError {
  return check === 'wrong'
    ? twoFactorChallenge('validation-code-wrong', 'The code is wrong. Check the SMS and try again.', {
        validationCode: 'validationCodeWrong',
      })
    : twoFactorChallenge('validation-code-expired', 'The code has expired. Ask for a new one.', {
        validationCode: 'validationCodeExpired',
      });
}
