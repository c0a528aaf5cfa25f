import type { AuthResponse, CurrentUser } from '../../../shared/auth/session.ts';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { normaliseEmail, type PasswordLogin } from '../../../shared/validation/auth.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { EmailProvider } from '../../providers/email.ts';
import { sendDeviceUnlock } from './deviceUnlock.ts';
import {
  AccountRefusesNewDevices,
  checkLoginThrottle,
  LOGIN_THROTTLE,
  loginBuckets,
  newDeviceCookie,
  trustedDevice,
} from './loginThrottle.ts';
import { verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { clearHits, findCurrentUser, findLoginCandidate, recordHit } from './repository.ts';
import { createSession, sha256 } from './session.ts';

export interface LoginMeta {
  ip: string;
  userAgent?: string;
  sessionIdleDays: number;
}

/** What a password sign-in needs beyond the session: the browser's device cookie and the key that signs it. */
export interface PasswordLoginMeta extends LoginMeta {
  deviceCookie?: string;
  sessionSecret: string;
  /** Where the owner of an account that refuses new browsers is sent their unlock link. */
  unlock?: { email: EmailProvider; publicUrl: string };
  /** The request's language, for the throttle's refusals (src/http/requestLanguage.ts). */
  language?: LanguageCode;
}

export interface SignedIn {
  token: string;
  body: AuthResponse;
  /** A device cookie for this account, set by a password sign-in (see loginThrottle.ts). */
  deviceCookie?: string;
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

/** E-mail and password sign-in, throttled per client and per account (loginThrottle.ts). */
export async function loginWithPassword(
  db: Database,
  input: PasswordLogin,
  meta: PasswordLoginMeta,
): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  const accountHash = sha256(email);
  const device = trustedDevice(meta.sessionSecret, accountHash, meta.deviceCookie);
  const buckets = loginBuckets(accountHash, meta.ip, device);
  try {
    await checkLoginThrottle(db, buckets, meta.language ?? FALLBACK_LANGUAGE);
  } catch (err) {
    // The owner on a new browser is not refused like the guesser: their mailbox gets a way in.
    if (err instanceof AccountRefusesNewDevices && meta.unlock) {
      const user = await findLoginCandidate(db, email);
      if (user?.status === 'active')
        await sendDeviceUnlock(db, meta.unlock.email, user.id, meta.unlock.publicUrl);
    }
    throw err;
  }

  const user = await findLoginCandidate(db, email);
  const passwordOk = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !passwordOk || user.status !== 'active') {
    await recordHit(db, buckets.client, LOGIN_THROTTLE.clientDelay.windowSeconds);
    await recordHit(db, buckets.account, LOGIN_THROTTLE.account.windowSeconds);
    await recordHit(db, buckets.ip, LOGIN_THROTTLE.ip.windowSeconds);
    throw invalidCredentials();
  }

  // The account's count stays: the owner signing in does not give a guesser a fresh allowance.
  await clearHits(db, buckets.client);
  const token = await createSession(db, user.id, meta.sessionIdleDays, {
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return {
    token,
    body: { authToken: token, tracking: trackingOf(user) },
    deviceCookie: newDeviceCookie(meta.sessionSecret, accountHash),
  };
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
