import type { FastifyInstance } from 'fastify';
import {
  adminBookingDetailSchema,
  adminBookingListItemSchema,
  bookingCountsSchema,
} from '../../../../shared/admin/bookings.ts';
import { cancelBookingSchema, OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import { described } from '../../../http/describe.ts';
import { notFound } from '../../../http/errors.ts';
import { createPaymentProviders } from '../../../providers/payments/paymentProviderFor.ts';
import { requireStaff } from '../../auth/session.ts';
import { recordIdOf, registerReadRoutes } from '../recordPages.ts';
import { listQuerySchema } from '../simpleRest.ts';
import { bookingsListResource, listBookings } from './repository.ts';
import { bookingCounts, bookingDetails, cancelBooking } from './service.ts';

const tags = ['backoffice'];

export default async function backofficeBookingRoutes(app: FastifyInstance) {
  const providers = createPaymentProviders(app.config, app.db);
  // Before /:id, so "counts" is never read as an id.
  app.get(
    '/api/admin/bookings/counts',
    described({
      tags,
      summary: 'Bookings per status under the list filters (tab badges)',
      signedIn: true,
      querystring: listQuerySchema.pick({ filter: true }),
      ok: { schema: bookingCountsSchema },
    }),
    async (request) => {
      requireStaff(request, OPERATIONS_ACCESS.readBookings);
      return bookingCounts(app.db, (request.query as { filter?: unknown }).filter);
    },
  );
  registerReadRoutes(app, {
    resource: bookingsListResource,
    roles: OPERATIONS_ACCESS.readBookings,
    what: 'booking',
    list: listBookings,
    show: bookingDetails,
    item: adminBookingListItemSchema,
    record: adminBookingDetailSchema,
  });
  app.post(
    '/api/admin/bookings/:id/cancel',
    described({
      tags,
      summary: 'Cancel a booking on behalf of a party, with a refund and a reason (manager)',
      signedIn: true,
      body: cancelBookingSchema,
      errors: [409, 422],
      ok: { schema: adminBookingDetailSchema, description: 'The booking as it now is.' },
    }),
    async (request) => {
      const actor = requireStaff(request, OPERATIONS_ACCESS.cancelBooking, OPERATIONS_ACCESS.readBookings);
      const details = await cancelBooking(
        app.db,
        actor,
        recordIdOf(request.params, 'booking'),
        request.body,
        providers,
        app.config.PUBLIC_URL,
      );
      if (!details) throw notFound('No such booking.');
      return details;
    },
  );
}
