import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';

// The sales settings and the team, as the back office reads and writes them (no demo seed: only the
// people these tests name).

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const people = {
    manager: { staffRole: 'manager', firstName: 'Maud', lastName: 'Manager' },
    sales: { staffRole: 'sales', firstName: 'Sacha', lastName: 'Seller' },
    support: { staffRole: 'support', firstName: 'Sam', lastName: 'Support' },
  } as const;
  for (const [who, person] of Object.entries(people)) {
    ids[who] = await insertTestUser(ctx.db, { email: `${who}.team@example.com`, ...person });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: `${who}.team@example.com`, password: 'Bosun-demo-2026' },
    });
    tokens[who] = res.json().authToken;
  }
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });

describe('the sales settings', () => {
  it('reads the rule and the discount limit, and who changed them last', async () => {
    const before = await call('GET', '/api/v6/account/sales-settings', 'sales');
    expect(before.statusCode).toBe(200);
    expect(Object.keys(before.json()).sort()).toEqual([
      'distributionRule',
      'maxDiscountPercent',
      'updatedAt',
      'updatedBy',
    ]);
    const changed = await call('PUT', '/api/v6/account/sales-settings', 'manager', {
      distributionRule: 'by_language',
      maxDiscountPercent: 15,
    });
    expect(changed.statusCode).toBe(200);
    const after = await call('GET', '/api/v6/account/sales-settings', 'sales');
    expect(after.json()).toEqual({
      distributionRule: 'by_language',
      maxDiscountPercent: 15,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedBy: ids.manager,
    });
    expect(after.json()).toEqual(changed.json());
  });
});

describe('the team', () => {
  it('adds a salesperson, lists, shows and changes them, in the back office and the console', async () => {
    const added = await call('POST', '/api/admin/sales-teammates', 'manager', {
      userId: ids.sales,
      languages: ['fr', 'en'],
      markets: ['fr', 'BE'],
      capacity: 30,
    });
    expect(added.statusCode).toBe(200);
    const teammate = {
      id: ids.sales,
      email: 'sales.team@example.com',
      firstName: 'Sacha',
      lastName: 'Seller',
      staffRole: 'sales',
      languages: ['fr', 'en'],
      markets: ['FR', 'BE'],
      capacity: 30,
      openLeads: 0,
      absentFrom: null,
      absentTo: null,
      active: true,
      isTeamLead: false,
    };
    expect(added.json()).toEqual(teammate);
    // Support staff do not join the team.
    const refused = await call('POST', '/api/admin/sales-teammates', 'manager', { userId: ids.support });
    expect(refused.json().error.fields).toEqual({ userId: 'userNotSales' });

    const list = await call('GET', '/api/admin/sales-teammates?range=[0,9]', 'sales');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([teammate]);
    expect(list.headers['content-range']).toBe('sales-teammates 0-0/1');
    expect((await call('GET', `/api/admin/sales-teammates/${ids.sales}`, 'sales')).json()).toEqual(teammate);

    const changed = await call('PUT', `/api/admin/sales-teammates/${ids.sales}`, 'manager', {
      capacity: 40,
      absentFrom: '2030-07-01',
      absentTo: '2030-07-14',
    });
    expect(changed.json()).toEqual({
      ...teammate,
      capacity: 40,
      absentFrom: '2030-07-01',
      absentTo: '2030-07-14',
    });
    const team = await call('GET', '/api/v6/account/sales-teammates', 'sales');
    expect(team.statusCode).toBe(200);
    expect(team.json()).toEqual([changed.json()]);
    expect((await call('GET', '/api/v6/account/sales-teammates', 'support')).statusCode).toBe(403);
  });
});

describe('dates that do not exist', () => {
  it('are refused as invalid input, not sent on to the database', async () => {
    const dashboard = await call('GET', '/api/v6/sales/dashboard?from=2026-02-30&to=2026-03-31', 'manager');
    expect(dashboard.statusCode).toBe(400);
    expect(dashboard.json().error.fields).toEqual({ from: 'dateInvalid' });
    const absence = await call('PUT', `/api/v6/account/sales-teammates/${ids.manager}`, 'manager', {
      absentFrom: '2030-04-31',
      absentTo: null,
    });
    expect(absence.statusCode).toBe(400);
    expect(absence.json().error.fields).toEqual({ absentFrom: 'dateInvalid' });
    const fine = await call('GET', '/api/v6/sales/dashboard?from=2028-02-29&to=2028-03-31', 'manager');
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ from: '2028-02-29', to: '2028-03-31', assigneeId: null, byDay: [] });
  });
});
