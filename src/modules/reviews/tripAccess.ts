import type { FastifyRequest } from 'fastify';
import { checkoutIdSchema } from '../../../shared/checkout/checkout.ts';
import type { Queryable } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { parsePathParam } from '../../http/validate.ts';
import { requireViewer, type Viewer } from '../auth/session.ts';
import { findTripParties, type TripParties } from './repository.ts';

export type TripViewerRole = 'tenant' | 'owner' | 'staff';

export interface ReachedTrip {
  booking: TripParties;
  viewer: Viewer;
  role: TripViewerRole;
}

/**
 * A booking the signed-in viewer may see (DESIGN.md, "Who may see a booking"): its tenant, the owner
 * of its product, or staff. 401 signed out; 404 for anyone else, as if it did not exist.
 */
export async function reachTrip(db: Queryable, request: FastifyRequest, rawId: string): Promise<ReachedTrip> {
  const viewer = requireViewer(request);
  const bookingId = parsePathParam(checkoutIdSchema, rawId, 'This booking does not exist.');
  const booking = await findTripParties(db, bookingId);
  const role: TripViewerRole | null = !booking
    ? null
    : viewer.id === booking.tenant_id
      ? 'tenant'
      : viewer.id === booking.owner_id || viewer.id === booking.product_owner_id
        ? 'owner'
        : viewer.staffRole
          ? 'staff'
          : null;
  if (!booking || !role) throw notFound('This booking does not exist.');
  return { booking, viewer, role };
}
