import type { CheckoutCurrency } from '../../../shared/checkout/checkout.ts';
import { useSite } from '../../app/useSite.ts';
import { formatAmount } from '../ProductPage/money.ts';

export const EURO: CheckoutCurrency = { code: 'EUR', symbol: '€', minorDigits: 2 };

/** Formats minor units of the answer's currency in the page's language (same text on server and browser). */
export function useMoney(currency: CheckoutCurrency): (amount: number) => string {
  const { language } = useSite();
  return (amount) => formatAmount(amount, currency, language);
}
