import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Currency } from '../../../shared/currency.ts';
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { findCurrency } from '../currencies/repository.ts';

const EURO: Currency = { code: 'EUR', rate: 1, symbol: '€', name: 'Euro', minorDigits: 2 };

/**
 * The language (`_locale`, DESIGN.md) and currency (`currency`) a public answer is written in; an
 * unknown value falls back to English and EUR rather than failing the page.
 */
export async function requestContext(app: FastifyInstance, request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const locale = typeof query._locale === 'string' ? query._locale : '';
  const language: LanguageCode = isLanguageCode(locale) ? locale : FALLBACK_LANGUAGE;
  const code = typeof query.currency === 'string' ? query.currency.trim().toUpperCase() : '';
  const currency = (/^[A-Z]{3}$/.test(code) && (await findCurrency(app.db, code))) || EURO;
  return { language, currency, viewerId: request.viewer?.id ?? null };
}
