import type { FastifyInstance, FastifyRequest } from 'fastify';

const startedAt = new WeakMap<FastifyRequest, number>();

/** Routes not worth a trace: probes, and the error receiver itself (a trace of every report sent). */
const UNTRACED = /^\/api\/(?:health|errors\/)/;

const now = () => performance.timeOrigin + performance.now();

/**
 * Times every request and hands it to the server's Sentry client as a transaction, which samples
 * it. Registered by app.ts only when SENTRY_TRACES_SAMPLE_RATE is above 0: at 0 none of it runs.
 */
export function addRequestTracing(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    startedAt.set(request, now());
  });
  app.addHook('onResponse', async (request, reply) => {
    const started = startedAt.get(request);
    const route = request.routeOptions.url;
    // An unmatched path has no route: its name would be whatever a client sent.
    if (started === undefined || !route || UNTRACED.test(route)) return;
    const sentryTrace = request.headers['sentry-trace'];
    app.errorReporter.traceRequest({
      method: request.method,
      route,
      statusCode: reply.statusCode,
      startedAt: started,
      endedAt: now(),
      sentryTrace: typeof sentryTrace === 'string' ? sentryTrace : undefined,
    });
  });
}
