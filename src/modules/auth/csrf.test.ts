import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { DEVELOPMENT_SESSION_SECRET, loadConfig } from '../../config.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SESSION_SECRET: 'a-test-secret-of-at-least-thirty-two-characters' });
  for (const email of ['alice@bosun.test', 'bob@bosun.test']) await insertTestUser(ctx.db, { email });
});
afterAll(() => ctx.close());

async function signIn(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email, password: 'Bosun-demo-2026' },
  });
  const cookie = (name: string) => res.cookies.find((c) => c.name === name)?.value ?? '';
  return { session: cookie('bosun_session'), xsrf: cookie('XSRF-TOKEN') };
}

const logout = (session: string, cookieXsrf: string, headerXsrf?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v3/users/logout',
    cookies: { bosun_session: session, 'XSRF-TOKEN': cookieXsrf },
    headers: headerXsrf === undefined ? {} : { 'x-xsrf-token': headerXsrf },
  });

describe('the CSRF token is bound to the session (signed double submit)', () => {
  it('hands each sign-in a token of its own session, readable by the page', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'alice@bosun.test', password: 'Bosun-demo-2026' },
    });
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.value).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('refuses a token the attacker chose, or one of another session, even echoed in the header', async () => {
    const alice = await signIn('alice@bosun.test');
    const bob = await signIn('bob@bosun.test');
    // Cookie tossing: an attacker on a sibling domain sets a known XSRF-TOKEN and echoes it.
    expect((await logout(alice.session, 'chosen-by-attacker', 'chosen-by-attacker')).statusCode).toBe(403);
    // An attacker's own valid token (of their session) does not fit the victim's session.
    const crossed = await logout(alice.session, bob.xsrf, bob.xsrf);
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().error.code).toBe('csrf-token-invalid');
    // Header and cookie must also agree.
    expect((await logout(alice.session, alice.xsrf, `${alice.xsrf}x`)).statusCode).toBe(403);
    expect((await logout(alice.session, alice.xsrf)).statusCode).toBe(403);
    expect((await logout(alice.session, alice.xsrf, alice.xsrf)).statusCode).toBe(200);
  });

  it('replaces a token that does not fit the session on the next page, so the page can go on', async () => {
    const alice = await signIn('alice@bosun.test');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/auth/viewer',
      cookies: { bosun_session: alice.session, 'XSRF-TOKEN': 'stale-guest-token' },
    });
    const renewed = page.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    expect(renewed).not.toBe('stale-guest-token');
    expect((await logout(alice.session, renewed, renewed)).statusCode).toBe(200);
    // A fitting token is left alone.
    const again = await signIn('alice@bosun.test');
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/auth/viewer',
      cookies: { bosun_session: again.session, 'XSRF-TOKEN': again.xsrf },
    });
    expect(kept.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('does not ask Bearer requests (the native app) for a token', async () => {
    const alice = await signIn('alice@bosun.test');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/users/logout',
      headers: { authorization: `Bearer ${alice.session}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('SESSION_SECRET', () => {
  it('has a development default, and production refuses to start without its own', () => {
    expect(loadConfig({}).SESSION_SECRET).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });
});
