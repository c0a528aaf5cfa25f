import type { AccountProfile } from '../../../shared/auth/account.ts';
import { phonePrefixOf } from '../../../shared/catalogue/phonePrefixes.ts';
import type { ProfileUpdate } from '../../../shared/validation/auth.ts';
import type { Database } from '../../db/connection.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { ProfileRow } from './repository.ts';
import { findProfile } from './repository.ts';

/** The national part of a stored E.164 number, for the phone field beside its country prefix. */
function nationalNumber(row: ProfileRow): string | null {
  if (!row.phone_number) return null;
  if (!row.phone_country) return row.phone_number;
  const dial = phonePrefixOf(row.phone_country).dialCode;
  return row.phone_number.startsWith(dial) ? row.phone_number.slice(dial.length) : row.phone_number;
}

export function toProfile(row: ProfileRow): AccountProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneGroup: row.phone_number
      ? { country: row.phone_country ?? '', number: nationalNumber(row) ?? '' }
      : null,
    phoneVerified: row.phone_verified_at !== null,
    languageCode: row.language_code,
    currencyCode: row.currency_code.trim(),
    notifications: row.notification_preferences,
    hasPassword: row.has_password,
    providers: row.providers as AccountProfile['providers'],
  };
}

export async function getProfile(db: Database, userId: number): Promise<AccountProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound('No account.');
  return toProfile(row);
}

/** Merges the sent fields into the profile; the phone and the password have their own calls. */
export async function updateProfile(
  db: Database,
  userId: number,
  update: ProfileUpdate,
): Promise<AccountProfile> {
  if (update.currencyCode) {
    const { rows } = await db.query('SELECT 1 FROM currencies WHERE code = $1', [update.currencyCode]);
    if (!rows.length)
      throw badRequest('This currency is not offered.', { currencyCode: 'currencyCodeInvalid' });
  }
  await db.query(
    `UPDATE users
        SET first_name = COALESCE($2, first_name),
            last_name = COALESCE($3, last_name),
            language_code = COALESCE($4, language_code),
            currency_code = COALESCE($5, currency_code),
            notification_preferences = notification_preferences || $6::jsonb,
            updated_at = now()
      WHERE id = $1`,
    [
      userId,
      update.firstName ?? null,
      update.lastName ?? null,
      update.languageCode ?? null,
      update.currencyCode ?? null,
      JSON.stringify(update.notifications ?? {}),
    ],
  );
  return getProfile(db, userId);
}
