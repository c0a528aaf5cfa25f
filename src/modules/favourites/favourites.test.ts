import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { type Fixture, seedSearchFixture } from '../search/searchFixture.ts';

let ctx: TestContext;
let fixture: Fixture;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await seedSearchFixture(ctx.db, [
    { title: 'Loved sailboat', price: 10_000 },
    { title: 'Hidden draft', price: 10_000, published: false },
  ]);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email: 'renter@search.test', password: 'Bosun-demo-2026' },
  });
  token = login.json().authToken;
});
afterAll(() => ctx.close());

const favorite = (method: 'POST' | 'DELETE', id: number, auth = true) =>
  ctx.app.inject({
    method,
    url: `/api/v6/products/${id}/favorite`,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  });

const isFavoriteInSearch = async () => {
  const body = (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/products',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  return body.products[0].isFavorite;
};

describe('favourites', () => {
  it('needs a signed-in visitor', async () => {
    expect((await favorite('POST', fixture.ids['Loved sailboat'], false)).statusCode).toBe(401);
  });

  it('adds (twice is once), shows in search results, and removes', async () => {
    const id = fixture.ids['Loved sailboat'];
    expect((await favorite('POST', id)).json()).toEqual({ productId: id, isFavorite: true });
    expect((await favorite('POST', id)).statusCode).toBe(200);
    expect(await isFavoriteInSearch()).toBe(true);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM favourites');
    expect(rows[0].n).toBe(1);
    expect((await favorite('DELETE', id)).json()).toEqual({ productId: id, isFavorite: false });
    expect(await isFavoriteInSearch()).toBe(false);
  });

  it('404s for unpublished or unknown products', async () => {
    expect((await favorite('POST', fixture.ids['Hidden draft'])).statusCode).toBe(404);
    expect((await favorite('POST', 987654)).statusCode).toBe(404);
  });
});
