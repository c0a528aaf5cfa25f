import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  SALES_ACCESS,
  salesDashboardQuerySchema,
  salesDashboardSchema,
  salesSettingsSchema,
  salesSettingsStateSchema,
  salesTeammateCreateSchema,
  salesTeammateSchema,
  salesTeammateUpdateSchema,
} from '../../../shared/sales/leads.ts';
import { described } from '../../http/describe.ts';
import { requireStaff } from '../auth/session.ts';
import { listQuerySchema, parseListQuery, sendListPage } from '../backoffice/simpleRest.ts';
import { salesActor } from './access.ts';
import { salesDashboard } from './dashboard.ts';
import { teammatesListResource } from './repository.ts';
import { idParam } from './routeIds.ts';
import {
  addTeammate,
  getSalesSettings,
  getTeammate,
  listTeammates,
  updateSalesSettings,
  updateTeammate,
} from './service.ts';

const tags = ['sales'];

export default async function salesRoutes(app: FastifyInstance) {
  app.get(
    '/api/v6/account/sales-settings',
    described({
      tags,
      summary: 'The distribution rule and discount limit',
      signedIn: true,
      ok: { schema: salesSettingsStateSchema },
    }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return getSalesSettings(app.db);
    },
  );

  app.put(
    '/api/v6/account/sales-settings',
    described({
      tags,
      summary: 'Change the sales settings (team lead, manager)',
      signedIn: true,
      body: salesSettingsSchema,
      ok: { schema: salesSettingsStateSchema },
    }),
    async (request) =>
      updateSalesSettings(
        app.db,
        await salesActor(app.db, requireStaff(request, SALES_ACCESS.read)),
        request.body,
      ),
  );

  app.get(
    '/api/v6/account/sales-teammates',
    described({
      tags,
      summary: 'The sales team',
      signedIn: true,
      ok: { schema: z.array(salesTeammateSchema) },
    }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      const query = parseListQuery(teammatesListResource, { sort: '["lastName","ASC"]' });
      return (await listTeammates(app.db, query)).rows;
    },
  );

  app.put(
    '/api/v6/account/sales-teammates/:userId',
    described({
      tags,
      summary: 'Languages, markets, capacity, absence of a teammate',
      signedIn: true,
      body: salesTeammateUpdateSchema,
      ok: { schema: salesTeammateSchema },
    }),
    async (request) =>
      updateTeammate(
        app.db,
        await salesActor(app.db, requireStaff(request, SALES_ACCESS.read)),
        idParam(request.params, 'userId', 'teammate'),
        request.body,
      ),
  );

  app.get(
    '/api/v6/sales/dashboard',
    described({
      tags,
      summary: 'Sales dashboard aggregates over a period',
      signedIn: true,
      querystring: salesDashboardQuerySchema,
      ok: { schema: salesDashboardSchema },
    }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return salesDashboard(app.db, request.query);
    },
  );

  const bo = ['backoffice'];
  app.get(
    '/api/admin/sales-teammates',
    described({
      tags: bo,
      summary: 'List teammates (ra-data-simple-rest)',
      signedIn: true,
      querystring: listQuerySchema,
      ok: { schema: z.array(salesTeammateSchema) },
    }),
    async (request, reply) => {
      requireStaff(request, SALES_ACCESS.read);
      const query = parseListQuery(teammatesListResource, request.query);
      return sendListPage(reply, 'sales-teammates', query, await listTeammates(app.db, query));
    },
  );

  app.get(
    '/api/admin/sales-teammates/:id',
    described({ tags: bo, summary: 'One teammate', signedIn: true, ok: { schema: salesTeammateSchema } }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return getTeammate(app.db, idParam(request.params, 'id', 'teammate'));
    },
  );

  app.put(
    '/api/admin/sales-teammates/:id',
    described({
      tags: bo,
      summary: 'Change a teammate',
      signedIn: true,
      body: salesTeammateUpdateSchema,
      ok: { schema: salesTeammateSchema },
    }),
    async (request) =>
      updateTeammate(
        app.db,
        await salesActor(app.db, requireStaff(request, SALES_ACCESS.read)),
        idParam(request.params, 'id', 'teammate'),
        request.body,
      ),
  );

  app.post(
    '/api/admin/sales-teammates',
    described({
      tags: bo,
      summary: 'Add a staff member to the team (manager)',
      signedIn: true,
      body: salesTeammateCreateSchema,
      ok: {
        schema: salesTeammateSchema,
        description: 'The teammate (added, or changed when already on the team).',
      },
      errors: [409],
    }),
    async (request) => addTeammate(app.db, requireStaff(request, SALES_ACCESS.manageTeam), request.body),
  );
}
