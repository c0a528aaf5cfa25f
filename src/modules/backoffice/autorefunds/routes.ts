import type { FastifyInstance } from 'fastify';
import {
  autorefundDetailSchema,
  autorefundListItemSchema,
  bulkApproveResultSchema,
} from '../../../../shared/admin/autorefunds.ts';
import {
  approveAutorefundSchema,
  bulkApproveAutorefundsSchema,
  OPERATIONS_ACCESS,
  rejectAutorefundSchema,
} from '../../../../shared/admin/operations.ts';
import { described } from '../../../http/describe.ts';
import { requestLanguage } from '../../../http/requestLanguage.ts';
import { requireStaff } from '../../auth/session.ts';
import { recordIdOf, registerReadRoutes } from '../recordPages.ts';
import { autorefundsListResource, findAutorefund, listAutorefunds } from './repository.ts';
import { approveAutorefund, bulkApproveAutorefunds, rejectAutorefund } from './service.ts';

const tags = ['backoffice'];
const roles = OPERATIONS_ACCESS.autorefunds;

export default async function backofficeAutorefundRoutes(app: FastifyInstance) {
  registerReadRoutes(app, {
    resource: autorefundsListResource,
    roles,
    what: 'autorefund',
    list: listAutorefunds,
    show: findAutorefund,
    item: autorefundListItemSchema,
    record: autorefundDetailSchema,
  });
  app.post(
    '/api/admin/autorefunds/approve',
    described({
      tags,
      summary: 'Approve several proposed refunds at their proposed amounts',
      signedIn: true,
      body: bulkApproveAutorefundsSchema,
      errors: [409],
      ok: { schema: bulkApproveResultSchema },
    }),
    async (request) =>
      bulkApproveAutorefunds(app.db, requireStaff(request, roles), request.body, requestLanguage(request)),
  );
  app.post(
    '/api/admin/autorefunds/:id/approve',
    described({
      tags,
      summary: 'Approve a refund (once), optionally adjusting its amount',
      signedIn: true,
      body: approveAutorefundSchema,
      errors: [409],
      ok: { schema: autorefundDetailSchema, description: 'The autorefund as it now is.' },
    }),
    async (request) =>
      approveAutorefund(
        app.db,
        requireStaff(request, roles),
        recordIdOf(request.params, 'autorefund'),
        request.body,
        requestLanguage(request),
      ),
  );
  app.post(
    '/api/admin/autorefunds/:id/reject',
    described({
      tags,
      summary: 'Reject a proposed refund with a reason',
      signedIn: true,
      body: rejectAutorefundSchema,
      errors: [409],
      ok: { schema: autorefundDetailSchema, description: 'The autorefund as it now is.' },
    }),
    async (request) =>
      rejectAutorefund(
        app.db,
        requireStaff(request, roles),
        recordIdOf(request.params, 'autorefund'),
        request.body,
      ),
  );
}
