import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

// Vite puts a content hash in every file name under assets/, so those can be cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function isFile(path: string) {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * Serves the react-admin build (dist/admin, `npm run build:admin`) at /admin. Paths that are not files
 * get index.html, so a deep link or a reload lands in the app; a missing asset is a plain 404.
 */
export default async function backofficeStaticRoutes(app: FastifyInstance, opts: { distDir?: string } = {}) {
  const distDir = resolve(opts.distDir ?? 'dist/admin');
  const indexFile = resolve(distDir, 'index.html');

  async function sendIndex(reply: FastifyReply) {
    if (!(await isFile(indexFile))) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built yet: run npm run build (or npm run build:admin), then reload.');
    }
    return reply
      .type(CONTENT_TYPES['.html'])
      .header('Cache-Control', 'no-cache')
      .send(createReadStream(indexFile));
  }

  app.get('/admin', { schema: { hide: true }, config: { rateLimit: false } }, (_request, reply) =>
    sendIndex(reply),
  );

  app.get('/admin/*', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    // find-my-way has already decoded the wildcard.
    const relative = (request.params as { '*'?: string })['*'] ?? '';
    const file = resolve(distDir, relative);
    // Source maps stay on the server, for the error receiver: they would hand out the sources.
    const inside = file.startsWith(distDir + sep) && !file.endsWith('.map');
    if (inside && (await isFile(file))) {
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      const cache = relative.startsWith('assets/') ? IMMUTABLE : 'no-cache';
      return reply.type(type).header('Cache-Control', cache).send(createReadStream(file));
    }
    if (!inside || relative.startsWith('assets/') || extname(relative) !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    }
    return sendIndex(reply);
  });
}
