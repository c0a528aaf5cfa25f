import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accountOverviewSchema,
  bookingDetailSchema,
  bookingListQuerySchema,
  bookingListSchema,
  cancelInputSchema,
  cancellationPreviewSchema,
  declineInputSchema,
  favouriteListSchema,
  tripPaths,
} from '../../../shared/bookings/trips.ts';
import { checkoutIdSchema } from '../../../shared/checkout/checkout.ts';
import { forbidden } from '../../http/errors.ts';
import { parseInput, parsePathParam } from '../../http/validate.ts';
import { createPaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import { requireViewer, type Viewer } from '../auth/session.ts';
import { docs, localeOf } from '../checkout/routes.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../payment-sessions/idempotency.ts';
import { acceptRequest, cancelBooking, declineRequest } from './changes.ts';
import { withIdempotencyKey } from './idempotency.ts';
import {
  accountOverview,
  bookingDetail,
  bookingList,
  cancellationPreview,
  favouriteList,
  reachTrip,
} from './service.ts';

const TAGS = ['bookings'];
const favouritesQuerySchema = z.object({
  page: z.coerce.number().int('pageInvalid').min(1, 'pageInvalid').max(10_000, 'pageInvalid').default(1),
});

/** A booking and everything hung off it does not exist for a visitor who is not signed in (DESIGN.md). */
/**
 * A guest is asked to sign in (401, whatever the id: it tells nothing about the booking), so that a
 * link from an e-mail leads to the sign-in and back; a signed-in stranger gets 404 from the service.
 */
export function tripViewer(request: FastifyRequest): Viewer {
  return requireViewer(request);
}

/** The currency a favourites page shows prices in: asked, else the visitor's cookie, else their account's. */
function currencyOf(request: FastifyRequest, fallback: string): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asked = typeof query.currency === 'string' ? query.currency : request.cookies.currency;
  return /^[A-Za-z]{3}$/.test(asked ?? '') ? (asked as string).toUpperCase() : fallback;
}

/**
 * The life of a booking (issue 16, `shared/bookings/trips.ts`): the account overview, the booking
 * lists, favourites, the detail, cancellation and the owner's answer. Signed out is 401; a booking
 * the viewer is neither tenant, owner nor staff of is 404 on every route.
 */
export default async function bookingRoutes(app: FastifyInstance) {
  const db = app.db;
  const changes = { providers: createPaymentProviders(app.config, db), publicUrl: app.config.PUBLIC_URL };
  const bookingIdOf = (request: FastifyRequest<{ Params: { id: string } }>) =>
    parsePathParam(checkoutIdSchema, request.params.id, 'This booking does not exist.');
  // Answers the booking as the viewer now sees it, checked against the contract.
  const detailOf = async (request: FastifyRequest<{ Params: { id: string } }>, id: number) =>
    bookingDetailSchema.parse(await bookingDetail(db, tripViewer(request), id, localeOf(request)));

  app.get(
    tripPaths.accountOverview,
    docs('The account root: the next trip, what is waiting, the bookings that need the viewer', TAGS, {
      ok: { schema: accountOverviewSchema },
    }),
    async (request) => accountOverview(db, requireViewer(request), localeOf(request)),
  );

  app.get(
    tripPaths.accountBookings,
    docs('The renter or owner booking list of one tab, with every tab count (?role&tab&page)', TAGS, {
      querystring: bookingListQuerySchema,
      ok: { schema: bookingListSchema },
    }),
    async (request) => {
      const viewer = requireViewer(request);
      const query = parseInput(bookingListQuerySchema, request.query);
      return bookingList(db, viewer, query, localeOf(request));
    },
  );

  app.get(
    tripPaths.favourites,
    docs("The viewer's saved boats and activities as result cards (?page&currency)", TAGS, {
      querystring: favouritesQuerySchema,
      ok: { schema: favouriteListSchema },
    }),
    async (request) => {
      const viewer = requireViewer(request);
      const { page } = parseInput(favouritesQuerySchema, request.query);
      return favouriteList(db, viewer, page, {
        language: localeOf(request),
        currencyCode: currencyOf(request, viewer.currencyCode),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v6/booking/:id/detail',
    docs('Everything about one booking (SPEC section 7: booking/{bookingId}/detail)', TAGS, {
      ok: { schema: bookingDetailSchema },
    }),
    async (request) => detailOf(request, bookingIdOf(request)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/v6/booking/:id/cancellation',
    docs('What a cancellation by the viewer would refund now, by the booking policy', TAGS, {
      ok: { schema: cancellationPreviewSchema },
    }),
    async (request) => cancellationPreview(db, tripViewer(request), bookingIdOf(request), localeOf(request)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/cancel',
    docs(
      'Cancels the booking as its renter or owner (refund by the policy; Idempotency-Key accepted)',
      TAGS,
      {
        headers: idempotencyHeaders,
        body: cancelInputSchema,
        ok: { schema: bookingDetailSchema },
        errors: [409, 422],
      },
    ),
    async (request) => {
      const viewer = tripViewer(request);
      const id = bookingIdOf(request);
      const key = idempotencyKeyOf(request);
      const { side } = await reachTrip(db, viewer, id);
      const input = parseInput(cancelInputSchema, request.body);
      if (side === 'staff') throw forbidden('Staff cancel bookings from the back office.');
      return withIdempotencyKey(db, { key, userId: viewer.id, bookingId: id, input }, async () => {
        await cancelBooking(db, changes, { id: viewer.id, side }, id, input.reason || null);
        return detailOf(request, id);
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/accept',
    docs('The owner accepts a request: the authorised payment is captured', TAGS, {
      ok: { schema: bookingDetailSchema },
      errors: [409, 422],
    }),
    async (request) => {
      const viewer = tripViewer(request);
      const id = bookingIdOf(request);
      await reachTrip(db, viewer, id);
      await acceptRequest(db, changes, viewer.id, id);
      return detailOf(request, id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v6/booking/:id/decline',
    docs('The owner declines a request with a reason: the authorisation is released', TAGS, {
      body: declineInputSchema,
      ok: { schema: bookingDetailSchema },
      errors: [409, 422],
    }),
    async (request) => {
      const viewer = tripViewer(request);
      const id = bookingIdOf(request);
      await reachTrip(db, viewer, id);
      const input = parseInput(declineInputSchema, request.body);
      await declineRequest(db, changes, viewer.id, id, input);
      return detailOf(request, id);
    },
  );
}
