import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await insertTestUser(ctx.db, { email: 'timed@bosun.test' });
});
afterAll(() => ctx.close());

async function loginMs(email: string, attempt: number): Promise<number> {
  const start = performance.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email, password: `wrong-${attempt}` },
    remoteAddress: `10.9.${attempt}.1`,
  });
  const ms = performance.now() - start;
  expect(res.statusCode).toBe(401);
  return ms;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

describe('no account enumeration by timing', () => {
  it('a wrong password and an unknown e-mail both pay for one argon2 verify', async () => {
    await loginMs('warm-up@bosun.test', 0);
    // Taken in turns, so that another test file busy on the same cores slows both sides alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      known.push(await loginMs('timed@bosun.test', attempt));
      unknown.push(await loginMs('nobody-here@bosun.test', attempt));
    }
    const [k, u] = [median(known), median(unknown)];
    // Both sides include one hash; without the dummy verify the unknown e-mail would answer in ~1 ms.
    expect(u).toBeGreaterThan(k * 0.5);
    expect(Math.abs(k - u)).toBeLessThan(Math.max(k, u) * 0.5);
  });
});
