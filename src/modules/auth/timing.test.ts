import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await insertTestUser(ctx.db, { email: 'timed@bosun.test' });
});
afterAll(() => ctx.close());

async function medianMs(email: string, runs = 7): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email, password: `wrong-${i}` },
      remoteAddress: `10.9.${i}.1`,
    });
    times.push(performance.now() - start);
    expect(res.statusCode).toBe(401);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

describe('no account enumeration by timing', () => {
  it('a wrong password and an unknown e-mail both pay for one argon2 verify', async () => {
    await medianMs('warm-up@bosun.test', 1);
    const known = await medianMs('timed@bosun.test');
    const unknown = await medianMs('nobody-here@bosun.test');
    // Both sides include one hash; without the dummy verify the unknown e-mail would answer in ~1 ms.
    expect(unknown).toBeGreaterThan(known * 0.5);
    expect(Math.abs(known - unknown)).toBeLessThan(Math.max(known, unknown) * 0.5);
  });
});
