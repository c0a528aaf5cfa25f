import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../http/errors.ts';
import { metricsText } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return sent.length > 0 && timingSafeEqual(digest(sent), digest(token));
}

/**
 * GET /metrics for Prometheus (README: Watching it run). The figures say how busy and how large the
 * marketplace is, so only a scraper with METRICS_TOKEN reads them; without the setting there is no
 * such page.
 */
export default async function monitoringRoutes(app: FastifyInstance) {
  app.get(
    '/metrics',
    // Prometheus's text format, not an operation of the API's description.
    { schema: { tags: ['monitoring'], summary: 'Prometheus metrics (bearer METRICS_TOKEN)', hide: true } },
    async (request, reply) => {
      const token = app.config.METRICS_TOKEN;
      if (!token) throw notFound('No route GET /metrics.');
      if (!carriesToken(request, token))
        throw unauthorized('Send the metrics token as a bearer token.', { 'www-authenticate': 'Bearer' });
      const { contentType, text } = await metricsText(app.metrics);
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
