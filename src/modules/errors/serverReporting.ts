import { randomBytes } from 'node:crypto';
import {
  createTransport,
  defaultStackParser,
  type Event,
  eventFiltersIntegration,
  functionToStringIntegration,
  linkedErrorsIntegration,
  makeNodeTransport,
  NodeClient,
  Scope,
} from '@sentry/node';
import {
  createBeforeSend,
  EMBEDDED_DSN_KEY,
  embeddedDsn,
  isTracingOn,
  sdkOptions,
} from '../../../shared/errors/reportingRules.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';
import { browserSettings, receiveEnvelope } from './service.ts';

export interface TracedRequest {
  method: string;
  /** The route's pattern (`/api/v6/products/:id`): one name for every id. */
  route: string;
  statusCode: number;
  /** Milliseconds since the epoch. */
  startedAt: number;
  endedAt: number;
  /** The caller's `sentry-trace` header: its trace is continued and its sampling decision kept. */
  sentryTrace?: string;
}

export interface ServerErrorReporter {
  /** Reports an error the server could not handle (a 500), with the request it happened in. */
  report(error: unknown, request?: { method: string; url: string; route?: string }): void;
  /** Whether requests are traced at all (SENTRY_TRACES_SAMPLE_RATE above 0). */
  readonly tracing: boolean;
  /** Sends a finished request as a transaction when it is sampled. */
  traceRequest(request: TracedRequest): void;
  /** Resolves once queued reports are sent (tests, shutdown). */
  flush(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The server's Sentry client, one per app (no global SDK state, so two apps in one process, as in
 * tests, each report to their own database). With SENTRY_DSN it sends over HTTP; without, its
 * transport hands the envelope to the embedded receiver in-process, through the same parser.
 */
export function createServerErrorReporter(config: Config, db: Queryable): ServerErrorReporter {
  const settings = {
    ...browserSettings(config),
    dsn: config.SENTRY_DSN ?? embeddedDsn(config.PUBLIC_URL, 'server'),
  };
  const client = new NodeClient({
    ...sdkOptions(settings),
    integrations: [eventFiltersIntegration(), functionToStringIntegration(), linkedErrorsIntegration()],
    stackParser: defaultStackParser,
    transport: config.SENTRY_DSN
      ? makeNodeTransport
      : (options) =>
          createTransport(options, async (request) => {
            await receiveEnvelope(
              db,
              {
                projectId: '3',
                body: Buffer.from(request.body),
                query: { sentry_key: EMBEDDED_DSN_KEY },
              },
              config.ERROR_GROUPS_KEPT,
            );
            return { statusCode: 200 };
          }),
    beforeSend: createBeforeSend({ repeatWindowMs: 60_000 }),
  });
  client.init();
  const tracing = isTracingOn(settings);

  return {
    tracing,
    traceRequest(request) {
      if (!tracing) return;
      const parent = SENTRY_TRACE.exec(request.sentryTrace ?? '');
      const sampled = parent?.[3] ? parent[3] === '1' : Math.random() < settings.tracesSampleRate;
      if (!sampled) return;
      const scope = new Scope();
      scope.setClient(client);
      client.captureEvent(transactionEvent(request, parent?.[1], parent?.[2]), undefined, scope);
    },
    report(error, request) {
      const scope = new Scope();
      scope.setClient(client);
      if (request) {
        scope.setTag('route', request.route ?? 'unknown');
        scope.addEventProcessor((event) => ({
          ...event,
          request: { method: request.method, url: `${config.PUBLIC_URL}${request.url}` },
        }));
      }
      client.captureException(error, { mechanism: { type: 'fastify', handled: false } }, scope);
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
    close: async () => {
      await client.close(2000);
    },
  };
}

/** `<trace id>-<span id>[-<sampled>]`, as the browser SDK sends it with traced requests. */
const SENTRY_TRACE = /^\s*([0-9a-f]{32})-([0-9a-f]{16})(?:-([01]))?\s*$/;

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Sentry's span status of an HTTP answer (the SDK's own mapping, in short). */
function spanStatus(statusCode: number): string {
  if (statusCode < 400) return 'ok';
  if (statusCode === 401) return 'unauthenticated';
  if (statusCode === 403) return 'permission_denied';
  if (statusCode === 404) return 'not_found';
  if (statusCode === 429) return 'resource_exhausted';
  if (statusCode < 500) return 'invalid_argument';
  return 'internal_error';
}

/**
 * A request as a Sentry transaction event: what @sentry/node's HTTP instrumentation would send,
 * without its global OpenTelemetry setup (each app keeps its own client, see above).
 */
function transactionEvent(request: TracedRequest, traceId?: string, parentSpanId?: string): Event {
  return {
    type: 'transaction',
    transaction: `${request.method} ${request.route}`,
    transaction_info: { source: 'route' },
    start_timestamp: request.startedAt / 1000,
    timestamp: request.endedAt / 1000,
    contexts: {
      trace: {
        trace_id: traceId ?? randomHex(16),
        span_id: randomHex(8),
        ...(parentSpanId ? { parent_span_id: parentSpanId } : {}),
        op: 'http.server',
        origin: 'auto.http.fastify',
        status: spanStatus(request.statusCode),
        data: { 'http.request.method': request.method, 'http.response.status_code': request.statusCode },
      },
    },
    tags: { 'http.status_code': String(request.statusCode) },
    spans: [],
  };
}
