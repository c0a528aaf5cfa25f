import type { ForecastHour } from '../../providers/weather/weatherProvider.ts';

/**
 * The bad-weather rules (DESIGN.md, "Weather"), beside the refund policy
 * (backoffice/bookings/refundPolicy.ts): when a slot is unsafe, who may then cancel or postpone at
 * once, and what a weather cancellation does to the money. Pure functions; the service calls them,
 * then the payment provider, then records.
 */

export interface Thresholds {
  gustKn: number;
  windKn: number;
  waveM: number;
}

export type ThresholdSettings = { default: Thresholds } & Partial<Record<string, Thresholds>>;

export const DEFAULT_THRESHOLDS: ThresholdSettings = { default: { gustKn: 25, windKn: 20, waveM: 2.5 } };

/** Stricter limits for jet skis and small boats come from the setting, by product type. */
export const thresholdsFor = (settings: ThresholdSettings, productType: string | null): Thresholds =>
  (productType ? settings[productType] : undefined) ?? settings.default;

export type Ground = 'warning' | 'threshold';

export interface SlotAssessment {
  /** Null when the slot is sailable. */
  ground: Ground | null;
  /** The worst hour of the slot (the first warned hour, else the strongest gusts). */
  worst: ForecastHour | null;
}

/** A slot is unsafe when an official warning covers one of its hours or one hour reaches a limit. */
export function assessSlot(hours: readonly ForecastHour[], limits: Thresholds): SlotAssessment {
  if (hours.length === 0) return { ground: null, worst: null };
  const warned = hours.find((h) => h.warning === true);
  if (warned) return { ground: 'warning', worst: warned };
  const worst = hours.reduce((a, b) => (b.gustKn > a.gustKn ? b : a));
  const over = hours.find(
    (h) =>
      h.gustKn >= limits.gustKn || h.windKn >= limits.windKn || (h.waveM !== null && h.waveM >= limits.waveM),
  );
  return over ? { ground: 'threshold', worst: over } : { ground: null, worst };
}

export type WeatherSide = 'tenant' | 'owner';

/**
 * Who may end or move a booking for weather and how: with a warning or over the threshold, either
 * side at once; below it, the renter asks and the owner must agree (no answer by the deadline is a
 * refusal); the owner below the threshold has only the ordinary cancellation.
 */
export function weatherPermission(ground: Ground | null, side: WeatherSide): 'now' | 'askOwner' | 'refused' {
  if (ground) return 'now';
  return side === 'tenant' ? 'askOwner' : 'refused';
}

export interface WeatherMoneyFacts {
  /** What is left to refund of what the renter paid online (captured, minus refunds). */
  refundable: number;
  /** Bosun's service fee of the booking. */
  serviceFee: number;
  /** The price paid for the bad weather guarantee; null without it. */
  guaranteePrice: number | null;
}

export interface WeatherMoney {
  refund: number;
  voucher: number;
  /** What Bosun keeps (the guarantee's price). */
  kept: number;
}

/**
 * A weather cancellation: with the guarantee, everything comes back but the guarantee's price;
 * without it, the rental comes back and the service fee becomes a voucher for a later rental. The
 * owner earns nothing either way. Never more than was paid.
 */
export function weatherCancellationMoney(facts: WeatherMoneyFacts): WeatherMoney {
  const refundable = Math.max(0, facts.refundable);
  if (facts.guaranteePrice !== null) {
    const kept = Math.min(refundable, facts.guaranteePrice);
    return { refund: refundable - kept, voucher: 0, kept };
  }
  const voucher = Math.min(refundable, Math.max(0, facts.serviceFee));
  return { refund: refundable - voucher, voucher, kept: 0 };
}

export interface GuaranteeRules {
  maxDays: number;
  maxRentalAmount: number;
}

/** The guarantee is sold only for short, modest rentals (setting `weatherGuarantee`). */
export const guaranteeSellable = (rules: GuaranteeRules, rental: { days: number; rentalAmount: number }) =>
  rental.days <= rules.maxDays && rental.rentalAmount <= rules.maxRentalAmount;

/**
 * A postponement keeps the money and the length: the new days must be as many as the old, on the
 * same half of the day, in the future, and different from the old ones.
 */
export function postponementProblem(
  from: { startDate: string; days: number },
  to: { startDate: string; days: number },
  today: string,
): 'sameDays' | 'otherLength' | 'past' | null {
  if (to.days !== from.days) return 'otherLength';
  if (to.startDate === from.startDate) return 'sameDays';
  if (to.startDate <= today) return 'past';
  return null;
}
