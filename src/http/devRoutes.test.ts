import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { devExposureWarning, listensBeyondLoopback } from './devRoutes.ts';

const TOKEN = 'a-development-token-of-some-length';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ NODE_ENV: 'development', DEV_ROUTES_TOKEN: TOKEN });
  await ctx.db.query(
    `INSERT INTO outbox (channel, recipient, subject, body, status) VALUES ('email', 'jane@example.test', 'Reset', 'http://x/reset?token=secret', 'sent')`,
  );
});
afterAll(() => ctx.close());

const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=jane@example.test', remoteAddress, headers });

describe('the dev routes outside production', () => {
  it('answer this machine, which the tests and a developer use', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.json()[0].body).toContain('reset?token=');
    }
  });

  it('do not exist for another machine, even one a local proxy forwards, unless it carries the token', async () => {
    for (const [address, headers] of [
      ['203.0.113.7', {}],
      ['192.168.1.20', {}],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.7' }],
      ['203.0.113.7', { 'x-bosun-dev-token': 'wrong-token-of-the-same-size-ab' }],
    ] as const) {
      const res = await outbox(address, headers);
      expect(res.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(404);
      expect(res.body).not.toContain('token=');
    }
    const withToken = await outbox('203.0.113.7', { 'x-bosun-dev-token': TOKEN });
    expect(withToken.statusCode).toBe(200);
    const clock = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/jobs/run',
      remoteAddress: '203.0.113.7',
    });
    expect(clock.statusCode).toBe(404);
  });

  it('leave every other route to everyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
  });

  it('make a server outside production that listens beyond this machine say so loudly', () => {
    expect(listensBeyondLoopback('0.0.0.0')).toBe(true);
    expect(listensBeyondLoopback('::')).toBe(true);
    expect(listensBeyondLoopback('192.168.1.5')).toBe(true);
    expect(listensBeyondLoopback('127.0.0.1')).toBe(false);
    expect(listensBeyondLoopback('localhost')).toBe(false);
    expect(listensBeyondLoopback('::1')).toBe(false);
    expect(devExposureWarning({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toContain('/api/dev/*');
    expect(devExposureWarning({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toBeUndefined();
    expect(devExposureWarning({ NODE_ENV: 'development', HOST: '127.0.0.1' })).toBeUndefined();
  });
});
