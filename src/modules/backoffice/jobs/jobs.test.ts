import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../../tests/helpers/users.ts';
import { cronFor, type JobEngine, startJobEngine } from '../../../jobs/engine.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const as = (who: string | null): Record<string, string> =>
  who ? { authorization: `Bearer ${tokens[who]}` } : {};
const quiet = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [who, staffRole] of [
    ['admin', 'admin'],
    ['manager', 'manager'],
    ['support', 'support'],
  ] as const) {
    await insertTestUser(ctx.db, { email: `${who}@jobs.test`, staffRole });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: `${who}@jobs.test`, password: 'Bosun-demo-2026' },
    });
    tokens[who] = login.json().authToken;
  }
}, 120_000);
afterAll(() => ctx.close());

const listJobs = async (who: string | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/jobs?range=[0,24]', headers: as(who) });

async function until(what: string, probe: () => Promise<boolean>, seconds = 40) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('cron schedules', () => {
  it.each([
    [60, '* * * * *'],
    [300, '*/5 * * * *'],
    [900, '*/15 * * * *'],
    [3600, '0 * * * *'],
    [6 * 3600, '0 */6 * * *'],
  ])('a period of %i s is the schedule %s', (seconds, cron) => {
    expect(cronFor(seconds)).toBe(cron);
  });

  it('refuses a period that no cron schedule keeps', () => {
    expect(() => cronFor(7 * 60)).toThrow('No cron schedule for a period of 420 s');
  });
});

describe('the job engine and the back office Jobs page', () => {
  const engines: JobEngine[] = [];
  afterAll(async () => {
    for (const engine of engines) await engine.stop();
  });

  it('shows no jobs before the engine ever ran, and only to admins', async () => {
    const empty = await listJobs('admin');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['content-range']).toBe('jobs */0');
    expect((await listJobs(null)).statusCode).toBe(401);
    expect((await listJobs('manager')).statusCode).toBe(404);
    expect((await listJobs('support')).statusCode).toBe(404);
  });

  it('runs a job offered by two engines once per period, and shows runs, durations and failures', {
    timeout: 90_000,
  }, async () => {
    const runs: string[] = [];
    const jobs = (engine: string) => [
      {
        name: 'test-tick',
        everySeconds: 2,
        run: async () => {
          runs.push(engine);
          await new Promise((resolve) => setTimeout(resolve, 30));
          return { ran: true };
        },
      },
      {
        name: 'test-refused',
        everySeconds: 2,
        run: async () => {
          throw new Error('the provider said no');
        },
      },
    ];
    // Two engines over one database stand for two processes.
    engines.push(await startJobEngine(ctx.db, jobs('a'), { log: quiet, pollingIntervalSeconds: 1 }));
    engines.push(await startJobEngine(ctx.db, jobs('b'), { log: quiet, pollingIntervalSeconds: 1 }));
    const started = Date.now();
    await until('three runs', async () => runs.length >= 3);
    const seconds = (Date.now() - started) / 1000;
    // Both engines offer every 2 seconds; one offer per 2-second slot gets in.
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(seconds / 2) + 2);
    const { rows: slots } = await ctx.db.query<{ runs: number }>(
      `SELECT count(*)::int AS runs FROM pgboss.job WHERE name = 'test-tick' GROUP BY singleton_on`,
    );
    expect(slots.every((slot) => slot.runs === 1)).toBe(true);

    await until('a refused run waiting for its retry', async () => {
      const page = (await listJobs('admin')).json() as { name: string; retrying: number }[];
      return page.some((job) => job.name === 'test-refused' && job.retrying > 0);
    });
    const page = await listJobs('admin');
    expect(page.statusCode).toBe(200);
    const byName = Object.fromEntries(
      (page.json() as { name: string }[]).map((job) => [job.name, job as Record<string, unknown>]),
    );
    expect(Object.keys(byName)).toEqual(['test-refused', 'test-tick']);
    expect(byName['test-tick']).toMatchObject({ id: 'test-tick', schedule: null, failures: 0 });
    expect(Date.parse(String(byName['test-tick']?.lastRunAt))).toBeGreaterThan(started - 5_000);
    expect(byName['test-tick']?.lastDurationMs).toBeGreaterThanOrEqual(25);
    expect(byName['test-refused']).toMatchObject({ lastError: 'the provider said no' });
  });
});
