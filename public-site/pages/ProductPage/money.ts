import type { QuoteCurrency } from '../../../shared/product/quote.ts';
import { CURRENCY_SYMBOLS, type SiteCurrency } from '../../app/currency.ts';

/**
 * An amount in minor units with our fixed symbols (Intl's differ between Node and browsers, which
 * would break hydration): "€1,234.50" in English, "1 234,50 €" elsewhere; cents only when present.
 */
export function formatAmount(amountMinor: number, currency: QuoteCurrency, language: string): string {
  const english = language.startsWith('en');
  const negative = amountMinor < 0;
  const scale = 10 ** currency.minorDigits;
  const absolute = Math.abs(amountMinor);
  const units = Math.floor(absolute / scale);
  const cents = absolute % scale;
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, english ? ',' : '\u202f');
  const number =
    cents > 0
      ? `${grouped}${english ? '.' : ','}${String(cents).padStart(currency.minorDigits, '0')}`
      : grouped;
  const symbol = CURRENCY_SYMBOLS[currency.code as SiteCurrency] ?? currency.code;
  const text = english ? `${symbol}${number}` : `${number}\u00a0${symbol}`;
  return negative ? `−${text}` : text;
}
