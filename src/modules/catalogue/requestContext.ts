import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currencyCodeValue } from '../../../shared/apiValues.ts';
import type { Currency } from '../../../shared/currency.ts';
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { findCurrency } from '../currencies/repository.ts';

const EURO: Currency = { code: 'EUR', legacyId: 1, rate: 1, symbol: '€', name: 'Euro', minorDigits: 2 };

/** Rates change a few times a day: every public page reading them for a minute saves a query each. */
const CURRENCY_TTL_MS = 60_000;
const currencies = new Map<string, { at: number; currency: Promise<Currency | undefined> }>();

function cachedCurrency(app: FastifyInstance, code: string): Promise<Currency | undefined> {
  const hit = currencies.get(code);
  if (hit && Date.now() - hit.at < CURRENCY_TTL_MS) return hit.currency;
  const currency = findCurrency(app.db, code);
  currencies.set(code, { at: Date.now(), currency });
  currency.catch(() => currencies.delete(code));
  return currency;
}

/** What requestContext reads from the query, for the description; it never refuses a value. */
export const requestContextQuerySchema = z.object({
  _locale: z.string().optional().describe('Language of the answer; unknown: English'),
  currency: currencyCodeValue.optional().describe('ISO 4217 code of the prices; unknown: EUR'),
});

/**
 * The language (`_locale`, DESIGN.md) and currency (`currency`) a public answer is written in; an
 * unknown value falls back to English and EUR rather than failing the page.
 */
export async function requestContext(app: FastifyInstance, request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const locale = typeof query._locale === 'string' ? query._locale : '';
  const language: LanguageCode = isLanguageCode(locale) ? locale : FALLBACK_LANGUAGE;
  const code = typeof query.currency === 'string' ? query.currency.trim().toUpperCase() : '';
  const currency = (/^[A-Z]{3}$/.test(code) && (await cachedCurrency(app, code))) || EURO;
  return { language, currency, viewerId: request.viewer?.id ?? null };
}
