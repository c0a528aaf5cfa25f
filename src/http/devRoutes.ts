import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { notFound } from './errors.ts';

/** Where the routes a person or a test uses outside production live (outbox with reset links, clock, jobs). */
export const DEV_ROUTES_PREFIX = '/api/dev/';
export const DEV_TOKEN_HEADER = 'x-bosun-dev-token';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request from this machine itself: its socket's peer is a loopback address and no proxy says it
 * forwards someone else's request (a proxy on this machine is loopback too). `request.ip` is not
 * used: with TRUST_PROXY it is whatever X-Forwarded-For claims.
 */
function comesFromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket?.remoteAddress ?? '';
  const forwarded =
    request.headers['x-forwarded-for'] ?? request.headers.forwarded ?? request.headers['x-real-ip'];
  return LOOPBACK.test(peer) && forwarded === undefined;
}

function carriesToken(request: FastifyRequest, token: string | undefined): boolean {
  const given = request.headers[DEV_TOKEN_HEADER];
  if (!token || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Outside production the dev routes exist, and they can read anyone's password-reset link: they
 * answer only a request from this machine, or one carrying DEV_ROUTES_TOKEN; to anyone else they
 * do not exist (404).
 */
export function guardDevRoutes(app: FastifyInstance, config: Pick<Config, 'NODE_ENV' | 'DEV_ROUTES_TOKEN'>) {
  if (config.NODE_ENV === 'production') return; // not registered at all
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(DEV_ROUTES_PREFIX)) return;
    if (comesFromThisMachine(request) || carriesToken(request, config.DEV_ROUTES_TOKEN)) return;
    throw notFound('No such page.');
  });
}

/** Whether a listening address lets other machines in (0.0.0.0, ::, a LAN address, a host name). */
export function listensBeyondLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return !(bare === 'localhost' || LOOPBACK.test(bare));
}

/** The warning a server outside production gives when other machines can reach it. */
export function devExposureWarning(config: Pick<Config, 'NODE_ENV' | 'HOST'>): string | undefined {
  if (config.NODE_ENV === 'production' || !listensBeyondLoopback(config.HOST)) return undefined;
  return (
    `NODE_ENV is ${config.NODE_ENV} and the server listens on ${config.HOST}, beyond this machine: ` +
    'demo accounts, sandbox payments and the dev routes are on. The dev routes (/api/dev/*, which show ' +
    'password-reset links) answer only this machine or DEV_ROUTES_TOKEN. Set NODE_ENV=production for ' +
    'anything others use, or HOST=127.0.0.1.'
  );
}
