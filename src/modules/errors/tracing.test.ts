import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { bearerFor } from '../catalogue/testFixtures.ts';

// Tracing (issue 21): the server sends a transaction per sampled request only when
// SENTRY_TRACES_SAMPLE_RATE is above 0, and the embedded receiver counts transactions per name.

interface Stat {
  project: string;
  name: string;
  count: number;
  failed: number;
  max: number;
}
const statsOf = async (ctx: TestContext) =>
  (
    await ctx.db.query<Stat>(
      `SELECT project, name, transaction_count AS count, failed_count AS failed, max_ms AS max
         FROM transaction_stats ORDER BY project, name`,
    )
  ).rows;

const PLACES = '/api/v6/autocomplete/places?input=ma&lang=en';

describe('with a traces sample rate of 0', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('times nothing and sends no transaction', async () => {
    expect(ctx.app.errorReporter.tracing).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: PLACES })).statusCode).toBe(200);
    expect(await ctx.app.errorReporter.flush()).toBe(true);
    expect(await statsOf(ctx)).toEqual([]);
  });
});

describe('with a traces sample rate of 1', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SENTRY_TRACES_SAMPLE_RATE: '1' });
  });
  afterAll(() => ctx.close());

  it('sends each request as a transaction named by its route, received by the embedded receiver', async () => {
    expect(ctx.app.errorReporter.tracing).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: PLACES })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/errors/server-failure' })).statusCode).toBe(
      500,
    );
    // A caller that decided not to sample its trace is followed; the receiver's own route is not traced.
    await ctx.app.inject({
      method: 'GET',
      url: PLACES,
      headers: { 'sentry-trace': `${'a'.repeat(32)}-${'b'.repeat(16)}-0` },
    });
    await ctx.app.inject({ method: 'GET', url: '/api/errors/settings?project=site' });
    await ctx.app.errorReporter.flush();
    await expect.poll(() => statsOf(ctx)).toHaveLength(2);
    expect(await statsOf(ctx)).toEqual([
      expect.objectContaining({
        project: 'server',
        name: 'GET /api/dev/errors/server-failure',
        count: 1,
        failed: 1,
      }),
      expect.objectContaining({
        project: 'server',
        name: 'GET /api/v6/autocomplete/places',
        count: 1,
        failed: 0,
      }),
    ]);
  });
});

describe('transactions sent by the browser SDKs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const envelope = (...items: object[]) =>
    [
      JSON.stringify({ event_id: 'f'.repeat(32), sent_at: new Date().toISOString() }),
      ...items.flatMap((item) => [JSON.stringify({ type: 'transaction' }), JSON.stringify(item)]),
    ].join('\n');
  const pageLoad = (name: string, seconds: number, status = 'ok') => ({
    type: 'transaction',
    transaction: name,
    start_timestamp: 1_782_986_400,
    timestamp: 1_782_986_400 + seconds,
    contexts: { trace: { trace_id: 'c'.repeat(32), span_id: 'd'.repeat(16), op: 'pageload', status } },
  });

  it('are accepted and counted per name, ids blanked, instead of being refused', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/errors/api/1/envelope/?sentry_key=bosun&sentry_version=7',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: envelope(
        pageLoad('/en/boat-rental/nice/1234', 1.5),
        pageLoad('/en/boat-rental/nice/5678', 0.5, 'internal_error'),
        // No timestamps, or a clock gone wrong: not counted, and the rest still is.
        { type: 'transaction', transaction: '/en' },
        pageLoad('/en', -3),
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(await statsOf(ctx)).toEqual([
      { project: 'site', name: '/en/boat-rental/nice/:id', count: 2, failed: 1, max: 1500 },
    ]);

    // The Errors page lists them, slowest on average first, for admins only.
    await insertTestUser(ctx.db, { email: 'admin@tracing.test', staffRole: 'admin' });
    await insertTestUser(ctx.db, { email: 'support@tracing.test', staffRole: 'support' });
    const slowest = (who: string) =>
      bearerFor(ctx.app, who).then((headers) =>
        ctx.app.inject({ method: 'GET', url: '/api/admin/transactions/slowest', headers }),
      );
    const listed = await slowest('admin@tracing.test');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        project: 'site',
        name: '/en/boat-rental/nice/:id',
        count: 2,
        averageMs: 1000,
      }),
    ]);
    expect((await slowest('support@tracing.test')).statusCode).toBe(404);
  });
});
