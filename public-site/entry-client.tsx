import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../shared/i18n/languages.ts';
import { loadErrorReportingWhenIdle, reportSiteError } from './app/errorReporting.ts';
import { type Translations, translationsUrl } from './app/i18n.ts';
import { loadScreen } from './app/screens.ts';
import { browserApi } from './app/siteApi.ts';
import type { ScreenData, SiteRootData } from './app/siteData.ts';
import { prepareDateFormats } from './app/useSite.ts';
import { createRoutes } from './routes.tsx';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

const hydrationData = window.__staticRouterHydrationData;
const site = hydrationData?.loaderData?.root as SiteRootData | undefined;
const screenData = hydrationData?.loaderData?.screen as ScreenData | undefined;

// Each language's phrases are fetched once: the page's own from the URL its head preloads.
const translationsByLanguage = new Map<LanguageCode, Promise<Translations>>();

function loadTranslations(language: LanguageCode, href = translationsUrl(language)): Promise<Translations> {
  let translations = translationsByLanguage.get(language);
  if (!translations) {
    translations = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`Translations for ${language} answered ${response.status}.`);
      return response.json() as Promise<Translations>;
    });
    translations.catch(() => translationsByLanguage.delete(language));
    translationsByLanguage.set(language, translations);
  }
  return translations;
}

// The page's code and phrases must be loaded before hydrating, or the first client render would
// differ from the HTML.
await Promise.all([
  screenData && loadScreen(screenData.screen),
  site &&
    !site.translations &&
    loadTranslations(site.language, site.translationsHref).then((translations) => {
      site.translations = translations;
    }),
]);

/** Lets the browser paint and answer input before the next piece of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// ICU's first date format is the longest single piece of start-up (see prepareDateFormats): it runs
// in a task of its own, so no slice of hydration has to carry it.
if (site) {
  await nextTask();
  prepareDateFormats(site.language);
  await nextTask();
}

const router = createBrowserRouter(
  createRoutes({
    defaultLanguage: site?.defaultLanguage ?? FALLBACK_LANGUAGE,
    loadTranslations,
    cookies: () => document.cookie,
    api: () => browserApi,
  }),
  { hydrationData },
);

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: taps and scrolls during start-up are answered (Total Blocking Time).
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    {
      onUncaughtError: reportSiteError,
      onCaughtError: (error) => {
        console.error(error);
        reportSiteError(error);
      },
    },
  );
});

// The error-reporting SDK is not part of the first load: it comes once the page is interactive.
loadErrorReportingWhenIdle();
