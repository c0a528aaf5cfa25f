import type { FastifyRequest } from 'fastify';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
} from '../../shared/i18n/languages.ts';

/** A language tag as the site names it: `en-gb` is `en-GB`, `pt-BR` is `pt` (its base language). */
function siteLanguage(tag: string): LanguageCode | undefined {
  const [base, region] = tag.trim().split('-');
  const exact = region ? `${base.toLowerCase()}-${region.toUpperCase()}` : base.toLowerCase();
  if (isLanguageCode(exact)) return exact;
  return LANGUAGE_CODES.find((code) => code === base.toLowerCase());
}

/**
 * The language of an answer's words (DESIGN: API contract, whose language): the request's
 * `_locale`, else the browser's Accept-Language by its preference, else English.
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (typeof query._locale === 'string' && isLanguageCode(query._locale)) return query._locale;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const wanted = header
      .split(',')
      .map((part) => {
        const [tag, ...options] = part.split(';');
        const q = options.find((option) => option.trim().startsWith('q='));
        return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const { tag } of wanted) {
      const language = siteLanguage(tag);
      if (language) return language;
    }
  }
  return FALLBACK_LANGUAGE;
}
