import type { FastifyInstance } from 'fastify';
import { ownerListingPaths, ownerListingsSchema } from '../../../shared/owners/listings.ts';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { requireViewer } from '../auth/session.ts';
import { listOwnerListings } from './service.ts';

/** SPEC section 2's account/listings: the owner's side of the marketplace (issue 17). */
export default async function ownerRoutes(app: FastifyInstance) {
  app.get(
    ownerListingPaths.listings,
    described({
      tags: ['owners'],
      summary:
        'The signed-in owner’s boats and activities: state, completeness, recent figures, next bookings',
      signedIn: true,
      ok: { schema: ownerListingsSchema, description: 'The listings.' },
    }),
    async (request) => listOwnerListings(app.db, requireViewer(request).id, appClock.now()),
  );
}
