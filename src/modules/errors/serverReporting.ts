import {
  createTransport,
  defaultStackParser,
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
  sdkOptions,
} from '../../../shared/errors/reportingRules.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';
import { browserSettings, receiveEnvelope } from './service.ts';

export interface ServerErrorReporter {
  /** Reports an error the server could not handle (a 500), with the request it happened in. */
  report(error: unknown, request?: { method: string; url: string; route?: string }): void;
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

  return {
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
