import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { JOB_RUN_STATES, jobSummarySchema } from '../../../../shared/admin/jobs.ts';
import { appClock } from '../../../http/clock.ts';
import { described } from '../../../http/describe.ts';
import { notFound } from '../../../http/errors.ts';
import { requireViewer } from '../../auth/session.ts';
import { type ListResource, listQuerySchema, parseListQuery, sendListPage } from '../simpleRest.ts';
import { listJobs } from './repository.ts';

export const jobsListResource: ListResource = {
  name: 'jobs',
  fields: {
    name: { column: 'j.name', kind: 'text' },
    lastRunAt: { column: 'j."lastRunAt"', kind: 'text' },
    lastState: { column: 'j."lastState"', kind: 'enum', values: JOB_RUN_STATES },
    lastDurationMs: { column: 'j."lastDurationMs"', kind: 'number' },
    failures: { column: 'j.failures', kind: 'number' },
    queued: { column: 'j.queued', kind: 'number' },
  },
  search: (param) => `j.name ILIKE ${param}`,
  defaultSort: ['name', 'ASC'],
  tieBreaker: 'j.name',
};

/** The Jobs page (DESIGN.md, "Many machines"): the job engine's queues, for admins only. */
export default async function backofficeJobRoutes(app: FastifyInstance) {
  app.get(
    '/api/admin/jobs',
    described({
      tags: ['backoffice'],
      summary:
        'Background jobs: last run, duration, failures, queue depth (ra-data-simple-rest), admins only',
      signedIn: true,
      querystring: listQuerySchema,
      ok: {
        schema: z.array(jobSummarySchema),
        description: 'One page of jobs; `Content-Range` says which and of how many.',
      },
      // Another member of staff does not learn the page exists.
      errors: [404],
    }),
    async (request, reply) => {
      // As the Errors page: admins only; to anyone else it does not exist.
      if (requireViewer(request).staffRole !== 'admin') throw notFound('No such page.');
      const query = parseListQuery(jobsListResource, request.query);
      return sendListPage(reply, 'jobs', query, await listJobs(app.db, query, appClock.now()));
    },
  );
}
