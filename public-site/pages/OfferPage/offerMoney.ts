import { formatMoney, fromEur } from '../../../shared/money/format.ts';
import type { RenterOffer } from '../../../shared/sales/propales.ts';

/** Amounts arrive in EUR minor units with the offer's display currency; the site only formats them. */
export function offerMoney(offer: Pick<RenterOffer, 'currency'>, locale: string) {
  return (amountEur: number) => formatMoney(fromEur(amountEur, offer.currency), offer.currency, locale);
}
