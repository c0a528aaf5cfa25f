import type { FastifyInstance } from 'fastify';
import { SALES_ACCESS } from '../../../shared/sales/leads.ts';
import { requireStaff } from '../auth/session.ts';
import { parseListQuery, sendListPage } from '../backoffice/simpleRest.ts';
import { listLeadPropales } from '../propales/service.ts';
import { salesActor } from '../sales/access.ts';
import { idParam } from '../sales/routeIds.ts';
import { leadsListResource } from './repository.ts';
import {
  addLeadNote,
  assignLead,
  assignLeads,
  changeLeadStatus,
  createLead,
  getLead,
  getLeadDetail,
  getLeadsCount,
  listLeadNotes,
  listLeads,
  searchLeads,
  snoozeLeadReview,
} from './service.ts';

const tags = ['leads'];
const leadId = (params: unknown) => idParam(params, 'leadId', 'lead');

export default async function leadRoutes(app: FastifyInstance) {
  const staff = async (request: Parameters<typeof requireStaff>[0]) =>
    salesActor(app.db, requireStaff(request, SALES_ACCESS.read));

  app.get(
    '/api/v6/leads',
    { schema: { tags, summary: 'Leads: only mine, status, source, value, age, next review' } },
    async (request) => {
      const viewer = requireStaff(request, SALES_ACCESS.read);
      return searchLeads(app.db, viewer, request.query);
    },
  );

  app.post(
    '/api/v6/leads',
    { schema: { tags, summary: 'A lead from the site, distributed by the sales settings' } },
    async (request, reply) => {
      reply.status(201);
      return createLead(app.db, request.viewer, request.body);
    },
  );

  app.get(
    '/api/v6/leads/get-leads-count',
    { schema: { tags, summary: 'Counts for the console badges' } },
    async (request) => {
      const viewer = requireStaff(request, SALES_ACCESS.read);
      return getLeadsCount(app.db, viewer);
    },
  );

  app.post(
    '/api/v6/leads/assign',
    { schema: { tags, summary: 'Assign many leads at once' } },
    async (request) => assignLeads(app.db, await staff(request), request.body),
  );

  app.get(
    '/api/v6/leads/:leadId',
    { schema: { tags, summary: 'A lead with renter, notes, quotes, timeline' } },
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      const id = leadId(request.params);
      const detail = await getLeadDetail(app.db, id);
      return { ...detail, propales: await listLeadPropales(app.db, id) };
    },
  );

  app.post(
    '/api/v6/leads/:leadId/assign',
    { schema: { tags, summary: 'Assign a lead to a teammate' } },
    async (request) => assignLead(app.db, await staff(request), leadId(request.params), request.body),
  );

  app.post(
    '/api/v6/leads/:leadId/snooze-review',
    { schema: { tags, summary: 'Snooze the review to a date' } },
    async (request) => snoozeLeadReview(app.db, await staff(request), leadId(request.params), request.body),
  );

  app.post(
    '/api/v6/leads/:leadId/status',
    { schema: { tags, summary: 'Mark contacted, won or lost (with a reason)' } },
    async (request) => changeLeadStatus(app.db, await staff(request), leadId(request.params), request.body),
  );

  app.get(
    '/api/v6/leads/:leadId/notes',
    { schema: { tags, summary: 'Notes on a lead' } },
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return listLeadNotes(app.db, leadId(request.params));
    },
  );

  app.post(
    '/api/v6/leads/:leadId/notes',
    { schema: { tags, summary: 'Add a note' } },
    async (request, reply) => {
      const note = await addLeadNote(app.db, await staff(request), leadId(request.params), request.body);
      reply.status(201);
      return note;
    },
  );

  // The back office's ra-data-simple-rest resource.
  app.get(
    '/api/admin/leads',
    { schema: { tags: ['backoffice'], summary: 'List leads (ra-data-simple-rest)' } },
    async (request, reply) => {
      requireStaff(request, SALES_ACCESS.read);
      const query = parseListQuery(leadsListResource, request.query);
      return sendListPage(reply, 'leads', query, await listLeads(app.db, query));
    },
  );

  app.get(
    '/api/admin/leads/:id',
    { schema: { tags: ['backoffice'], summary: 'One lead' } },
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return getLead(app.db, idParam(request.params, 'id', 'lead'));
    },
  );
}
