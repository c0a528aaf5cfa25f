import { createInstance, type i18n as I18n } from 'i18next';
import type { LanguageCode } from '../../shared/i18n/languages.ts';

/** One language's file public-site/public/i18n/bosun/<lang>.json: namespaces of nested phrases. */
export type Translations = Record<string, Record<string, unknown>>;

export const TRANSLATIONS_BRAND = 'bosun';

export function translationsUrl(language: LanguageCode): string {
  return `/i18n/${TRANSLATIONS_BRAND}/${language}.json`;
}

/**
 * An i18next instance holding one language, initialised synchronously so that the server and the
 * hydrating client render the same text on their first pass. Every language file is complete, so
 * there is no fallback language to load.
 */
export function createSiteI18n(language: LanguageCode, translations: Translations): I18n {
  const i18n = createInstance();
  i18n.init({
    lng: language,
    resources: { [language]: translations },
    ns: Object.keys(translations),
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return i18n;
}
