import type { ModificationInput, ModificationOptions } from '../../../shared/bookings/trips.ts';

/** What the renter is choosing on booking/{id}/modify; dateTo is null between the two clicks. */
export interface ModificationChoice {
  dateFrom: string | null;
  dateTo: string | null;
  halfDayPeriod: 'morning' | 'afternoon' | null;
  people: number;
  withCaptain: boolean;
  extras: Record<number, number>;
}

export function initialChoice(options: ModificationOptions): ModificationChoice {
  const { current } = options;
  return {
    dateFrom: current.startDate,
    dateTo: current.endDate,
    halfDayPeriod: current.halfDayPeriod,
    people: current.people,
    withCaptain: current.withCaptain,
    extras: Object.fromEntries(current.extras.map((extra) => [extra.extraId, extra.quantity])),
  };
}

/**
 * The body of the quote and of the change, or null while the choice is not complete (a range with
 * one end, no people). A half day only holds on a single day, as the shared schema requires.
 */
export function modificationInputOf(
  choice: ModificationChoice,
  options: ModificationOptions,
): ModificationInput | null {
  if (!choice.dateFrom || !choice.dateTo || choice.dateTo < choice.dateFrom) return null;
  if (!Number.isInteger(choice.people) || choice.people < 1 || choice.people > options.capacity) return null;
  const optional = options.extras.filter((extra) => !extra.mandatory);
  return {
    startDate: choice.dateFrom,
    endDate: choice.dateTo,
    halfDayPeriod: choice.dateFrom === choice.dateTo ? choice.halfDayPeriod : null,
    people: choice.people,
    withCaptain: captainOf(choice, options),
    extras: optional.map((extra) => ({ extraId: extra.id, quantity: choice.extras[extra.id] ?? 0 })),
  };
}

/** Whether the renter picks with or without a captain: only on a boat that offers both. */
export const captainIsChoice = (options: Pick<ModificationOptions, 'sailingType'>): boolean =>
  options.sailingType === 'withOrWithoutCaptain';

/** A captain the boat always or never has is not the renter's choice. */
export function captainOf(choice: ModificationChoice, options: ModificationOptions): boolean {
  if (options.sailingType === 'withCaptain') return true;
  if (options.sailingType === 'withoutCaptain') return false;
  return choice.withCaptain;
}

/** Whether the choice is the booking as it stands (nothing to quote or send). */
export function isUnchanged(input: ModificationInput, options: ModificationOptions): boolean {
  const { current } = options;
  const quantities = new Map(current.extras.map((extra) => [extra.extraId, extra.quantity]));
  return (
    input.startDate === current.startDate &&
    input.endDate === current.endDate &&
    input.halfDayPeriod === current.halfDayPeriod &&
    input.people === current.people &&
    input.withCaptain === current.withCaptain &&
    input.extras.every((extra) => (quantities.get(extra.extraId) ?? 0) === extra.quantity)
  );
}
