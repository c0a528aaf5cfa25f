import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type DestinationStream, type Logger, pino } from 'pino';

/** The request a piece of work is done for, wherever in the code it logs. */
const requestScope = new AsyncLocalStorage<{ reqId: string }>();
const chindings = pino.symbols.chindingsSym;
const scopeResource = Symbol('bosun.requestScope');
/** An id a load balancer or a client may send to follow one request across machines. */
const REQUEST_ID = /^[\w.:-]{8,100}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The server's logger: pino writing one JSON line per event. A line written while a request is being
 * answered carries its `reqId`, also when the code logs through `app.log` (a service, a provider, the
 * hub) rather than `request.log`, which Fastify already binds to the id.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      mixin(_line, _level, logger) {
        const scope = requestScope.getStore();
        if (!scope) return {};
        // request.log is a child bound to the id already: the field once per line.
        if (String((logger as unknown as Record<symbol, string>)[chindings]).includes('"reqId"')) return {};
        return { reqId: scope.reqId };
      },
    },
    destination,
  );
}

/** Each request's id: the caller's X-Request-Id when it looks like one, else a new UUID (unique across machines). */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Runs every request inside its scope (from its first hook to its answer) and tells the client the
 * id in X-Request-Id, so a support person can find the lines of one failed call.
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestScope.run({ reqId: request.id }, () => {
      (request as unknown as Record<symbol, AsyncResource>)[scopeResource] = new AsyncResource(
        'bosun-request',
      );
      done();
    });
  });
  // A body is read from socket events, outside the scope: the handler runs in it again.
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = (request as unknown as Record<symbol, AsyncResource | undefined>)[scopeResource];
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
}
