import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  leadAssignSchema,
  leadBulkAssignedSchema,
  leadBulkAssignSchema,
  leadCreatedSchema,
  leadCreateSchema,
  leadDetailSchema,
  leadListQuerySchema,
  leadNoteEntrySchema,
  leadNoteSchema,
  leadPageSchema,
  leadSnoozeSchema,
  leadStatusChangeSchema,
  leadSummarySchema,
  leadsCountSchema,
  SALES_ACCESS,
} from '../../../shared/sales/leads.ts';
import { described } from '../../http/describe.ts';
import { isStaff, requireStaff } from '../auth/session.ts';
import { listQuerySchema, parseListQuery, sendListPage } from '../backoffice/simpleRest.ts';
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
    described({
      tags,
      summary: 'Leads: only mine, status, source, value, age, next review',
      signedIn: true,
      querystring: leadListQuerySchema,
      ok: { schema: leadPageSchema },
    }),
    async (request) => {
      const viewer = requireStaff(request, SALES_ACCESS.read);
      return searchLeads(app.db, viewer, request.query);
    },
  );

  app.post(
    '/api/v6/leads',
    described({
      tags,
      summary: 'A lead from the site, distributed by the sales settings',
      signedIn: false,
      body: leadCreateSchema,
      ok: {
        status: 201,
        schema: leadCreatedSchema,
        description: 'The lead; to sales staff, also whom the rule gave it to.',
      },
    }),
    async (request, reply) => {
      const created = await createLead(app.db, request.viewer, request.body);
      reply.status(201);
      // The site's forms need no more than the lead's id; who works it is the team's business.
      return isStaff(request.viewer, SALES_ACCESS.read) ? created : { id: created.id };
    },
  );

  app.get(
    '/api/v6/leads/get-leads-count',
    described({
      tags,
      summary: 'Counts for the console badges',
      signedIn: true,
      ok: { schema: leadsCountSchema },
    }),
    async (request) => {
      const viewer = requireStaff(request, SALES_ACCESS.read);
      return getLeadsCount(app.db, viewer);
    },
  );

  app.post(
    '/api/v6/leads/assign',
    described({
      tags,
      summary: 'Assign many leads at once',
      signedIn: true,
      body: leadBulkAssignSchema,
      ok: { schema: leadBulkAssignedSchema },
    }),
    async (request) => assignLeads(app.db, await staff(request), request.body),
  );

  app.get(
    '/api/v6/leads/:leadId',
    described({
      tags,
      summary: 'A lead with renter, notes, quotes, timeline',
      signedIn: true,
      ok: { schema: leadDetailSchema },
    }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      const id = leadId(request.params);
      const detail = await getLeadDetail(app.db, id);
      return { ...detail, propales: await listLeadPropales(app.db, id) };
    },
  );

  app.post(
    '/api/v6/leads/:leadId/assign',
    described({
      tags,
      summary: 'Assign a lead to a teammate',
      signedIn: true,
      body: leadAssignSchema,
      ok: { schema: leadSummarySchema },
    }),
    async (request) => assignLead(app.db, await staff(request), leadId(request.params), request.body),
  );

  app.post(
    '/api/v6/leads/:leadId/snooze-review',
    described({
      tags,
      summary: 'Snooze the review to a date',
      signedIn: true,
      body: leadSnoozeSchema,
      ok: { schema: leadSummarySchema },
      // A closed lead (won or lost).
      errors: [422],
    }),
    async (request) => snoozeLeadReview(app.db, await staff(request), leadId(request.params), request.body),
  );

  app.post(
    '/api/v6/leads/:leadId/status',
    described({
      tags,
      summary: 'Mark contacted, won or lost (with a reason)',
      signedIn: true,
      body: leadStatusChangeSchema,
      ok: { schema: leadSummarySchema },
      // 422: the lead is already closed.
      errors: [409, 422],
    }),
    async (request) => changeLeadStatus(app.db, await staff(request), leadId(request.params), request.body),
  );

  app.get(
    '/api/v6/leads/:leadId/notes',
    described({
      tags,
      summary: 'Notes on a lead',
      signedIn: true,
      ok: { schema: z.array(leadNoteEntrySchema) },
    }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return listLeadNotes(app.db, leadId(request.params));
    },
  );

  app.post(
    '/api/v6/leads/:leadId/notes',
    described({
      tags,
      summary: 'Add a note',
      signedIn: true,
      body: leadNoteSchema,
      ok: { status: 201, schema: leadNoteEntrySchema, description: 'The note.' },
    }),
    async (request, reply) => {
      const note = await addLeadNote(app.db, await staff(request), leadId(request.params), request.body);
      reply.status(201);
      return note;
    },
  );

  // The back office's ra-data-simple-rest resource.
  app.get(
    '/api/admin/leads',
    described({
      tags: ['backoffice'],
      summary: 'List leads (ra-data-simple-rest)',
      signedIn: true,
      querystring: listQuerySchema,
      ok: { schema: z.array(leadSummarySchema) },
    }),
    async (request, reply) => {
      requireStaff(request, SALES_ACCESS.read);
      const query = parseListQuery(leadsListResource, request.query);
      return sendListPage(reply, 'leads', query, await listLeads(app.db, query));
    },
  );

  app.get(
    '/api/admin/leads/:id',
    described({
      tags: ['backoffice'],
      summary: 'One lead',
      signedIn: true,
      ok: { schema: leadSummarySchema },
    }),
    async (request) => {
      requireStaff(request, SALES_ACCESS.read);
      return getLead(app.db, idParam(request.params, 'id', 'lead'));
    },
  );
}
