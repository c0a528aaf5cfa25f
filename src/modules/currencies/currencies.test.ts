import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.db.query(
    `INSERT INTO currencies (code, legacy_id, symbol, name, rate, minor_digits)
     VALUES ('EUR', 1, '€', 'Euro', 1, 2), ('GBP', 3, '£', 'Pound sterling', 0.86, 2)`,
  );
});
afterAll(() => ctx.close());

describe('GET /api/v6/currencies/:code', () => {
  it('gives code, rate and symbol, case-insensitively', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/gbp?_locale=fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'GBP',
      legacyId: 3,
      rate: 0.86,
      symbol: '£',
      name: 'Pound sterling',
      minorDigits: 2,
    });
  });

  it('answers an unknown code and a malformed one alike: 404, since neither names a currency', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/XYZ' })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/12' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.code).toBe('not-found');
  });

  it('lists every currency with its legacy id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v6/currencies' });
    expect(res.json().map((c: { code: string; legacyId: number }) => [c.code, c.legacyId])).toEqual([
      ['EUR', 1],
      ['GBP', 3],
    ]);
  });

  it('answers a currency by its legacy id too (SPEC section 9), and 404 for an id nobody has', async () => {
    const byId = await ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/3' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ code: 'GBP', legacyId: 3, symbol: '£' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/0' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/99' })).statusCode).toBe(404);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the messages sent to a recipient, newest first', async () => {
    await ctx.db.query(
      `INSERT INTO outbox (channel, recipient, body) VALUES ('sms', '+33612345678', 'first'), ('sms', '+33612345678', 'second'),
       ('email', 'other@bosun.test', 'not this one')`,
    );
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B33612345678' });
    expect(res.json().map((m: { body: string }) => m.body)).toEqual(['second', 'first']);
  });

  it('refuses a request without a recipient', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.to).toBeDefined();
  });
});
