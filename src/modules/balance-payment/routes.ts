import type { FastifyInstance } from 'fastify';
import {
  balancePaymentSchema,
  balancePaymentSuccessSchema,
  checkoutIdSchema,
} from '../../../shared/checkout/checkout.ts';
import { parsePathParam } from '../../http/validate.ts';
import { reachBooking } from '../checkout/access.ts';
import { docs, localeOf } from '../checkout/routes.ts';
import { balancePayment, balancePaymentSuccess } from './balancePayment.ts';

const TAGS = ['balance-payment'];

/** The balance of a down payment (SPEC sections 3 and 7); id is the booking id. */
export default async function balancePaymentRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get<{ Params: { id: string } }>(
    '/api/v6/balance-payment/:id',
    docs('What is left to pay on a booking paid by down payment', TAGS, {
      ok: { schema: balancePaymentSchema },
    }),
    async (request) => {
      const booking = await reachBooking(
        db,
        request,
        parsePathParam(checkoutIdSchema, request.params.id, 'This booking does not exist.'),
      );
      return balancePayment(db, booking.id, localeOf(request));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v6/balance-payment/:id/success',
    docs('What the balance success page shows', TAGS, { ok: { schema: balancePaymentSuccessSchema } }),
    async (request) => {
      const booking = await reachBooking(
        db,
        request,
        parsePathParam(checkoutIdSchema, request.params.id, 'This booking does not exist.'),
      );
      return balancePaymentSuccess(db, booking.id, localeOf(request));
    },
  );
}
