import type { AuthResponse, CurrentUser } from '../../../shared/auth/session.ts';
import { normaliseEmail, type PasswordLogin } from '../../../shared/validation/auth.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { clearHits, findCurrentUser, findLoginCandidate, recordHit } from './repository.ts';
import { createSession, sha256 } from './session.ts';
import { type Limit, throttle as throttleBucket } from './throttle.ts';

/** Failed sign-ins allowed before a 429, counted in the database so every API process shares them. */
export const LOGIN_FAILURE_LIMITS = {
  account: { max: 10, windowSeconds: 15 * 60 },
  ip: { max: 50, windowSeconds: 15 * 60 },
} as const;

export interface LoginMeta {
  ip: string;
  userAgent?: string;
  sessionIdleDays: number;
}

export interface SignedIn {
  token: string;
  body: AuthResponse;
}

const invalidCredentials = () =>
  new HttpError(401, 'invalid-credentials', 'The e-mail or the password is wrong.');

/** E.164 (`+` and 7 to 15 digits) once spaces and separators are removed; anything else counts as no phone. */
export function toE164(phone: string | null): string | null {
  const compact = phone?.replace(/[\s().-]/g, '') ?? '';
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

export function trackingOf(user: {
  id: number;
  email: string;
  phone_number: string | null;
}): AuthResponse['tracking'] {
  const phone = toE164(user.phone_number);
  return {
    userId: user.id,
    hashedEmail: sha256(normaliseEmail(user.email)),
    hashedPhone: phone ? sha256(phone) : null,
  };
}

const throttle = (db: Database, bucket: string, limit: Limit) =>
  throttleBucket(db, bucket, limit, (minutes) => `Too many failed sign-ins. Try again in ${minutes} min.`);

/** E-mail and password sign-in. Third-party sign-in (providerId, providerToken) will sit beside it. */
export async function loginWithPassword(
  db: Database,
  input: PasswordLogin,
  meta: LoginMeta,
): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  const accountBucket = `login-failure:account:${sha256(email)}`;
  const ipBucket = `login-failure:ip:${meta.ip}`;
  await throttle(db, accountBucket, LOGIN_FAILURE_LIMITS.account);
  await throttle(db, ipBucket, LOGIN_FAILURE_LIMITS.ip);

  const user = await findLoginCandidate(db, email);
  const passwordOk = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !passwordOk || user.status !== 'active') {
    await recordHit(db, accountBucket, LOGIN_FAILURE_LIMITS.account.windowSeconds);
    await recordHit(db, ipBucket, LOGIN_FAILURE_LIMITS.ip.windowSeconds);
    throw invalidCredentials();
  }

  await clearHits(db, accountBucket);
  const token = await createSession(db, user.id, meta.sessionIdleDays, {
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { token, body: { authToken: token, tracking: trackingOf(user) } };
}

export async function getCurrentUser(db: Database, userId: number): Promise<CurrentUser | null> {
  const row = await findCurrentUser(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    languageCode: row.language_code,
    currencyCode: row.currency_code.trim(),
    isOwner: row.is_owner,
    ownerType: row.owner_type,
    isSuperOwner: row.is_super_owner,
    staffRole: row.staff_role,
    permissions: { pushNotif: row.push_notif_accepted, tracking: row.tracking_accepted },
  };
}
