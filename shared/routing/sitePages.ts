/** The footer's company and legal pages, at the same slug in every language (issue 23). */
export const SITE_PAGES = [
  'about',
  'how-it-works',
  'become-an-owner',
  'help',
  'contact',
  'terms',
  'privacy',
  'cookies',
] as const;
export type SitePage = (typeof SITE_PAGES)[number];

export function isSitePage(value: string): value is SitePage {
  return (SITE_PAGES as readonly string[]).includes(value);
}
