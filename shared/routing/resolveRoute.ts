import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../i18n/languages.ts';
import {
  activityTypeFromSlug,
  isActivityPrefix,
  isBoatRentalPrefix,
  isSearchWord,
  productTypeFromSlug,
  SLUG_PATTERN,
  startsWithExperiencesWord,
} from './routeWords.ts';
import { isSitePage } from './sitePages.ts';
import type { ResolvedRoute, RouteName } from './types.ts';

export interface ResolveRouteOptions {
  /** Language of a path without a language prefix (the configured default). */
  defaultLanguage?: LanguageCode;
  /** True while an authentication-funnel modal element exists in the document. */
  authModalPresent?: boolean;
}

type Match = { name: RouteName; params?: Record<string, string> };

const ID = /^\d+$/;
/** Opaque keys: payment-session hashes, conversation hashes, cart and listing identifiers. */
const TOKEN = /^[A-Za-z0-9_-]+$/;
const PRODUCT_ID_AT_END = /^(?:.+-)?(\d+)$/;

/** First segments owned by the application: a path under them that matches nothing is not a landing. */
const APP_NAMESPACES = new Set([
  'login',
  'app-update-needed',
  'ps',
  'balance-payment',
  'post-booking',
  'account',
  'booking',
  'back-office',
  'not-found',
]);

const NOT_FOUND: Match = { name: 'notFound' };

/**
 * Resolves a URL path to the screen it shows (SPEC section 2), in the SPEC's order. Pure: the same
 * path and options always give the same route.
 */
export function resolveRoute(pathname: string, options: ResolveRouteOptions = {}): ResolvedRoute {
  const rawSegments = pathname.split(/[?#]/, 1)[0].split('/').filter(Boolean);
  const languageInPath = rawSegments.length > 0 && isLanguageCode(rawSegments[0]);
  const language = languageInPath
    ? (rawSegments[0] as LanguageCode)
    : (options.defaultLanguage ?? FALLBACK_LANGUAGE);
  const pathSegments = languageInPath ? rawSegments.slice(1) : rawSegments;
  const path = `/${pathSegments.join('/')}`;
  const segments = decodeSegments(pathSegments);

  const match = segments ? matchSegments(segments, options.authModalPresent === true) : NOT_FOUND;
  return { language, languageInPath, name: match.name, params: match.params ?? {}, path };
}

function decodeSegments(segments: string[]): string[] | null {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matchSegments(segments: string[], authModalPresent: boolean): Match {
  if (segments.length === 0) return { name: 'home' };
  const application = matchApplication(segments);
  if (application) return application;
  if (APP_NAMESPACES.has(segments[0])) return NOT_FOUND;

  const product = matchProduct(segments);
  if (product) return product;
  // The SPEC lists the partial page after the product page and before the search pages.
  if (authModalPresent) return { name: 'authModalPartial' };

  const search = matchSearch(segments);
  if (search) return search;
  if (startsWithExperiencesWord(segments[0])) {
    return { name: 'activityLanding', params: { landing: segments.join('/') } };
  }
  return { name: 'genericLanding', params: { customization: segments.join('/') } };
}

function matchApplication(segments: string[]): Match | null {
  const [first, ...rest] = segments;
  switch (first) {
    case 'login':
      return rest.length === 0 ? { name: 'login' } : null;
    case 'app-update-needed':
      return rest.length === 0 ? { name: 'appUpdateNeeded' } : null;
    case 'not-found':
      return rest.length === 0 ? NOT_FOUND : null;
    case 'ps':
      return matchPaymentSession(rest);
    case 'balance-payment':
      return matchBalancePayment(rest);
    case 'post-booking':
      return matchPostBooking(rest);
    case 'booking':
      return matchBooking(rest);
    case 'account':
      return matchAccount(rest);
    case 'back-office':
      return { name: 'backOffice', params: { page: rest.join('/') } };
    default:
      return isSitePage(first) && rest.length === 0 ? { name: 'sitePage', params: { page: first } } : null;
  }
}

function matchPaymentSession([key, success, ...extra]: string[]): Match | null {
  if (!key || extra.length > 0 || (success !== undefined && success !== 'success')) return null;
  if (key === 'fingerprint') {
    return { name: success ? 'paymentFingerprintSuccess' : 'paymentFingerprint' };
  }
  if (!TOKEN.test(key)) return NOT_FOUND;
  return { name: success ? 'paymentSessionSuccess' : 'paymentSession', params: { hash: key } };
}

function matchBalancePayment([id, success, ...extra]: string[]): Match | null {
  if (!id || extra.length > 0 || (success !== undefined && success !== 'success')) return null;
  if (!ID.test(id)) return NOT_FOUND;
  return { name: success ? 'balancePaymentSuccess' : 'balancePayment', params: { id } };
}

function matchPostBooking([bookingId, purchase, cartId, ...extra]: string[]): Match | null {
  if (!bookingId || extra.length > 0) return null;
  if (purchase === undefined) {
    return ID.test(bookingId) ? { name: 'postBooking', params: { bookingId } } : NOT_FOUND;
  }
  if (purchase !== 'purchase' || cartId === undefined) return null;
  if (!ID.test(bookingId) || !TOKEN.test(cartId)) return NOT_FOUND;
  return { name: 'postBookingPurchase', params: { bookingId, cartId } };
}

const BOOKING_PAGES: Record<string, RouteName> = {
  modify: 'bookingModify',
  detail: 'bookingDetail',
  'econtract/in': 'econtractIn',
  'econtract/in/confirm': 'econtractInConfirm',
  'econtract/out': 'econtractOut',
  'econtract/out/confirm': 'econtractOutConfirm',
};

function matchBooking([id, ...page]: string[]): Match | null {
  const name = BOOKING_PAGES[page.join('/')];
  if (!id || !name) return null;
  if (!ID.test(id)) return NOT_FOUND;
  // The SPEC names this parameter `id` on e-contract pages and `bookingId` on the others: give both.
  return { name, params: { id, bookingId: id } };
}

const ACCOUNT_PAGES: Record<string, RouteName> = {
  '': 'accountRoot',
  'chat/list': 'chatList',
  offers: 'offers',
  favourites: 'accountFavourites',
  bookings: 'accountBookings',
  listings: 'accountListings',
  earnings: 'accountEarnings',
  profile: 'accountProfile',
};

function matchAccount(segments: string[]): Match | null {
  const page = ACCOUNT_PAGES[segments.join('/')];
  if (page) return { name: page };
  const [section, a, b, c, ...extra] = segments;
  if (extra.length > 0) return null;
  if (section === 'chat' && a && a !== 'list' && b && c === undefined) {
    if (!TOKEN.test(a) || !TOKEN.test(b)) return NOT_FOUND;
    return { name: 'chatConversation', params: { hash: a, ish: b } };
  }
  if (section === 'offers' && a && b === undefined) {
    return TOKEN.test(a) ? { name: 'offer', params: { hash: a } } : NOT_FOUND;
  }
  if (section === 'listing' && a === 'edit' && b && c === undefined) {
    return TOKEN.test(b) ? { name: 'listingEdit', params: { identifier: b } } : NOT_FOUND;
  }
  if (section === 'listing' && a === 'calendar' && b && c === undefined) {
    return TOKEN.test(b) ? { name: 'listingCalendar', params: { identifier: b } } : NOT_FOUND;
  }
  return null;
}

function matchProduct(segments: string[]): Match | null {
  if (segments.length === 4 && isActivityPrefix(segments[0])) return matchActivityProduct(segments);
  if (segments.length !== 4 || !isBoatRentalPrefix(segments[0])) return null;
  const [, localization, boatType, boatName] = segments;
  const typeKey = productTypeFromSlug(boatType);
  const productId = PRODUCT_ID_AT_END.exec(boatName)?.[1];
  if (!typeKey || !productId) return null;
  return { name: 'product', params: { localization, boatType, typeKey, boatName, productId } };
}

/** An activity's page: `{activity prefix}/{place}/{activity type}/{name-id}`. */
function matchActivityProduct(segments: string[]): Match | null {
  const [, localization, activitySlug, boatName] = segments;
  const activityType = activityTypeFromSlug(activitySlug);
  const productId = PRODUCT_ID_AT_END.exec(boatName)?.[1];
  if (!activityType || !productId) return null;
  return {
    name: 'product',
    params: { localization, boatType: activitySlug, activityType, boatName, productId },
  };
}

/**
 * `{prefix}/{search word}` is the whole search; `{prefix}/{place slug}` is a place's search page
 * (e.g. /location-bateau/marseille). Anything else under a prefix is left to the landings.
 */
function matchSearch(segments: string[]): Match | null {
  if (segments.length !== 2) return null;
  const [prefix, second] = segments;
  const name = isBoatRentalPrefix(prefix) ? 'boatSearch' : isActivityPrefix(prefix) ? 'activitySearch' : null;
  if (!name) return null;
  if (isSearchWord(second)) return { name, params: { seoPrefix: prefix, i18nSearchPath: second } };
  if (SLUG_PATTERN.test(second)) {
    return { name, params: { seoPrefix: prefix, i18nSearchPath: second, placeSlug: second } };
  }
  return null;
}
