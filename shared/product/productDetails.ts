import type {
  ActivityType,
  CancellationPolicy,
  ProductTypeKey,
  SailingType,
  TIMES_OF_THE_DAY,
} from '../catalogue/catalogue.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import type { ProductUrlParts } from './productUrl.ts';
import type { QuoteCurrency } from './quote.ts';

/** The product page's API answer (GET /api/v6/products/{id}); amounts in `currency` minor units. */
export interface ProductDetails {
  id: number;
  kind: 'boat' | 'activity';
  type: ProductTypeKey | null;
  title: string;
  description: string;
  /** The language `description` is written in: the owner's when it is shown untranslated. */
  descriptionLanguage: string;
  /** Who wrote the page's texts: the owner, a machine translator, or titles built from facts. */
  translation: 'owner' | 'machine' | 'facts';
  url: ProductUrlParts;
  /** The canonical path of the page in each language, without the language prefix. */
  paths: Record<LanguageCode, string>;
  currency: QuoteCurrency;
  pictures: { url: string; alt: string }[];
  specifications: {
    length: number | null;
    enginePower: number | null;
    cabins: number;
    berths: number;
    capacity: number;
    builderName: string | null;
    modelName: string | null;
    buildYear: number | null;
    licenceRequired: boolean;
  };
  equipment: { id: number; key: string; label: string }[];
  sailingType: SailingType;
  captain: { offered: boolean; required: boolean; pricePerDay: number | null; paidAtHarbour: boolean };
  skipperLanguages: string[];
  instantBooking: boolean;
  halfDayAllowed: boolean;
  minimumDays: number;
  prices: { fromPerDay: number; fromPerHalfDay: number | null; basePerWeek: number | null };
  durationDiscounts: { minDays: number; percent: number }[];
  deposit: number;
  cancellationPolicy: { key: CancellationPolicy; terms: { daysBefore: number; refundPercentage: number }[] };
  extras: {
    id: number;
    name: string;
    price: number;
    priceType: 'per_booking' | 'per_day' | 'per_person';
    mandatory: boolean;
    included: boolean;
    paidAtHarbour: boolean;
  }[];
  owner: {
    id: number;
    name: string;
    pictureUrl: string | null;
    ownerType: 'private' | 'professional' | null;
    isSuperOwner: boolean;
    responseRate: number | null;
    responseTimeMinutes: number | null;
    memberSince: string;
  };
  location: {
    harbour: string;
    address: string | null;
    city: string;
    region: string;
    country: string;
    countryCode: string;
    latitude: number;
    longitude: number;
  };
  reviews: ReviewPage & { average: number | null; criteria: Record<string, number> };
  availability: ProductAvailability;
  /** The boat's cabins (also at /api/v6/product/{id}/sleeping-area), sent here to save the page a call. */
  sleepingAreas: SleepingArea[];
  /** Suggested trips (also at /api/v6/products/{id}/itineraries). */
  itineraries: Itinerary[];
  /** An activity's own facts; null for a boat. */
  activity: ActivityFacts | null;
  isFavorite: boolean;
  isNew: boolean;
  createdAt: string;
}

export interface ActivityFacts {
  type: ActivityType;
  durationHours: number | null;
  /** The price is for each person, or for the whole group (`per_boat`). */
  pricingUnit: 'per_boat' | 'per_person';
  timesOfDay: (typeof TIMES_OF_THE_DAY)[number][];
  /** Fuel and skipper included in the price. */
  allInclusive: boolean;
  skipperPaidAtHarbour: boolean;
}

export interface ReviewItem {
  id: number;
  rating: number;
  criteria: Record<string, number>;
  comment: string | null;
  language: string;
  authorName: string;
  createdAt: string;
  ownerReply: string | null;
}

export interface ReviewPage {
  items: ReviewItem[];
  count: number;
  page: number;
  totalPages: number;
}

/** Days that cannot be booked in [from, to): the whole day, or only its morning or afternoon. */
export interface ProductAvailability {
  from: string;
  to: string;
  today: string;
  days: { date: string; taken: 'booked' | 'blocked' | 'morning' | 'afternoon' }[];
}

export interface SleepingArea {
  id: number;
  name: string;
  kind: 'double_cabin' | 'twin_cabin' | 'single_cabin' | 'bunk_cabin' | 'saloon' | 'forepeak';
  beds: number;
}

export interface Itinerary {
  id: number;
  title: string;
  description: string;
  durationHours: number | null;
}
