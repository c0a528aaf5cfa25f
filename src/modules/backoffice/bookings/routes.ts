import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  adminBookingDetailSchema,
  adminBookingListItemSchema,
  bookingCountsSchema,
} from '../../../../shared/admin/bookings.ts';
import { cancelBookingSchema, OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import type { Queryable } from '../../../db/connection.ts';
import { described } from '../../../http/describe.ts';
import { notFound } from '../../../http/errors.ts';
import { requestLanguage } from '../../../http/requestLanguage.ts';
import { createPaymentProviders } from '../../../providers/payments/paymentProviderFor.ts';
import { requireStaff } from '../../auth/session.ts';
import { recordIdOf, registerReadRoutes } from '../recordPages.ts';
import { type ListQuery, listQuerySchema, parseListQuery } from '../simpleRest.ts';
import { bookingsExportPage, bookingsListResource, listBookings } from './repository.ts';
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
  app.get(
    '/api/admin/bookings/export',
    described({
      tags,
      summary: 'Every booking under the list filters and sort, as CSV, streamed',
      signedIn: true,
      querystring: listQuerySchema.pick({ filter: true, sort: true }),
      ok: { contentType: 'text/csv' },
    }),
    async (request, reply) => {
      requireStaff(request, OPERATIONS_ACCESS.readBookings);
      const { filter, sort } = request.query as { filter?: unknown; sort?: unknown };
      const query = parseListQuery(bookingsListResource, { filter, sort });
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bosun-bookings.csv"')
        .header('cache-control', 'private, no-store');
      return reply.send(Readable.from(streamBookingsCsv(app.db, query)));
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
        requestLanguage(request),
      );
      if (!details) throw notFound('No such booking.');
      return details;
    },
  );
}

const EXPORT_COLUMNS = [
  'id',
  'reference',
  'status',
  'listingTitle',
  'productType',
  'countryCode',
  'tenantName',
  'tenantEmail',
  'ownerName',
  'ownerEmail',
  'startDate',
  'endDate',
  'halfDayPeriod',
  'people',
  'totalAmount',
  'onlineAmount',
  'currencyCode',
  'createdAt',
] as const;
const EXPORT_PAGE = 1000;

// A cell a spreadsheet reads as text: quoted when it holds a separator, and never a formula.
const csvCell = (value: unknown) => {
  const raw =
    value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  const text = /^[=+\-@\t\r]/.test(raw) && !/^-?\d/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The whole filtered list, a page of 1,000 at a time, each written out before the next is read, so
 * the export of every booking never sits in memory. Amounts are in minor units, as the API gives them.
 */
async function* streamBookingsCsv(db: Queryable, query: ListQuery): AsyncGenerator<string> {
  yield `${EXPORT_COLUMNS.join(',')}\n`;
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const rows = await bookingsExportPage(db, query, EXPORT_PAGE, offset);
    if (rows.length > 0)
      yield rows.map((row) => `${EXPORT_COLUMNS.map((column) => csvCell(row[column])).join(',')}\n`).join('');
    if (rows.length < EXPORT_PAGE) return;
  }
}
