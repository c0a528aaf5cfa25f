import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { described } from '../../http/describe.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import {
  createSession,
  newToken,
  requireViewer,
  revokeSession,
  setSessionCookie,
  sha256,
} from './session.ts';

/** A cross-site token signs in once, within this many seconds of being issued. */
export const CROSS_SITE_TOKEN_TTL_SECONDS = 60;
export const CROSS_SITE_PATH = '/api/v3/cross-site-redirect';
export const CROSS_SITE_EXPIRED_LOCATION = '/login?reason=crossSiteExpired';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const createSchema = z.object({
  targetUrl: z.string().min(1, 'targetUrlRequired').max(2048, 'targetUrlInvalid'),
});
/** The link to open: the other domain's CROSS_SITE_PATH with `token` and `next`. */
const crossSiteLinkSchema = z.object({ redirectUrl: z.url() });
const consumeQuery = z.object({
  token: z.string().max(200).optional(),
  next: z.string().max(2048).optional(),
});

/** The hosts a cross-site sign-in may go to: PUBLIC_URL's host and every CROSS_SITE_HOSTS entry. */
export function allowedCrossSiteHosts(config: Pick<Config, 'PUBLIC_URL' | 'CROSS_SITE_HOSTS'>): Set<string> {
  const hosts = new Set([new URL(config.PUBLIC_URL).host.toLowerCase()]);
  for (const entry of config.CROSS_SITE_HOSTS.split(',')) {
    const host = entry.trim().toLowerCase();
    if (host) hosts.add(host);
  }
  return hosts;
}

/** Parses and checks the brand URL to sign in on; a 400 when it is malformed, insecure or not allowed. */
export function checkCrossSiteTarget(raw: string, allowedHosts: Set<string>, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('The target URL is not a valid URL.', { targetUrl: 'targetUrlInvalid' });
  }
  const secure =
    url.protocol === 'https:' ||
    (!production && url.protocol === 'http:' && LOCAL_HOSTNAMES.has(url.hostname));
  if (!secure || url.username || url.password) {
    throw badRequest('The target URL must be an https URL.', { targetUrl: 'targetUrlInvalid' });
  }
  if (!allowedHosts.has(url.host.toLowerCase())) {
    throw badRequest(
      'The target URL is not one of our sites.',
      { targetUrl: 'targetUrlNotAllowed' },
      'cross-site-host-not-allowed',
    );
  }
  return url;
}

const hasControlCharacter = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * `next` only when it is a path on this site: one leading '/', no backslash or control character
 * (browsers read `/\evil.com` and `/\t/evil.com` as `//evil.com`), and it resolves to this origin.
 */
export function safeNextPath(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControlCharacter(next)) {
    return '/';
  }
  const base = 'http://next.invalid';
  try {
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * The cross-site redirect (SPEC: /api/v3/cross-site-redirect): a signed-in user asks for a
 * short-lived token, the browser carries it to another brand's domain, which trades it once for a
 * session there. Tokens are random, stored hashed, single use and valid 60 s.
 */
export async function crossSiteRoutes(app: FastifyInstance) {
  const idleDays = app.config.SESSION_IDLE_DAYS;
  const production = app.config.NODE_ENV === 'production';
  const allowedHosts = allowedCrossSiteHosts(app.config);

  app.post(
    CROSS_SITE_PATH,
    described({
      tags: ['auth'],
      summary: 'A one-time link, valid 60 s, that signs the user in on another of our domains: {targetUrl}',
      signedIn: true,
      body: createSchema,
      ok: { schema: crossSiteLinkSchema },
    }),
    async (request) => {
      const viewer = requireViewer(request);
      const { targetUrl } = parseInput(createSchema, request.body);
      const target = checkCrossSiteTarget(targetUrl, allowedHosts, production);
      const token = newToken();
      await app.db.query(`DELETE FROM cross_site_tokens WHERE expires_at < now() - interval '1 hour'`);
      await app.db.query(
        `INSERT INTO cross_site_tokens (token_hash, user_id, target_host, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [sha256(token), viewer.id, target.host.toLowerCase(), CROSS_SITE_TOKEN_TTL_SECONDS],
      );
      const redirect = new URL(CROSS_SITE_PATH, target.origin);
      redirect.searchParams.set('token', token);
      redirect.searchParams.set('next', safeNextPath(`${target.pathname}${target.search}${target.hash}`));
      return { redirectUrl: redirect.toString() };
    },
  );

  app.get(
    CROSS_SITE_PATH,
    described({
      tags: ['auth'],
      summary:
        'Trade a cross-site token (?token=&next=) for a session once, then 302 to next; an unknown, used or expired token goes to /login',
      signedIn: false,
      querystring: consumeQuery,
      ok: {
        status: 302,
        description: 'To `next` signed in, or to /login when the token is unknown, used or expired.',
      },
      // A client asking for JSON is told the token is unknown, used or expired instead of redirected.
      errors: [401],
    }),
    async (request, reply) => {
      // The token is in the URL: keep it out of caches and Referer headers.
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      const query = consumeQuery.safeParse(request.query).data ?? {};
      const token = query.token;
      const sessionToken = token
        ? await app.db.transaction(async (tx) => {
            const { rows } = await tx.query<{ user_id: number }>(
              `UPDATE cross_site_tokens t SET used_at = now()
                 FROM users u
                WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
                  AND u.id = t.user_id AND u.status = 'active'
               RETURNING t.user_id`,
              [sha256(token)],
            );
            const userId = rows[0]?.user_id;
            if (userId === undefined) return null;
            // A new token at every sign-in: the session this browser had on this domain ends.
            if (request.viewer) await revokeSession(tx, request.viewer.sessionId);
            return createSession(tx, userId, idleDays, {
              userAgent: request.headers['user-agent'],
              ip: request.ip,
            });
          })
        : null;
      if (!sessionToken) {
        if (request.headers.accept?.includes('application/json')) {
          throw new HttpError(
            401,
            'cross-site-token-invalid',
            'This sign-in link has expired or was already used.',
          );
        }
        return reply.redirect(CROSS_SITE_EXPIRED_LOCATION, 302);
      }
      setSessionCookie(reply, sessionToken, idleDays, production);
      return reply.redirect(safeNextPath(query.next), 302);
    },
  );
}
