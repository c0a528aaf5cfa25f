import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkoutIdSchema } from '../../../shared/checkout/checkout.ts';
import { isLanguageCode } from '../../../shared/i18n/languages.ts';
import { moneyDocumentListSchema, statementSchema } from '../../../shared/money/statement.ts';
import { notFound } from '../../http/errors.ts';
import { sendStoredFile } from '../../http/storedFileAnswer.ts';
import { parsePathParam } from '../../http/validate.ts';
import { fileStoreFor } from '../../providers/files.ts';
import { tripViewer } from '../bookings/routes.ts';
import { reachTrip } from '../bookings/service.ts';
import { docs } from '../checkout/routes.ts';
import { documentPdf, documentsOf } from '../documents/service.ts';
import { statementOf } from './statement.ts';

const TAGS = ['bookings'];

/**
 * A booking's money (DESIGN.md, "One money ledger"): its statement as the viewer sees it, and the receipts, invoices and
 * credit notes made out to them, as PDFs in their language. 404 to anyone but the booking's tenant,
 * the owner of its product and staff.
 */
export default async function ledgerRoutes(app: FastifyInstance) {
  const db = app.db;
  const files = fileStoreFor(app.config);
  const bookingIdOf = (request: FastifyRequest<{ Params: { id: string } }>) =>
    parsePathParam(checkoutIdSchema, request.params.id, 'This booking does not exist.');

  app.get<{ Params: { id: string } }>(
    '/api/v6/booking/:id/statement',
    docs('The booking’s money statement as the viewer sees it (renter, owner or staff)', TAGS, {
      ok: { schema: statementSchema },
    }),
    async (request) => {
      const id = bookingIdOf(request);
      const { side } = await reachTrip(db, tripViewer(request), id);
      const statement = await statementOf(db, id, side === 'tenant' ? 'renter' : side);
      if (!statement) throw notFound('This booking does not exist.');
      return statement;
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v6/booking/:id/documents',
    docs('The viewer’s receipts, invoices and credit notes of the booking', TAGS, {
      ok: { schema: moneyDocumentListSchema },
    }),
    async (request) => ({ items: await documentsOf(db, tripViewer(request), bookingIdOf(request)) }),
  );

  app.get<{ Params: { id: string; documentId: string } }>(
    '/api/v6/booking/:id/documents/:documentId/pdf',
    docs('A receipt, invoice or credit note as a PDF, in the page’s language (else the viewer’s)', TAGS, {
      ok: {
        contentType: 'application/pdf',
        description: 'The PDF, or with S3 a 302 to a presigned URL of it.',
        also: [302],
      },
    }),
    async (request, reply) => {
      const id = bookingIdOf(request);
      const documentId = parsePathParam(
        checkoutIdSchema,
        request.params.documentId,
        'This document does not exist.',
      );
      const query = (request.query ?? {}) as Record<string, unknown>;
      const language =
        typeof query._locale === 'string' && isLanguageCode(query._locale) ? query._locale : null;
      const pdf = await documentPdf(db, files, tripViewer(request), id, documentId, language);
      return sendStoredFile(reply, files, pdf.key, {
        contentType: 'application/pdf',
        contentDisposition: `inline; filename="${pdf.fileName}"`,
        cacheControl: 'private, no-store',
        // A PDF viewer may read the file in ranges for a while after it opened it.
        urlSeconds: 300,
        missing: 'This document does not exist.',
      });
    },
  );
}
