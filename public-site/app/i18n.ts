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
  // One instance per loaded translations object: it never changes language, so every render of that
  // language can share it instead of building a new one (a hot spot of the server render).
  const cached = instances.get(translations);
  if (cached?.language === language) return cached;
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
  instances.set(translations, i18n);
  return i18n;
}

const instances = new WeakMap<Translations, I18n>();
