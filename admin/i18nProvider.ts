import { convertRaTranslationsToI18next, useI18nextProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';
import { en } from './i18n/en.ts';
import { fr } from './i18n/fr.ts';

const AVAILABLE_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

const browserLocale = () => (navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en');

/**
 * The back office speaks English and French (react-admin's own strings plus ours), through i18next;
 * it starts in the browser's language unless told (tests render the French console this way).
 */
export function useBosunI18nProvider(locale?: 'en' | 'fr') {
  return useI18nextProvider({
    options: {
      lng: locale ?? browserLocale(),
      fallbackLng: 'en',
      // React escapes what it renders; escaping here too would show &lt; in titles.
      interpolation: { escapeValue: false },
      resources: {
        en: { translation: convertRaTranslationsToI18next(mergeTranslations(englishMessages, en)) },
        fr: { translation: convertRaTranslationsToI18next(mergeTranslations(frenchMessages, fr)) },
      },
    },
    availableLocales: AVAILABLE_LOCALES,
  });
}
