import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';

const PASSWORD = 'Bosun-demo-2026';
const hex = (value: string) => createHash('sha256').update(value).digest('hex');

let ctx: TestContext;
let renterId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  renterId = await insertTestUser(ctx.db, {
    email: 'Renter@Bosun.test',
    firstName: 'Rita',
    lastName: 'Renter',
    phone: '+33 6 12 34 56 78',
  });
  await insertTestUser(ctx.db, { email: 'suspended@bosun.test', status: 'suspended' });
  await insertTestUser(ctx.db, { email: 'throttled@bosun.test' });
  await insertTestUser(ctx.db, { email: 'nophone@bosun.test' });
});
afterAll(() => ctx.close());

const login = (body: unknown, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/v6/auth/login', payload: body as object, remoteAddress });

const sessionCookieOf = (res: Awaited<ReturnType<typeof login>>) =>
  res.cookies.find((c) => c.name === 'bosun_session');

describe('POST /api/v6/auth/login', () => {
  it('signs in, sets an HttpOnly session cookie and returns the token with hashed tracking ids', async () => {
    const res = await login({ email: '  RENTER@bosun.test ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      authToken: expect.any(String),
      tracking: { userId: renterId, hashedEmail: hex('renter@bosun.test'), hashedPhone: hex('+33612345678') },
    });
    expect(body.authToken.length).toBeGreaterThanOrEqual(22);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ value: body.authToken, httpOnly: true, path: '/', sameSite: 'Lax' });
  });

  it('gives null hashedPhone to a user without a phone', async () => {
    const res = await login({ email: 'nophone@bosun.test', password: PASSWORD });
    expect(res.json().tracking.hashedPhone).toBeNull();
  });

  it('issues a new token at every login', async () => {
    const first = (await login({ email: 'renter@bosun.test', password: PASSWORD })).json().authToken;
    const second = (await login({ email: 'renter@bosun.test', password: PASSWORD })).json().authToken;
    expect(second).not.toBe(first);
  });

  it('answers a wrong password, an unknown e-mail and a suspended account alike, with no cookie', async () => {
    const answers = await Promise.all([
      login({ email: 'renter@bosun.test', password: 'wrong-password' }),
      login({ email: 'nobody@bosun.test', password: PASSWORD }),
      login({ email: 'suspended@bosun.test', password: PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'invalid-credentials', message: 'The e-mail or the password is wrong.' },
      });
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it('refuses malformed input with the SPEC message keys', async () => {
    const empty = await login({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    const invalid = await login({ email: 'renter@bosun', password: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ email: 'emailInvalid' });
  });

  it('blocks an address after 50 failures across accounts, whatever X-Forwarded-For it forges', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v6/auth/login',
        payload: { email: `guess-${i}@bosun.test`, password: 'guess' },
        remoteAddress: '10.0.0.50',
        // No proxy is trusted (TRUST_PROXY unset): the header cannot make each try a new client.
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'renter@bosun.test', password: PASSWORD }, '10.0.0.50');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ email: 'renter@bosun.test', password: PASSWORD }, '10.0.0.51')).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/v3/users and logout', () => {
  it('answers 401 when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v3/users' });
    expect(res.statusCode).toBe(401);
  });

  it('returns the signed-in user by cookie or by Bearer token', async () => {
    const token = (await login({ email: 'renter@bosun.test', password: PASSWORD })).json().authToken;
    const expected = {
      id: renterId,
      email: 'Renter@Bosun.test',
      firstName: 'Rita',
      lastName: 'Renter',
      languageCode: 'en',
      currencyCode: 'EUR',
      isOwner: false,
      ownerType: null,
      isSuperOwner: false,
      staffRole: null,
      permissions: { pushNotif: null, tracking: null },
    };
    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users',
      cookies: { bosun_session: token },
    });
    expect(byCookie.statusCode).toBe(200);
    // SPEC section 3: the user carries the token of the session that asked.
    expect(byCookie.json()).toEqual({ ...expected, token });
    expect(byCookie.headers['cache-control']).toBe('no-store');
    const byBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json()).toEqual({ ...expected, token });
    const viewer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/auth/viewer',
      cookies: { bosun_session: token },
    });
    expect(viewer.json().user).not.toHaveProperty('token');
  });

  it('revokes the session and clears the cookie on logout', async () => {
    const signedIn = await login({ email: 'renter@bosun.test', password: PASSWORD });
    const token = signedIn.json().authToken;
    // The sign-in hands the browser the XSRF token bound to its new session.
    const xsrf = signedIn.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const cookies = { bosun_session: token, 'XSRF-TOKEN': xsrf };
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/users/logout',
      cookies,
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({});
    expect(out.cookies.find((c) => c.name === 'bosun_session')?.value).toBe('');
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v3/users', cookies });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated logout without the X-XSRF-TOKEN header', async () => {
    const token = (await login({ email: 'renter@bosun.test', password: PASSWORD })).json().authToken;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v3/users/logout',
      cookies: { bosun_session: token, 'XSRF-TOKEN': 'xsrf-2' },
    });
    expect(res.statusCode).toBe(403);
    const still = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users',
      cookies: { bosun_session: token },
    });
    expect(still.statusCode).toBe(200);
  });
});
