import type { LanguageCode } from '../i18n/languages.ts';

/** Every screen of SPEC section 2 that a path can resolve to. */
export type RouteName =
  | 'home'
  | 'login'
  | 'appUpdateNeeded'
  | 'paymentFingerprint'
  | 'paymentFingerprintSuccess'
  | 'paymentSession'
  | 'paymentSessionSuccess'
  | 'balancePayment'
  | 'balancePaymentSuccess'
  | 'postBooking'
  | 'postBookingPurchase'
  | 'chatList'
  | 'chatConversation'
  | 'econtractIn'
  | 'econtractInConfirm'
  | 'econtractOut'
  | 'econtractOutConfirm'
  | 'bookingModify'
  | 'bookingDetail'
  | 'offers'
  | 'offer'
  | 'listingEdit'
  | 'listingCalendar'
  | 'accountRoot'
  | 'accountFavourites'
  | 'accountBookings'
  | 'accountListings'
  | 'accountEarnings'
  | 'accountProfile'
  | 'backOffice'
  | 'product'
  | 'boatSearch'
  | 'activitySearch'
  | 'activityLanding'
  | 'genericLanding'
  /** The footer's company and legal pages (about, terms, cookies, …), one slug in every language. */
  | 'sitePage'
  /** SPEC's partial-page catch-all: only while an auth-funnel modal element is in the document. */
  | 'authModalPartial'
  | 'notFound';

export interface ResolvedRoute {
  /** The language of the page: the path's prefix when it is one of the 13, else the default. */
  language: LanguageCode;
  /** True when the first path segment was a language code. */
  languageInPath: boolean;
  name: RouteName;
  /** Named path parameters, e.g. { hash } for paymentSession, { id } for bookingDetail. */
  params: Record<string, string>;
  /** The path without the language prefix, always starting with '/'. */
  path: string;
}
