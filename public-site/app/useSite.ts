import { useRouteLoaderData } from 'react-router';
import { type LanguageCode, languageOf } from '../../shared/i18n/languages.ts';
import type { ScreenData, SiteRootData } from './siteData.ts';

/** The root route's data: language, default language, currency, translations. */
export function useSite(): SiteRootData {
  return useRouteLoaderData('root') as SiteRootData;
}

/** The resolved path of the current page; undefined while the page's loader has failed. */
export function useScreenData(): ScreenData | undefined {
  return useRouteLoaderData('screen') as ScreenData | undefined;
}

/** The data the current page's loader returned (see ScreenModule.loader). */
export function usePageData<T>(): T {
  return (useRouteLoaderData('screen') as ScreenData | undefined)?.data as T;
}

/** Dates in the page's language, with the language's own calendar conventions (SPEC section 2). */
export function useDateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const { language } = useSite();
  const format = dateFormat(languageOf(language).dateLocale, options);
  return (date) => format.format(date);
}

/**
 * Builds the language's first date format ahead of rendering. The first Intl.DateTimeFormat of a page
 * costs 15–25 ms on this machine (ICU loads its data for the language), four times that on a phone,
 * and the calendar's would otherwise fall inside one slice of hydration.
 */
export function prepareDateFormats(language: LanguageCode): void {
  dateFormat(languageOf(language).dateLocale, MONTH_AND_YEAR);
}

/** The calendar's and the reviews' month heading. */
export const MONTH_AND_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

// Building an Intl.DateTimeFormat costs far more than using one: keep one per locale and options.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    dateFormats.set(key, format);
  }
  return format;
}
