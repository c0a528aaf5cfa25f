import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_KEYS } from '../catalogue/catalogue.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { resolveRoute } from './resolveRoute.ts';
import { ROUTE_WORDS } from './routeWords.ts';
import type { RouteName } from './types.ts';

/** Every application route of SPEC section 2, written without a language prefix. */
const APPLICATION_ROUTES: Array<[string, RouteName, Record<string, string>]> = [
  ['/', 'home', {}],
  ['/login', 'login', {}],
  ['/app-update-needed', 'appUpdateNeeded', {}],
  ['/ps/fingerprint', 'paymentFingerprint', {}],
  ['/ps/fingerprint/success', 'paymentFingerprintSuccess', {}],
  ['/ps/a1B2c3_d4-e5', 'paymentSession', { hash: 'a1B2c3_d4-e5' }],
  ['/ps/a1B2c3/success', 'paymentSessionSuccess', { hash: 'a1B2c3' }],
  ['/balance-payment/77', 'balancePayment', { id: '77' }],
  ['/balance-payment/77/success', 'balancePaymentSuccess', { id: '77' }],
  ['/post-booking/512', 'postBooking', { bookingId: '512' }],
  ['/post-booking/512/purchase/c-9f3a', 'postBookingPurchase', { bookingId: '512', cartId: 'c-9f3a' }],
  ['/account/chat/list', 'chatList', {}],
  ['/account/chat/h4sh/i5h', 'chatConversation', { hash: 'h4sh', ish: 'i5h' }],
  ['/booking/42/econtract/in', 'econtractIn', { id: '42', bookingId: '42' }],
  ['/booking/42/econtract/in/confirm', 'econtractInConfirm', { id: '42', bookingId: '42' }],
  ['/booking/42/econtract/out', 'econtractOut', { id: '42', bookingId: '42' }],
  ['/booking/42/econtract/out/confirm', 'econtractOutConfirm', { id: '42', bookingId: '42' }],
  ['/booking/42/modify', 'bookingModify', { id: '42', bookingId: '42' }],
  ['/booking/42/detail', 'bookingDetail', { id: '42', bookingId: '42' }],
  ['/account/offers', 'offers', {}],
  ['/account/offers/off3r', 'offer', { hash: 'off3r' }],
  ['/account/listing/edit/boat-981', 'listingEdit', { identifier: 'boat-981' }],
  ['/account/listing/calendar/981', 'listingCalendar', { identifier: '981' }],
  ['/account', 'accountRoot', {}],
  ['/account/favourites', 'accountFavourites', {}],
  ['/account/earnings', 'accountEarnings', {}],
  ['/account/bookings', 'accountBookings', {}],
  ['/account/listings', 'accountListings', {}],
  ['/account/profile', 'accountProfile', {}],
  ['/back-office/salesDashboard', 'backOffice', { page: 'salesDashboard' }],
  ['/back-office/managerDashboard', 'backOffice', { page: 'managerDashboard' }],
  ['/back-office/booking/autorefunds', 'backOffice', { page: 'booking/autorefunds' }],
  ['/back-office/booking/details/42', 'backOffice', { page: 'booking/details/42' }],
  ['/back-office/message/editConv/3', 'backOffice', { page: 'message/editConv/3' }],
  ['/back-office/message/edit/3', 'backOffice', { page: 'message/edit/3' }],
  ['/back-office/damage/edit/8', 'backOffice', { page: 'damage/edit/8' }],
  ['/back-office/boat/edit/5', 'backOffice', { page: 'boat/edit/5' }],
  ['/back-office/boat/details/5', 'backOffice', { page: 'boat/details/5' }],
  ['/back-office/propale/details/9', 'backOffice', { page: 'propale/details/9' }],
  ['/back-office/propale/edit/9', 'backOffice', { page: 'propale/edit/9' }],
  ['/not-found', 'notFound', {}],
];

function withLanguage(language: LanguageCode, path: string): string {
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

describe('resolveRoute: application routes in every language', () => {
  for (const language of LANGUAGE_CODES) {
    describe(language, () => {
      it.each(APPLICATION_ROUTES)('%s with the /%s prefix', (path, name, params) => {
        expect(resolveRoute(withLanguage(language, path))).toEqual({
          language,
          languageInPath: true,
          name,
          params,
          path,
        });
      });

      it.each(APPLICATION_ROUTES)('%s without prefix takes the default language', (path, name, params) => {
        expect(resolveRoute(path, { defaultLanguage: language })).toEqual({
          language,
          languageInPath: false,
          name,
          params,
          path,
        });
      });
    });
  }

  it('uses en when no default language is configured', () => {
    expect(resolveRoute('/login')).toMatchObject({ language: 'en', languageInPath: false, name: 'login' });
  });
});

describe('resolveRoute: localized search, product and landing pages in every language', () => {
  for (const language of LANGUAGE_CODES) {
    const words = ROUTE_WORDS[language];

    describe(language, () => {
      it(`/${language}/${words.boatRental}/${words.search} is the boat search`, () => {
        expect(resolveRoute(`/${language}/${words.boatRental}/${words.search}`)).toEqual({
          language,
          languageInPath: true,
          name: 'boatSearch',
          params: { seoPrefix: words.boatRental, i18nSearchPath: words.search },
          path: `/${words.boatRental}/${words.search}`,
        });
      });

      it('a place slug after the boat-rental prefix is that place’s search page', () => {
        expect(resolveRoute(`/${language}/${words.boatRental}/porto-cervo`)).toMatchObject({
          language,
          name: 'boatSearch',
          params: { seoPrefix: words.boatRental, i18nSearchPath: 'porto-cervo', placeSlug: 'porto-cervo' },
        });
      });

      it('the boat search also resolves without a language prefix', () => {
        expect(
          resolveRoute(`/${words.boatRental}/${words.search}`, { defaultLanguage: language }),
        ).toMatchObject({ language, languageInPath: false, name: 'boatSearch' });
      });

      it(`/${language}/${words.activities}/${words.search} is the activity search`, () => {
        expect(resolveRoute(`/${language}/${words.activities}/${words.search}`)).toMatchObject({
          language,
          name: 'activitySearch',
          params: { seoPrefix: words.activities, i18nSearchPath: words.search },
        });
        expect(resolveRoute(`/${language}/${words.activities}/mykonos`)).toMatchObject({
          name: 'activitySearch',
          params: { placeSlug: 'mykonos' },
        });
      });

      it.each(PRODUCT_TYPE_KEYS)('product page of a %s', (typeKey) => {
        const typeSlug = words.productTypes[typeKey];
        const path = `/${words.boatRental}/marseille/${typeSlug}/oceanis-46-1234`;
        expect(resolveRoute(`/${language}${path}`)).toEqual({
          language,
          languageInPath: true,
          name: 'product',
          params: {
            localization: 'marseille',
            boatType: typeSlug,
            typeKey,
            boatName: 'oceanis-46-1234',
            productId: '1234',
          },
          path,
        });
      });

      it(`a first segment starting with "${words.experiences}" is an activity landing`, () => {
        expect(resolveRoute(`/${language}/${words.experiences}`)).toMatchObject({
          language,
          name: 'activityLanding',
          params: { landing: words.experiences },
        });
        expect(resolveRoute(`/${language}/${words.experiences}-ibiza/sunset`)).toMatchObject({
          name: 'activityLanding',
          params: { landing: `${words.experiences}-ibiza/sunset` },
        });
        expect(resolveRoute(`/${words.experiences}/x`, { defaultLanguage: language })).toMatchObject({
          language,
          languageInPath: false,
          name: 'activityLanding',
        });
      });

      it('any other path is a generic landing', () => {
        expect(resolveRoute(`/${language}/catamaran-rental-croatia/split`)).toEqual({
          language,
          languageInPath: true,
          name: 'genericLanding',
          params: { customization: 'catamaran-rental-croatia/split' },
          path: '/catamaran-rental-croatia/split',
        });
      });
    });
  }

  it('accepts every language’s experiences word whatever the page language', () => {
    for (const other of LANGUAGE_CODES) {
      expect(resolveRoute(`/fr/${ROUTE_WORDS[other].experiences}`).name).toBe('activityLanding');
    }
  });

  it('uses the experiences words of SPEC section 2', () => {
    expect(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ROUTE_WORDS[code].experiences]))).toEqual({
      de: 'erlebnisse',
      el: 'empeiries',
      en: 'experiences',
      fr: 'experiences',
      'en-GB': 'experiences',
      'en-US': 'experiences',
      es: 'experiencias',
      it: 'esperienze',
      nl: 'ervaringen',
      pl: 'doswiadczenia',
      pt: 'experiencias',
      ru: 'vpechatleniya',
      sv: 'upplevelser',
    });
  });
});

describe('resolveRoute: language prefix', () => {
  it.each(['EN', 'en-gb', 'EN-GB', 'fr-FR', 'xx', 'de-AT'])(
    'treats "%s" as a path segment of the default language',
    (segment) => {
      expect(resolveRoute(`/${segment}/login`, { defaultLanguage: 'it' })).toEqual({
        language: 'it',
        languageInPath: false,
        name: 'genericLanding',
        params: { customization: `${segment}/login` },
        path: `/${segment}/login`,
      });
    },
  );

  it('treats a lone unknown code as a landing slug', () => {
    expect(resolveRoute('/es-MX')).toMatchObject({ language: 'en', name: 'genericLanding', path: '/es-MX' });
  });

  it('only takes the first segment as the language', () => {
    expect(resolveRoute('/login/fr')).toMatchObject({ language: 'en', name: 'notFound' });
    expect(resolveRoute('/fr/de/login')).toMatchObject({ language: 'fr', name: 'genericLanding' });
  });
});

describe('resolveRoute: parameters and normalisation', () => {
  it.each([
    '/booking/abc/detail',
    '/booking/4a2/modify',
    '/booking/-1/econtract/in',
    '/balance-payment/x1',
    '/balance-payment/x1/success',
    '/post-booking/first',
    '/post-booking/first/purchase/9',
    '/post-booking/3/purchase/bad%20cart',
    '/ps/has%20space',
    '/account/offers/bad.hash',
    '/account/listing/edit/a%2Fb',
  ])('%s has an invalid id and is not found', (path) => {
    expect(resolveRoute(path).name).toBe('notFound');
  });

  it.each([
    '/login/extra',
    '/ps',
    '/ps/abc/failure',
    '/booking/42',
    '/booking/42/cancel',
    '/booking/42/econtract',
    '/account/unknown',
    '/account/chat',
    '/account/chat/list/more',
    '/not-found/again',
  ])('%s under an application namespace matches no screen and is not found', (path) => {
    expect(resolveRoute(path).name).toBe('notFound');
  });

  it('ignores trailing and repeated slashes', () => {
    expect(resolveRoute('/fr/booking//42/detail/')).toMatchObject({
      language: 'fr',
      name: 'bookingDetail',
      params: { id: '42' },
      path: '/booking/42/detail',
    });
    expect(resolveRoute('/de/')).toMatchObject({ language: 'de', name: 'home', path: '/' });
    expect(resolveRoute('')).toMatchObject({ language: 'en', name: 'home', path: '/' });
  });

  it('matches case as given', () => {
    expect(resolveRoute('/Login').name).toBe('genericLanding');
    expect(resolveRoute('/Boat-Rental/search').name).toBe('genericLanding');
    expect(resolveRoute('/boat-rental/Marseille').name).toBe('genericLanding');
  });

  it('decodes percent-encoded segments in params and keeps the path as given', () => {
    expect(resolveRoute('/back-office/boat/edit/%35')).toMatchObject({
      name: 'backOffice',
      params: { page: 'boat/edit/5' },
    });
    expect(resolveRoute('/fr/%C3%AEle-de-r%C3%A9')).toEqual({
      language: 'fr',
      languageInPath: true,
      name: 'genericLanding',
      params: { customization: 'île-de-ré' },
      path: '/%C3%AEle-de-r%C3%A9',
    });
    expect(resolveRoute('/booking/%34%32/detail')).toMatchObject({
      name: 'bookingDetail',
      params: { id: '42' },
    });
  });

  it('a malformed percent-encoding is not found', () => {
    expect(resolveRoute('/fr/landing%E0%A4%A').name).toBe('notFound');
  });

  it('ignores a query string or fragment left on the path', () => {
    expect(resolveRoute('/account/bookings?tab=past#top').name).toBe('accountBookings');
  });

  it('lets ps/fingerprint win over a session hash', () => {
    expect(resolveRoute('/ps/fingerprint').name).toBe('paymentFingerprint');
    expect(resolveRoute('/ps/fingerprints').name).toBe('paymentSession');
  });

  it('gives the back-office root an empty page', () => {
    expect(resolveRoute('/back-office')).toMatchObject({ name: 'backOffice', params: { page: '' } });
  });
});

describe('resolveRoute: search and product edge cases', () => {
  it('accepts another language’s prefix, search word and type slug', () => {
    expect(resolveRoute('/de/location-bateau/recherche')).toMatchObject({
      language: 'de',
      name: 'boatSearch',
    });
    expect(resolveRoute('/en/boot-mieten/split/segelboot/bavaria-7')).toMatchObject({
      language: 'en',
      name: 'product',
      params: { typeKey: 'sailboat', productId: '7' },
    });
  });

  it('a product page needs a known type slug and an id ending the boat name', () => {
    expect(resolveRoute('/boat-rental/marseille/submarine/nautilus-20').name).toBe('genericLanding');
    expect(resolveRoute('/boat-rental/marseille/sailboat/nautilus').name).toBe('genericLanding');
    expect(resolveRoute('/boat-rental/marseille/sailboat/20')).toMatchObject({
      name: 'product',
      params: { productId: '20', boatName: '20' },
    });
    expect(resolveRoute('/boat-rental/marseille/sailboat/nautilus-20/photos').name).toBe('genericLanding');
  });

  it('a search page needs a search word or a lower-case place slug', () => {
    expect(resolveRoute('/boat-rental/saint_tropez').name).toBe('genericLanding');
    expect(resolveRoute('/boat-rental').name).toBe('genericLanding');
    expect(resolveRoute('/boat-rental/marseille/catamaran').name).toBe('genericLanding');
    expect(resolveRoute('/boat-activities/Nice').name).toBe('genericLanding');
  });
});

describe('resolveRoute: authentication-modal partial page', () => {
  const withModal = { authModalPresent: true };

  it('catches landings and searches only while the modal element exists', () => {
    expect(resolveRoute('/fr/location-bateau/recherche', withModal)).toMatchObject({
      language: 'fr',
      name: 'authModalPartial',
    });
    expect(resolveRoute('/experiences/ibiza', withModal).name).toBe('authModalPartial');
    expect(resolveRoute('/some/legacy/page', withModal).name).toBe('authModalPartial');
    expect(resolveRoute('/some/legacy/page').name).toBe('genericLanding');
  });

  it('leaves the application routes and product pages to their screens', () => {
    expect(resolveRoute('/', withModal).name).toBe('home');
    expect(resolveRoute('/account/bookings', withModal).name).toBe('accountBookings');
    expect(resolveRoute('/booking/x/detail', withModal).name).toBe('notFound');
    expect(resolveRoute('/boat-rental/nice/rib/zodiac-9', withModal).name).toBe('product');
  });
});
