import type { Response as InjectResponse } from 'light-my-request';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { seedDemoMarketplace } from '../../db/seed/seed.ts';

export type Who = 'admin' | 'manager' | 'support' | 'sales' | 'renter';

export interface OperationsFixture extends TestContext {
  tokens: Record<Who, string>;
  as(who: Who | null): Record<string, string>;
  list(resource: string, params: Record<string, unknown>, who?: Who): Promise<InjectResponse>;
  count(sql: string, params?: unknown[]): Promise<number>;
}

/** A small seeded marketplace (demo accounts included) and a signed-in token per role, for API tests. */
export async function createOperationsFixture(): Promise<OperationsFixture> {
  const ctx = await createTestApp();
  await seedDemoMarketplace(ctx.db, { boats: 40, seed: 11, production: false });
  const tokens = {} as Record<Who, string>;
  for (const who of ['admin', 'manager', 'support', 'sales', 'renter'] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: `${who}@bosun.test`, password: 'Bosun-demo-2026' },
    });
    tokens[who] = res.json().authToken;
  }
  const as = (who: Who | null): Record<string, string> =>
    who ? { authorization: `Bearer ${tokens[who]}` } : {};
  return {
    ...ctx,
    tokens,
    as,
    list(resource, params, who = 'admin') {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params))
        search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      return ctx.app.inject({ method: 'GET', url: `/api/admin/${resource}?${search}`, headers: as(who) });
    },
    async count(sql, params = []) {
      const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
      return rows[0].n;
    },
  };
}
