import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import type { ResolvedRoute, RouteName } from '../../shared/routing/types.ts';
import type { SiteCurrency } from './currency.ts';
import type { SiteApi } from './siteApi.ts';

/** What a page's loader gets: the request, the resolved route, and the API as the visitor. */
export interface ScreenLoaderContext {
  request: Request;
  route: ResolvedRoute;
  language: LanguageCode;
  currency: SiteCurrency;
  api: SiteApi;
  /** The visitor's cookies (the request's on the server, the document's in the browser). */
  cookies?: string;
}

/**
 * What a page's loader returns. `notFound` shows the not-found page at the same URL (SPEC: a landing
 * whose data fails to load); `status` overrides the page's usual status.
 */
export interface ScreenLoaderResult {
  data?: unknown;
  status?: number;
  notFound?: boolean;
  /** This answer of an indexable page is not for search engines (an unknown place): no canonical, no hreflang. */
  noindex?: boolean;
  /** A permanent redirect, e.g. to a product's canonical URL (301). */
  redirect?: { location: string; status: 301 | 302 };
}

/**
 * A page's head. `alternatePaths` (paths without language prefix, per language) replace the current
 * path in canonical and hreflang links when a page's URL words differ by language (product pages);
 * `jsonLd` is written as a structured-data script carrying the CSP nonce; `image` is the Open Graph picture.
 */
export interface ScreenHead {
  title?: string;
  description?: string;
  image?: string;
  /** The picture that is likely the page's largest paint: the head asks for it before the scripts. */
  largestPicture?: string;
  jsonLd?: object;
  alternatePaths?: Partial<Record<LanguageCode, string>>;
}

/** What a page module exports: the page, its document title and description, and its data. */
export interface ScreenModule {
  default: ComponentType;
  head(t: TFunction, data?: unknown): ScreenHead;
  loader?(context: ScreenLoaderContext): Promise<ScreenLoaderResult>;
}

export type ScreenName =
  | 'home'
  | 'notFound'
  | 'boatSearch'
  | 'activitySearch'
  | 'landing'
  | 'product'
  | 'login'
  | 'appUpdateNeeded'
  | 'accountProfile'
  | 'accountHome'
  | 'favourites'
  | 'earnings'
  | 'listings'
  | 'listingEdit'
  | 'listingCalendar'
  | 'bookings'
  | 'bookingDetail'
  | 'bookingModify'
  | 'econtract'
  | 'offers'
  | 'offer'
  | 'checkout'
  | 'checkoutSuccess'
  | 'paymentFingerprint'
  | 'paymentFingerprintSuccess'
  | 'balancePayment'
  | 'balancePaymentSuccess'
  | 'postBooking'
  | 'postBookingPurchase'
  | 'chatList'
  | 'chatConversation'
  | 'sitePage';

interface Screen {
  status: number;
  /** Whether search engines may index it; indexable pages get canonical and hreflang links. */
  indexable: boolean;
  /** The module's path in the Vite manifest, so the server can link its CSS and preload its chunk. */
  source: string;
  /**
   * Whether a guest's page holds nothing of that guest's but the currency, so that the server may
   * answer other guests with the same render for a minute (src/modules/site/pageCache.ts).
   */
  sharedWithGuests?: boolean;
  load(): Promise<ScreenModule>;
}

/** Each page is its own chunk: only the current page's code loads. */
export const SCREENS: Record<ScreenName, Screen> = {
  home: {
    status: 200,
    indexable: true,
    source: 'public-site/pages/HomePage/HomePage.tsx',
    load: () => import('../pages/HomePage/HomePage.tsx'),
  },
  boatSearch: {
    status: 200,
    indexable: true,
    source: 'public-site/pages/SearchPage/SearchPage.tsx',
    load: () => import('../pages/SearchPage/SearchPage.tsx'),
  },
  activitySearch: {
    status: 200,
    indexable: true,
    source: 'public-site/pages/ActivitySearchPage/ActivitySearchPage.tsx',
    load: () => import('../pages/ActivitySearchPage/ActivitySearchPage.tsx'),
  },
  landing: {
    status: 200,
    indexable: true,
    source: 'public-site/pages/LandingPage/LandingPage.tsx',
    load: () => import('../pages/LandingPage/LandingPage.tsx'),
  },
  product: {
    status: 200,
    indexable: true,
    sharedWithGuests: true,
    source: 'public-site/pages/ProductPage/ProductPage.tsx',
    load: () => import('../pages/ProductPage/ProductPage.tsx'),
  },
  login: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/LoginPage/LoginPage.tsx',
    load: () => import('../pages/LoginPage/LoginPage.tsx'),
  },
  appUpdateNeeded: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/AppUpdateNeededPage/AppUpdateNeededPage.tsx',
    load: () => import('../pages/AppUpdateNeededPage/AppUpdateNeededPage.tsx'),
  },
  accountProfile: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/AccountProfilePage/AccountProfilePage.tsx',
    load: () => import('../pages/AccountProfilePage/AccountProfilePage.tsx'),
  },
  accountHome: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/AccountHomePage/AccountHomePage.tsx',
    load: () => import('../pages/AccountHomePage/AccountHomePage.tsx'),
  },
  favourites: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/FavouritesPage/FavouritesPage.tsx',
    load: () => import('../pages/FavouritesPage/FavouritesPage.tsx'),
  },
  earnings: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/EarningsPage/EarningsPage.tsx',
    load: () => import('../pages/EarningsPage/EarningsPage.tsx'),
  },
  listings: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/ListingsPage/ListingsPage.tsx',
    load: () => import('../pages/ListingsPage/ListingsPage.tsx'),
  },
  listingEdit: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/ListingEditPage/ListingEditPage.tsx',
    load: () => import('../pages/ListingEditPage/ListingEditPage.tsx'),
  },
  listingCalendar: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/ListingCalendarPage/ListingCalendarPage.tsx',
    load: () => import('../pages/ListingCalendarPage/ListingCalendarPage.tsx'),
  },
  bookings: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/BookingsPage/BookingsPage.tsx',
    load: () => import('../pages/BookingsPage/BookingsPage.tsx'),
  },
  bookingDetail: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/BookingDetailPage/BookingDetailPage.tsx',
    load: () => import('../pages/BookingDetailPage/BookingDetailPage.tsx'),
  },
  bookingModify: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/BookingModifyPage/BookingModifyPage.tsx',
    load: () => import('../pages/BookingModifyPage/BookingModifyPage.tsx'),
  },
  // booking/{id}/econtract/in, /in/confirm, /out, /out/confirm: one page, its step from the route.
  econtract: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/EcontractPage/EcontractPage.tsx',
    load: () => import('../pages/EcontractPage/EcontractPage.tsx'),
  },
  offers: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/OffersPage/OffersPage.tsx',
    load: () => import('../pages/OffersPage/OffersPage.tsx'),
  },
  offer: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/OfferPage/OfferPage.tsx',
    load: () => import('../pages/OfferPage/OfferPage.tsx'),
  },
  checkout: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/CheckoutPage/CheckoutPage.tsx',
    load: () => import('../pages/CheckoutPage/CheckoutPage.tsx'),
  },
  checkoutSuccess: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/CheckoutSuccessPage/CheckoutSuccessPage.tsx',
    load: () => import('../pages/CheckoutSuccessPage/CheckoutSuccessPage.tsx'),
  },
  paymentFingerprint: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/PaymentFingerprintPage/PaymentFingerprintPage.tsx',
    load: () => import('../pages/PaymentFingerprintPage/PaymentFingerprintPage.tsx'),
  },
  paymentFingerprintSuccess: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/PaymentFingerprintSuccessPage/PaymentFingerprintSuccessPage.tsx',
    load: () => import('../pages/PaymentFingerprintSuccessPage/PaymentFingerprintSuccessPage.tsx'),
  },
  balancePayment: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/BalancePaymentPage/BalancePaymentPage.tsx',
    load: () => import('../pages/BalancePaymentPage/BalancePaymentPage.tsx'),
  },
  balancePaymentSuccess: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/BalancePaymentSuccessPage/BalancePaymentSuccessPage.tsx',
    load: () => import('../pages/BalancePaymentSuccessPage/BalancePaymentSuccessPage.tsx'),
  },
  postBooking: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/PostBookingPage/PostBookingPage.tsx',
    load: () => import('../pages/PostBookingPage/PostBookingPage.tsx'),
  },
  postBookingPurchase: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/PostBookingPurchasePage/PostBookingPurchasePage.tsx',
    load: () => import('../pages/PostBookingPurchasePage/PostBookingPurchasePage.tsx'),
  },
  chatList: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/ChatListPage/ChatListPage.tsx',
    load: () => import('../pages/ChatListPage/ChatListPage.tsx'),
  },
  chatConversation: {
    status: 200,
    indexable: false,
    source: 'public-site/pages/ChatThreadPage/ChatThreadPage.tsx',
    load: () => import('../pages/ChatThreadPage/ChatThreadPage.tsx'),
  },
  sitePage: {
    status: 200,
    indexable: true,
    source: 'public-site/pages/SitePage/SitePage.tsx',
    load: () => import('../pages/SitePage/SitePage.tsx'),
  },
  notFound: {
    status: 404,
    indexable: false,
    source: 'public-site/pages/NotFoundPage/NotFoundPage.tsx',
    load: () => import('../pages/NotFoundPage/NotFoundPage.tsx'),
  },
};

/**
 * The page a resolved route shows. Screens not built yet, and landings (whose data does not exist
 * yet, and SPEC says a landing that fails to load shows not-found at the same URL), show not-found.
 */
export function screenFor(route: RouteName): ScreenName {
  if (route === 'boatSearch' || route === 'activitySearch') return route;
  if (route === 'product') return 'product';
  if (route === 'login' || route === 'appUpdateNeeded') return route;
  if (route === 'offers' || route === 'offer') return route;
  if (route === 'paymentSession') return 'checkout';
  if (route === 'paymentSessionSuccess') return 'checkoutSuccess';
  if (
    route === 'paymentFingerprint' ||
    route === 'paymentFingerprintSuccess' ||
    route === 'balancePayment' ||
    route === 'balancePaymentSuccess' ||
    route === 'postBooking' ||
    route === 'postBookingPurchase'
  )
    return route;
  if (route === 'accountProfile') return 'accountProfile';
  if (route === 'accountRoot') return 'accountHome';
  if (route === 'accountFavourites') return 'favourites';
  if (route === 'accountListings') return 'listings';
  if (route === 'accountEarnings') return 'earnings';
  if (route === 'listingEdit') return 'listingEdit';
  if (route === 'listingCalendar') return 'listingCalendar';
  if (route === 'accountBookings') return 'bookings';
  if (route === 'bookingDetail' || route === 'bookingModify') return route;
  if (
    route === 'econtractIn' ||
    route === 'econtractInConfirm' ||
    route === 'econtractOut' ||
    route === 'econtractOutConfirm'
  )
    return 'econtract';
  if (route === 'chatList' || route === 'chatConversation') return route;
  if (route === 'activityLanding' || route === 'genericLanding') return 'landing';
  if (route === 'sitePage') return 'sitePage';
  return route === 'home' ? 'home' : 'notFound';
}

const loadedScreens = new Map<ScreenName, ScreenModule>();

export async function loadScreen(name: ScreenName): Promise<ScreenModule> {
  const cached = loadedScreens.get(name);
  if (cached) return cached;
  const module = await SCREENS[name].load();
  loadedScreens.set(name, module);
  return module;
}

/** A screen that a loader has already loaded; rendering never waits for code. */
export function loadedScreen(name: ScreenName): ScreenModule {
  const module = loadedScreens.get(name);
  if (!module) throw new Error(`Screen ${name} was rendered before its loader loaded it.`);
  return module;
}
