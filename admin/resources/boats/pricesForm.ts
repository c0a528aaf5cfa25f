import type { BoatDetail, BoatPricesInput } from '../../../shared/admin/boats.ts';
import { toCents, toEuros } from '../bookings/MoneyField.tsx';

/** The price sheet as typed: euros and day counts are text until sent. */
let lastRowKey = 0;
/** A row's React key: rows added or removed keep their inputs. */
export const rowKey = () => ++lastRowKey;

export interface PricesForm {
  basePricePerDay: string;
  basePricePerHalfDay: string;
  basePricePerWeek: string;
  seasons: {
    key: number;
    name: string;
    startDate: string;
    endDate: string;
    pricePerDay: string;
    pricePerHalfDay: string;
    pricePerWeek: string;
  }[];
  durationDiscounts: { key: number; minDays: string; percent: string }[];
}

const euros = (cents: number | null) => String(toEuros(cents));
const count = (value: string) => (value.trim() === '' ? null : Number(value));

export const pricesFormOf = (boat: BoatDetail): PricesForm => ({
  basePricePerDay: euros(boat.basePricePerDay),
  basePricePerHalfDay: euros(boat.basePricePerHalfDay),
  basePricePerWeek: euros(boat.basePricePerWeek),
  seasons: boat.seasons.map((s) => ({
    key: rowKey(),
    name: s.name,
    startDate: s.startDate,
    endDate: s.endDate,
    pricePerDay: euros(s.pricePerDay),
    pricePerHalfDay: euros(s.pricePerHalfDay),
    pricePerWeek: euros(s.pricePerWeek),
  })),
  durationDiscounts: boat.durationDiscounts.map((d) => ({
    key: rowKey(),
    minDays: String(d.minDays),
    percent: String(d.percent),
  })),
});

/** What `PUT /api/admin/boats/:id/prices` receives: minor units, and null for a price left empty. */
export const pricesPayload = (form: PricesForm): BoatPricesInput =>
  ({
    basePricePerDay: toCents(form.basePricePerDay),
    basePricePerHalfDay: toCents(form.basePricePerHalfDay),
    basePricePerWeek: toCents(form.basePricePerWeek),
    seasons: form.seasons.map((s) => ({
      name: s.name.trim(),
      startDate: s.startDate,
      endDate: s.endDate,
      pricePerDay: toCents(s.pricePerDay),
      pricePerHalfDay: toCents(s.pricePerHalfDay),
      pricePerWeek: toCents(s.pricePerWeek),
    })),
    durationDiscounts: form.durationDiscounts.map((d) => ({
      minDays: count(d.minDays),
      percent: count(d.percent),
    })),
    // the server validates: an empty base price is sent as null and refused with its field named
  }) as BoatPricesInput;
