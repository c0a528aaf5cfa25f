import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type ErrorProfilesDto,
  errorGroupDetailSchema,
  errorGroupSummarySchema,
  errorProfilesSchema,
  errorReportingSettingsSchema,
  errorSettingsQuerySchema,
  type SlowestTransactionsDto,
  slowestTransactionsSchema,
} from '../../../shared/errors/errorReports.ts';
import { appClock } from '../../http/clock.ts';
import { described } from '../../http/describe.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { DIST_DIR, PROJECT_ROOT } from '../../projectRoot.ts';
import { requireViewer } from '../auth/session.ts';
import { recordIdOf } from '../backoffice/recordPages.ts';
import { listQuerySchema, parseListQuery, sendListPage } from '../backoffice/simpleRest.ts';
import * as repo from './repository.ts';
import { browserSettings, buildId, receiveEnvelope } from './service.ts';
import { createSymbolicator } from './sourceMaps.ts';

/** The Sentry receiver's answer to an envelope: the id of its (last) event, null when it carried none. */
const envelopeAnswerSchema = z.object({ id: z.string().nullable() });

/** Compressed envelopes above this are refused (413) before they are read. */
const ENVELOPE_BODY_LIMIT = 1024 * 1024;

/** The Errors page is for admins; to anyone else it does not exist (401 signed out, else 404). */
function requireAdmin(request: FastifyRequest) {
  const viewer = requireViewer(request);
  if (viewer.staffRole !== 'admin') throw notFound('No such page.');
  return viewer;
}

/** The embedded receiver of the Sentry SDKs, their settings, and the back office's Errors page. */
export default async function errorRoutes(app: FastifyInstance) {
  await app.register(envelopeRoutes);

  app.get(
    '/api/errors/settings',
    described({
      tags: ['errors'],
      summary: 'How a browser app sets up its error reporting',
      signedIn: false,
      querystring: errorSettingsQuerySchema,
      ok: { schema: errorReportingSettingsSchema },
    }),
    async (request, reply) => {
      parseInput(errorSettingsQuerySchema, request.query);
      reply.header('Cache-Control', 'public, max-age=300');
      return browserSettings(app.config);
    },
  );

  app.get(
    '/api/admin/errors',
    described({
      tags: ['backoffice'],
      summary: 'Error groups (ra-data-simple-rest), admins only',
      signedIn: true,
      querystring: listQuerySchema,
      ok: {
        schema: z.array(errorGroupSummarySchema),
        description: 'One page of groups; `Content-Range` says which and of how many.',
      },
      // Another member of staff does not learn the page exists.
      errors: [404],
    }),
    async (request, reply) => {
      requireAdmin(request);
      const query = parseListQuery(repo.errorsListResource, request.query);
      return sendListPage(reply, 'errors', query, await repo.listErrorGroups(app.db, query));
    },
  );
  app.get(
    '/api/admin/transactions/slowest',
    described({
      tags: ['backoffice'],
      summary: 'The slowest traced routes and pages (average duration), admins only',
      signedIn: true,
      ok: { schema: slowestTransactionsSchema },
      // Another member of staff does not learn the page exists.
      errors: [404],
    }),
    async (request): Promise<SlowestTransactionsDto> => {
      requireAdmin(request);
      return { items: await repo.slowestTransactions(app.db, 10) };
    },
  );
  app.get(
    '/api/admin/profiles',
    described({
      tags: ['backoffice'],
      summary: 'The profiles the error receiver keeps (the newest 30), admins only',
      signedIn: true,
      ok: { schema: errorProfilesSchema },
      errors: [404],
    }),
    async (request): Promise<ErrorProfilesDto> => {
      requireAdmin(request);
      return { items: await repo.listProfiles(app.db) };
    },
  );
  app.get(
    '/api/admin/errors/:id',
    described({
      tags: ['backoffice'],
      summary: 'One error group with its latest event',
      signedIn: true,
      ok: { schema: errorGroupDetailSchema },
    }),
    async (request) => {
      requireAdmin(request);
      const id = recordIdOf(request.params, 'error group');
      const group = await repo.findErrorGroup(app.db, id);
      if (!group) throw notFound('No such error group.');
      await repo.markGroupSeenByAdmin(app.db, id, appClock.now());
      return group;
    },
  );
  app.delete(
    '/api/admin/errors/:id',
    described({
      tags: ['backoffice'],
      summary: 'Resolve an error group (it comes back if it happens again)',
      signedIn: true,
      ok: { schema: errorGroupDetailSchema, description: 'The group resolved, as it was.' },
    }),
    async (request) => {
      requireAdmin(request);
      const id = recordIdOf(request.params, 'error group');
      const group = await repo.findErrorGroup(app.db, id);
      if (!group) throw notFound('No such error group.');
      await repo.deleteErrorGroup(app.db, id);
      return group;
    },
  );

  // Lets a person (and the end-to-end test) check that a server error reaches the Errors page. Not in
  // the API description: it fails on purpose, and the fuzzer asks every described operation for no 5xx.
  if (app.config.NODE_ENV !== 'production') {
    app.get('/api/dev/errors/server-failure', { schema: { tags: ['dev'], hide: true } }, async () => {
      throw new Error('A deliberate server failure, to check error reporting');
    });
  }
}

/** Envelopes are read as bytes (they may be gzipped and their items' lengths count bytes). */
async function envelopeRoutes(app: FastifyInstance) {
  const symbolicate = createSymbolicator({
    distDir: DIST_DIR,
    sourceRoot: PROJECT_ROOT,
    release: () => buildId(app.config),
  });
  const projectLimit = app.createRateLimit({
    max: app.config.ERROR_REPORTS_PER_PROJECT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `error-project:${(request.params as { projectId?: string }).projectId}`,
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ENVELOPE_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    // No trailing slash (Redocly's no-path-trailing-slash): the router ignores it, so the SDKs' `…/envelope/` lands here.
    '/api/errors/api/:projectId/envelope',
    {
      ...described({
        tags: ['errors'],
        summary: 'Sentry envelope endpoint of the embedded receiver (DSN …/api/errors/<project>)',
        signedIn: false,
        ok: { schema: envelopeAnswerSchema },
        errors: [401, 404, 413, 415],
      }),
      bodyLimit: ENVELOPE_BODY_LIMIT,
      // Anyone may send (the DSN key is public): a flood is slowed per client, then per project for
      // many clients at once (a request the client limit refused does not count). The SDKs wait out
      // a 429 and its Retry-After.
      config: {
        rateLimit: { max: app.config.ERROR_REPORTS_PER_CLIENT_PER_MINUTE, timeWindow: '1 minute' },
      },
      preParsing: async (request, reply, payload) => {
        const limit = await projectLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw new HttpError(
            429,
            'too-many-requests',
            `Too many error reports for this project. Try again in ${limit.ttlInSeconds} s.`,
          );
        }
        return payload;
      },
    },
    async (request) =>
      receiveEnvelope(
        app.db,
        {
          projectId: (request.params as { projectId: string }).projectId,
          body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          contentEncoding: request.headers['content-encoding'],
          query: request.query,
          authHeader: request.headers['x-sentry-auth'],
        },
        app.config.ERROR_GROUPS_KEPT,
        symbolicate,
      ),
  );
}
