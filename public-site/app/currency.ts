/** The currencies a visitor can pick in the header; prices are converted from EUR on the server. */
export const SITE_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'PLN'] as const;
export type SiteCurrency = (typeof SITE_CURRENCIES)[number];
export const DEFAULT_CURRENCY: SiteCurrency = 'EUR';

const CURRENCY_COOKIE = 'currency';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function isSiteCurrency(value: string): value is SiteCurrency {
  return (SITE_CURRENCIES as readonly string[]).includes(value);
}

/** The visitor's currency from a Cookie header (server) or document.cookie (browser). */
export function currencyFromCookies(cookieHeader: string): SiteCurrency {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CURRENCY_COOKIE && value && isSiteCurrency(value.toUpperCase()))
      return value.toUpperCase() as SiteCurrency;
  }
  return DEFAULT_CURRENCY;
}

/** Remembers the choice for a year; readable by the server render, so not HttpOnly. */
export function currencyCookie(currency: SiteCurrency): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Fixed symbols: Intl's differ between Node and browsers, which would break hydration. */
export const CURRENCY_SYMBOLS: Record<SiteCurrency, string> = {
  EUR: '€',
  USD: '$',
  GBP: '£',
  CHF: 'CHF',
  SEK: 'kr',
  PLN: 'zł',
};
