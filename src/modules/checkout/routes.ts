import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkoutActivitySchema,
  checkoutDownPaymentSchema,
  checkoutExtrasSchema,
  checkoutHashSchema,
  checkoutIdSchema,
  checkoutInsurancesSchema,
  checkoutPriceDetailsSchema,
  checkoutSessionSchema,
  checkoutSuccessSchema,
  checkoutTrackingSchema,
  downPaymentSelectedSchema,
  extraSelectedSchema,
  insurancesSelectedSchema,
  promoCodeSchema,
  purchaseTrackingSchema,
  rentalTypeExtraSchema,
} from '../../../shared/checkout/checkout.ts';
import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { appClock } from '../../http/clock.ts';
import { type Description, described } from '../../http/describe.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { checkoutVoucherAmount } from '../vouchers/service.ts';
import { reachSession } from './access.ts';
import {
  checkoutDownPaymentDto,
  checkoutInsurancesDto,
  extrasDto,
  priceDetailsDto,
  rentalTypeDto,
} from './checkoutDto.ts';
import { type CheckoutPriceComputation, depositWithWaiver, storeCheckoutPrice } from './checkoutPrice.ts';
import {
  checkoutActivity,
  checkoutSession,
  checkoutSuccess,
  checkoutTracking,
  purchaseTracking,
} from './checkoutService.ts';
import { applyPromoCode, selectDownPayment, selectExtra, selectInsurances } from './selections.ts';

type HashParams = { Params: { hash: string } };

const NO_SESSION = 'This checkout does not exist.';

export function localeOf(request: FastifyRequest): LanguageCode {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return typeof query._locale === 'string' && isLanguageCode(query._locale)
    ? query._locale
    : FALLBACK_LANGUAGE;
}

/** A signed-in route's description; `description` adds its zod schemas (src/http/describe.ts). */
export const docs = (
  summary: string,
  tags = ['checkout'],
  description: Omit<Description, 'tags' | 'summary' | 'signedIn'> = {},
) => described({ tags, summary, signedIn: true, ...description });

/**
 * The checkout's reads and the renter's choices (SPEC section 7). Only the session's tenant (or
 * support staff) reaches a session; every choice answers the re-computed price.
 */
export default async function checkoutRoutes(app: FastifyInstance) {
  const db = app.db;
  const cardProvider = app.config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox';

  const session = (request: FastifyRequest<HashParams>) =>
    reachSession(db, request, parsePathParam(checkoutHashSchema, request.params.hash, NO_SESSION));

  /** The current price, kept on the session (a frozen session answers what it stored). */
  const currentPrice = (sessionId: number, language: string): Promise<CheckoutPriceComputation> =>
    db.transaction((tx) => storeCheckoutPrice(tx, sessionId, language));

  /** The price as the renter reads it, with what their credit pays of it before the card. */
  const priceAnswer = async (price: CheckoutPriceComputation) =>
    priceDetailsDto(
      price,
      await checkoutVoucherAmount(db, {
        sessionId: price.sessionId,
        tenantId: price.tenantId,
        open: price.sessionStatus === 'open',
        due: price.checkoutPaymentAmount,
        currency: 'EUR',
        now: appClock.now(),
      }),
    );

  const insurancesAnswer = async (price: CheckoutPriceComputation) =>
    checkoutInsurancesDto(price, await depositWithWaiver(db, price.depositWithoutWaiver));

  app.get<HashParams>(
    '/api/v6/checkout/:hash',
    docs('The payment session, product, owner, place and dates', undefined, {
      ok: { schema: checkoutSessionSchema },
    }),
    async (request) => {
      const found = await session(request);
      return checkoutSession(db, found.id, localeOf(request), cardProvider);
    },
  );

  app.get<HashParams>(
    '/api/v6/checkout/:hash/activity',
    docs('The activity of an activity checkout', undefined, { ok: { schema: checkoutActivitySchema } }),
    async (request) => {
      const found = await session(request);
      const activity = await checkoutActivity(db, found.id, localeOf(request));
      if (!activity) throw notFound('This checkout is not for an activity.');
      return activity;
    },
  );

  app.get<HashParams>(
    '/api/v6/checkout/:hash/price',
    docs('The price details, computed on the server', undefined, {
      ok: { schema: checkoutPriceDetailsSchema },
      errors: [409],
    }),
    async (request) => {
      const found = await session(request);
      return priceAnswer(await currentPrice(found.id, localeOf(request)));
    },
  );

  app.get<HashParams>(
    '/api/v6/ps/:hash/insurances',
    docs('The four insurances: price, availability, choice', undefined, {
      ok: { schema: checkoutInsurancesSchema },
      errors: [409],
    }),
    async (request) => {
      const found = await session(request);
      return insurancesAnswer(await currentPrice(found.id, localeOf(request)));
    },
  );

  app.put<HashParams>(
    '/api/v6/ps/:hash/insurances/selected',
    docs('Chooses insurances (Mondial multi-risk and Mondial assistance exclude each other)', undefined, {
      body: insurancesSelectedSchema,
      ok: { schema: checkoutInsurancesSchema },
      errors: [409],
    }),
    async (request) => {
      const found = await session(request);
      const body = parseInput(insurancesSelectedSchema, request.body);
      return insurancesAnswer(await selectInsurances(db, found.id, body, localeOf(request)));
    },
  );

  app.get<HashParams>(
    '/api/v6/checkout/:hash/extra/rental-type',
    docs('The rental type extra (skipper, fuel...); null when the boat has none', undefined, {
      ok: { schema: rentalTypeExtraSchema.nullable() },
      errors: [409],
    }),
    async (request) => {
      const found = await session(request);
      const locale = localeOf(request);
      return rentalTypeDto(await currentPrice(found.id, locale), locale);
    },
  );

  app.get<HashParams>(
    '/api/v6/checkout/:hash/extras',
    docs('The optional extras', undefined, { ok: { schema: checkoutExtrasSchema }, errors: [409] }),
    async (request) => {
      const found = await session(request);
      const locale = localeOf(request);
      return extrasDto(await currentPrice(found.id, locale), locale);
    },
  );

  app.put<HashParams>(
    '/api/v6/checkout/:hash/extra/selected',
    docs('Chooses or drops the rental type or an optional extra; answers the price', undefined, {
      body: extraSelectedSchema,
      ok: { schema: checkoutPriceDetailsSchema },
      errors: [409],
    }),
    async (request) => {
      const found = await session(request);
      const body = parseInput(extraSelectedSchema, request.body);
      return priceAnswer(await selectExtra(db, found.id, body, localeOf(request)));
    },
  );

  app.put<HashParams>(
    '/api/v6/checkout/:hash/promo-code',
    docs('Applies (or with "" removes) a promo code; answers the price', undefined, {
      body: promoCodeSchema,
      ok: { schema: checkoutPriceDetailsSchema },
      errors: [409, 422],
    }),
    async (request) => {
      const found = await session(request);
      const body = parseInput(promoCodeSchema, request.body);
      return priceAnswer(await applyPromoCode(db, found.id, body.promoCode, localeOf(request)));
    },
  );

  app.get<HashParams>(
    '/api/v6/checkout/:hash/down-payment',
    docs('Down payment eligibility and split', undefined, {
      ok: { schema: checkoutDownPaymentSchema },
      errors: [409],
    }),
    async (request) => {
      const found = await session(request);
      return checkoutDownPaymentDto(await currentPrice(found.id, localeOf(request)));
    },
  );

  app.put<HashParams>(
    '/api/v6/checkout/:hash/down-payment/selected',
    docs('Switches between full payment and down payment', undefined, {
      body: downPaymentSelectedSchema,
      ok: { schema: checkoutDownPaymentSchema },
      errors: [409],
    }),
    async (request) => {
      const found = await session(request);
      const body = parseInput(downPaymentSelectedSchema, request.body);
      return checkoutDownPaymentDto(await selectDownPayment(db, found.id, body, localeOf(request)));
    },
  );

  app.get<HashParams>(
    '/api/v6/checkout/:hash/tracking',
    docs('Data-layer data of the checkout', undefined, {
      ok: { schema: checkoutTrackingSchema },
      errors: [409],
    }),
    async (request) => {
      const found = await session(request);
      return checkoutTracking(db, found.id, localeOf(request));
    },
  );

  app.get<{ Params: { hash: string; bookingId: string } }>(
    '/api/v6/checkout/:hash/tracking/:bookingId',
    docs('Data-layer purchase data of the paid booking', undefined, {
      ok: { schema: purchaseTrackingSchema },
      errors: [409],
    }),
    async (request) => {
      const found = await session(request);
      const bookingId = parsePathParam(
        checkoutIdSchema,
        request.params.bookingId,
        'This booking does not exist.',
      );
      const tracking = await purchaseTracking(db, found.id, bookingId, localeOf(request));
      if (!tracking) throw notFound('This booking is not paid through this checkout.');
      return tracking;
    },
  );

  app.get<HashParams>(
    '/api/v6/checkout/:hash/success',
    docs('What the success page shows', undefined, { ok: { schema: checkoutSuccessSchema }, errors: [409] }),
    async (request) => {
      const found = await session(request);
      return checkoutSuccess(db, found.id, localeOf(request));
    },
  );
}
