/** Catalogue enumerations of SPEC section 3, with the ids and keys the API and the database use. */

export const PRODUCT_TYPES = [
  { key: 'catamaran', label: 'Catamaran', group: 'sail' },
  { key: 'gulet', label: 'Gulet', group: 'sail' },
  { key: 'houseboat', label: 'Houseboat', group: 'motor' },
  { key: 'jetSki', label: 'Jet Ski', group: 'motor' },
  { key: 'motorboat', label: 'Motorboat', group: 'motor' },
  { key: 'motorYacht', label: 'Motor Yacht', group: 'motor' },
  { key: 'rib', label: 'RIB', group: 'motor' },
  { key: 'sailboat', label: 'Sailboat', group: 'sail' },
  { key: 'sailYacht', label: 'Sail Yacht', group: 'sail' },
  { key: 'withoutLicense', label: 'Without license', group: 'motor' },
  { key: 'yacht', label: 'Yacht', group: 'motor' },
] as const;
export type ProductTypeKey = (typeof PRODUCT_TYPES)[number]['key'];
export const PRODUCT_TYPE_KEYS = PRODUCT_TYPES.map((t) => t.key) as readonly ProductTypeKey[];

/**
 * The numbers older links give the deprecated `ProduitTypeId` (SPEC section 2): the SPEC names no
 * other numbering, so a type's number is its place in SPEC section 3's list, counted from 1.
 */
export const LEGACY_PRODUCT_TYPE_IDS: ReadonlyMap<number, ProductTypeKey> = new Map(
  PRODUCT_TYPES.map((type, index) => [index + 1, type.key]),
);
export type ProductGroup = 'motor' | 'sail';

export const SAILING_TYPES = ['withCaptain', 'withOrWithoutCaptain', 'withoutCaptain'] as const;
export type SailingType = (typeof SAILING_TYPES)[number];

export const HALF_DAY_PERIODS = ['morning', 'afternoon'] as const;
export type HalfDayPeriod = (typeof HALF_DAY_PERIODS)[number];

export const OWNER_TYPES = ['private', 'professional'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export const SORT_KEYS = ['default', 'discount', 'price', 'reviewsAvg', 'score'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

export const EXPERIENCES = ['atypicalBoat', 'fishingBoat', 'funBoat', 'partyBoat', 'waterSport'] as const;
export type Experience = (typeof EXPERIENCES)[number];

/** Equipment ids exactly as SPEC section 3 numbers them. */
export const EQUIPMENT = {
  airConditioning: 35,
  automaticPilot: 31,
  bimini: 13,
  bowThruster: 27,
  cockpitSpeaker: 38,
  deckShower: 3,
  electricWindlass: 28,
  generator: 48,
  gennaker: 42,
  gps: 29,
  inflatableBanana: 74,
  kayak: 70,
  maskAndTube: 19,
  outboard: 25,
  outboardMotor: 26,
  paddle: 71,
  solarPanels: 44,
  towableTube: 24,
  wakeboard: 23,
  waterSkis: 22,
  watermaker: 47,
} as const;
export type EquipmentKey = keyof typeof EQUIPMENT;

/** Activity kinds (activity search `activityTypes[]`); not enumerated by the SPEC, ours. */
export const ACTIVITY_TYPES = [
  'boatTour',
  'fishingTrip',
  'sunsetCruise',
  'diving',
  'snorkeling',
  'wakeboarding',
  'kayakTour',
  'sailingLesson',
  'jetSkiTour',
  'dolphinWatching',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const TIMES_OF_THE_DAY = ['morning', 'afternoon', 'evening', 'fullDay'] as const;

/** Booking lifecycle statuses (DESIGN.md's state machine). */
export const BOOKING_STATUSES = [
  'payment_pending',
  'paid',
  'down_payment_paid',
  'accepted',
  'checked_in',
  'checked_out',
  'completed',
  'reviewed',
  'declined',
  'expired',
  'cancelled_by_tenant',
  'cancelled_by_owner',
  'damage_claimed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses in which a booking holds the boat's days (the exclusion constraint covers these). */
export const HOLDING_STATUSES: readonly BookingStatus[] = [
  'payment_pending',
  'paid',
  'down_payment_paid',
  'accepted',
  'checked_in',
  'checked_out',
  'completed',
  'reviewed',
  'damage_claimed',
];

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
