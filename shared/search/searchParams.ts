import {
  ACTIVITY_TYPES,
  type ActivityType,
  EQUIPMENT,
  EXPERIENCES,
  type Experience,
  HALF_DAY_PERIODS,
  type HalfDayPeriod,
  LEGACY_PRODUCT_TYPE_IDS,
  OWNER_TYPES,
  type OwnerType,
  PRODUCT_TYPE_KEYS,
  type ProductTypeKey,
  SORT_KEYS,
  SORT_ORDERS,
  type SortKey,
  TIMES_OF_THE_DAY,
} from '../catalogue/catalogue.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { MAX_PEOPLE } from './partySize.ts';

/**
 * The search URL's sanitiser (SPEC section 5), shared by the site and the API: invalid values are
 * dropped, never reported, so that an old or hand-edited link still shows results.
 */

/** Durations of an activity or rental offered as search checkboxes (`durations[]`; ours, not the SPEC's). */
export const SEARCH_DURATIONS = ['upTo2Hours', 'halfDay', 'fullDay', 'severalDays'] as const;
export type SearchDuration = (typeof SEARCH_DURATIONS)[number];
export type TimeOfTheDay = (typeof TIMES_OF_THE_DAY)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Integer bounds: a value must exceed `min` and be at most `max` (SPEC section 5). The minimums are
 * the filters' neutral values (SPEC section 9), so e.g. `numberOfPeople=1` or `priceFrom=0` is no filter.
 */
export const INTEGER_BOUNDS = {
  numberOfPeople: { min: 1, max: MAX_PEOPLE },
  numberOfCabins: { min: 0, max: 20 },
  numberOfBerths: { min: 0, max: 20 },
  enginePower: { min: 0, max: 400 },
  length: { min: 0, max: 15 },
  price: { min: 0, max: 1_000_000 },
  distance: { min: 0, max: 500 },
  ownerId: { min: 0, max: Number.MAX_SAFE_INTEGER },
} as const;

/** Build years cover the last 20 years (SPEC section 5), counted from `today`'s year. */
export const BUILD_YEAR_SPAN = 20;

/**
 * The deepest results page a search reads: 100,000 pages of at most 100 results keeps the SQL offset
 * within an int; a page beyond it is dropped (page 1) like any out-of-range integer.
 */
export const MAX_SEARCH_PAGE = 100_000;

const ADDRESS_PARTS = ['address', 'city', 'region', 'country'] as const;
const MAX_TEXT_LENGTH = 200;
const MAX_LIST_LENGTH = 50;
const PRODUCT_TAG = /^[A-Za-z0-9_-]{1,50}$/;
const COORDINATE = /^-?\d{1,3}(?:\.\d{1,6})?$/;
const INTEGER = /^-?\d{1,16}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EQUIPMENT_IDS = new Set<number>(Object.values(EQUIPMENT));

export interface SearchFilters {
  address?: string;
  city?: string;
  region?: string;
  country?: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode?: string;
  /** Kilometres around the place or the coordinates. */
  distance?: number;
  latitude?: number;
  longitude?: number;
  durations?: SearchDuration[];
  numberOfPeople?: number;
  numberOfCabins?: number;
  numberOfBerths?: number;
  /** Horsepower. */
  enginePowerFrom?: number;
  enginePowerTo?: number;
  /** Metres. */
  lengthFrom?: number;
  lengthTo?: number;
  /** Whole units of the user's currency per day. */
  priceFrom?: number;
  priceTo?: number;
  minBuildYear?: number;
  maxBuildYear?: number;
  /** YYYY-MM-DD; both or neither, dateFrom <= dateTo. */
  dateFrom?: string;
  dateTo?: string;
  halfDayPeriod?: HalfDayPeriod;
  /** Never contains 'yacht': it is expanded to motorYacht and sailYacht. */
  boatTypes?: ProductTypeKey[];
  /** SPEC equipment ids (catalogue EQUIPMENT values). */
  equipments?: number[];
  experiences?: Experience[];
  activityTypes?: ActivityType[];
  timesOfTheDay?: TimeOfTheDay[];
  skipperLanguages?: LanguageCode[];
  productTags?: string[];
  cancellationPolicy?: 'Flexible';
  superOwner?: true;
  bestRating?: true;
  instantBooking?: true;
  withCaptain?: true;
  hasDiscount?: true;
  ownerId?: number;
  ownerType?: OwnerType;
  sort?: SortKey;
  sortOrder?: SortOrder;
  /** Always present: 1 unless `_page` is an integer above 1. */
  page: number;
}

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** Reads the raw values of a parameter under any of its names (`x`, `x[]`, deprecated aliases). */
class ParamReader {
  constructor(private readonly input: RawParams) {}

  all(...names: string[]): string[] {
    for (const name of names) {
      const values = [name, `${name}[]`].flatMap((key) => this.valuesOf(key));
      if (values.length > 0) return values;
    }
    return [];
  }

  /** The first value under the first name that has one; aliases only count when the name is absent. */
  one(...names: string[]): string | undefined {
    return this.all(...names)[0];
  }

  private valuesOf(key: string): string[] {
    if (this.input instanceof URLSearchParams) return this.input.getAll(key);
    const value = this.input[key];
    if (value === undefined) return [];
    return Array.isArray(value) ? value : [value];
  }
}

function integerWithin(raw: string | undefined, bounds: { min: number; max: number }): number | undefined {
  if (raw === undefined || !INTEGER.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value > bounds.min && value <= bounds.max ? value : undefined;
}

/**
 * The party a search counts: 2 to 20 (SPEC section 9; 1 is no filter). A bigger party is counted as
 * 20, the most the search knows, so that 30 people see boats for 20 or more, not every jet ski.
 */
function partySize(raw: string | undefined): number | undefined {
  if (raw !== undefined && INTEGER.test(raw.trim()) && Number(raw.trim()) > MAX_PEOPLE) return MAX_PEOPLE;
  return integerWithin(raw, INTEGER_BOUNDS.numberOfPeople);
}

/** A from/to pair: each end within bounds, and a `from` above `to` is dropped. */
function range(
  from: number | undefined,
  to: number | undefined,
): { from: number | undefined; to: number | undefined } {
  if (from !== undefined && to !== undefined && from > to) return { from: undefined, to };
  return { from, to };
}

function isCalendarDate(raw: string | undefined): raw is string {
  const match = raw === undefined ? null : ISO_DATE.exec(raw);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function coordinate(raw: string | undefined, limit: number): number | undefined {
  if (raw === undefined || !COORDINATE.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return Math.abs(value) <= limit ? value : undefined;
}

function text(raw: string | undefined): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
  const cleaned = raw?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return cleaned ? cleaned.slice(0, MAX_TEXT_LENGTH) : undefined;
}

/** Distinct known values, in the order given, capped so that a crafted URL stays cheap. */
function known<T extends string>(values: string[], allowed: readonly T[]): T[] {
  const kept = values.map((v) => v.trim()).filter((v): v is T => (allowed as readonly string[]).includes(v));
  return [...new Set(kept)].slice(0, MAX_LIST_LENGTH);
}

function splitList(values: string[], separator: string): string[] {
  return values.flatMap((value) => value.split(separator));
}

/** Type keys; a number is a legacy type id (links that still say `ProduitTypeId=1`). */
function boatTypes(values: string[]): ProductTypeKey[] {
  const keys = splitList(values, ';').map((value) =>
    /^\s*\d+\s*$/.test(value) ? (LEGACY_PRODUCT_TYPE_IDS.get(Number(value)) ?? value) : value,
  );
  const expanded = known(keys, PRODUCT_TYPE_KEYS).flatMap((type) =>
    type === 'yacht' ? (['motorYacht', 'sailYacht'] as const) : [type],
  );
  return [...new Set(expanded)];
}

function equipments(values: string[]): number[] {
  const ids = values.filter((v) => /^\d+$/.test(v.trim())).map(Number);
  return [...new Set(ids.filter((id) => EQUIPMENT_IDS.has(id)))];
}

function productTags(values: string[]): string[] {
  const tags = splitList(values, ',')
    .map((tag) => tag.trim())
    .filter((tag) => PRODUCT_TAG.test(tag));
  return [...new Set(tags)].slice(0, MAX_LIST_LENGTH);
}

function dates(fromRaw: string | undefined, toRaw: string | undefined) {
  if (!isCalendarDate(fromRaw)) return {};
  // An empty or unreadable end date means a one-day search.
  const dateTo = isCalendarDate(toRaw) ? toRaw : fromRaw;
  return fromRaw > dateTo ? {} : { dateFrom: fromRaw, dateTo };
}

function currentYear(today: string | undefined): number {
  const year = today ? Number(today.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) && year > 0 ? year : new Date().getUTCFullYear();
}

function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

function withoutUndefined(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as SearchFilters;
}

/**
 * Sanitises search URL parameters (SPEC sections 2, 5, 9). `today` (YYYY-MM-DD, default: now)
 * fixes the build-year window; pass it in tests and wherever the clock is injected.
 */
export function sanitizeSearchParams(input: RawParams, today?: string): SearchFilters {
  const params = new ParamReader(input);
  const bounds = INTEGER_BOUNDS;
  const year = currentYear(today);
  // A value must exceed `min`: one below, so that the year exactly 20 years ago is kept.
  const buildYears = { min: year - BUILD_YEAR_SPAN - 1, max: year };

  const latitude = coordinate(params.one('latitude'), 90);
  const longitude = coordinate(params.one('longitude'), 180);
  const hasPosition = latitude !== undefined && longitude !== undefined;
  const enginePower = range(
    integerWithin(params.one('enginePowerFrom'), bounds.enginePower),
    integerWithin(params.one('enginePowerTo'), bounds.enginePower),
  );
  const length = range(
    integerWithin(params.one('lengthFrom'), bounds.length),
    integerWithin(params.one('lengthTo'), bounds.length),
  );
  const price = range(
    integerWithin(params.one('priceFrom'), bounds.price),
    integerWithin(params.one('priceTo'), bounds.price),
  );
  const buildYear = range(
    integerWithin(params.one('minBuildYear'), buildYears),
    integerWithin(params.one('maxBuildYear'), buildYears),
  );
  const countryCode = params.one('countryCode')?.trim().toUpperCase();
  const page = integerWithin(params.one('_page'), { min: 1, max: MAX_SEARCH_PAGE });
  const flag = (name: string) => (params.one(name) === '1' ? (true as const) : undefined);
  const oneOf = <T extends string>(name: string, allowed: readonly T[]) =>
    known([params.one(name) ?? ''], allowed)[0];

  return withoutUndefined({
    ...Object.fromEntries(ADDRESS_PARTS.map((part) => [part, text(params.one(part))])),
    countryCode: countryCode && /^[A-Z]{2}$/.test(countryCode) ? countryCode : undefined,
    distance: integerWithin(params.one('distance'), bounds.distance),
    latitude: hasPosition ? latitude : undefined,
    longitude: hasPosition ? longitude : undefined,
    durations: nonEmpty(known(params.all('durations'), SEARCH_DURATIONS)),
    numberOfPeople: partySize(params.one('numberOfPeople', 'numberOfPeoples')),
    numberOfCabins: integerWithin(params.one('numberOfCabins'), bounds.numberOfCabins),
    numberOfBerths: integerWithin(params.one('numberOfBerths'), bounds.numberOfBerths),
    enginePowerFrom: enginePower.from,
    enginePowerTo: enginePower.to,
    lengthFrom: length.from,
    lengthTo: length.to,
    priceFrom: price.from,
    priceTo: price.to,
    minBuildYear: buildYear.from,
    maxBuildYear: buildYear.to,
    ...dates(params.one('dateFrom', 'DateDebut'), params.one('dateTo', 'DateFin')),
    halfDayPeriod: oneOf('halfDayPeriod', HALF_DAY_PERIODS),
    boatTypes: nonEmpty(boatTypes(params.all('boatTypes', 'ProduitTypeId'))),
    equipments: nonEmpty(equipments(params.all('equipments'))),
    experiences: nonEmpty(known(params.all('experiences'), EXPERIENCES)),
    activityTypes: nonEmpty(known(params.all('activityTypes'), ACTIVITY_TYPES)),
    timesOfTheDay: nonEmpty(known(params.all('timesOfTheDay'), TIMES_OF_THE_DAY)),
    skipperLanguages: nonEmpty(known(params.all('skipperLanguages'), LANGUAGE_CODES)),
    productTags: nonEmpty(productTags(params.all('productTags'))),
    cancellationPolicy: params.one('cancellationPolicy') === 'Flexible' ? 'Flexible' : undefined,
    superOwner: flag('superOwner'),
    bestRating: flag('bestRating'),
    instantBooking: flag('instantBooking'),
    withCaptain: flag('withCaptain'),
    hasDiscount: flag('hasDiscount'),
    ownerId: integerWithin(params.one('ownerId'), bounds.ownerId),
    ownerType: oneOf('ownerType', OWNER_TYPES),
    sort: oneOf('sort', SORT_KEYS),
    sortOrder: oneOf('sortOrder', SORT_ORDERS),
    page: page ?? 1,
  });
}

const LIST_PARAMS = [
  'durations',
  'equipments',
  'experiences',
  'activityTypes',
  'timesOfTheDay',
  'skipperLanguages',
] as const;

/**
 * Writes filters as a query string in the current (non-deprecated) names: lists as `name[]`,
 * boatTypes joined by ';', productTags by ',', flags as '1', `_page` only past the first page.
 */
export function toSearchParams(filters: Partial<SearchFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || name === 'page' || name === 'boatTypes' || name === 'productTags') continue;
    if ((LIST_PARAMS as readonly string[]).includes(name)) {
      for (const item of value as Array<string | number>) params.append(`${name}[]`, String(item));
    } else {
      params.set(name, value === true ? '1' : String(value));
    }
  }
  if (filters.boatTypes?.length) params.set('boatTypes', filters.boatTypes.join(';'));
  if (filters.productTags?.length) params.set('productTags', filters.productTags.join(','));
  if (filters.page !== undefined && filters.page > 1) params.set('_page', String(filters.page));
  return params;
}
