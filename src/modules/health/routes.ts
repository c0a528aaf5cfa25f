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

  // Liveness: the process answers (no database round trip). A load balancer or an orchestrator
  // restarts a process that stops answering this, and only then.
  app.get(
    '/api/health/live',
    {
      ...described({
        tags: ['health'],
        summary: 'Liveness: the process answers, without asking the database',
        signedIn: false,
        ok: { schema: z.object({ status: z.literal('live') }), description: 'The process is alive.' },
      }),
      config: { rateLimit: false },
    },
    async () => ({ status: 'live' as const }),
  );

  // Readiness: send this process traffic only while what it needs answers (DESIGN.md, "Many machines").
  app.get(
    '/api/health/ready',
    {
      ...described({
        tags: ['health'],
        summary: 'Readiness: the database, the replica and Redis (when set) answer',
        signedIn: false,
        ok: { schema: readySchema, description: 'Ready; each dependency answered in `ms`.' },
        errors: [503],
      }),
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      if (app.shuttingDown)
        return reply
          .status(503)
          .send({ error: { code: 'shutting-down', message: 'This process is shutting down.' } });
      const checks = await readinessChecks(app);
      const failing = Object.entries(checks)
        .filter(([, check]) => !check.ok)
        .map(([name]) => name);
      if (failing.length > 0) {
        app.log.warn({ checks }, 'not ready');
        return reply.status(503).send({
          error: { code: 'not-ready', message: `Not answering: ${failing.join(', ')}.` },
        });
      }
      return { status: 'ready' as const, checks };
    },
  );
}

const checkSchema = z.object({ ok: z.boolean(), ms: z.number() });
const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: checkSchema, replica: checkSchema.optional(), redis: checkSchema.optional() }),
});

/** A dependency's check: answered within the time, or not. */
async function timed(probe: () => Promise<unknown>, timeoutMs = 2000): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

async function readinessChecks(app: FastifyInstance) {
  const [database, replica, redis] = await Promise.all([
    timed(() => app.db.query('SELECT 1')),
    app.db.poolUsage().some((usage) => usage.pool === 'replica')
      ? timed(() => app.db.replica.query('SELECT 1'))
      : undefined,
    app.redis ? timed(() => (app.redis as NonNullable<typeof app.redis>).ping()) : undefined,
  ]);
  return { database, ...(replica ? { replica } : {}), ...(redis ? { redis } : {}) };
}
