import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { startThrowawayRedis } from '../../../tests/helpers/redis.mjs';
import { jobMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => ctx.close());

const scrape = () =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

/** The value of one series in Prometheus's text format, or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('asks for the token: none or a wrong one is 401 in the error shape', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('unauthorized');
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests and their times by route pattern and status, never by raw URL', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    await ctx.app.inject({ method: 'GET', url: '/api/v6/products/987654' });
    await ctx.app.inject({ method: 'GET', url: '/api/v6/no-such-thing' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      seriesValue(text, 'bosun_http_requests_total{method="GET",route="/api/health/live",status="200"}'),
    ).toBe(2);
    expect(
      seriesValue(text, 'bosun_http_requests_total{method="GET",route="/api/v6/products/:id",status="404"}'),
    ).toBe(1);
    expect(seriesValue(text, 'bosun_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      1,
    );
    expect(text).not.toContain('987654');
    expect(
      seriesValue(text, 'bosun_http_request_duration_seconds_count{method="GET",route="/api/health/live"}'),
    ).toBe(2);
    expect(text).toMatch(
      /bosun_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live"\} \d/,
    );
    // Node's own figures, for memory and event-loop lag
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('shows the open live-event streams and the database pools', async () => {
    const removeStream = ctx.app.eventHub.add(424242, { deliver() {}, close() {} });
    try {
      expect(seriesValue((await scrape()).body, 'bosun_event_streams_open')).toBe(1);
    } finally {
      removeStream();
    }
    const text = (await scrape()).body;
    expect(seriesValue(text, 'bosun_event_streams_open')).toBe(0);
    // PGlite has no pool; PostgreSQL's primary pool is described (the PostgreSQL run of the suite)
    if (ctx.db.kind === 'postgres') {
      expect(seriesValue(text, 'bosun_db_pool_max{pool="primary"}')).toBeGreaterThan(0);
      expect(text).toMatch(/bosun_db_pool_connections\{pool="primary",state="idle"\} \d/);
    } else expect(text).not.toContain('bosun_db_pool_max{');
  });

  it('carries what the job engine reports: runs by outcome, durations, lag and queue depth', async () => {
    jobMetrics.runFinished('payout-run', { durationSeconds: 0.2, failed: false, lagSeconds: 3 });
    jobMetrics.runFinished('payout-run', { durationSeconds: 1.5, failed: true });
    jobMetrics.queueDepthFrom(async () => ({ 'send-email': 7 }));
    try {
      const text = (await scrape()).body;
      expect(seriesValue(text, 'bosun_job_runs_total{job="payout-run",outcome="ok"}')).toBe(1);
      expect(seriesValue(text, 'bosun_job_runs_total{job="payout-run",outcome="failed"}')).toBe(1);
      expect(seriesValue(text, 'bosun_job_duration_seconds_count{job="payout-run"}')).toBe(2);
      expect(seriesValue(text, 'bosun_job_lag_seconds{job="payout-run"}')).toBe(3);
      expect(seriesValue(text, 'bosun_job_queue_depth{queue="send-email"}')).toBe(7);
    } finally {
      jobMetrics.queueDepthFrom(undefined);
    }
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
    } finally {
      await plain.close();
    }
  }, 120_000);
});

describe('liveness and readiness', () => {
  it('live answers without the database; ready and /api/health say when the database is down', async () => {
    const query = ctx.db.query;
    ctx.db.query = () => Promise.reject(new Error('connection refused'));
    try {
      const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'live' });
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error).toEqual({ code: 'not-ready', message: 'Not answering: database.' });
    } finally {
      ctx.db.query = query;
    }
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true } } });
    expect(ready.json().checks.redis).toBeUndefined();
  });

  it('is not ready while the process shuts down', async () => {
    ctx.app.shuttingDown = true;
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.code).toBe('shutting-down');
    } finally {
      ctx.app.shuttingDown = false;
    }
  });

  it('checks Redis when REDIS_URL is set: ready with it, not ready once it stops answering', async () => {
    // A Redis of its own, since this test stops it.
    const redis = await startThrowawayRedis();
    if (redis.error !== undefined) throw new Error(`redis-server is needed for this test: ${redis.error}`);
    const withRedis = await createTestApp({ REDIS_URL: redis.url });
    try {
      const ready = await withRedis.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().checks.redis.ok).toBe(true);
      redis.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const notReady = await withRedis.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().error.message).toBe('Not answering: redis.');
    } finally {
      await withRedis.close();
      redis.stop();
    }
  }, 120_000);
});
