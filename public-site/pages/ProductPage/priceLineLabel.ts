import type { TFunction } from 'i18next';
import type { CheckoutPriceLine } from '../../../shared/checkout/checkout.ts';
import type { QuoteLine } from '../../../shared/product/quote.ts';

/**
 * A server price line in the visitor's words: the product page's quote and the checkout's price
 * show the same lines (the checkout adds insurances and the promo code), so they share the wording.
 */
export function priceLineLabel(line: QuoteLine | CheckoutPriceLine, t: TFunction): string {
  const params = line.params ?? {};
  switch (line.key) {
    case 'rental':
      return params.halfDayPeriod
        ? t(`product:price.halfDay.${params.halfDayPeriod}`)
        : t('product:price.rental', { count: params.days ?? 1 });
    case 'durationDiscount':
      return t('product:price.durationDiscount', { percent: params.percent });
    case 'captain':
      return t('product:price.captain', { count: params.days ?? 1 });
    case 'serviceFee':
      return t('product:price.serviceFee');
    case 'promoCode':
      return t('checkout:price.promoCode', { code: 'promoCode' in line ? (line.promoCode ?? '') : '' });
    default:
      return params.name ?? line.label;
  }
}
