import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { requireViewer, type StaffRole, type Viewer } from '../auth/session.ts';
import {
  type BookingRef,
  findBookingRef,
  findSessionByHash,
  lockSessionRef,
  type SessionRef,
} from './repository.ts';

export type { BookingRef, SessionRef };

/** Staff who may open any renter's checkout, booking or cart (to help them). */
const CHECKOUT_STAFF: readonly StaffRole[] = ['manager', 'support', 'admin'];

/** The tenant themselves, or staff with a helping role; anyone else is told it does not exist. */
export function mayReach(viewer: Viewer, tenantId: number): boolean {
  return viewer.id === tenantId || (viewer.staffRole !== null && CHECKOUT_STAFF.includes(viewer.staffRole));
}

/** The session behind `ps/{hash}`, if the signed-in viewer may reach it (401 signed out, else 404). */
export async function reachSession(
  db: Queryable,
  request: FastifyRequest,
  hash: string,
): Promise<SessionRef> {
  const viewer = requireViewer(request);
  const session = await findSessionByHash(db, hash, appClock.now());
  if (!session || !mayReach(viewer, session.tenant_id)) throw notFound('This checkout does not exist.');
  return session;
}

/**
 * Locks an open session for a selection change, in the caller's transaction. A session being paid,
 * paid, or past its expiry can no longer change: 409 with a code the page can act on.
 */
export async function lockChangeableSession(tx: Queryable, sessionId: number): Promise<SessionRef> {
  const session = await lockSessionRef(tx, sessionId, appClock.now());
  if (!session) throw notFound('This checkout does not exist.');
  if (session.status === 'paid') throw conflict('session-paid', 'This checkout is already paid.');
  if (session.status === 'processing') {
    throw conflict('session-processing', 'A payment for this checkout is in progress.');
  }
  if (session.status !== 'open' || session.is_past_expiry) {
    throw conflict('session-expired', 'This checkout has expired: book again to choose new options.');
  }
  return session;
}

/** A booking the viewer may reach (its tenant, or staff); 404 otherwise. */
export async function reachBooking(
  db: Queryable,
  request: FastifyRequest,
  bookingId: number,
): Promise<BookingRef> {
  const viewer = requireViewer(request);
  const booking = await findBookingRef(db, bookingId);
  if (!booking || !mayReach(viewer, booking.tenant_id)) throw notFound('This booking does not exist.');
  return booking;
}
