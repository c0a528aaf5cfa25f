import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { insertTestUser } from '../../tests/helpers/users.ts';

/**
 * A path parameter that cannot be valid names no record: every route answers it with 404, like a
 * record that does not exist (DESIGN.md), never a 400 that a well-formed id would not get. The routes
 * come from the OpenAPI document, so a new one is covered the day it is added. Asked by an admin, who
 * may see every record, so that no other rule answers first.
 */

let ctx: TestContext;
let token = '';
let spec: { paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  // One request per route, parameter and malformed value: more than the global rate limit a minute.
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await insertTestUser(ctx.db, { email: 'malformed-admin@bosun.test', staffRole: 'admin' });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email: 'malformed-admin@bosun.test', password: 'Bosun-demo-2026' },
  });
  token = login.json().authToken;
  spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => ctx.close());

/** Values no id, hash or code of the API can take. */
const MALFORMED = ['not-an-id!', '-1', '1.5', '9'.repeat(30)];

describe('a malformed path parameter', () => {
  it('is 404 on every route that names a record in its path', async () => {
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const method of Object.keys(methods))
        for (const name of names)
          for (const value of MALFORMED) {
            // The other parameters get a well-formed value that names nothing.
            const url = path.replace(/\{(\w+)\}/g, (_, other) =>
              other === name ? encodeURIComponent(value) : '1',
            );
            const res = await ctx.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers: { authorization: `Bearer ${token}` },
              ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
            });
            if (res.statusCode !== 404)
              problems.push(`${method.toUpperCase()} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
