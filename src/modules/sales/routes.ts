import type { FastifyInstance } from 'fastify';
import { SALES_ACCESS } from '../../../shared/sales/leads.ts';
import { requireStaff } from '../auth/session.ts';
import { parseListQuery, sendListPage } from '../backoffice/simpleRest.ts';
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
    { schema: { tags, summary: 'The distribution rule and discount limit' } },
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return getSalesSettings(app.db);
    },
  );

  app.put(
    '/api/v6/account/sales-settings',
    { schema: { tags, summary: 'Change the sales settings (team lead, manager)' } },
    async (request) =>
      updateSalesSettings(
        app.db,
        await salesActor(app.db, requireStaff(request, SALES_ACCESS.read)),
        request.body,
      ),
  );

  app.get(
    '/api/v6/account/sales-teammates',
    { schema: { tags, summary: 'The sales team' } },
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      const query = parseListQuery(teammatesListResource, { sort: '["lastName","ASC"]' });
      return (await listTeammates(app.db, query)).rows;
    },
  );

  app.put(
    '/api/v6/account/sales-teammates/:userId',
    { schema: { tags, summary: 'Languages, markets, capacity, absence of a teammate' } },
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
    { schema: { tags, summary: 'Sales dashboard aggregates over a period' } },
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return salesDashboard(app.db, request.query);
    },
  );

  const bo = ['backoffice'];
  app.get(
    '/api/admin/sales-teammates',
    { schema: { tags: bo, summary: 'List teammates (ra-data-simple-rest)' } },
    async (request, reply) => {
      requireStaff(request, SALES_ACCESS.read);
      const query = parseListQuery(teammatesListResource, request.query);
      return sendListPage(reply, 'sales-teammates', query, await listTeammates(app.db, query));
    },
  );

  app.get(
    '/api/admin/sales-teammates/:id',
    { schema: { tags: bo, summary: 'One teammate' } },
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return getTeammate(app.db, idParam(request.params, 'id', 'teammate'));
    },
  );

  app.put(
    '/api/admin/sales-teammates/:id',
    { schema: { tags: bo, summary: 'Change a teammate' } },
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
    { schema: { tags: bo, summary: 'Add a staff member to the team (manager)' } },
    async (request) => addTeammate(app.db, requireStaff(request, SALES_ACCESS.manageTeam), request.body),
  );
}
