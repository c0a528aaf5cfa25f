import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/i18n/languages.ts';
import {
  activitySearchPath,
  isActivityPrefix,
  isBoatRentalPrefix,
  productTypeFromSlug,
  ROUTE_WORDS,
  searchPath,
} from '../../../shared/routing/routeWords.ts';
import type { SearchKind } from './searchLoader.ts';

export type AlternatePaths = Partial<Record<LanguageCode, string>>;

function inEveryLanguage(pathIn: (language: LanguageCode) => string): AlternatePaths {
  return Object.fromEntries(LANGUAGE_CODES.map((language) => [language, pathIn(language)]));
}

/**
 * A search page in each language, without language prefix (the server adds it): the URL words are
 * localized (`/location-bateau/recherche` is `/boot-mieten/suche` in German), the place slug is not.
 * Passing the language itself as the default one makes the path helpers leave the prefix out.
 */
export function searchAlternatePaths(kind: SearchKind, placeSlug?: string): AlternatePaths {
  const pathOf = kind === 'activity' ? activitySearchPath : searchPath;
  return inEveryLanguage((language) => pathOf(language, { placeSlug, defaultLanguage: language }));
}

const EXPERIENCES_WORDS = [...new Set(LANGUAGE_CODES.map((code) => ROUTE_WORDS[code].experiences))];

/**
 * A landing in each language, without language prefix. Its segments are read as the API reads them
 * (src/modules/landings/service.ts): an experiences word (alone or as `word-rest`) first, SEO prefixes
 * and the first product type are localized; places and experiences have one slug in every language.
 */
export function landingAlternatePaths(customization: string): AlternatePaths {
  const segments = customization.split('/').filter(Boolean);
  return inEveryLanguage((language) => {
    const words = ROUTE_WORDS[language];
    let typed = false;
    const localize = (segment: string): string => {
      if (isBoatRentalPrefix(segment)) return words.boatRental;
      if (isActivityPrefix(segment)) return words.activities;
      const type = productTypeFromSlug(segment);
      if (type && !typed) {
        typed = true;
        return words.productTypes[type];
      }
      return segment;
    };
    const localized = segments.map((raw, index) => {
      const word =
        index === 0 ? EXPERIENCES_WORDS.find((w) => raw === w || raw.startsWith(`${w}-`)) : undefined;
      if (!word) return localize(raw);
      const rest = raw.slice(word.length + 1);
      return rest ? `${words.experiences}-${localize(rest)}` : words.experiences;
    });
    return `/${localized.join('/')}`;
  });
}
