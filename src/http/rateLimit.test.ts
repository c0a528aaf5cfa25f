import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { startThrowawayRedis } from '../../tests/helpers/redis.mjs';

const call = (ctx: TestContext, remoteAddress: string, forwardedFor?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v6/auth/providers',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send(i)).statusCode);
  return out;
}

describe('the API-wide per-IP limit, in process (no REDIS_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After past the limit, per client address', async () => {
    expect(await statuses(6, () => call(ctx, '198.51.100.1'))).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await call(ctx, '198.51.100.1');
    expect(limited.json().error.code).toBe('too-many-requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(ctx, '198.51.100.2')).statusCode).toBe(200);
  });

  it('says why in the request’s language: `_locale`, else Accept-Language, else English', async () => {
    const limited = (query: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v6/auth/providers${query}`,
        remoteAddress: '198.51.100.9',
        headers,
      });
    await statuses(5, () => limited(''));
    const french = await limited('?_locale=fr');
    expect(french.statusCode).toBe(429);
    expect(french.json().error).toMatchObject({ code: 'too-many-requests' });
    expect(french.json().error.message).toMatch(/^Trop de requêtes\. Réessayez dans \d+ s\.$/);
    const greek = await limited('', { 'accept-language': 'xx;q=1, el-GR;q=0.9, en;q=0.5' });
    expect(greek.json().error.message).toMatch(/^Πάρα πολλά αιτήματα\./);
    const german = await limited('?_locale=de', { 'accept-language': 'fr' });
    expect(german.json().error.message).toMatch(/^Zu viele Anfragen\./);
    expect((await limited('')).json().error.message).toMatch(/^Too many requests\. Try again in \d+ s\.$/);
  });

  it('ignores X-Forwarded-For when no proxy is trusted (TRUST_PROXY unset): a forged header does not escape', async () => {
    const forged = await statuses(6, (i) => call(ctx, '198.51.100.3', `203.0.113.${i}`));
    expect(forged).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('with one trusted hop, the client is the address the proxy saw; what the client wrote before it is ignored', async () => {
    const ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
    try {
      // The load balancer (10.0.0.9) appends the real client; a forged first entry changes nothing.
      const forged = await statuses(4, (i) => call(ctx, '10.0.0.9', `203.0.113.${i}, 192.0.2.7`));
      expect(forged).toEqual([200, 200, 200, 429]);
      // Another real client behind the same proxy has its own count.
      expect((await call(ctx, '10.0.0.9', '192.0.2.8')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('with trusted addresses, only those may name the client', async () => {
    const ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' });
    try {
      // From outside the trusted range, X-Forwarded-For is not believed.
      expect(await statuses(3, (i) => call(ctx, '198.51.100.9', `192.0.2.${i}`))).toEqual([200, 200, 429]);
      // From the proxy, it is.
      expect(await statuses(3, (i) => call(ctx, '10.1.2.3', `192.0.2.${100 + i}`))).toEqual([200, 200, 200]);
    } finally {
      await ctx.close();
    }
  });

  it('refuses `true`, which would let any client choose its address', async () => {
    await expect(createTestApp({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('the per-IP limit shared through Redis (REDIS_URL)', () => {
  let redis: { url?: string; stop?: () => void; error?: string };
  const processes: TestContext[] = [];

  beforeAll(async () => {
    redis = process.env.TEST_REDIS_URL ? { url: process.env.TEST_REDIS_URL } : await startThrowawayRedis();
    if (!redis.url) throw new Error(`No Redis for the shared rate-limit test: ${redis.error}`);
    // Two API processes behind one load balancer.
    for (let i = 0; i < 2; i++)
      processes.push(await createTestApp({ RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: redis.url }));
  });
  afterAll(async () => {
    for (const ctx of processes) await ctx.close();
    redis?.stop?.();
  });

  it('counts one client’s requests across processes: 4 in all, not 4 each', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const answers = await statuses(6, (i) => call(processes[i % 2], address));
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await call(processes[0], '198.51.100.250')).statusCode).toBe(200);
  });
});

describe('a client that hangs up at once', () => {
  it('is neither limited nor answered: no TypeError in the rate limit, nothing on the Errors page', async () => {
    const ctx = await createTestApp();
    try {
      const origin = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
      const { connect } = await import('node:net');
      for (let i = 0; i < 50; i++) {
        const socket = connect(Number(origin.port), origin.hostname);
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.write(`GET /api/v6/auth/providers HTTP/1.1\r\nHost: ${origin.host}\r\n\r\n`);
        socket.resetAndDestroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      await ctx.app.errorReporter.flush?.();
      const { rows } = await ctx.db.query<{ title: string }>(
        `SELECT title FROM error_groups WHERE project = 'server'`,
      );
      expect(rows).toEqual([]);
      // The server still answers.
      expect((await fetch(`${origin.origin}/api/health`)).status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
