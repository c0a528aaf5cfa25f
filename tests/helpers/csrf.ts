import type { FastifyInstance } from 'fastify';

/**
 * The XSRF-TOKEN the server binds to a session (as a browser gets it on its next page), and the
 * cookies plus header a cookie-authenticated change must carry.
 */
export async function xsrfFor(app: FastifyInstance, sessionToken: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v6/auth/viewer',
    cookies: { bosun_session: sessionToken },
  });
  const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('the server set no XSRF-TOKEN for this session');
  return {
    xsrf,
    cookies: { bosun_session: sessionToken, 'XSRF-TOKEN': xsrf },
    headers: { 'x-xsrf-token': xsrf },
  };
}
