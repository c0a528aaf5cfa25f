import type { PriceLine, QuoteOptions } from '../../../shared/sales/propales.ts';
import { insuranceAmount } from '../checkout/checkoutRules.ts';

export type { QuoteOptions };

export interface ChosenOptions {
  people: number;
  days: number;
  /** The rental after the duration discount: what percent-of-rental insurances apply to. */
  rental: number;
  extraIds: number[];
  insurances: string[];
  /** The quote's language: the labels the renter reads. */
  language: string;
}

/** A name in `language` (`en-GB` falls back to `en`), if the owner gave one. */
export function nameIn(names: Record<string, string>, language: string): string | undefined {
  return names[language] || names[language.split('-')[0]] || undefined;
}

/**
 * The lines a salesperson adds on top of the price engine's (src/modules/pricing): optional extras by
 * their unit, and insurances by their rule. Unknown ids are refused by the caller before this runs.
 */
export function optionLines(options: QuoteOptions, chosen: ChosenOptions): PriceLine[] {
  const lines: PriceLine[] = [];
  for (const extraId of chosen.extraIds) {
    const extra = options.extras.find((e) => e.id === extraId);
    if (!extra) continue;
    const units =
      extra.priceType === 'per_day' ? chosen.days : extra.priceType === 'per_person' ? chosen.people : 1;
    lines.push({
      key: 'extra',
      label: nameIn(extra.names, chosen.language) ?? extra.name,
      amount: extra.price * units,
      params: { names: extra.names },
      extraId,
    });
  }
  for (const key of chosen.insurances) {
    const insurance = options.insurances.find((i) => i.key === key);
    if (!insurance) continue;
    // The checkout's rule, so a quote and the booking it becomes price an insurance alike.
    const amount = insuranceAmount(insurance.pricing, {
      rentalNet: chosen.rental,
      people: chosen.people,
      days: chosen.days,
    });
    lines.push({ key: 'insurance', label: insurance.name, amount, insuranceKey: insurance.key });
  }
  return lines;
}

/** Whether a commercial discount goes beyond the share of the subtotal a salesperson may give alone. */
export const discountNeedsApproval = (discount: number, subtotal: number, maxPercent: number) =>
  discount > Math.floor((subtotal * maxPercent) / 100);
