import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { LanguageCode } from '../shared/i18n/languages.ts';
import { Screen } from './app/Screen.tsx';
import { SiteError } from './app/SiteError.tsx';
import { SiteLayout } from './app/SiteLayout.tsx';
import {
  keepsPageBehindAuthModal,
  loadScreenData,
  loadSiteRoot,
  resolveUrl,
  type SiteServices,
} from './app/siteData.ts';

/**
 * The site's React Router routes. Paths are not matched by React Router patterns but by
 * shared/routing/resolveRoute.ts (SPEC section 2), so that the server, the client and the tests
 * agree on one resolver: the root route resolves the language and loads its translations, its one
 * child resolves the screen and loads that page's code-split module.
 */
/** The screen reloads as React Router decides, except for a page kept behind the sign-in modal. */
export const screenShouldRevalidate =
  (defaultLanguage: LanguageCode): ShouldRevalidateFunction =>
  (args) =>
    keepsPageBehindAuthModal(args, defaultLanguage) ? false : args.defaultShouldRevalidate;

export function createRoutes(services: SiteServices): RouteObject[] {
  const languageOf = (url: URL) => resolveUrl(url, services.defaultLanguage).language;
  return [
    {
      // Pathless: with path '/', React Router would match the root alone at '/' (it ranks that branch
      // above the splat child's), and the home page of the default language would render empty.
      id: 'root',
      loader: ({ request }) => loadSiteRoot(request, services),
      // Translations only change with the language; an explicit revalidation (same URL) re-reads the currency.
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        currentUrl.href === nextUrl.href ||
        (languageOf(currentUrl) !== languageOf(nextUrl) &&
          !keepsPageBehindAuthModal({ currentUrl, nextUrl }, services.defaultLanguage)),
      Component: SiteLayout,
      ErrorBoundary: SiteError,
      children: [
        {
          id: 'screen',
          path: '*',
          loader: ({ request }) => loadScreenData(request, services),
          shouldRevalidate: screenShouldRevalidate(services.defaultLanguage),
          Component: Screen,
        },
      ],
    },
  ];
}
