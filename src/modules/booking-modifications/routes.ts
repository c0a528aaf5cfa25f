import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  modificationAnswerSchema,
  modificationChangeAnswerSchema,
  modificationDecisionSchema,
  modificationInputSchema,
  modificationOptionsSchema,
  modificationQuoteSchema,
} from '../../../shared/bookings/trips.ts';
import { checkoutIdSchema } from '../../../shared/checkout/checkout.ts';
import { paymentIntentAnswerSchema } from '../../../shared/checkout/payment.ts';
import { forbidden } from '../../http/errors.ts';
import { parsePathParam } from '../../http/validate.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { docs, localeOf } from '../checkout/routes.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../payment-sessions/idempotency.ts';
import { modificationIntent } from '../payments/intents.ts';
import { reachTrip } from '../reviews/tripAccess.ts';
import {
  decideModification,
  modificationOptions,
  quoteModification,
  requestModification,
  withdrawModification,
} from './service.ts';

const TAGS = ['booking-modifications'];

type Params = { bookingId: string };
type ChangeParams = Params & { modificationId: string };

/** Changing a booking (issue 16): options, re-quote, request, the owner's answer, payment, withdrawal. */
export default async function bookingModificationRoutes(app: FastifyInstance) {
  const db = app.db;
  const providers = createPaymentProviders(app.config, db);
  const context = { publicUrl: app.config.PUBLIC_URL };
  const base = '/api/v6/booking/:bookingId/modification';
  const changeId = (request: FastifyRequest<{ Params: ChangeParams }>) =>
    parsePathParam(checkoutIdSchema, request.params.modificationId, 'This change does not exist.');

  app.get<{ Params: Params }>(
    base,
    docs('What the renter may change on a booking', TAGS, { ok: { schema: modificationOptionsSchema } }),
    async (request) => {
      const { booking } = await reachTrip(db, request, request.params.bookingId);
      return modificationOptions(db, booking.id, localeOf(request), providers.active.name);
    },
  );

  app.post<{ Params: Params }>(
    `${base}/quote`,
    docs('Re-prices a change with the checkout’s price; nothing is saved', TAGS, {
      body: modificationInputSchema,
      ok: { schema: modificationQuoteSchema },
    }),
    async (request) => {
      const { booking } = await reachTrip(db, request, request.params.bookingId);
      return quoteModification(db, booking.id, request.body, localeOf(request));
    },
  );

  app.post<{ Params: Params }>(
    base,
    docs('Asks for a change (renter): paid first when dearer, then the owner answers', TAGS, {
      body: modificationInputSchema,
      ok: { status: 201, schema: modificationAnswerSchema, description: 'The change asked.' },
      errors: [409, 422],
    }),
    async (request, reply) => {
      const trip = await reachTrip(db, request, request.params.bookingId);
      return reply
        .status(201)
        .send(await requestModification(db, trip, request.body, context, localeOf(request)));
    },
  );

  app.post<{ Params: ChangeParams }>(
    `${base}/:modificationId/decision`,
    docs('The owner accepts or declines a change', TAGS, {
      body: modificationDecisionSchema,
      ok: { schema: modificationChangeAnswerSchema },
      errors: [409, 422],
    }),
    async (request) => {
      const trip = await reachTrip(db, request, request.params.bookingId);
      return decideModification(db, trip, changeId(request), request.body, context, localeOf(request));
    },
  );

  app.post<{ Params: ChangeParams }>(
    `${base}/:modificationId/payment-intent`,
    docs('The PaymentIntent that charges a dearer change’s difference (renter)', TAGS, {
      headers: idempotencyHeaders,
      ok: { schema: paymentIntentAnswerSchema },
      errors: [409, 422],
    }),
    async (request) => {
      const trip = await reachTrip(db, request, request.params.bookingId);
      if (trip.role !== 'tenant') throw forbidden('Only the renter pays a change.');
      return modificationIntent(db, providers, trip.booking.id, changeId(request), idempotencyKeyOf(request));
    },
  );

  app.post<{ Params: ChangeParams }>(
    `${base}/:modificationId/withdraw`,
    docs('The renter withdraws a change not yet confirmed', TAGS, {
      ok: { schema: modificationChangeAnswerSchema },
      errors: [409],
    }),
    async (request) => {
      const trip = await reachTrip(db, request, request.params.bookingId);
      return withdrawModification(db, trip, changeId(request), localeOf(request));
    },
  );
}
