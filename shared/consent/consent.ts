import { readCookie } from './cookies.ts';

/**
 * Consent by purpose (issue 21). What is strictly necessary (the session, the CSRF cookie, the
 * language and currency, this choice itself) needs none; everything else waits for its purpose.
 */
export const CONSENT_PURPOSES = ['analytics', 'surveys', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChoice = Record<ConsentPurpose, boolean>;

export const CONSENT_COOKIE = 'bosun_consent';
/** Asked again after six months, as the French regulator (CNIL) recommends. */
export const CONSENT_DAYS = 182;
/** The app's webview says whether the visitor allowed tracking on the phone (SPEC section 3). */
export const WEBVIEW_TRACKING_COOKIE = 'disabledTracking';
export const VISITOR_COOKIE = 'visitorUlid';
export const VISITOR_DAYS = 395;
/** The ad click id (`gclid`) a visitor arrived with, kept for attribution (SPEC section 9). */
export const AD_CLICK_COOKIE = 'adClickId';
export const AD_CLICK_DAYS = 45;

const CONSENT_VERSION = 'v1';

export const everything = (granted: boolean): ConsentChoice => ({
  analytics: granted,
  surveys: granted,
  advertising: granted,
});

/** `v1.a1s0d1`: the version and one digit per purpose, short enough for every request's header. */
export function encodeConsent(choice: ConsentChoice): string {
  return `${CONSENT_VERSION}.a${Number(choice.analytics)}s${Number(choice.surveys)}d${Number(choice.advertising)}`;
}

export function decodeConsent(value: string | undefined): ConsentChoice | null {
  const match = /^v1\.a([01])s([01])d([01])$/.exec(value ?? '');
  if (!match) return null;
  return { analytics: match[1] === '1', surveys: match[2] === '1', advertising: match[3] === '1' };
}

export interface ConsentState {
  choice: ConsentChoice | null;
  /** `webview`: the app decided, and the banner is never shown. */
  source: 'cookie' | 'webview' | 'none';
}

/** The visitor's consent as the cookies say: the app's webview decides, else the visitor's choice. */
export function consentFromCookies(cookies: string): ConsentState {
  const webview = readCookie(cookies, WEBVIEW_TRACKING_COOKIE);
  if (webview === 'true' || webview === 'false') {
    return { choice: everything(webview === 'false'), source: 'webview' };
  }
  const choice = decodeConsent(readCookie(cookies, CONSENT_COOKIE));
  return choice ? { choice, source: 'cookie' } : { choice: null, source: 'none' };
}

/** Didomi's event names, which the embedded banner uses too, so the metric reads the same. */
export const CONSENT_EVENTS = [
  'notice.clickagree',
  'notice.clickdisagree',
  'preferences.clickagreetoall',
  'preferences.clickdisagreetoall',
  'preferences.clicksavechoices',
  'consent.changed',
] as const;
export type ConsentEvent = (typeof CONSENT_EVENTS)[number];

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID (time-ordered, 128 bits): the visitor's identifier once analytics is allowed. */
export function newUlid(
  now = Date.now(),
  randomBytes: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(16)),
) {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const bytes = randomBytes();
  let rest = '';
  for (let i = 0; i < 16; i++) rest += CROCKFORD[bytes[i] % 32];
  return time + rest;
}
