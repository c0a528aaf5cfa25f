import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers ok after checking the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v6/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not-found', message: expect.stringContaining('/api/v6/nothing-here') },
    });
  });

  it('answers malformed JSON with 400 in the error shape, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toBeTypeOf('string');
  });

  it('sends a page the security headers with a nonce-based Content-Security-Policy, new for each page', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/fr' });
    const second = await ctx.app.inject({ method: 'GET', url: '/fr' });
    const nonceOf = (csp: unknown) =>
      String(csp).match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/)?.[1];
    expect(nonceOf(first.headers['content-security-policy'])).toBeDefined();
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(
      nonceOf(first.headers['content-security-policy']),
    );
    expect(first.body).toContain(`nonce="${nonceOf(first.headers['content-security-policy'])}"`);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['strict-transport-security']).toMatch(/^max-age=/);
  });

  it('keeps an API answer light: nosniff, no page headers, no rate-limit headers, no cookie', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v6/nothing-here' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
