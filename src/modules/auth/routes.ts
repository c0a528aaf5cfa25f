import type { FastifyInstance } from 'fastify';
import { passwordLoginSchema } from '../../../shared/validation/auth.ts';
import { unauthorized } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { getCurrentUser, loginWithPassword } from './service.ts';
import { revokeSession, SESSION_COOKIE, setSessionCookie } from './session.ts';

export default async function authRoutes(app: FastifyInstance) {
  const idleDays = app.config.SESSION_IDLE_DAYS;
  const secureCookies = app.config.NODE_ENV === 'production';

  app.post(
    '/api/v6/auth/login',
    { schema: { tags: ['auth'], summary: 'Sign in with e-mail and password; sets the session cookie' } },
    async (request, reply) => {
      const input = parseInput(passwordLoginSchema, request.body);
      const signedIn = await loginWithPassword(app.db, input, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        sessionIdleDays: idleDays,
      });
      setSessionCookie(reply, signedIn.token, idleDays, secureCookies);
      return signedIn.body;
    },
  );

  app.get('/api/v3/users', { schema: { tags: ['auth'], summary: 'The signed-in user' } }, async (request) => {
    const user = request.viewer ? await getCurrentUser(app.db, request.viewer.id) : null;
    if (!user) throw unauthorized();
    return user;
  });

  app.post(
    '/api/v3/users/logout',
    { schema: { tags: ['auth'], summary: 'Sign out: revokes the session and clears its cookie' } },
    async (request, reply) => {
      if (request.viewer) await revokeSession(app.db, request.viewer.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return {};
    },
  );
}
