import { consentFromCookies } from '../../shared/consent/consent.ts';
import { readCookie } from '../../shared/consent/cookies.ts';
import { AB_VARIATIONS, type AbVariation } from '../../shared/search/abVariations.ts';

/** The A/B test's cookie (src/modules/search/abTest.ts writes it too): readable, kept 90 days. */
export const AB_COOKIE = 'ab_variation';
const AB_COOKIE_DAYS = 90;

/** The variation the visitor's browser keeps, if any. */
export function keptVariation(cookies: string): AbVariation | null {
  const value = readCookie(cookies, AB_COOKIE);
  return (AB_VARIATIONS as readonly string[]).includes(value ?? '') ? (value as AbVariation) : null;
}

/**
 * The cookie line that keeps the variation the API drew, or null: an experiment's cookie is not
 * strictly necessary, so only after consent to analytics (never while the banner is still open),
 * and never over a variation already kept.
 */
export function stickyVariationCookie(cookies: string, variation: AbVariation): string | null {
  if (keptVariation(cookies) || !consentFromCookies(cookies).choice?.analytics) return null;
  return `${AB_COOKIE}=${variation}; Path=/; Max-Age=${AB_COOKIE_DAYS * 24 * 3600}; SameSite=Lax`;
}
