import type { FastifyInstance } from 'fastify';
import { ownerListingPaths } from '../../../shared/owners/listings.ts';
import { appClock } from '../../http/clock.ts';
import { requireViewer } from '../auth/session.ts';
import { listOwnerListings } from './service.ts';

/** SPEC section 2's account/listings: the owner's side of the marketplace (issue 17). */
export default async function ownerRoutes(app: FastifyInstance) {
  app.get(
    ownerListingPaths.listings,
    {
      schema: {
        tags: ['owners'],
        summary:
          'The signed-in owner’s boats and activities: state, completeness, recent figures, next bookings',
        security: [{ bearer: [] }],
      },
    },
    async (request) => listOwnerListings(app.db, requireViewer(request).id, appClock.now()),
  );
}
