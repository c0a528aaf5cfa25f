import { z } from 'zod';
import { PHONE_PREFIXES } from './catalogue/phonePrefixes.ts';
import { LANGUAGE_CODES } from './i18n/languages.ts';

/**
 * The API's shared kinds of values, described exactly (DESIGN.md, "API contract": dates
 * `YYYY-MM-DD`, instants ISO 8601 UTC, money in integer minor units). The description checks them:
 * src/http/answerCheck.ts validates every answer the tests see against these formats and lists, and
 * src/http/openapi.test.ts fails on a timestamp, id, amount or code described loosely.
 */

/**
 * An instant, ISO 8601 in UTC, described as `date-time`. A string to the validator, as before: the
 * API writes instants with `toISOString()`, and a page parsing an answer must not fail on one.
 */
export const instant = () => z.string().meta({ format: 'date-time' });

/** A calendar date `YYYY-MM-DD` (a harbour's day, never an instant), described as `date`. */
export const calendarDate = () => z.string().meta({ format: 'date' });

/**
 * The codes below stay strings to the validator (a page parsing an answer must not fail on one) and
 * are closed lists in the description, where the answer check holds the API to them.
 */

/** ISO 4217 codes (upper case), as the runtime knows them: the currencies table holds some of them. */
export const CURRENCY_CODES = Intl.supportedValuesOf('currency');

/** A currency code in an answer: one closed list, kept once in the description. */
export const currencyCodeValue = z
  .string()
  .meta({ id: 'CurrencyCode', enum: CURRENCY_CODES, description: 'ISO 4217, upper case.' });

/** A country code in an answer (ISO 3166-1 alpha-2, upper case): the countries of the phone list. */
export const countryCodeValue = z.string().meta({
  id: 'CountryCode',
  enum: PHONE_PREFIXES.map((prefix) => prefix.country),
  description: 'ISO 3166-1 alpha-2, upper case.',
});

/** One of the site's 13 languages (SPEC section 1). */
export const languageCodeValue = z.string().meta({
  id: 'LanguageCode',
  enum: [...LANGUAGE_CODES],
  description: 'One of the 13 languages of the site.',
});
