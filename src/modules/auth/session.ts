import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/connection.ts';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors.ts';
import { findSessionViewer, insertSession, revokeSessionRow, touchSession } from './repository.ts';

export const SESSION_COOKIE = 'bosun_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export type StaffRole = 'sales' | 'manager' | 'support' | 'admin';

/** The signed-in person making a request. */
export interface Viewer {
  id: number;
  sessionId: number;
  email: string;
  firstName: string;
  lastName: string;
  languageCode: string;
  currencyCode: string;
  isOwner: boolean;
  staffRole: StaffRole | null;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /** Sent by navigator.sendBeacon (no CSRF header): answered as to a guest, with no viewer. */
    guestBeacon?: boolean;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** 256 random bits, URL-safe: well above the 128 bits DESIGN.md asks for. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Creates a session and returns the token to hand to the client (cookie and/or authToken). */
export async function createSession(
  db: Queryable,
  userId: number,
  idleDays: number,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<string> {
  const token = newToken();
  await insertSession(db, { tokenHash: sha256(token), userId, idleDays, ...meta });
  return token;
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await revokeSessionRow(db, sessionId);
}

/**
 * The CSRF token of a session (a signed double-submit token): `nonce.HMAC(secret, session token's
 * hash, nonce)`. A token set by another site (cookie tossing from a sibling domain) or kept from
 * another session does not verify, so echoing the cookie is not enough: it must be this session's.
 */
const xsrfSignature = (secret: string, sessionToken: string, nonce: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('bosun xsrf token').digest())
    .update(`${sha256(sessionToken)}.${nonce}`)
    .digest('base64url');

export function xsrfTokenFor(secret: string, sessionToken: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${xsrfSignature(secret, sessionToken, nonce)}`;
}

export function xsrfTokenMatches(secret: string, sessionToken: string, value: string | undefined): boolean {
  const [nonce, signature, extra] = (value ?? '').split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(xsrfSignature(secret, sessionToken, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Answers that already carry a token (a session's own), which a guest's must not replace. */
const tokenSent = new WeakSet<FastifyReply>();

function setXsrfCookie(reply: FastifyReply, value: string, secure: boolean) {
  tokenSent.add(reply);
  reply.setCookie(XSRF_COOKIE, value, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

/** Sets the session cookie, and the CSRF token bound to that session for the page to echo. */
export function setSessionCookie(reply: FastifyReply, token: string, idleDays: number, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: idleDays * 86400,
  });
  setXsrfCookie(reply, xsrfTokenFor(reply.server.config.SESSION_SECRET, token), secure);
}

function readToken(request: FastifyRequest): { token: string; via: Viewer['via'] } | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return { token: auth.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** The token a signed-in request was authenticated with (its cookie or Bearer token), else null. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  return request.viewer ? (readToken(request)?.token ?? null) : null;
}

/**
 * Resolves `request.viewer` from the session cookie or a Bearer token, slides the idle expiry, and
 * enforces the CSRF rule: a cookie-authenticated request that changes something must echo the
 * readable XSRF-TOKEN cookie in the X-XSRF-TOKEN header.
 */
export function registerSessions(
  app: FastifyInstance,
  opts: { idleDays: number; secureCookies: boolean; secret: string },
) {
  app.decorateRequest('viewer', null);

  // A guest gets a token with a page, where a form can follow; an API answer to a cookieless client
  // mints none (a cookie and random bytes on every request were most of a 404's cost).
  app.addHook('onSend', async (request, reply) => {
    // (an answer given before the cookies were read, e.g. by an earlier hook, has none)
    const cookies = request.cookies ?? {};
    if (tokenSent.has(reply) || cookies[SESSION_COOKIE] || cookies[XSRF_COOKIE]) return;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      setXsrfCookie(reply, newToken(), opts.secureCookies);
  });

  app.addHook('onRequest', async (request, reply) => {
    const found = readToken(request);
    const xsrfCookie = request.cookies[XSRF_COOKIE];
    const sessionCookie = request.cookies[SESSION_COOKIE];
    // A guest's token binds nothing yet; a signed-in browser gets (again) its session's own token.
    if (sessionCookie && !xsrfTokenMatches(opts.secret, sessionCookie, xsrfCookie))
      setXsrfCookie(reply, xsrfTokenFor(opts.secret, sessionCookie), opts.secureCookies);
    if (!found) return;
    const method = request.method;
    // A beacon cannot send the CSRF header: such a route is served as to a guest (it reads no viewer).
    if (found.via === 'cookie' && request.routeOptions.config?.guestBeacon) return;
    if (found.via === 'cookie' && method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      const header = request.headers[XSRF_HEADER];
      if (
        typeof header !== 'string' ||
        header !== xsrfCookie ||
        !xsrfTokenMatches(opts.secret, found.token, header)
      ) {
        throw new HttpError(
          403,
          'csrf-token-invalid',
          'The request must echo this session’s XSRF-TOKEN cookie in its X-XSRF-TOKEN header.',
        );
      }
    }
    const row = await findSessionViewer(app.db, sha256(found.token));
    if (!row) return;
    request.viewer = {
      id: row.id,
      sessionId: row.session_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      languageCode: row.language_code,
      currencyCode: row.currency_code.trim(),
      isOwner: row.is_owner,
      staffRole: row.staff_role,
      via: found.via,
    };
    // Slide the idle expiry at most once a minute per session, not on every request.
    if (Date.now() - new Date(row.last_seen_at).getTime() > 60_000) {
      await touchSession(app.db, row.session_id, opts.idleDays);
    }
  });
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/** Whether the route names one record in its path (`/api/admin/users/:id`, `/api/v6/leads/:leadId`). */
const namesARecord = (request: FastifyRequest) => (request.routeOptions.url ?? '').includes('/:');

const hasRole = (viewer: Viewer, roles: readonly StaffRole[]) =>
  viewer.staffRole === 'admin' || (viewer.staffRole !== null && roles.includes(viewer.staffRole));

/** Whether the caller is staff with one of `roles` (admin has them all), without refusing anyone. */
export const isStaff = (viewer: Viewer | null, roles: readonly StaffRole[]): boolean =>
  viewer !== null && hasRole(viewer, roles);

/**
 * Back-office guard: 401 when signed out; without one of `roles`, 403 on a list or an action. On a
 * route naming a record, whoever may not read it (`readers`, by default `roles`) gets 404, since a
 * 403 would confirm that the record exists (DESIGN.md); a reader without the action's role gets 403.
 */
export function requireStaff(
  request: FastifyRequest,
  roles: readonly StaffRole[] = ['sales', 'manager', 'support', 'admin'],
  readers: readonly StaffRole[] = roles,
) {
  const viewer = requireViewer(request);
  if (hasRole(viewer, roles)) return viewer;
  if (namesARecord(request) && !hasRole(viewer, readers)) throw notFound();
  throw forbidden('This page is for staff with another role.');
}
