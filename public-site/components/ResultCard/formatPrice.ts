import { CURRENCY_SYMBOLS, type SiteCurrency } from '../../app/currency.ts';

/**
 * A whole-unit price with our fixed symbols (Intl's differ between Node and browsers, which would
 * break hydration): "€120" in English, "120 €" in the other languages.
 */
export function formatPrice(amountMinor: number, currency: string, language: string): string {
  const units = Math.round(amountMinor / 100);
  const digits = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, language.startsWith('en') ? ',' : '\u202f');
  const symbol = CURRENCY_SYMBOLS[currency as SiteCurrency] ?? currency;
  return language.startsWith('en') ? `${symbol}${digits}` : `${digits}\u00a0${symbol}`;
}
