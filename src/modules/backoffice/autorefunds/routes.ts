import type { FastifyInstance } from 'fastify';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
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
  });
  app.post(
    '/api/admin/autorefunds/approve',
    { schema: { tags, summary: 'Approve several proposed refunds at their proposed amounts' } },
    async (request) => bulkApproveAutorefunds(app.db, requireStaff(request, roles), request.body),
  );
  app.post(
    '/api/admin/autorefunds/:id/approve',
    { schema: { tags, summary: 'Approve a refund (once), optionally adjusting its amount' } },
    async (request) =>
      approveAutorefund(
        app.db,
        requireStaff(request, roles),
        recordIdOf(request.params, 'autorefund'),
        request.body,
      ),
  );
  app.post(
    '/api/admin/autorefunds/:id/reject',
    { schema: { tags, summary: 'Reject a proposed refund with a reason' } },
    async (request) =>
      rejectAutorefund(
        app.db,
        requireStaff(request, roles),
        recordIdOf(request.params, 'autorefund'),
        request.body,
      ),
  );
}
