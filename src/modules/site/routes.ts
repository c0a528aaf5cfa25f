import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { currencyFromCookies } from '../../../public-site/app/currency.ts';
import { SESSION_COOKIE } from '../auth/session.ts';
import { compressText, precompressDirectory } from './compression.ts';
import { createPageCache } from './pageCache.ts';
import { CLIENT_DIR, loadSiteRenderer } from './siteBuild.ts';

/** First path segments served by other parts of the server; the site never renders under them. */
const OTHER_APPS = new Set(['api', 'admin', 'media']);

const BUILD_MISSING_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bosun</title></head>' +
  '<body><h1>The public site is not built</h1><p>The public site has not been built yet. Run <code>npm run build</code>, then restart the server.</p></body></html>';

/**
 * The public site: its built assets and translations, then every other GET path rendered on the
 * server by the site's router (public-site/entry-server.tsx). Registered last, as the catch-all.
 */
export default async function siteRoutes(app: FastifyInstance) {
  const renderSite = await loadSiteRenderer(app);
  const pageCache = createPageCache({ ttlSeconds: app.config.PAGE_CACHE_SECONDS, maxEntries: 2_000 });
  if (renderSite) precompressDirectory(CLIENT_DIR, (message) => app.log.warn(message));

  // File names carry a content hash, so a browser may keep them for good.
  await app.register(fastifyStatic, {
    root: `${CLIENT_DIR}/assets`,
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    preCompressed: true,
    // Source maps stay on the server, for the error receiver: they would hand out the sources.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
  });
  await app.register(fastifyStatic, {
    root: `${CLIENT_DIR}/i18n`,
    prefix: '/i18n/',
    decorateReply: false,
    maxAge: '1h',
    index: false,
    preCompressed: true,
  });
  app.get('/favicon.svg', { schema: { hide: true } }, (_request, reply) =>
    reply.sendFile('favicon.svg', CLIENT_DIR, { maxAge: '7d' }),
  );
  // The service worker that shows Web Pushes (issue 20): at the root, so that its scope is the site;
  // never kept long, so that a new version reaches browsers on their next visit.
  app.get('/sw.js', { schema: { hide: true } }, (_request, reply) =>
    reply.sendFile('sw.js', CLIENT_DIR, { maxAge: 0 }),
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const firstSegment = request.url.split(/[/?#]/)[1] ?? '';
    if (OTHER_APPS.has(firstSegment)) return reply.callNotFound();
    if (!renderSite) return reply.status(503).type('text/html; charset=utf-8').send(BUILD_MISSING_HTML);

    // A guest (no session cookie) may get a page another guest caused to be rendered, in their currency.
    const guestCache = request.cookies[SESSION_COOKIE] ? null : pageCache;
    const guestKey = `${currencyFromCookies(request.headers.cookie ?? '')} ${request.url}`;
    let page = guestCache?.get(guestKey, reply.scriptNonce);
    reply.header('x-page-cache', page ? 'hit' : 'miss');
    if (!page) {
      // Only a page asked for before is rendered to be kept (with the placeholder nonce).
      const keeper = guestCache?.admit(guestKey) ? guestCache : null;
      const rendered = await renderSite({
        url: request.url,
        cookie: request.headers.cookie,
        nonce: keeper?.placeholderNonce ?? reply.scriptNonce,
      });
      if ('location' in rendered) return reply.redirect(rendered.location, rendered.status);
      if (keeper && rendered.sharedWithGuests) keeper.set(guestKey, rendered);
      page = keeper
        ? {
            status: rendered.status,
            html: rendered.html.replaceAll(keeper.placeholderNonce, reply.scriptNonce),
          }
        : rendered;
    }
    const { body, encoding } = await compressText(page.html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        .status(page.status)
        // The page carries this response's CSP nonce: no cache may hand it to anyone else.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body)
    );
  });
}
