import type { SailingType } from '../../../shared/catalogue/catalogue.ts';
import type {
  CheckoutPriceLine,
  DownPaymentDetails,
  InsuranceKey,
  PromoRefusal,
} from '../../../shared/checkout/checkout.ts';
import { addDays } from '../pricing/calendarDates.ts';
import { downPaymentRefusal, type PriceLine, type PricingSettings } from '../pricing/priceEngine.ts';

/** Whether a captain sails: always on a captain-only boat, never on one without, else as chosen. */
export function captainAboard(sailingType: SailingType, chosen: boolean): boolean {
  return sailingType === 'withCaptain' || (sailingType === 'withOrWithoutCaptain' && chosen);
}

/**
 * A captain choice the boat cannot take (the field error key): without a captain on a boat that
 * only sails with one, or with one on a boat that has none. Null when the choice stands.
 */
export function captainChoiceRefusal(
  sailingType: SailingType,
  withCaptain: boolean,
): 'captainRequired' | 'captainUnavailable' | null {
  if (captainAboard(sailingType, withCaptain) === withCaptain) return null;
  return withCaptain ? 'captainUnavailable' : 'captainRequired';
}

/**
 * The checkout's own price rules on top of the price engine (insurances, promo codes, chosen
 * extras, down payment): pure, so the unit tests pin them and every caller gets the same figures.
 * Amounts are EUR minor units.
 */

/** insurances.pricing: the shapes the catalogue stores. */
export type InsuranceRule =
  | { kind: 'percent_of_rental'; percent: number; min?: number; max?: number }
  | { kind: 'per_person_per_day'; amount: number }
  | { kind: 'per_booking'; amount: number };

export interface InsuranceBase {
  /** Rental after the duration discount. */
  rentalNet: number;
  people: number;
  days: number;
}

export function insuranceAmount(rule: InsuranceRule, base: InsuranceBase): number {
  switch (rule.kind) {
    case 'per_person_per_day':
      return rule.amount * base.people * base.days;
    case 'per_booking':
      return rule.amount;
    case 'percent_of_rental': {
      const amount = Math.max(rule.min ?? 0, Math.round((base.rentalNet * rule.percent) / 100));
      return rule.max ? Math.min(rule.max, amount) : amount;
    }
  }
}

export interface PromoRule {
  id: number;
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  validFrom: Date | null;
  validTo: Date | null;
  minimumAmount: number;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  active: boolean;
}

export interface PromoUsage {
  now: Date;
  /** The amount the minimum and the percentage apply to: the rental after the duration discount. */
  rentalNet: number;
  /** Uses by everyone (paid bookings), this session excluded. */
  totalUses: number;
  /** Uses by this renter, this session excluded. */
  usesByUser: number;
}

export function promoRefusal(rule: PromoRule | undefined, usage: PromoUsage): PromoRefusal | null {
  if (!rule) return 'promo-unknown';
  if (!rule.active) return 'promo-inactive';
  if (rule.validFrom && usage.now < rule.validFrom) return 'promo-not-started';
  if (rule.validTo && usage.now >= rule.validTo) return 'promo-expired';
  if (rule.maxUses !== null && usage.totalUses >= rule.maxUses) return 'promo-exhausted';
  if (rule.maxUsesPerUser !== null && usage.usesByUser >= rule.maxUsesPerUser) return 'promo-already-used';
  if (usage.rentalNet < rule.minimumAmount) return 'promo-minimum-not-reached';
  return null;
}

/** The discount a valid code gives: never more than the rental it applies to. */
export function promoAmount(rule: PromoRule, rentalNet: number): number {
  const amount =
    rule.percentOff !== null ? Math.round((rentalNet * rule.percentOff) / 100) : (rule.amountOff ?? 0);
  return Math.max(0, Math.min(amount, rentalNet));
}

export interface DownPaymentInput {
  rule: PricingSettings['downPayment'];
  balancePaymentDays: number;
  today: string;
  startDate: string;
  onlineAmount: number;
  selected: boolean;
}

/** The split of the online amount: percent now, the rest `balancePaymentDays` before the start. */
export function downPaymentSplit(input: DownPaymentInput): DownPaymentDetails {
  const refusal = downPaymentRefusal(input.rule, input.today, input.startDate, input.onlineAmount);
  const isEligible = refusal === null;
  const downPaymentAmount = isEligible ? Math.round((input.onlineAmount * input.rule.percent) / 100) : 0;
  return {
    isEligible,
    refusal,
    isSelected: isEligible && input.selected,
    percent: input.rule.percent,
    minDaysBeforeStart: input.rule.minDaysBeforeStart,
    minTotalAmount: input.rule.minTotalAmount,
    downPaymentAmount,
    balancePaymentAmount: isEligible ? input.onlineAmount - downPaymentAmount : 0,
    balancePaymentDate: isEligible ? addDays(input.startDate, -input.balancePaymentDays) : null,
  };
}

export interface ChosenExtra {
  id: number;
  name: string;
  price: number;
  priceType: 'per_booking' | 'per_day' | 'per_person';
  paidAtHarbour: boolean;
  quantity: number;
}

export function extraAmount(
  extra: Omit<ChosenExtra, 'id' | 'name' | 'paidAtHarbour'>,
  days: number,
  people: number,
) {
  const units = extra.priceType === 'per_day' ? days : extra.priceType === 'per_person' ? people : 1;
  return extra.price * units * extra.quantity;
}

export interface CheckoutAdditions {
  /** Lines of the price engine (rental, duration discount, captain, mandatory extras, service fee). */
  engineLines: PriceLine[];
  days: number;
  people: number;
  rentalNet: number;
  chosenExtras: ChosenExtra[];
  insurances: { key: InsuranceKey; name: string; amount: number }[];
  promo: { code: string; amount: number } | null;
}

export interface CheckoutTotals {
  lines: CheckoutPriceLine[];
  total: number;
  onlineAmount: number;
  harbourAmount: number;
  insuranceAmount: number;
  promoAmount: number;
}

/**
 * The engine's lines plus the checkout's: chosen extras before the service fee, then insurances,
 * then the promo code; the harbour amount is what the lines say is paid at the harbour.
 */
export function checkoutLines(input: CheckoutAdditions): CheckoutTotals {
  const lines: CheckoutPriceLine[] = [];
  const fee = input.engineLines.filter((line) => line.key === 'serviceFee');
  lines.push(...input.engineLines.filter((line) => line.key !== 'serviceFee'));
  for (const extra of input.chosenExtras) {
    lines.push({
      key: 'extra',
      label: extra.name,
      amount: extraAmount(extra, input.days, input.people),
      params: { name: extra.name },
      extraId: extra.id,
      paidAtHarbour: extra.paidAtHarbour,
      optional: true,
    });
  }
  lines.push(...fee);
  for (const insurance of input.insurances) {
    lines.push({
      key: 'insurance',
      label: insurance.name,
      amount: insurance.amount,
      params: { name: insurance.name },
      insuranceKey: insurance.key,
    });
  }
  if (input.promo && input.promo.amount > 0) {
    lines.push({
      key: 'promoCode',
      label: input.promo.code,
      amount: -input.promo.amount,
      promoCode: input.promo.code,
    });
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const harbourAmount = lines
    .filter((line) => line.paidAtHarbour)
    .reduce((sum, line) => sum + line.amount, 0);
  return {
    lines,
    total,
    onlineAmount: total - harbourAmount,
    harbourAmount,
    insuranceAmount: input.insurances.reduce((sum, insurance) => sum + insurance.amount, 0),
    promoAmount: input.promo?.amount ?? 0,
  };
}
