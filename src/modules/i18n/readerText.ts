import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TFunction } from 'i18next';
import { createSiteI18n, type Translations } from '../../../public-site/app/i18n.ts';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  languageOf,
} from '../../../shared/i18n/languages.ts';
import { PROJECT_ROOT } from '../../projectRoot.ts';

/**
 * Words for a reader who is not looking at a page: an e-mail's, a push's or a PDF's recipient
 * (DESIGN: whose language). The server reads the site's own i18next resources
 * (public-site/public/i18n/bosun/<lang>.json) through the site's own i18next set-up, so a key has
 * its 13 translations and its plural rules in one place whatever renders it; `Intl` writes the
 * dates, times (in the harbour's zone, named) and numbers.
 */

// from the checkout's root, so the compiled server (dist/api) reads the same files
const RESOURCES = pathToFileURL(join(PROJECT_ROOT, 'public-site/public/i18n/bosun/'));
/**
 * The server's own namespaces (`notices`: what notices, e-mails and PDFs say), in the same format
 * and beside the same i18next set-up, kept out of public-site/public so the site never downloads
 * them (its first load is unchanged). A namespace lives in one of the two sets, never both.
 */
export const SERVER_RESOURCES = pathToFileURL(join(PROJECT_ROOT, 'src/modules/i18n/resources/'));
const loaded = new Map<LanguageCode, Translations>();

const readJson = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Translations;

function translationsOf(language: LanguageCode): Translations {
  let translations = loaded.get(language);
  if (!translations) {
    translations = {
      ...readJson(new URL(`${language}.json`, RESOURCES)),
      ...readJson(new URL(`${language}.json`, SERVER_RESOURCES)),
    };
    loaded.set(language, translations);
  }
  return translations;
}

/** A stored language code as a site language; anything else reads the fallback (English). */
export const readerLanguage = (code: string | null | undefined): LanguageCode =>
  code && isLanguageCode(code) ? code : FALLBACK_LANGUAGE;

export interface ReaderText {
  language: LanguageCode;
  /** The site's phrases: `t('econtract:zones.port')`, `t('search:equipment.gps')`. */
  t: TFunction;
  /** A key's stored phrases as written (`{{name}}` placeholders), or undefined: `phrases('notices:bookings')`. */
  phrases(key: string): unknown;
  /** A booking day ("1. Juli 2027"): calendar dates have no time zone. */
  day(date: string): string;
  /** An instant in the harbour's local time, with the zone's name ("01.07.2027, 11:40 MESZ"). */
  instant(iso: string, timeZone: string): string;
  /** A number as the reader writes it ("12,5"). */
  number(value: number): string;
}

const readers = new Map<LanguageCode, ReaderText>();

export function readerText(code: string | null | undefined): ReaderText {
  const language = readerLanguage(code);
  const cached = readers.get(language);
  if (cached) return cached;
  const locale = languageOf(language).dateLocale;
  const i18n = createSiteI18n(language, translationsOf(language));
  const t = i18n.getFixedT(language);
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const instants = new Map<string, Intl.DateTimeFormat>();
  const numbers = new Intl.NumberFormat(locale);
  const reader: ReaderText = {
    language,
    t,
    phrases(key) {
      const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
      return i18n.getResource(language, ns, path);
    },
    day: (date) => days.format(new Date(`${date}T00:00:00Z`)),
    instant(iso, timeZone) {
      let format = instants.get(timeZone);
      if (!format) {
        format = new Intl.DateTimeFormat(locale, {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone,
          timeZoneName: 'short',
        });
        instants.set(timeZone, format);
      }
      return format.format(new Date(iso));
    },
    number: (value) => numbers.format(value),
  };
  readers.set(language, reader);
  return reader;
}
