import type { FastifyInstance } from 'fastify';
import { managerDashboardQuerySchema, managerDashboardSchema } from '../../../../shared/admin/dashboard.ts';
import { OPERATIONS_ACCESS } from '../../../../shared/admin/operations.ts';
import { described } from '../../../http/describe.ts';
import { parseInput } from '../../../http/validate.ts';
import { requireStaff } from '../../auth/session.ts';
import { managerDashboard } from './managerDashboard.ts';

export default async function backofficeDashboardRoutes(app: FastifyInstance) {
  app.get(
    '/api/admin/dashboard/manager',
    described({
      tags: ['backoffice'],
      summary: 'Manager dashboard aggregates (from, to, country)',
      signedIn: true,
      querystring: managerDashboardQuerySchema,
      ok: { schema: managerDashboardSchema },
    }),
    async (request) => {
      requireStaff(request, OPERATIONS_ACCESS.managerDashboard);
      return managerDashboard(app.db, parseInput(managerDashboardQuerySchema, request.query));
    },
  );
}
