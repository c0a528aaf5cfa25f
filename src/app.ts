import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifySse from '@fastify/sse';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { type Config, trustProxyOf } from './config.ts';
import type { Database } from './db/connection.ts';
import { type AnswerProblem, registerAnswerCheck } from './http/answerCheck.ts';
import { namedSchemas, registerDescriptions, shareErrorAnswers } from './http/describe.ts';
import { guardDevRoutes } from './http/devRoutes.ts';
import { HttpError } from './http/errors.ts';
import { createLogger, registerRequestScope, requestIdOf } from './http/logging.ts';
import { registerNulCharacterGuard } from './http/nulCharacters.ts';
import { registerRateLimit } from './http/rateLimit.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { answerTooLargeBodiesReadably } from './http/tooLargeBodies.ts';
import accountRoutes from './modules/account/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import { registerSessions } from './modules/auth/session.ts';
import backofficeJobRoutes from './modules/backoffice/jobs/routes.ts';
import backofficeOperationsRoutes from './modules/backoffice/operationsRoutes.ts';
import backofficeStaticRoutes from './modules/backoffice/static.ts';
import backofficeUserRoutes from './modules/backoffice/users/routes.ts';
import balancePaymentRoutes from './modules/balance-payment/routes.ts';
import basemapRoutes from './modules/basemap/routes.ts';
import { tileOrigin } from './modules/basemap/tileSource.ts';
import bookingModificationRoutes from './modules/booking-modifications/routes.ts';
import bookingRoutes from './modules/bookings/routes.ts';
import catalogueRoutes from './modules/catalogue/routes.ts';
import checkoutRoutes from './modules/checkout/routes.ts';
import conversationRoutes from './modules/conversations/routes.ts';
import currencyRoutes from './modules/currencies/routes.ts';
import devCabRoutes from './modules/dev/cabRoutes.ts';
import devClockRoutes from './modules/dev/clockRoutes.ts';
import devJobRoutes from './modules/dev/jobRoutes.ts';
import deviceRoutes from './modules/devices/routes.ts';
import econtractRoutes from './modules/econtracts/routes.ts';
import { addRequestTracing } from './modules/errors/requestTracing.ts';
import errorRoutes from './modules/errors/routes.ts';
import { createServerErrorReporter, type ServerErrorReporter } from './modules/errors/serverReporting.ts';
import { registerEventHub } from './modules/events/hub.ts';
import eventRoutes from './modules/events/routes.ts';
import favouriteRoutes from './modules/favourites/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import landingRoutes from './modules/landings/routes.ts';
import leadRoutes from './modules/leads/routes.ts';
import ledgerRoutes from './modules/ledger/routes.ts';
import listingCalendarRoutes from './modules/listing-calendar/routes.ts';
import listingEditorRoutes from './modules/listing-editor/routes.ts';
import listingPhotoRoutes from './modules/listing-photos/routes.ts';
import mediaRoutes from './modules/media/routes.ts';
import messagingRoutes from './modules/messaging/routes.ts';
import metricsRoutes from './modules/metrics/routes.ts';
import { registerAppMetrics } from './modules/monitoring/metrics.ts';
import monitoringRoutes from './modules/monitoring/routes.ts';
import devOutboxRoutes from './modules/outbox/routes.ts';
import ownerRoutes from './modules/owners/routes.ts';
import paymentSessionRoutes from './modules/payment-sessions/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import payoutRoutes from './modules/payouts/routes.ts';
import placeRoutes from './modules/places/routes.ts';
import postBookingRoutes from './modules/post-booking/routes.ts';
import pricingRoutes from './modules/pricing/routes.ts';
import propaleRoutes from './modules/propales/routes.ts';
import reviewRoutes from './modules/reviews/routes.ts';
import salesRoutes from './modules/sales/routes.ts';
import searchRoutes from './modules/search/routes.ts';
import sitemapRoutes from './modules/search/sitemap.ts';
import siteRoutes from './modules/site/routes.ts';
import voucherAdminRoutes from './modules/vouchers/adminRoutes.ts';
import weatherAdminRoutes from './modules/weather/adminRoutes.ts';
import weatherRoutes from './modules/weather/routes.ts';
import { storeOriginForBrowsers } from './providers/files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Set on SIGTERM: responses then close their connection so keep-alive clients let go. */
    shuttingDown: boolean;
    /** A per-process secret marking in-process calls (server-side rendering), exempt from rate limits. */
    internalToken: string;
    /** Sends the server's unhandled errors to SENTRY_DSN or the embedded receiver (issue 21). */
    errorReporter: ServerErrorReporter;
  }
  interface FastifyReply {
    /** The per-response CSP nonce that server-rendered inline scripts must carry. */
    scriptNonce: string;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** The logger (src/http/logging.ts); by default one at LOG_LEVEL on stdout; tests pass false. */
  logger?: false | Logger;
  /** Test builds: each answer of a described operation is checked against its description. */
  checkAnswers?: (problem: AnswerProblem) => void;
}

/** Postgres error codes a client can cause, and what the client is told. */
const clientSqlErrors: Record<string, [number, string, string]> = {
  '23505': [409, 'already-exists', 'This already exists.'],
  '23P01': [409, 'conflict', 'This conflicts with another record (for example, dates already booked).'],
  '23503': [400, 'invalid-reference', 'A referenced record does not exist.'],
  '23514': [400, 'constraint-violated', 'A value is out of the allowed range.'],
  '22P02': [400, 'invalid-value', 'A value has the wrong format.'],
  '22007': [400, 'invalid-value', 'A date has the wrong format.'],
  '22008': [400, 'invalid-value', 'A date is out of range.'],
  '22003': [400, 'invalid-value', 'A number is out of range.'],
  // A NUL character (U+0000), should one ever get past the guard in http/nulCharacters.ts.
  '22021': [400, 'invalid-character', 'Text may not contain the NUL character (U+0000).'],
  '22P05': [400, 'invalid-character', 'Text may not contain the NUL character (U+0000).'],
};

/** The hosts of Didomi's notice and of the survey tool, allowed only when they are configured. */
function consentToolOrigins(config: Config): string[] {
  return [
    ...(config.DIDOMI_API_KEY ? ['https://sdk.privacy-center.org', 'https://api.privacy-center.org'] : []),
    ...(config.SURVEY_WORKSPACE_KEY
      ? ['https://survey.survicate.com', 'https://respondent.survicate.com']
      : []),
  ];
}

export async function buildApp({
  config,
  db,
  logger,
  checkAnswers,
}: BuildAppOptions): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger | undefined =
    logger === false ? undefined : (logger ?? createLogger(config.LOG_LEVEL));
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    // Unique across machines, or the load balancer's own (src/http/logging.ts).
    genReqId: requestIdOf,
    trustProxy: trustProxyOf(config),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests and replies are validated with the shared zod schemas (src/http/validate.ts); route
    // JSON schemas exist for the OpenAPI description only.
    schemaErrorFormatter: (errors) => new Error(errors.map((e) => e.message).join('; ')),
  });
  app.setValidatorCompiler(() => () => true);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('shuttingDown', false);
  app.decorate('internalToken', randomBytes(24).toString('base64url'));
  app.decorate('errorReporter', createServerErrorReporter(config, db));
  app.addHook('onClose', async () => app.errorReporter.close());
  if (app.errorReporter.tracing) addRequestTracing(app);
  app.addHook('onSend', async (_request, reply) => {
    if (app.shuttingDown) reply.header('connection', 'close');
  });

  registerRequestScope(app);
  guardDevRoutes(app, config);
  answerTooLargeBodiesReadably(app);
  const storeOrigins = [storeOriginForBrowsers(config)].filter((origin) => origin !== null);
  // 1. External plugins, in a fixed order.
  registerSecurityHeaders(app, {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com', ...consentToolOrigins(config)],
    // MUI (emotion) injects style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      'https://*.tile.openstreetmap.org',
      ...(tileOrigin(config.MAP_TILE_URL) ? [tileOrigin(config.MAP_TILE_URL) as string] : []),
      // With S3 a photo's address redirects to the store (DESIGN.md, "Many machines").
      ...storeOrigins,
    ],
    // Error reports go to our own receiver, or to SENTRY_DSN's host.
    connectSrc: [
      "'self'",
      'https://api.stripe.com',
      ...(config.SENTRY_DSN ? [new URL(config.SENTRY_DSN).origin] : []),
      ...consentToolOrigins(config),
      // Photos and attachments are posted to the store by presigned POST when S3 is set.
      ...storeOrigins,
    ],
    frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
    upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    origin: config.CORS_ORIGINS ? config.CORS_ORIGINS.split(',').map((o) => o.trim()) : false,
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Two-Factor-Challenge', 'Retry-After'],
  });
  await registerRateLimit(app, config);
  registerDescriptions(app);
  if (checkAnswers) registerAnswerCheck(app, checkAnswers);
  await app.register(fastifySwagger, {
    transformObject: (document) =>
      'openapiObject' in document ? shareErrorAnswers(document.openapiObject) : document.swaggerObject,
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, which zod writes (src/http/describe.ts).
      openapi: '3.1.0',
      info: {
        title: 'Bosun API',
        version: '6.0.0',
        description: 'The marketplace API: public v6 calls and the back office.',
      },
      // Paths are absolute on whichever host serves the document.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        // Filled as routes are described; the document is written once they all are.
        schemas: namedSchemas,
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'bosun_session' },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Live events: a comment every 25 s keeps proxies and browsers from closing an idle stream.
  await app.register(fastifySse, { heartbeatInterval: 25_000 });

  // 2. The application's own plugins.
  registerNulCharacterGuard(app);
  registerSessions(app, {
    idleDays: config.SESSION_IDLE_DAYS,
    secureCookies: config.NODE_ENV === 'production',
    secret: config.SESSION_SECRET,
  });
  registerEventHub(app);
  registerAppMetrics(app);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    const sqlCode = (error as { code?: string }).code;
    const sqlError = sqlCode ? clientSqlErrors[sqlCode] : undefined;
    if (sqlError) {
      const [status, code, message] = sqlError;
      return reply.status(status).send({ error: { code, message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'invalid-json'
          : (error.code ?? 'bad-request')
              .replace(/^FST_ERR_/, '')
              .toLowerCase()
              .replaceAll('_', '-');
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    app.errorReporter.report(error, {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
    });
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: { code: 'not-found', message: `No route ${request.method} ${request.url.split('?')[0]}.` },
    });
  });

  // 3. Routes. Each domain registers its own; keep this list in the order of DESIGN.md.
  await app.register(healthRoutes);
  await app.register(monitoringRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(backofficeUserRoutes);
  await app.register(backofficeOperationsRoutes);
  await app.register(backofficeJobRoutes);
  await app.register(backofficeStaticRoutes);
  await app.register(currencyRoutes);
  await app.register(devOutboxRoutes);
  await app.register(devCabRoutes);
  await app.register(devClockRoutes);
  await app.register(devJobRoutes);
  await app.register(searchRoutes);
  await app.register(basemapRoutes);
  await app.register(placeRoutes);
  await app.register(favouriteRoutes);
  await app.register(ownerRoutes);
  await app.register(listingEditorRoutes);
  await app.register(listingPhotoRoutes);
  await app.register(listingCalendarRoutes);
  await app.register(landingRoutes);
  await app.register(sitemapRoutes);
  await app.register(catalogueRoutes);
  await app.register(pricingRoutes);
  await app.register(paymentSessionRoutes);
  await app.register(paymentRoutes);
  await app.register(conversationRoutes);
  await app.register(messagingRoutes);
  await app.register(eventRoutes);
  await app.register(leadRoutes);
  await app.register(salesRoutes);
  await app.register(propaleRoutes);
  await app.register(checkoutRoutes);
  await app.register(postBookingRoutes);
  await app.register(balancePaymentRoutes);
  await app.register(bookingRoutes);
  await app.register(bookingModificationRoutes);
  await app.register(econtractRoutes);
  await app.register(ledgerRoutes);
  await app.register(weatherRoutes);
  await app.register(weatherAdminRoutes);
  await app.register(voucherAdminRoutes);
  await app.register(payoutRoutes);
  await app.register(reviewRoutes);
  await app.register(errorRoutes);
  await app.register(metricsRoutes);
  await app.register(deviceRoutes);
  await app.register(siteRoutes);

  return app;
}
