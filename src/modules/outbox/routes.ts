import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { devOutboxSchema } from '../../../shared/admin/logs.ts';
import { described } from '../../http/describe.ts';
import { parseInput } from '../../http/validate.ts';
import { outboxTo } from './repository.ts';

const outboxQuery = z.object({ to: z.string().trim().min(3).max(200) });

/**
 * Outside production, the embedded SMS / e-mail / push default can be read back over HTTP so a person
 * or a test can see an SMS code: GET /api/dev/outbox?to=<phone or e-mail>, newest first. It shows
 * password-reset links, so it answers only this machine or DEV_ROUTES_TOKEN (src/http/devRoutes.ts).
 */
export default async function devOutboxRoutes(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'production') return;
  app.get(
    '/api/dev/outbox',
    described({
      tags: ['dev'],
      summary: 'Messages sent to a recipient (not in production)',
      signedIn: false,
      querystring: outboxQuery,
      ok: { schema: devOutboxSchema },
      // To another machine without DEV_ROUTES_TOKEN it does not exist (src/http/devRoutes.ts).
      errors: [404],
    }),
    async (request) => {
      const { to } = parseInput(outboxQuery, request.query);
      return outboxTo(app.db, to);
    },
  );
}
