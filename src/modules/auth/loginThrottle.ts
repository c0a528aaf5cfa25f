import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { readerText } from '../i18n/readerText.ts';
import { countRecentHits } from './repository.ts';
import { type Limit, throttle } from './throttle.ts';

/**
 * Failed sign-ins, throttled so that guessing is slow and nobody can lock the real owner out
 * (OWASP ASVS 2.2.1; OWASP's "device cookies"), all counted in the database so every process shares them:
 * - each (account, client) pair waits longer after each failure: a few tries free, then 2 s, 4 s, 8 s…
 *   up to 15 minutes. A client is the browser's device cookie when it has one for this account, else
 *   its IP address. Only that client waits.
 * - the account accepts at most `account.max` failures in its window from clients it does not know
 *   (no device cookie): a distributed guess stops there, while a browser the owner signed in with
 *   before still may sign in.
 * - an address accepts at most `ip.max` failures across accounts (password spraying).
 */
export const LOGIN_THROTTLE = {
  clientDelay: { freeFailures: 3, firstDelaySeconds: 2, maxDelaySeconds: 15 * 60, windowSeconds: 60 * 60 },
  account: { max: 10, windowSeconds: 15 * 60 },
  ip: { max: 50, windowSeconds: 15 * 60 },
} as const;

export const DEVICE_COOKIE = 'bosun_device';
export const DEVICE_COOKIE_DAYS = 365;

/** The refusal's words, in the request's language (DESIGN: whose language), as the general rate limit's. */
const tooManyWords = (language: LanguageCode, minutes: number) => {
  const reader = readerText(language);
  return reader.t('errors:tooManySignIns', { minutes: reader.number(minutes) });
};

const tooMany = (seconds: number, language: LanguageCode) =>
  new HttpError(429, 'too-many-attempts', tooManyWords(language, Math.ceil(seconds / 60)), undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(seconds))),
  });

/** The wait after `failures` failures of one client: none for the first few, then doubling. */
export function clientDelaySeconds(failures: number): number {
  const rule = LOGIN_THROTTLE.clientDelay;
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (failures - rule.freeFailures));
}

const deviceKey = (secret: string) => createHmac('sha256', secret).update('bosun device cookie').digest();
const deviceSignature = (secret: string, accountHash: string, nonce: string) =>
  createHmac('sha256', deviceKey(secret)).update(`${accountHash}.${nonce}`).digest('base64url');

/** A new device cookie value for the account (its e-mail's hash): `nonce.signature`. */
export function newDeviceCookie(secret: string, accountHash: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${deviceSignature(secret, accountHash, nonce)}`;
}

/** The nonce of a device cookie signed for this account, or null (absent, forged, another account's). */
export function trustedDevice(
  secret: string,
  accountHash: string,
  cookie: string | undefined,
): string | null {
  const [nonce, signature, extra] = (cookie ?? '').split('.');
  if (!nonce || !signature || extra !== undefined) return null;
  const expected = Buffer.from(deviceSignature(secret, accountHash, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

export interface LoginBuckets {
  client: string;
  account: string;
  ip: string;
  /** Whether the client is a browser the owner signed in with (a valid device cookie). */
  knownDevice: boolean;
}

export function loginBuckets(accountHash: string, ip: string, device: string | null): LoginBuckets {
  return {
    client: `login-failure:client:${accountHash}:${device ? `device:${device}` : `ip:${ip}`}`,
    account: `login-failure:account:${accountHash}`,
    ip: `login-failure:ip:${ip}`,
    knownDevice: device !== null,
  };
}

/**
 * The account refuses browsers it does not know: its owner is sent a link that makes theirs a known
 * one (deviceUnlock.ts), rather than being refused with the guesser until the window ends.
 */
export class AccountRefusesNewDevices extends HttpError {
  constructor(retryAfterSeconds: string, language: LanguageCode) {
    super(
      429,
      'account-locked-new-device',
      readerText(language).t('errors:accountRefusesNewDevices'),
      undefined,
      { 'Retry-After': retryAfterSeconds },
    );
  }
}

/** 429 with Retry-After when this client must still wait, the account refuses unknown clients, or the IP is spent. */
export async function checkLoginThrottle(
  db: Queryable,
  buckets: LoginBuckets,
  /** The request's language (`_locale`, else Accept-Language): the refusal is read on its page. */
  language: LanguageCode,
): Promise<void> {
  const rule = LOGIN_THROTTLE.clientDelay;
  const { hits, hitTimes } = await countRecentHits(db, buckets.client, rule.windowSeconds);
  const delay = clientDelaySeconds(hits);
  if (delay > 0) {
    const waitUntil = hitTimes[hits - 1].getTime() + delay * 1000;
    if (waitUntil > Date.now()) throw tooMany((waitUntil - Date.now()) / 1000, language);
  }
  const message = (minutes: number) => tooManyWords(language, minutes);
  if (!buckets.knownDevice)
    await throttle(db, buckets.account, LOGIN_THROTTLE.account as Limit, message).catch((err: unknown) => {
      if (err instanceof HttpError && err.statusCode === 429)
        throw new AccountRefusesNewDevices(err.headers?.['Retry-After'] ?? '900', language);
      throw err;
    });
  await throttle(db, buckets.ip, LOGIN_THROTTLE.ip as Limit, message);
}
