import type { Queryable } from '../../db/connection.ts';
import type { StaffRole } from './session.ts';

export interface LoginCandidateRow {
  id: number;
  email: string;
  password_hash: string | null;
  status: 'active' | 'suspended' | 'deleted';
  phone_number: string | null;
}

export async function findLoginCandidate(
  db: Queryable,
  normalisedEmail: string,
): Promise<LoginCandidateRow | null> {
  const { rows } = await db.query<LoginCandidateRow>(
    'SELECT id, email, password_hash, status, phone_number FROM users WHERE lower(email) = $1',
    [normalisedEmail],
  );
  return rows[0] ?? null;
}

export interface CurrentUserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language_code: string;
  currency_code: string;
  is_owner: boolean;
  owner_type: 'private' | 'professional' | null;
  is_super_owner: boolean;
  staff_role: 'sales' | 'manager' | 'support' | 'admin' | null;
  push_notif_accepted: boolean | null;
  tracking_accepted: boolean | null;
}

export async function findCurrentUser(db: Queryable, userId: number): Promise<CurrentUserRow | null> {
  const { rows } = await db.query<CurrentUserRow>(
    `SELECT id, email, first_name, last_name, language_code, currency_code, is_owner, owner_type, is_super_owner,
            staff_role, push_notif_accepted, tracking_accepted
       FROM users WHERE id = $1 AND status = 'active'`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Hits of `bucket` within the window, and when the oldest one that still counts leaves it. */
export async function countRecentHits(
  db: Queryable,
  bucket: string,
  windowSeconds: number,
): Promise<{ hits: number; hitTimes: Date[] }> {
  const { rows } = await db.query<{ hit_at: Date }>(
    `SELECT hit_at FROM rate_limit_hits
      WHERE bucket = $1 AND hit_at > now() - make_interval(secs => $2)
      ORDER BY hit_at`,
    [bucket, windowSeconds],
  );
  return { hits: rows.length, hitTimes: rows.map((r) => new Date(r.hit_at)) };
}

export async function recordHit(db: Queryable, bucket: string, windowSeconds: number): Promise<void> {
  await db.query(
    'DELETE FROM rate_limit_hits WHERE bucket = $1 AND hit_at <= now() - make_interval(secs => $2)',
    [bucket, windowSeconds],
  );
  await db.query('INSERT INTO rate_limit_hits (bucket) VALUES ($1)', [bucket]);
}

export async function clearHits(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_hits WHERE bucket = $1', [bucket]);
}

/** An active account's address and language, for a message to it. */
export async function findActiveRecipient(db: Queryable, userId: number) {
  const { rows } = await db.query<{ email: string; language_code: string }>(
    `SELECT email, language_code FROM users WHERE id = $1 AND status = 'active'`,
    [userId],
  );
  return rows[0];
}

export async function insertDeviceUnlockLink(
  db: Queryable,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.query('INSERT INTO device_unlock_links (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
    userId,
    tokenHash,
    expiresAt,
  ]);
}

/** Marks an unused, unexpired link used: its active account's e-mail and language, or undefined. */
export async function useDeviceUnlockLink(db: Queryable, tokenHash: string, now: Date) {
  const { rows } = await db.query<{ email: string; language_code: string }>(
    `UPDATE device_unlock_links l SET used_at = $2
       FROM users u
      WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2 AND u.id = l.user_id AND u.status = 'active'
      RETURNING u.email, u.language_code`,
    [tokenHash, now],
  );
  return rows[0];
}

/** Whether an account (not deleted) uses this normalised e-mail. */
export async function emailInUse(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM users WHERE lower(email) = $1 AND status <> 'deleted'`, [
    email,
  ]);
  return rows.length > 0;
}

/** Whether a registration challenged this number within the hour (only those get codes again). */
export async function hasPendingRegistration(db: Queryable, phone: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM verification_codes
      WHERE phone = $1 AND purpose = 'register' AND created_at > now() - interval '1 hour' LIMIT 1`,
    [phone],
  );
  return rows.length > 0;
}

export async function insertSession(
  db: Queryable,
  session: { tokenHash: string; userId: number; idleDays: number; userAgent?: string; ip?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at, user_agent, ip)
     VALUES ($1, $2, now() + make_interval(days => $3), $4, $5)`,
    [session.tokenHash, session.userId, session.idleDays, session.userAgent ?? null, session.ip ?? null],
  );
  await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [session.userId]);
}

export async function revokeSessionRow(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

export interface SessionRow {
  session_id: number;
  last_seen_at: Date;
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language_code: string;
  currency_code: string;
  is_owner: boolean;
  staff_role: StaffRole | null;
}

/**
 * The signed-in person of a session token's hash, on every signed-in request: prepared (named), since
 * planning it cost ten times its run.
 */
export async function findSessionViewer(db: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id AS session_id, s.last_seen_at, u.id, u.email, u.first_name, u.last_name, u.language_code,
            u.currency_code, u.is_owner, u.staff_role
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status = 'active'`,
    [tokenHash],
    { name: 'auth-session-viewer' },
  );
  return rows[0] ?? null;
}

/** Slides a session's idle expiry (at most once a minute per session: the caller decides). */
export async function touchSession(db: Queryable, sessionId: number, idleDays: number): Promise<void> {
  await db.query(
    'UPDATE sessions SET last_seen_at = now(), expires_at = now() + make_interval(days => $2) WHERE id = $1',
    [sessionId, idleDays],
    { name: 'auth-session-touch' },
  );
}
