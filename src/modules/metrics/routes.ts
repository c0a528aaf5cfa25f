import type { FastifyInstance } from 'fastify';
import { consentSettingsSchema, didomiMetricSchema } from '../../../shared/consent/consentApi.ts';
import { described } from '../../http/describe.ts';
import { consentSettings, recordConsent } from './service.ts';

/** Consent metrics (SPEC section 7) and which consent and survey tools the site loads. */
export default async function metricsRoutes(app: FastifyInstance) {
  app.post(
    '/api/v6/metrics/didomi',
    described({
      tags: ['metrics'],
      summary: 'Record a consent choice {event, consent}',
      signedIn: false,
      body: didomiMetricSchema,
      ok: { status: 204 },
    }),
    async (request, reply) => {
      await recordConsent(app.db, request.body, request.viewer?.id ?? null);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/v6/metrics/settings',
    described({
      tags: ['metrics'],
      summary: 'The consent manager and survey tool keys, when configured',
      signedIn: false,
      ok: { schema: consentSettingsSchema },
    }),
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return consentSettings(app.config);
    },
  );
}
