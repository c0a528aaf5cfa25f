/** The 13 languages of SPEC section 1 with their legacy ids (SPEC section 3). Fallback: en. */
export const LANGUAGES = [
  { code: 'fr', id: 1, name: 'Français', dateLocale: 'fr-FR' },
  { code: 'en', id: 2, name: 'English', dateLocale: 'en-GB' },
  { code: 'es', id: 3, name: 'Español', dateLocale: 'es-ES' },
  { code: 'it', id: 4, name: 'Italiano', dateLocale: 'it-IT' },
  { code: 'de', id: 6, name: 'Deutsch', dateLocale: 'de-DE' },
  { code: 'nl', id: 7, name: 'Nederlands', dateLocale: 'nl-NL' },
  { code: 'en-US', id: 8, name: 'English (US)', dateLocale: 'en-US' },
  { code: 'en-GB', id: 9, name: 'English (UK)', dateLocale: 'en-GB' },
  { code: 'pl', id: 10, name: 'Polski', dateLocale: 'pl-PL' },
  { code: 'el', id: 11, name: 'Ελληνικά', dateLocale: 'el-GR' },
  { code: 'ru', id: 12, name: 'Русский', dateLocale: 'ru-RU' },
  { code: 'pt', id: 13, name: 'Português', dateLocale: 'pt-PT' },
  { code: 'sv', id: 14, name: 'Svenska', dateLocale: 'sv-SE' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageOf(code: LanguageCode) {
  return LANGUAGES.find((l) => l.code === code)!;
}
