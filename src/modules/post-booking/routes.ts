import type { FastifyInstance } from 'fastify';
import {
  checkoutIdSchema,
  postBookingCartSchema,
  postBookingInitSchema,
  postBookingInsurancesSchema,
  postBookingInsurancesSelectedSchema,
} from '../../../shared/checkout/checkout.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { requireViewer } from '../auth/session.ts';
import { mayReach, reachBooking } from '../checkout/access.ts';
import { computeCartPrice } from '../checkout/checkoutPrice.ts';
import { docs, localeOf } from '../checkout/routes.ts';
import {
  cartDto,
  cartOwner,
  initPostBooking,
  postBookingInsurances,
  purchaseInit,
  selectCartInsurances,
} from './postBooking.ts';

const TAGS = ['post-booking'];
const NO_CART = 'This cart does not exist.';
const NO_BOOKING = 'This booking does not exist.';

/** Buying cover after booking (SPEC sections 3, 4 and 7): the booking's tenant, or support staff. */
export default async function postBookingRoutes(app: FastifyInstance) {
  const db = app.db;

  /** The cart, if the viewer may reach its booking (404 otherwise). */
  const reachCart = async (request: Parameters<typeof requireViewer>[0], rawCartId: string) => {
    const viewer = requireViewer(request);
    const cartId = parsePathParam(checkoutIdSchema, rawCartId, NO_CART);
    const owner = await cartOwner(db, cartId);
    if (!owner || !mayReach(viewer, owner.tenantId)) throw notFound('This cart does not exist.');
    return { cartId, ...owner };
  };

  app.get<{ Params: { bookingId: string } }>(
    '/api/v6/post-booking/:bookingId/init',
    docs('Opens (or reuses) the cart of cover to buy after booking', TAGS, {
      ok: { schema: postBookingInitSchema },
    }),
    async (request) => {
      const booking = await reachBooking(
        db,
        request,
        parsePathParam(checkoutIdSchema, request.params.bookingId, NO_BOOKING),
      );
      return initPostBooking(db, booking.id, localeOf(request));
    },
  );

  app.get<{ Params: { bookingId: string; cartId: string } }>(
    '/api/v6/post-booking/:bookingId/purchase/:cartId/init',
    docs('The purchase page of a cart; a paid cart answers 409 with redirectUrl', TAGS, {
      ok: { schema: postBookingInitSchema },
      errors: [409],
    }),
    async (request) => {
      const booking = await reachBooking(
        db,
        request,
        parsePathParam(checkoutIdSchema, request.params.bookingId, NO_BOOKING),
      );
      const cart = await reachCart(request, request.params.cartId);
      if (cart.bookingId !== booking.id) throw notFound('This cart does not exist.');
      return purchaseInit(db, booking.id, cart.cartId, localeOf(request));
    },
  );

  app.get<{ Params: { cartId: string } }>(
    '/api/v6/post-booking/cart/:cartId',
    docs('The cart: items and total', TAGS, { ok: { schema: postBookingCartSchema } }),
    async (request) => {
      const cart = await reachCart(request, request.params.cartId);
      return cartDto(await computeCartPrice(db, cart.cartId, localeOf(request)));
    },
  );

  app.get<{ Params: { bookingId: string; cartId: string } }>(
    '/api/v6/post-booking/:bookingId/cart/:cartId/insurances',
    docs('The insurances offered after booking, and which are in the cart', TAGS, {
      ok: { schema: postBookingInsurancesSchema },
    }),
    async (request) => {
      const booking = await reachBooking(
        db,
        request,
        parsePathParam(checkoutIdSchema, request.params.bookingId, NO_BOOKING),
      );
      const cart = await reachCart(request, request.params.cartId);
      if (cart.bookingId !== booking.id) throw notFound('This cart does not exist.');
      return postBookingInsurances(db, booking.id, cart.cartId, localeOf(request));
    },
  );

  app.put<{ Params: { cartId: string } }>(
    '/api/v6/post-booking/:cartId/insurances/selected',
    docs('Puts insurances in the cart or takes them out; answers the cart', TAGS, {
      body: postBookingInsurancesSelectedSchema,
      ok: { schema: postBookingCartSchema },
      errors: [409],
    }),
    async (request) => {
      const cart = await reachCart(request, request.params.cartId);
      const body = parseInput(postBookingInsurancesSelectedSchema, request.body);
      return cartDto(await selectCartInsurances(db, cart.cartId, body, localeOf(request)));
    },
  );
}
