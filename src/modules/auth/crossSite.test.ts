import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { safeNextPath } from './crossSite.ts';
import { sha256 } from './session.ts';

const PATH = '/api/v3/cross-site-redirect';
const EXPIRED = '/login?reason=crossSiteExpired';

let ctx: TestContext;
let userId: number;
let cookies: Record<string, string>;
let xsrf: string;

beforeAll(async () => {
  ctx = await createTestApp({ CROSS_SITE_HOSTS: 'bosun.fr, www.bosun.es' });
  userId = await insertTestUser(ctx.db, { email: 'crosser@bosun.test' });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email: 'crosser@bosun.test', password: 'Bosun-demo-2026' },
  });
  expect(login.statusCode).toBe(200);
  cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
  xsrf = cookies['XSRF-TOKEN'];
  expect(cookies.bosun_session).toBeTruthy();
  expect(xsrf).toBeTruthy();
});
afterAll(() => ctx.close());

const create = (targetUrl: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: PATH,
    cookies,
    headers: { 'x-xsrf-token': xsrf },
    payload: { targetUrl },
  });

/** Asks for a link to `targetUrl` and returns its token and next. */
async function mint(targetUrl = 'https://bosun.fr/boats/42?from=home#photos') {
  const res = await create(targetUrl);
  expect(res.statusCode).toBe(200);
  const redirect = new URL(res.json().redirectUrl);
  return {
    redirect,
    token: redirect.searchParams.get('token') as string,
    next: redirect.searchParams.get('next') as string,
  };
}

const consume = (token: string, next = '/', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `${PATH}?${new URLSearchParams({ token, next })}`,
    headers,
  });

const sessionCount = async () =>
  Number((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0].n);

describe('POST /api/v3/cross-site-redirect', () => {
  it('returns a link on the target origin with a one-time token, stored hashed', async () => {
    const { redirect, token, next } = await mint();
    expect(redirect.origin).toBe('https://bosun.fr');
    expect(redirect.pathname).toBe(PATH);
    expect(next).toBe('/boats/42?from=home#photos');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const { rows } = await ctx.db.query<{ token_hash: string; user_id: number; secs: number }>(
      `SELECT token_hash, user_id, extract(epoch FROM expires_at - created_at)::int AS secs
         FROM cross_site_tokens WHERE token_hash = $1`,
      [sha256(token)],
    );
    expect(rows).toEqual([{ token_hash: sha256(token), user_id: userId, secs: 60 }]);
  });

  it('accepts the PUBLIC_URL host (http on localhost outside production)', async () => {
    const { redirect } = await mint('http://localhost:3000/account');
    expect(redirect.origin).toBe('http://localhost:3000');
  });

  it.each([
    'https://evil.com/',
    'https://bosun.fr.evil.com/',
    'https://evilbosun.fr/',
    'http://bosun.fr/',
    'https://user:pw@bosun.fr/',
    'javascript:alert(1)',
    '//bosun.fr/',
    'not a url',
  ])('refuses the target %s with 400', async (targetUrl) => {
    const res = await create(targetUrl);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.targetUrl).toMatch(/^targetUrl(Invalid|NotAllowed)$/);
  });

  it('answers 401 to a signed-out visitor', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATH,
      payload: { targetUrl: 'https://bosun.fr/' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to a cookie request without the X-XSRF-TOKEN header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATH,
      cookies,
      payload: { targetUrl: 'https://bosun.fr/' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf-token-invalid');
  });
});

describe('GET /api/v3/cross-site-redirect', () => {
  it('signs the user in once and redirects to next', async () => {
    const { token, next } = await mint();
    const res = await consume(token, next);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/boats/42?from=home#photos');
    expect(res.headers['cache-control']).toBe('no-store');
    const session = res.cookies.find((c) => c.name === 'bosun_session');
    expect(session).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session?.value).not.toBe(cookies.bosun_session);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users',
      cookies: { bosun_session: session?.value as string },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(userId);
  });

  it('refuses the second use, creating no session', async () => {
    const { token } = await mint();
    expect((await consume(token)).statusCode).toBe(302);
    const before = await sessionCount();
    const again = await consume(token, '/boats/42');
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(EXPIRED);
    expect(again.cookies.find((c) => c.name === 'bosun_session')).toBeUndefined();
    const json = await consume(token, '/', { accept: 'application/json' });
    expect(json.statusCode).toBe(401);
    expect(json.json().error.code).toBe('cross-site-token-invalid');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an expired token', async () => {
    const { token } = await mint();
    await ctx.db.query(
      `UPDATE cross_site_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(token)],
    );
    const before = await sessionCount();
    const res = await consume(token);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(EXPIRED);
    expect(res.cookies.find((c) => c.name === 'bosun_session')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await consume('not-a-token')).headers.location).toBe(EXPIRED);
    const missing = await ctx.app.inject({ method: 'GET', url: PATH });
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe(EXPIRED);
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com',
    'evil.com',
    '',
  ])('does not redirect off-site with next=%j', async (next) => {
    const { token } = await mint();
    const res = await consume(token, next);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'bosun_session')).toBeDefined();
  });
});

describe('safeNextPath', () => {
  it('keeps a same-site path and drops anything else', () => {
    expect(safeNextPath('/fr/boats?x=1#y')).toBe('/fr/boats?x=1#y');
    expect(safeNextPath('/a/../b')).toBe('/b');
    expect(safeNextPath('//evil.com')).toBe('/');
    expect(safeNextPath('/\\evil.com')).toBe('/');
    expect(safeNextPath('/\n/evil.com')).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
  });
});
