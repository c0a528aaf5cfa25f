import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { appClock } from '../../http/clock.ts';
import { bearerFor } from '../catalogue/testFixtures.ts';

// SPEC section 9: "profile at most 30 s, 30 kept". The embedded receiver keeps the newest 30
// profiles the SDKs send, and refuses one longer than 30 s.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ERROR_REPORTS_PER_CLIENT_PER_MINUTE: '10000' });
  await insertTestUser(ctx.db, { email: 'admin@profiles.test', staffRole: 'admin' });
  await insertTestUser(ctx.db, { email: 'support@profiles.test', staffRole: 'support' });
});
afterAll(async () => {
  appClock.set(null);
  await ctx.close();
});

/** A transaction profile as the browser SDK sends it: samples timed in ns from the start. */
const pageProfile = (page: string, lastSampleMs: number) => ({
  version: '1',
  platform: 'javascript',
  transaction: { name: page, id: 'a'.repeat(32), trace_id: 'b'.repeat(32), active_thread_id: '0' },
  profile: {
    samples: [
      { stack_id: 0, thread_id: '0', elapsed_since_start_ns: 0 },
      { stack_id: 0, thread_id: '0', elapsed_since_start_ns: lastSampleMs * 1e6 },
    ],
    stacks: [[0]],
    frames: [{ function: 'render', abs_path: 'http://localhost/assets/SearchPage.js', lineno: 1 }],
  },
});

const send = (item: object, type = 'profile') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/errors/api/1/envelope/?sentry_key=bosun&sentry_version=7',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: [
      JSON.stringify({ event_id: 'f'.repeat(32), sent_at: new Date().toISOString() }),
      JSON.stringify({ type }),
      JSON.stringify(item),
    ].join('\n'),
  });

const profiles = async (who: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/profiles',
    headers: await bearerFor(ctx.app, who),
  });

describe('profiles sent by the SDKs', () => {
  it('are kept, the newest 30 only, and listed to admins newest first', async () => {
    const start = Date.parse('2026-07-01T08:00:00Z');
    for (let i = 1; i <= 32; i++) {
      appClock.set(new Date(start + i * 1000));
      expect((await send(pageProfile(`/en/boat-rental/nice/${1000 + i}`, 100 * i))).statusCode).toBe(200);
    }
    const res = await profiles('admin@profiles.test');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{
      transactionName: string;
      durationMs: number;
      sampleCount: number;
    }>;
    expect(items).toHaveLength(30);
    // The two oldest (100 ms and 200 ms) went when the 31st and 32nd came.
    expect(items.map((p) => p.durationMs)).toEqual(Array.from({ length: 30 }, (_, i) => 100 * (32 - i)));
    expect(items[0]).toMatchObject({ transactionName: '/en/boat-rental/nice/:id', sampleCount: 2 });
    expect((await profiles('support@profiles.test')).statusCode).toBe(404);
  });

  it('keeps a continuous-profiling chunk, and no profile over 30 s or without samples', async () => {
    appClock.set(new Date('2026-07-01T09:00:00Z'));
    const chunk = {
      version: '2',
      platform: 'javascript',
      profiler_id: 'c'.repeat(32),
      chunk_id: 'd'.repeat(32),
      profile: {
        samples: [
          { stack_id: 0, thread_id: '0', timestamp: 1_782_986_400 },
          { stack_id: 0, thread_id: '0', timestamp: 1_782_986_412.5 },
        ],
        stacks: [[0]],
        frames: [{ function: 'render' }],
      },
    };
    await send(chunk, 'profile_chunk');
    appClock.set(new Date('2026-07-01T09:00:01Z'));
    await send(pageProfile('/en', 30_001));
    await send({ ...pageProfile('/en', 10), profile: { samples: [] } });
    const items = (await profiles('admin@profiles.test')).json().items;
    expect(items[0]).toMatchObject({ transactionName: null, durationMs: 12_500, sampleCount: 2 });
    expect(items).toHaveLength(30);
    expect(items.some((p: { durationMs: number }) => p.durationMs > 30_000)).toBe(false);
  });
});
