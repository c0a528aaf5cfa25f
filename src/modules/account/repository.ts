import type { NotificationPreferences } from '../../../shared/validation/auth.ts';
import type { Queryable } from '../../db/connection.ts';

export interface ProfileRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_country: string | null;
  phone_number: string | null;
  phone_verified_at: Date | null;
  language_code: string;
  currency_code: string;
  notification_preferences: NotificationPreferences;
  has_password: boolean;
  providers: string[];
  is_owner: boolean;
  owner_type: 'private' | 'professional' | null;
  is_super_owner: boolean;
}

export async function findProfile(db: Queryable, userId: number): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.phone_country, u.phone_number, u.phone_verified_at,
            u.language_code, u.currency_code, u.notification_preferences, u.password_hash IS NOT NULL AS has_password,
            u.is_owner, u.owner_type, u.is_super_owner,
            COALESCE(array_agg(i.provider_id ORDER BY i.provider_id) FILTER (WHERE i.provider_id IS NOT NULL), '{}')
              AS providers
       FROM users u LEFT JOIN user_identities i ON i.user_id = u.id
      WHERE u.id = $1 AND u.status = 'active'
      GROUP BY u.id`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Erases what identifies the person and keeps the row, so bookings, payments and reviews stay in
 * the books; the e-mail is freed for a new account.
 */
export async function anonymiseUser(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `UPDATE users
        SET email = 'deleted-' || id || '@deleted.invalid', password_hash = NULL, first_name = 'Deleted',
            last_name = 'user', phone_country = NULL, phone_number = NULL, phone_verified_at = NULL,
            avatar_url = NULL, bio = NULL, push_notif_accepted = NULL, tracking_accepted = NULL,
            status = 'deleted', deleted_at = now(), updated_at = now()
      WHERE id = $1`,
    [userId],
  );
  await tx.query('DELETE FROM user_identities WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM devices WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM favourites WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM verification_codes WHERE user_id = $1', [userId]);
  await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}
