import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { SitePage } from '../../../shared/routing/sitePages.ts';

export interface SitePageText {
  title: string;
  /** The meta description and the page's opening line. */
  description: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The cookies the site writes (shared/consent/cookies.ts, src/modules/auth), named on the cookie page. */
export const SITE_COOKIES = [
  { name: 'bosun_session', purpose: 'necessary', days: 30 },
  { name: 'XSRF-TOKEN', purpose: 'necessary', days: 30 },
  { name: 'bosun_device', purpose: 'necessary', days: 365 },
  { name: 'bosun_consent', purpose: 'necessary', days: 182 },
  { name: 'currency', purpose: 'necessary', days: 365 },
  { name: 'ab_variation', purpose: 'necessary', days: 90 },
  { name: 'disabledTracking', purpose: 'necessary', days: null },
  { name: 'visitorUlid', purpose: 'analytics', days: 395 },
  { name: 'adClickId', purpose: 'advertising', days: 45 },
] as const;
export type SiteCookieName = (typeof SITE_COOKIES)[number]['name'];

/** One language's long texts: each footer page, and what each cookie is for. */
export interface SitePageTexts {
  pages: Record<SitePage, SitePageText>;
  cookies: Record<SiteCookieName, string>;
}

/** Each language is its own chunk, loaded only by these pages (the long texts stay out of the phrase file). */
const TEXTS: Record<string, () => Promise<{ texts: SitePageTexts }>> = {
  en: () => import('./texts/en.ts'),
  fr: () => import('./texts/fr.ts'),
  de: () => import('./texts/de.ts'),
  es: () => import('./texts/es.ts'),
  it: () => import('./texts/it.ts'),
  nl: () => import('./texts/nl.ts'),
  pt: () => import('./texts/pt.ts'),
  el: () => import('./texts/el.ts'),
  pl: () => import('./texts/pl.ts'),
  ru: () => import('./texts/ru.ts'),
  sv: () => import('./texts/sv.ts'),
};

/** en-GB and en-US read the English texts. */
export async function loadSitePageTexts(language: LanguageCode): Promise<SitePageTexts> {
  const load = TEXTS[language.slice(0, 2)] ?? TEXTS.en;
  return (await load()).texts;
}
