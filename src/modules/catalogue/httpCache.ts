import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a JSON answer with a validator (ETag) so that a client holding the same answer gets a 304
 * without the body. A guest's answer holds nothing personal and may be kept by shared caches for
 * `publicMaxAge` seconds (Vary: Cookie keeps a signed-in visitor's copy apart); a signed-in
 * visitor's answer (their favourite flag) is private and revalidated every time.
 */
export function sendJsonWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  publicMaxAge: number,
) {
  const json = JSON.stringify(body);
  // The site's own render asking in-process never revalidates: no validator to compute.
  if (request.headers['x-bosun-internal'] === request.server.internalToken) {
    return reply.type('application/json; charset=utf-8').send(json);
  }
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  reply
    .header('etag', etag)
    .header('vary', 'Cookie, Authorization')
    .header(
      'cache-control',
      request.viewer
        ? 'private, no-cache'
        : `public, max-age=${publicMaxAge}, stale-while-revalidate=${publicMaxAge}`,
    );
  const known = request.headers['if-none-match'];
  if (known?.split(/\s*,\s*/).includes(etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
