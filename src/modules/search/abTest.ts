import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { consentFromCookies } from '../../../shared/consent/consent.ts';
import { AB_VARIATIONS, type AbVariation } from '../../../shared/search/searchResults.ts';

/** The visitor's A/B test variation: readable by the site (not HttpOnly), kept for 90 days. */
export const AB_COOKIE = 'ab_variation';
const AB_COOKIE_DAYS = 90;

function isVariation(value: unknown): value is AbVariation {
  return typeof value === 'string' && (AB_VARIATIONS as readonly string[]).includes(value);
}

/**
 * The variations of a search call. The visitor's cookie is sticky; a new visitor who allowed
 * analytics draws one and gets the cookie; without that consent nothing is stored on their device
 * and they see the control variation (A), as an experiment's cookie is not strictly necessary. An explicit `abVariations[rankingAlgo]` / `abVariations[multiverse]` in the query
 * (SPEC section 7: the site adds it when a variation is active) wins over the cookie.
 */
export function abVariationsOf(
  request: FastifyRequest,
  reply: FastifyReply,
): { rankingAlgo: AbVariation; multiverse: AbVariation } {
  const query = request.query as Record<string, unknown>;
  const cookie = request.cookies[AB_COOKIE];
  let visitor: AbVariation;
  if (isVariation(cookie)) visitor = cookie;
  else if (!consentFromCookies(request.headers.cookie ?? '').choice?.analytics) visitor = AB_VARIATIONS[0];
  else {
    visitor = AB_VARIATIONS[randomInt(AB_VARIATIONS.length)];
    reply.setCookie(AB_COOKIE, visitor, {
      path: '/',
      maxAge: AB_COOKIE_DAYS * 24 * 3600,
      sameSite: 'lax',
      httpOnly: false,
    });
  }
  const rankingAlgo = query['abVariations[rankingAlgo]'];
  const multiverse = query['abVariations[multiverse]'];
  return {
    rankingAlgo: isVariation(rankingAlgo) ? rankingAlgo : visitor,
    multiverse: isVariation(multiverse) ? multiverse : visitor,
  };
}
