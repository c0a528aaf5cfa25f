import { LANGUAGE_CODES, type LanguageCode } from '../../shared/i18n/languages.ts';
import { localizedPath } from '../../shared/routing/routeWords.ts';
import type { AlternateLink } from './documentHtml.ts';
import { SCREENS, type ScreenHead } from './screens.ts';
import type { ScreenData } from './siteData.ts';

/** An indexable page's canonical URL and its hreflang alternates; none for the others. */
export interface HeadLinks {
  canonical?: string;
  alternates: AlternateLink[];
}

/**
 * The server writes these links into the document and the browser rewrites them after a client
 * navigation, from the same rule: the page's path in each language (a product's title words differ
 * by language), prefixed by the language, and the unprefixed path for everyone else (x-default).
 */
export function headLinks(
  origin: string,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
  screenData: ScreenData | undefined,
  head: Pick<ScreenHead, 'alternatePaths'>,
): HeadLinks {
  if (!screenData || !SCREENS[screenData.screen].indexable || screenData.noindex) return { alternates: [] };
  const pathIn = (code: LanguageCode) => head.alternatePaths?.[code] ?? screenData.route.path ?? '/';
  const url = (code: LanguageCode) => origin + localizedPath(code, pathIn(code), defaultLanguage);
  return {
    canonical: url(language),
    alternates: [
      ...LANGUAGE_CODES.map((code) => ({ hreflang: code, href: url(code) })),
      { hreflang: 'x-default', href: url(defaultLanguage) },
    ],
  };
}
