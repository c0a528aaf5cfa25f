import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type Directives = Record<string, Iterable<string> | null>;

/** Where the nonce goes in the page's policy, built once; each page puts its own in. */
const NONCE_SLOT = '{{nonce}}';
const nonceSlotPattern = /\{\{nonce\}\}/g;

/** What a helmet middleware writes, recorded once from a stand-in response. */
function headersWrittenBy(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
): [string, string][] {
  const written: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      written.push([name.toLowerCase(), String(value)]);
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, res, () => {});
  return written;
}

/**
 * Security headers, computed once at start by helmet rather than per request (README, "The stack's own
 * cost"): an HTML page gets helmet's whole set and the Content-Security-Policy with this page's script
 * nonce; any other answer (JSON, files, events) gets only `X-Content-Type-Options: nosniff` and
 * `Cross-Origin-Resource-Policy: same-origin` (no other site reads it), since the other headers speak
 * to a browser rendering a document. An answer that set its own policy (an
 * attachment's sandbox, the API explorer's) keeps it. The nonce is drawn when a page first asks for it.
 */
export function registerSecurityHeaders(app: FastifyInstance, directives: Directives) {
  const [self, ...scriptOrigins] = [...(directives.scriptSrc ?? [])];
  const [[, pagePolicy]] = headersWrittenBy(
    helmet.contentSecurityPolicy({
      useDefaults: true,
      directives: { ...directives, scriptSrc: [self, `'nonce-${NONCE_SLOT}'`, ...scriptOrigins] },
    }),
  );
  const pageHeaders = headersWrittenBy(
    helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }),
  ).filter(([name]) => name !== 'x-powered-by');

  const nonces = new WeakMap<object, string>();
  app.decorateReply('scriptNonce', {
    getter(this: object) {
      let nonce = nonces.get(this);
      if (!nonce) {
        nonce = randomBytes(16).toString('base64');
        nonces.set(this, nonce);
      }
      return nonce;
    },
  });

  app.addHook('onSend', async (_request, reply) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      for (const [name, value] of pageHeaders) if (!reply.hasHeader(name)) reply.header(name, value);
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', pagePolicy.replace(nonceSlotPattern, reply.scriptNonce));
    } else {
      reply.header('x-content-type-options', 'nosniff');
      if (!reply.hasHeader('cross-origin-resource-policy'))
        reply.header('cross-origin-resource-policy', 'same-origin');
    }
  });
}
