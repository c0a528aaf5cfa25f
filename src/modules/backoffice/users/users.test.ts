import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/helpers/app.ts';
import { xsrfFor } from '../../../../tests/helpers/csrf.ts';
import { insertTestUser } from '../../../../tests/helpers/users.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const TOTAL = 5 + 20;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ['admin', 'manager', 'support', 'sales'] as const) {
    ids[role] = await insertTestUser(ctx.db, {
      email: `${role}@bosun.test`,
      firstName: role[0].toUpperCase() + role.slice(1),
      lastName: 'Staff',
      staffRole: role,
      createdAt: '2025-01-01T10:00:00Z',
    });
  }
  ids.renter = await insertTestUser(ctx.db, {
    email: 'renter@bosun.test',
    firstName: 'Rita',
    lastName: 'Marin',
    createdAt: '2025-02-01T10:00:00Z',
  });
  for (let i = 0; i < 20; i++) {
    ids[`member${i}`] = await insertTestUser(ctx.db, {
      email: `member${String(i).padStart(2, '0')}@example.com`,
      firstName: `Member${i}`,
      lastName: i < 4 ? 'Skipper' : 'Sailor',
      isOwner: i % 2 === 0,
      ownerType: i % 2 === 0 ? (i % 4 === 0 ? 'professional' : 'private') : null,
      status: i === 19 ? 'suspended' : 'active',
      createdAt: `2025-03-${String(i + 1).padStart(2, '0')}T12:00:00Z`,
    });
  }
  for (const who of ['admin', 'manager', 'support', 'sales', 'renter']) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: `${who}@bosun.test`, password: 'Bosun-demo-2026' },
    });
    tokens[who] = res.json().authToken;
  }
});
afterAll(() => ctx.close());

const asUser = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

function list(params: Record<string, unknown>, who = 'support') {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return ctx.app.inject({ method: 'GET', url: `/api/admin/users?${search}`, headers: asUser(who) });
}

const put = (id: number, body: object, who: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, payload: body, headers: asUser(who) });

describe('GET /api/admin/users (ra-data-simple-rest list)', () => {
  it('sorts, pages and counts with the exact Content-Range header', async () => {
    const res = await list({ sort: ['email', 'ASC'], range: [0, 4], filter: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe(`users 0-4/${TOTAL}`);
    expect(res.json().map((u: { email: string }) => u.email)).toEqual([
      'admin@bosun.test',
      'manager@bosun.test',
      'member00@example.com',
      'member01@example.com',
      'member02@example.com',
    ]);
    const second = await list({ sort: ['email', 'ASC'], range: [5, 9] });
    expect(second.headers['content-range']).toBe(`users 5-9/${TOTAL}`);
    expect(second.json()[0].email).toBe('member03@example.com');
  });

  it('answers the DTO in camelCase, without secrets', async () => {
    const res = await list({ filter: { id: ids.renter } });
    expect(res.json()).toEqual([
      {
        id: ids.renter,
        email: 'renter@bosun.test',
        firstName: 'Rita',
        lastName: 'Marin',
        phone: null,
        languageCode: 'en',
        currencyCode: 'EUR',
        isOwner: false,
        ownerType: null,
        isSuperOwner: false,
        staffRole: null,
        status: 'active',
        createdAt: '2025-02-01T10:00:00.000Z',
        lastLoginAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it('searches names and e-mails with q, case-insensitively', async () => {
    const byName = await list({ filter: { q: 'rita mar' } });
    expect(byName.json().map((u: { id: number }) => u.id)).toEqual([ids.renter]);
    const byEmail = await list({ filter: { q: 'MEMBER07@' } });
    expect(byEmail.json().map((u: { email: string }) => u.email)).toEqual(['member07@example.com']);
    const wildcard = await list({ filter: { q: '%' } });
    expect(wildcard.json()).toEqual([]);
    expect(wildcard.headers['content-range']).toBe('users */0');
  });

  it('filters by equality, IN lists, null and _gte/_lte bounds', async () => {
    const managers = await list({ filter: { staffRole: 'manager' } });
    expect(managers.json().map((u: { id: number }) => u.id)).toEqual([ids.manager]);
    const staff = await list({ filter: { staffRole: ['admin', 'sales'] }, sort: ['id', 'ASC'] });
    expect(staff.json().map((u: { id: number }) => u.id)).toEqual([ids.admin, ids.sales]);
    const pros = await list({ filter: { isOwner: true, ownerType: 'professional' } });
    expect(pros.headers['content-range']).toBe('users 0-4/5');
    const suspended = await list({ filter: { status: 'suspended' } });
    expect(suspended.json().map((u: { id: number }) => u.id)).toEqual([ids.member19]);
    const march = await list({
      filter: { createdAt_gte: '2025-03-05', createdAt_lte: '2025-03-07' },
      sort: ['createdAt', 'ASC'],
    });
    expect(march.json().map((u: { email: string }) => u.email)).toEqual([
      'member04@example.com',
      'member05@example.com',
      'member06@example.com',
    ]);
    const notStaff = await list({ filter: { staffRole: null }, range: [0, 0] });
    expect(notStaff.headers['content-range']).toBe(`users 0-0/${TOTAL - 4}`);
  });

  it('answers an empty page past the end with */total', async () => {
    const res = await list({ range: [100, 124] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['content-range']).toBe(`users */${TOTAL}`);
  });

  it.each([
    ['an unknown sort field', { sort: ['passwordHash', 'ASC'] }, { sort: 'sortFieldUnknown' }],
    ['a bad sort order', { sort: ['email', 'SIDEWAYS'] }, { sort: 'sortOrderInvalid' }],
    ['malformed JSON in filter', { filter: '{"q": ' }, { filter: 'filterInvalid' }],
    ['malformed JSON in sort', { sort: '["email"' }, { sort: 'sortInvalid' }],
    ['a reversed range', { range: [10, 2] }, { range: 'rangeInvalid' }],
    ['a page that is too large', { range: [0, 5000] }, { range: 'rangeTooLarge' }],
    ['an unknown filter field', { filter: { password_hash: 'x' } }, { filter: 'password_hash' }],
    ['a filter value of the wrong type', { filter: { isOwner: 'maybe' } }, { filter: 'isOwner' }],
    ['an enum filter outside its values', { filter: { status: 'banned' } }, { filter: 'status' }],
  ])('answers 400, never 500, for %s', async (_label, params, fields) => {
    const res = await list(params);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-list-query', fields });
  });

  it('is for staff only: 401 signed out, 403 for a renter', async () => {
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(signedOut.statusCode).toBe(401);
    expect((await list({}, 'renter')).statusCode).toBe(403);
    expect((await list({}, 'sales')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('returns one user, and 404 for an unknown or malformed id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${ids.manager}`,
      headers: asUser('sales'),
    });
    expect(res.json()).toMatchObject({ id: ids.manager, email: 'manager@bosun.test', staffRole: 'manager' });
    for (const id of ['999999', 'abc']) {
      const missing = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users/${id}`,
        headers: asUser('sales'),
      });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('merges the status from a whole react-admin record, ignores read-only fields and writes the audit log', async () => {
    const record = (await list({ filter: { id: ids.member3 } })).json()[0];
    const res = await put(
      ids.member3,
      { ...record, status: 'suspended', email: 'hijack@example.com' },
      'manager',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...record, status: 'suspended' });
    const { rows } = await ctx.db.query<{
      actor_id: number;
      action: string;
      before: unknown;
      after: unknown;
    }>(`SELECT actor_id, action, before, after FROM audit_log WHERE resource = 'users' AND record_id = $1`, [
      String(ids.member3),
    ]);
    expect(rows).toEqual([
      { actor_id: ids.manager, action: 'update', before: record, after: { ...record, status: 'suspended' } },
    ]);
  });

  it('signs a suspended user out everywhere', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'member05@example.com', password: 'Bosun-demo-2026' },
    });
    const token = login.json().authToken;
    expect((await put(ids.member5, { status: 'suspended' }, 'admin')).statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('lets only an admin change a staff role', async () => {
    const byManager = await put(ids.member6, { staffRole: 'sales' }, 'manager');
    expect(byManager.statusCode).toBe(403);
    const bySupport = await put(ids.member6, { status: 'suspended' }, 'support');
    expect(bySupport.statusCode).toBe(403);
    const unchanged = await ctx.db.query('SELECT staff_role, status FROM users WHERE id = $1', [ids.member6]);
    expect(unchanged.rows[0]).toEqual({ staff_role: null, status: 'active' });
    const byAdmin = await put(ids.member6, { staffRole: 'sales' }, 'admin');
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().staffRole).toBe('sales');
  });

  it('refuses invalid values, deleting by status, and changing one’s own access', async () => {
    const invalid = await put(ids.member7, { status: 'banned' }, 'admin');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ status: 'statusInvalid' });
    expect((await put(ids.member7, { status: 'deleted' }, 'admin')).statusCode).toBe(400);
    const own = await put(ids.admin, { staffRole: 'sales' }, 'admin');
    expect(own.statusCode).toBe(422);
    expect(own.json().error.code).toBe('own-access');
  });

  it('answers 404 for an unknown user', async () => {
    expect((await put(999999, { status: 'suspended' }, 'admin')).statusCode).toBe(404);
  });
});

describe('CSRF on cookie-authenticated changes', () => {
  let xsrf = '';
  const cookies = () => ({ bosun_session: tokens.admin, 'XSRF-TOKEN': xsrf });

  it('refuses a cookie PUT without X-XSRF-TOKEN and accepts it with the header', async () => {
    xsrf = (await xsrfFor(ctx.app, tokens.admin)).xsrf;
    const url = `/api/admin/users/${ids.member8}`;
    const without = await ctx.app.inject({
      method: 'PUT',
      url,
      cookies: cookies(),
      payload: { status: 'suspended' },
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().error.code).toBe('csrf-token-invalid');
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url,
      cookies: cookies(),
      headers: { 'x-xsrf-token': 'other' },
      payload: { status: 'suspended' },
    });
    expect(wrong.statusCode).toBe(403);
    const withHeader = await ctx.app.inject({
      method: 'PUT',
      url,
      cookies: cookies(),
      headers: { 'x-xsrf-token': xsrf },
      payload: { status: 'suspended' },
    });
    expect(withHeader.statusCode).toBe(200);
  });

  it('does not ask Bearer requests for the header', async () => {
    const res = await put(ids.member8, { status: 'active' }, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('active');
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('soft-deletes for an admin only and answers the record', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${ids.member9}`,
          headers: asUser('manager'),
        })
      ).statusCode,
    ).toBe(403);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${ids.member9}`,
      headers: asUser('admin'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.member9, email: 'member09@example.com', status: 'deleted' });
    const { rows } = await ctx.db.query(`SELECT action FROM audit_log WHERE record_id = $1`, [
      String(ids.member9),
    ]);
    expect(rows).toEqual([{ action: 'delete' }]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'member09@example.com', password: 'Bosun-demo-2026' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('has no create endpoint', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: asUser('admin'),
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
