import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { readerText } from '../modules/i18n/readerText.ts';
import { HttpError } from './errors.ts';
import { requestLanguage } from './requestLanguage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL), or null without it; readiness pings it. */
    redis: Redis | null;
  }
}

/**
 * The API-wide per-IP limit (RATE_LIMIT_PER_MINUTE). With REDIS_URL every server process counts in
 * the same Redis, so N processes do not allow N times the limit; without it each process counts in
 * memory, which is right for one process. The client IP is `request.ip`: see TRUST_PROXY.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  app.decorate('redis', redis ?? null);
  if (redis) {
    // ioredis reconnects by itself; an outage is logged, and requests go on unlimited meanwhile.
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  // A client that hung up before its request was read has no address: the plugin's key generator
  // throws on it (before its allow list is asked), and each throw was a 500 on the Errors page.
  // There is no one to limit nor to answer: the request ends here.
  app.addHook('onRequest', async (request, reply) => {
    if (request.ip) return;
    reply.hijack();
    request.raw.destroy();
    return reply;
  });
  await app.register(fastifyRateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'bosun:rate-limit:', skipOnError: true } : {}),
    // Within the limit an answer carries no rate-limit headers (they were a fifth of every answer's
    // bytes); a refused one says when to come back (Retry-After) and what the limit is.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    allowList: (req) =>
      !req.ip || !req.url.startsWith('/api/') || req.headers['x-bosun-internal'] === app.internalToken,
    // in the request's language (`_locale`, else Accept-Language), as the site shows it
    errorResponseBuilder: (req, ctx) => {
      const reader = readerText(requestLanguage(req));
      const seconds = reader.number(Math.ceil(ctx.ttl / 1000));
      return new HttpError(
        ctx.statusCode,
        'too-many-requests',
        reader.t('errors:tooManyRequests', { seconds }),
      );
    },
  });
}
