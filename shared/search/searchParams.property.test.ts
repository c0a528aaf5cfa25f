import { describe, expect, it } from 'vitest';
import {
  BUILD_YEAR_SPAN,
  INTEGER_BOUNDS,
  MAX_SEARCH_PAGE,
  sanitizeSearchParams,
  toSearchParams,
} from './searchParams.ts';

/**
 * Property tests without a library: a seeded generator (mulberry32) builds thousands of hostile
 * query strings; the same seed always gives the same cases, so a failure can be replayed.
 */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TODAY = '2030-06-15';
const NAMES = [
  'address',
  'city',
  'distance',
  'latitude',
  'longitude',
  'durations[]',
  'numberOfPeople',
  'numberOfPeoples',
  'numberOfCabins',
  'numberOfBerths',
  'superOwner',
  'bestRating',
  'instantBooking',
  'enginePowerFrom',
  'enginePowerTo',
  'minBuildYear',
  'maxBuildYear',
  'lengthFrom',
  'lengthTo',
  'priceFrom',
  'priceTo',
  '_page',
  'boatTypes',
  'cancellationPolicy',
  'dateFrom',
  'dateTo',
  'DateDebut',
  'DateFin',
  'ProduitTypeId',
  'equipments[]',
  'withCaptain',
  'productTags',
  'halfDayPeriod',
  'experiences[]',
  'hasDiscount',
  'ownerId',
  'ownerType',
  'sort',
  'sortOrder',
  'activityTypes[]',
  'timesOfTheDay[]',
  'skipperLanguages[]',
  'countryCode',
];
const VALUES = [
  '',
  '0',
  '1',
  '-1',
  '2',
  '5',
  '15',
  '16',
  '20',
  '21',
  '400',
  '401',
  '1e3',
  '3.5',
  'NaN',
  ' 7 ',
  '2010',
  '2029',
  '2031',
  '2030-06-15',
  '2030-02-30',
  '2030-12-31',
  '2029-01-01',
  'yacht',
  'catamaran;yacht;spaceship',
  'Flexible',
  'flexible',
  'morning',
  'dusk',
  'price',
  'ASC',
  'desc',
  'partyBoat',
  '29',
  '35,29',
  'fr',
  'xx',
  '90.0000001',
  '-180',
  '43.296482',
  'a,b,,c',
  '<script>',
  'Marseille\u0000',
  'professional',
  'fishingTrip',
  'evening',
  '99999999999999999',
];

function randomQuery(random: () => number): URLSearchParams {
  const params = new URLSearchParams();
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const count = Math.floor(random() * 12);
  for (let i = 0; i < count; i++) {
    const value = random() < 0.15 ? String(Math.floor(random() * 3000) - 500) : pick(VALUES);
    params.append(pick(NAMES), value);
  }
  return params;
}

const within = (value: number | undefined, bounds: { min: number; max: number }) =>
  value === undefined || (Number.isInteger(value) && value > bounds.min && value <= bounds.max);

describe('sanitizeSearchParams properties (2,000 seeded cases)', () => {
  const random = mulberry32(20_260_615);
  const cases = Array.from({ length: 2000 }, () => randomQuery(random));

  it('is idempotent: sanitising its own output changes nothing', () => {
    for (const query of cases) {
      const once = sanitizeSearchParams(query, TODAY);
      const twice = sanitizeSearchParams(toSearchParams(once), TODAY);
      expect(twice, query.toString()).toEqual(once);
    }
  });

  it('never outputs a value outside a SPEC bound', () => {
    for (const query of cases) {
      const f = sanitizeSearchParams(query, TODAY);
      const label = query.toString();
      expect(within(f.numberOfPeople, INTEGER_BOUNDS.numberOfPeople), label).toBe(true);
      expect(within(f.numberOfCabins, INTEGER_BOUNDS.numberOfCabins), label).toBe(true);
      expect(within(f.numberOfBerths, INTEGER_BOUNDS.numberOfBerths), label).toBe(true);
      expect(
        within(f.enginePowerFrom, INTEGER_BOUNDS.enginePower) &&
          within(f.enginePowerTo, INTEGER_BOUNDS.enginePower),
        label,
      ).toBe(true);
      expect(
        within(f.lengthFrom, INTEGER_BOUNDS.length) && within(f.lengthTo, INTEGER_BOUNDS.length),
        label,
      ).toBe(true);
      expect(
        within(f.priceFrom, INTEGER_BOUNDS.price) && within(f.priceTo, INTEGER_BOUNDS.price),
        label,
      ).toBe(true);
      // `within` wants a value above min: 20 years ago itself is in (SPEC: "min is 20 years ago").
      const years = { min: 2030 - BUILD_YEAR_SPAN - 1, max: 2030 };
      expect(within(f.minBuildYear, years) && within(f.maxBuildYear, years), label).toBe(true);
      for (const [from, to] of [
        [f.enginePowerFrom, f.enginePowerTo],
        [f.lengthFrom, f.lengthTo],
        [f.priceFrom, f.priceTo],
        [f.minBuildYear, f.maxBuildYear],
      ]) {
        if (from !== undefined && to !== undefined) expect(from <= to, label).toBe(true);
      }
      if (f.latitude !== undefined)
        expect(Math.abs(f.latitude) <= 90 && f.longitude !== undefined, label).toBe(true);
      if (f.longitude !== undefined) expect(Math.abs(f.longitude) <= 180, label).toBe(true);
      expect(Number.isInteger(f.page) && f.page >= 1 && f.page <= MAX_SEARCH_PAGE, label).toBe(true);
      expect(f.boatTypes?.includes('yacht') ?? false, label).toBe(false);
      if (f.dateFrom || f.dateTo) {
        expect(/^\d{4}-\d{2}-\d{2}$/.test(f.dateFrom ?? '') && f.dateTo !== undefined, label).toBe(true);
        expect((f.dateFrom ?? '') <= (f.dateTo ?? ''), label).toBe(true);
      }
      if (f.cancellationPolicy) expect(f.cancellationPolicy).toBe('Flexible');
      for (const flag of [f.superOwner, f.bestRating, f.instantBooking, f.withCaptain, f.hasDiscount]) {
        expect(flag === undefined || flag === true, label).toBe(true);
      }
      for (const value of Object.values(f)) {
        if (Array.isArray(value)) expect(value.length > 0, label).toBe(true);
      }
    }
  });
});
