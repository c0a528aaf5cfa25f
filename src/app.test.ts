import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../tests/helpers/app.ts';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('applies defaults and refuses invalid settings with a clear message', () => {
    expect(loadConfig({}).PORT).toBe(3000);
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ PORT: 'seventy' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('platform behaviour', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5', CORS_ORIGINS: 'https://backoffice.example' });
    await ctx.db.query(`INSERT INTO currencies (code, symbol, name, rate) VALUES ('EUR', '€', 'Euro', 1)`);
  });
  afterAll(() => ctx.close());

  it('limits the API rate with 429, Retry-After and the error shape', async () => {
    let last = await ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/EUR' });
    for (let i = 0; i < 6; i++) last = await ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/EUR' });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().error.code).toBe('too-many-requests');
  });

  it('exposes Content-Range to the allowed back-office origin', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://backoffice.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://backoffice.example');
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://backoffice.example' },
    });
    expect(String(get.headers['access-control-expose-headers'])).toContain('Content-Range');
  });

  it('gives a visitor a readable XSRF-TOKEN cookie with a page, none with a cookieless API answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/en/boat-rental' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses a cookie-authenticated change without the X-XSRF-TOKEN header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/anything',
      cookies: { bosun_session: 'some-session', 'XSRF-TOKEN': 'abc' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf-token-invalid');
  });
});
