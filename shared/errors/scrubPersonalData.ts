/**
 * Personal data never belongs in an error report (issue 21). The browser and the server scrub each
 * event before sending it, and the embedded receiver scrubs it again before storing it, so a report
 * from an old or foreign SDK is cleaned too.
 */

export const FILTERED = '[Filtered]';

/** Object keys whose values are secrets or personal data whatever they hold. */
const SENSITIVE_KEY =
  /pass(word|wd)?$|pwd|secret|token|authori[sz]ation|^auth$|cookie|csrf|xsrf|session|card|^cvc|cvv|iban|email|e-mail|phone|^tel$|mobile|^ip_address$|api[-_]?key|signature/i;

/** Keys of an event that are identifiers of the report itself, never personal data. */
const STRUCTURAL_KEYS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'sid',
  'release',
  'dist',
  'visitorUlid',
  'profile_id',
  // a stack frame's place in the code: its file names carry build hashes that look like tokens
  'filename',
  'abs_path',
  'function',
  'module',
]);

// Every pattern below runs in time linear in the text (a report's strings come from anyone): no
// pattern may retry a long run of characters from each of its positions. A run is matched whole, once,
// and what it must contain is checked in code. (No lookbehind: this file runs in browsers too.)
const BEARER = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
// A URL or form parameter whose name says it is a secret: resetToken=…, password=…, sentry_key stays.
const PARAMETER = /\b([A-Za-z_]+)=([^&#\s"'<>]+)/g;
const SECRET_PARAMETER_NAME =
  /token|secret|password|passwd|pwd|apikey|api_key|signature|session|email|phone/i;
// The domain is optional in the pattern so that a run without one is consumed once, not retried
// from each of its characters; the replacement keeps such runs.
const EMAIL = /[A-Z0-9._%+-]+(@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,})?/gi;
// 13 to 19 digits, maybe grouped by spaces or dashes, starting like a card scheme (2-6).
const CARD_CANDIDATE = /\b[2-6]\d(?:[ -]?\d){11,17}\b/g;
// International (+33 6 12 34 56 78, 0044…) or a national number with a leading 0 (06 12 34 56 78).
const PHONE = /(?:\+|\b00)\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,6}\d|\b0\d(?:[ .-]?\d{2}){4}\b/g;
// An opaque token: 32 or more URL-safe characters mixing letters and digits (128 bits of entropy).
const TOKEN_RUN = /[A-Za-z0-9_-]{32,}/g;

/** A run of 32+ URL-safe characters is a token when it mixes letters and digits; its edge dashes stay. */
function scrubTokenRun(run: string): string {
  let start = 0;
  let end = run.length;
  while (start < end && run[start] === '-') start++;
  while (end > start && run[end - 1] === '-') end--;
  const core = run.slice(start, end);
  if (core.length < 32 || !/\d/.test(core) || !/[A-Za-z]/.test(core)) return run;
  return `${run.slice(0, start)}[token]${run.slice(end)}`;
}

/** Luhn's checksum: tells a card number from an order reference or a timestamp of the same length. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

/** The text with e-mails, phone numbers, card numbers and tokens replaced by markers. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, (_match, scheme: string) => `${scheme} [token]`)
    .replace(JWT, '[token]')
    .replace(PARAMETER, (match, name: string) =>
      SECRET_PARAMETER_NAME.test(name) || name.toLowerCase() === 'code' ? `${name}=${FILTERED}` : match,
    )
    .replace(EMAIL, (match, domain: string | undefined) => (domain ? '[email]' : match))
    .replace(CARD_CANDIDATE, (match) => (isLuhnValid(match.replace(/\D/g, '')) ? '[card]' : match))
    .replace(PHONE, '[phone]')
    .replace(TOKEN_RUN, scrubTokenRun);
}

const MAX_DEPTH = 12;

/**
 * A deep copy of an event (or any JSON value) with personal data removed: values under sensitive keys
 * become [Filtered], every other string is scrubbed, and a user is reduced to its id.
 */
export function scrubPersonalData<T>(value: T): T {
  return scrubValue(value, 0) as T;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (STRUCTURAL_KEYS.has(key)) copy[key] = item;
    else if (key === 'user') copy[key] = scrubUser(item);
    else if (SENSITIVE_KEY.test(key) && item != null && item !== '') copy[key] = FILTERED;
    else copy[key] = scrubValue(item, depth + 1);
  }
  return copy;
}

/** A report may say which account saw an error, never who that is. */
function scrubUser(user: unknown): unknown {
  if (user === null || typeof user !== 'object') return undefined;
  const id = (user as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? { id } : undefined;
}
