import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ownerReviewInputSchema,
  reviewStateSchema,
  tenantReviewInputSchema,
} from '../../../shared/bookings/trips.ts';
import { appClock } from '../../http/clock.ts';
import { docs } from '../checkout/routes.ts';
import { reviewState, writeReview } from './service.ts';
import { reachTrip } from './tripAccess.ts';

const TAGS = ['reviews'];

/** Double-blind reviews of a stay (issue 16): GET the state, POST the viewer's review. */
export default async function reviewRoutes(app: FastifyInstance) {
  const db = app.db;

  app.get<{ Params: { bookingId: string } }>(
    '/api/v6/booking/:bookingId/review',
    docs('The reviews of a stay as the viewer may see them (double-blind)', TAGS, {
      ok: { schema: reviewStateSchema },
    }),
    async (request) => {
      const { booking, role } = await reachTrip(db, request, request.params.bookingId);
      return reviewState(db, booking.id, role, appClock.now());
    },
  );

  app.post<{ Params: { bookingId: string } }>(
    '/api/v6/booking/:bookingId/review',
    docs('Writes the viewer’s review: the renter reviews the boat, the owner the renter', TAGS, {
      body: z.union([tenantReviewInputSchema, ownerReviewInputSchema]),
      ok: {
        status: 201,
        schema: reviewStateSchema,
        description: 'The reviews of the stay with the one written.',
      },
      errors: [409, 422],
    }),
    async (request, reply) => {
      const { booking, role, viewer } = await reachTrip(db, request, request.params.bookingId);
      const state = await writeReview(
        db,
        booking.id,
        { id: viewer.id, role, languageCode: viewer.languageCode },
        request.body,
        appClock.now(),
      );
      return reply.status(201).send(state);
    },
  );
}
