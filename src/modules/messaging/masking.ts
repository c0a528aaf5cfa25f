/**
 * Before a booking is accepted, contact details in a message are masked for the other party, as
 * marketplaces do to keep payments on the platform: e-mail addresses, links (with or without a
 * scheme) and phone numbers. Pure, so that the rules are tested on their own.
 */
export const MASK = '•••';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;
/** Bare domains on the TLDs people type to move a conversation elsewhere (wa.me, t.me, site.fr/…). */
const BARE_DOMAIN =
  /\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|biz|io|co|me|app|fr|de|es|it|nl|pl|pt|ru|se|gr|uk|eu|be|ch|at|hr|us)\b(?:\/[^\s<>"']*)?/giu;
/** Digits with spaces, dots, dashes, slashes, underscores or brackets between them, maybe after + or 00. */
const PHONE_LIKE = /(?:\+|\b00)?\(?\d[\d\s().\-/_–—·•]{6,}\d/gu;
/**
 * An e-mail address written to slip past a filter: "jean (at) gmail (dot) com", "jean at gmail dot
 * com", "jean[at]gmail.com". A bare " at " needs a domain ending like one (…dot com, .fr) after it.
 * Each run is tried once, from its start (the lookbehind), so the time stays linear in the message.
 */
const AT = String.raw`\s*(?:[(\[{<]\s*at\s*[)\]}>]|@)\s*|\s+at\s+`;
const DOT = String.raw`\s*[(\[{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+|\.`;
const TLDS = 'com|net|org|info|biz|io|co|me|app|fr|de|es|it|nl|pl|pt|ru|se|gr|uk|eu|be|ch|at|hr|us';
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+(?:${AT})[\p{L}\p{N}-]+(?:(?:${DOT})[\p{L}\p{N}-]+)*?(?:${DOT})(?:${TLDS})\b(?!/)`,
  'giu',
);
const ANY_DIGIT = /\p{Nd}/gu;
const IS_DIGIT = /^\p{Nd}$/u;

/** Digits of any script (٠٦١٢…, ０６１２…, ०६१२…) as ASCII digits: a phone number in any of them is one. */
function asciiDigits(text: string): string {
  return text.replace(ANY_DIGIT, (digit) => {
    const code = digit.codePointAt(0) as number;
    let zero = code;
    // Unicode puts each script's ten digits in a row, zero first (several rows may follow each other).
    while (IS_DIGIT.test(String.fromCodePoint(zero - 1)) && code - (zero - 1) < 10) zero--;
    return String((code - zero) % 10);
  });
}
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;

const phoneDigits = (candidate: string) => candidate.replace(/\D/g, '').length;

/** A phone number has 9 digits or more (8 with an international prefix) and is not a date. */
function looksLikePhone(candidate: string): boolean {
  const trimmed = candidate.trim();
  if (DATE_LIKE.test(trimmed)) return false;
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  return phoneDigits(trimmed) >= (international ? 8 : 9);
}

export interface MaskedText {
  text: string;
  masked: boolean;
}

export function maskContactDetails(body: string): MaskedText {
  let masked = false;
  const replace = (pattern: RegExp, text: string, keep?: (match: string) => boolean) =>
    text.replace(pattern, (match) => {
      if (keep && !keep(match)) return match;
      masked = true;
      return MASK;
    });
  let text = replace(EMAIL, asciiDigits(body));
  text = replace(URL_WITH_SCHEME, text);
  text = replace(SPELLED_EMAIL, text);
  text = replace(BARE_DOMAIN, text);
  text = replace(PHONE_LIKE, text, looksLikePhone);
  return { text, masked };
}
