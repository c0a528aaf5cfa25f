import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { described } from '../../http/describe.ts';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      ...described({
        tags: ['health'],
        summary: 'Liveness and database check',
        signedIn: false,
        ok: {
          schema: z.object({ status: z.literal('ok'), database: z.string(), databaseMs: z.number() }),
          description: 'Alive, and the database answered in `databaseMs`.',
        },
        errors: [503],
      }),
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const started = performance.now();
      // Test hook (NODE_ENV=test only): hold the request open so shutdown tests have a request in flight.
      const holdMs = Number((request.query as { holdMs?: string }).holdMs);
      if (app.config.NODE_ENV === 'test' && holdMs > 0)
        await new Promise((r) => setTimeout(r, Math.min(holdMs, 5000)));
      try {
        await app.db.query('SELECT 1');
        return {
          status: 'ok',
          database: app.db.kind,
          databaseMs: Math.round((performance.now() - started) * 10) / 10,
        };
      } catch (err) {
        app.log.error({ err }, 'health check failed');
        return reply
          .status(503)
          .send({ error: { code: 'database-unavailable', message: 'The database is not answering.' } });
      }
    },
  );
}
