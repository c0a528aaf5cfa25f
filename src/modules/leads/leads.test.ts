import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { seedDemoMarketplace } from '../../db/seed/seed.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoMarketplace(ctx.db, { boats: 20, seed: 7, production: false });
  for (const who of ['sales', 'manager', 'support', 'admin', 'renter']) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: `${who}@bosun.test`, password: 'Bosun-demo-2026' },
    });
    tokens[who] = res.json().authToken;
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      `${who}@bosun.test`,
    ]);
    ids[who] = rows[0].id;
  }
  // A second salesperson, not a team lead, to check who may change what.
  const other = await ctx.db.query<{ user_id: number; email: string }>(
    `SELECT s.user_id, u.email FROM sales_teammates s JOIN users u ON u.id = s.user_id
      WHERE s.user_id <> $1 AND u.password_hash IS NOT NULL ORDER BY s.user_id LIMIT 1`,
    [ids.sales],
  );
  ids.colleague = other.rows[0].user_id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email: other.rows[0].email, password: 'Bosun-demo-2026' },
  });
  tokens.colleague = res.json().authToken;
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const get = (url: string, who = 'sales') => ctx.app.inject({ method: 'GET', url, headers: as(who) });
const post = (url: string, payload: object, who = 'sales') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: as(who) });

async function newLead(payload: object = {}) {
  const res = await post(
    '/api/v6/leads',
    {
      source: 'quote_request',
      languageCode: 'fr',
      market: 'FR',
      message: 'Une semaine en août ?',
      ...payload,
    },
    'renter',
  );
  expect(res.statusCode).toBe(201);
  // the renter learns the lead's id only, not which of the team got it
  expect(Object.keys(res.json())).toEqual(['id']);
  const { id } = res.json() as { id: number };
  const lead = (await get(`/api/v6/leads/${id}`, 'manager')).json() as {
    assigneeId: number | null;
    timeline: { kind: string; data: Record<string, unknown> }[];
  };
  return { id, assigneeId: lead.assigneeId, timeline: lead.timeline };
}

describe('the role matrix', () => {
  it('tells sales staff who creates a lead whom the rule gave it to, and a visitor nothing of the team', async () => {
    const byStaff = await post(
      '/api/v6/leads',
      { source: 'quote_request', languageCode: 'fr', market: 'FR' },
      'manager',
    );
    expect(byStaff.statusCode).toBe(201);
    expect(Object.keys(byStaff.json()).sort()).toEqual(['assigneeId', 'id', 'matchedBy']);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/leads',
      payload: { source: 'quote_request', languageCode: 'en', contactEmail: 'sea@example.test' },
    });
    expect(visitor.statusCode).toBe(201);
    expect(visitor.json()).toEqual({ id: expect.any(Number) });
  });

  it('lets sales, managers and admins read leads, and keeps support and renters out', async () => {
    for (const who of ['sales', 'manager', 'admin'])
      expect((await get('/api/v6/leads', who)).statusCode).toBe(200);
    expect((await get('/api/v6/leads', 'support')).statusCode).toBe(403);
    expect((await get('/api/v6/leads', 'renter')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v6/leads' })).statusCode).toBe(401);
    expect((await get('/api/admin/leads', 'support')).statusCode).toBe(403);
    expect((await get('/api/admin/propales', 'support')).statusCode).toBe(403);
    expect((await get('/api/v6/account/sales-teammates', 'renter')).statusCode).toBe(403);
  });

  it('answers 404, not 403, to staff without the sales role and to renters on a lead or a quote', async () => {
    const lead = await newLead();
    for (const who of ['support', 'renter']) {
      for (const url of [
        `/api/v6/leads/${lead.id}`,
        `/api/v6/leads/${lead.id}/notes`,
        '/api/v6/propales/1',
      ]) {
        const res = await get(url, who);
        expect(res.statusCode, `${url} as ${who}`).toBe(404);
        expect(res.json().error.code).toBe('not-found');
      }
      expect((await get(`/api/admin/leads/${lead.id}`, who)).statusCode).toBe(404);
    }
    // Lists and actions without a record in the path keep their 403.
    expect((await get('/api/v6/leads', 'support')).statusCode).toBe(403);
  });

  it('answers 404 for a lead that does not exist or a malformed id', async () => {
    expect((await get('/api/v6/leads/99999999')).statusCode).toBe(404);
    expect((await get('/api/v6/leads/abc')).statusCode).toBe(404);
    expect(
      (await post('/api/v6/leads/99999999/snooze-review', { until: '2099-01-01', reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('lets a salesperson change only their own leads; a manager changes any', async () => {
    const lead = await newLead();
    await post(`/api/v6/leads/${lead.id}/assign`, { assigneeId: ids.colleague }, 'manager');
    const mine = await post(`/api/v6/leads/${lead.id}/status`, { status: 'contacted' }, 'sales');
    expect(mine.statusCode).toBe(403);
    // The console translates the refusal by its code (issue 24).
    expect(mine.json().error.code).toBe('lead-not-yours');
    expect(
      (await post(`/api/v6/leads/${lead.id}/status`, { status: 'contacted' }, 'colleague')).json().status,
    ).toBe('contacted');
    expect((await post(`/api/v6/leads/${lead.id}/notes`, { body: 'Called' }, 'manager')).statusCode).toBe(
      201,
    );
    // Naming a team lead gives a salesperson the manager's reach.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v6/account/sales-teammates/${ids.sales}`,
      payload: { isTeamLead: true },
      headers: as('manager'),
    });
    expect(
      (await post(`/api/v6/leads/${lead.id}/notes`, { body: 'Lead checks in' }, 'sales')).statusCode,
    ).toBe(201);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v6/account/sales-teammates/${ids.sales}`,
      payload: { isTeamLead: false },
      headers: as('manager'),
    });
  });

  it('lets a salesperson take an unassigned lead but not someone else’s', async () => {
    const lead = await newLead();
    await post(`/api/v6/leads/${lead.id}/assign`, { assigneeId: null }, 'manager');
    const taken = await post(`/api/v6/leads/${lead.id}/assign`, { assigneeId: ids.sales }, 'sales');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().assigneeId).toBe(ids.sales);
    expect(
      (await post(`/api/v6/leads/${lead.id}/assign`, { assigneeId: ids.colleague }, 'colleague')).statusCode,
    ).toBe(403);
    const audit = await ctx.db.query(
      `SELECT action FROM audit_log WHERE resource = 'leads' AND record_id = $1`,
      [String(lead.id)],
    );
    expect(audit.rows.map((r) => (r as { action: string }).action)).toContain('assign');
  });
});

describe('distribution', () => {
  it('gives a new lead to an available teammate by the settings’ rule and records it', async () => {
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/sales-settings',
      payload: { distributionRule: 'by_market', maxDiscountPercent: 10 },
      headers: as('manager'),
    });
    expect(set.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/v6/account/sales-settings',
          payload: { distributionRule: 'by_market', maxDiscountPercent: 10 },
          headers: as('sales'),
        })
      ).statusCode,
    ).toBe(403);
    const lead = await newLead({ market: 'BE', languageCode: 'nl' });
    // The demo salesperson covers FR, BE and CH.
    expect(lead.assigneeId).toBe(ids.sales);
    expect(lead.timeline.find((event) => event.data.rule)?.data).toMatchObject({ rule: 'by_market' });
    // Away for the week: the next Belgian lead goes to someone else.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v6/account/sales-teammates/${ids.sales}`,
      payload: { absentFrom: '2000-01-01', absentTo: '2999-01-01' },
      headers: as('sales'),
    });
    const next = await newLead({ market: 'BE', languageCode: 'nl' });
    expect(next.assigneeId).not.toBe(ids.sales);
    expect(next.assigneeId).not.toBeNull();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v6/account/sales-teammates/${ids.sales}`,
      payload: { absentFrom: null, absentTo: null },
      headers: as('sales'),
    });
    const detail = (await get(`/api/v6/leads/${lead.id}`)).json();
    expect(detail.timeline.map((e: { kind: string }) => e.kind)).toEqual(['assigned', 'created']);
  });

  it('refuses a salesperson changing their own capacity', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v6/account/sales-teammates/${ids.sales}`,
      payload: { capacity: 999 },
      headers: as('sales'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('teammate-settings-team-lead-only');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v6/account/sales-teammates/${ids.sales}`,
      payload: { absentFrom: '2026-02-10', absentTo: '2026-02-01' },
      headers: as('sales'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ absentTo: 'absenceInvalid' });
  });
});

describe('snoozing', () => {
  it('hides a lead until its review date, then brings it back in the status it had', async () => {
    const lead = await newLead();
    await post(`/api/v6/leads/${lead.id}/assign`, { assigneeId: ids.sales }, 'manager');
    await post(`/api/v6/leads/${lead.id}/status`, { status: 'contacted' });
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const snoozed = await post(`/api/v6/leads/${lead.id}/snooze-review`, {
      until,
      reason: 'Back from holiday',
    });
    expect(snoozed.statusCode).toBe(200);
    expect(snoozed.json()).toMatchObject({
      status: 'snoozed',
      snoozeReason: 'Back from holiday',
      nextReviewAt: `${until}T00:00:00.000Z`,
    });
    expect(
      (await post(`/api/v6/leads/${lead.id}/snooze-review`, { until: '2000-01-01', reason: 'x' })).json()
        .error.fields,
    ).toEqual({ until: 'dateInPast' });
    expect((await post(`/api/v6/leads/${lead.id}/snooze-review`, { until })).json().error.fields).toEqual({
      reason: 'reasonRequired',
    });
    // A day that does not exist is refused, not rolled over into March.
    const impossible = await post(`/api/v6/leads/${lead.id}/snooze-review`, {
      until: '2031-02-30',
      reason: 'x',
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error.fields).toEqual({ until: 'dateInvalid' });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${until}T00:00:00.000Z`).getTime() - 60_000);
    expect((await get(`/api/v6/leads/${lead.id}`)).json().status).toBe('snoozed');
    vi.setSystemTime(new Date(`${until}T08:00:00.000Z`));
    const back = (await get(`/api/v6/leads?onlyMine=true&status=contacted&perPage=200`)).json();
    expect(back.items.map((l: { id: number }) => l.id)).toContain(lead.id);
    const detail = (await get(`/api/v6/leads/${lead.id}`)).json();
    expect(detail.status).toBe('contacted');
    expect(detail.timeline[0]).toMatchObject({
      kind: 'status_changed',
      fromStatus: 'snoozed',
      toStatus: 'contacted',
      data: { reason: 'snoozeEnded' },
    });
  });
});

describe('a closed lead', () => {
  it('is neither snoozed, reopened nor quoted: 422 lead-closed', async () => {
    const lead = await newLead();
    await post(`/api/v6/leads/${lead.id}/assign`, { assigneeId: ids.sales }, 'manager');
    const won = await post(`/api/v6/leads/${lead.id}/status`, { status: 'won', reason: 'Booked by phone' });
    expect(won.json()).toMatchObject({ status: 'won', closedReason: 'Booked by phone', nextReviewAt: null });
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const res of [
      await post(`/api/v6/leads/${lead.id}/snooze-review`, { until, reason: 'Later' }),
      await post(`/api/v6/leads/${lead.id}/status`, { status: 'contacted' }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('lead-closed');
    }
  });
});

describe('lists, counts and the dashboard', () => {
  it('filters only mine and sorts by next review', async () => {
    const res = (await get('/api/v6/leads?onlyMine=true&sort=nextReviewAt&perPage=200')).json();
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.every((l: { assigneeId: number }) => l.assigneeId === ids.sales)).toBe(true);
    const reviews = res.items.map((l: { nextReviewAt: string | null }) => l.nextReviewAt).filter(Boolean);
    expect(reviews).toEqual([...reviews].sort());
    expect((await get('/api/v6/leads?status=bogus')).statusCode).toBe(400);
  });

  it('gives badge counts that match the list', async () => {
    const counts = (await get('/api/v6/leads/get-leads-count')).json();
    const mineNew = (await get('/api/v6/leads?onlyMine=true&status=new')).json().total;
    expect(counts.mine.new).toBe(mineNew);
    const allSnoozed = await get('/api/admin/leads?filter={"status":"snoozed"}&range=[0,0]');
    expect(allSnoozed.headers['content-range']).toMatch(new RegExp(`/${counts.all.snoozed}$`));
    const unassigned = await get(
      '/api/admin/leads?filter={"assigneeId":null,"status":["new","contacted","quote_sent"]}&range=[0,0]',
    );
    expect(unassigned.headers['content-range']).toMatch(new RegExp(`/${counts.unassigned}$`));
  });

  it('aggregates the period so that its figures match the filtered lists', async () => {
    // The seed spreads closed leads over the past year.
    const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const dash = (await get(`/api/v6/sales/dashboard?from=${from}&to=${to}`, 'manager')).json();
    const listed = async (filter: object) => {
      const res = await get(
        `/api/admin/leads?filter=${encodeURIComponent(JSON.stringify({ createdAt_gte: from, createdAt_lte: to, ...filter }))}&range=[0,0]`,
      );
      return Number(res.headers['content-range']?.toString().split('/')[1]);
    };
    expect(dash.team.leads).toBe(await listed({}));
    expect(dash.team.leads).toBeGreaterThan(40);
    for (const { status, count } of dash.byStatus) expect(count).toBe(await listed({ status }));
    for (const { source, count } of dash.bySource) expect(count).toBe(await listed({ source }));
    const mine = dash.perTeammate.find((t: { assigneeId: number }) => t.assigneeId === ids.sales);
    expect(mine.leads).toBe(await listed({ assigneeId: ids.sales }));
    expect(mine.won).toBe(await listed({ assigneeId: ids.sales, status: 'won' }));
    expect(dash.team.won).toBe(dash.byStatus.find((s: { status: string }) => s.status === 'won').count);
    expect(dash.team.averageResponseMinutes).toBeGreaterThan(0);
    expect((await get(`/api/v6/sales/dashboard?from=${to}&to=${from}`, 'manager')).statusCode).toBe(400);
  });
});

describe('bulk assignment', () => {
  it('assigns several leads at once, or none when one is not allowed', async () => {
    const a = await newLead();
    const b = await newLead();
    const ok = await post(
      '/api/v6/leads/assign',
      { ids: [a.id, b.id], assigneeId: ids.colleague },
      'manager',
    );
    expect(ok.json().assigned).toBe(2);
    const refused = await post('/api/v6/leads/assign', { ids: [a.id, b.id], assigneeId: ids.sales }, 'sales');
    expect(refused.statusCode).toBe(403);
    const still = (await get(`/api/v6/leads/${a.id}`)).json();
    expect(still.assigneeId).toBe(ids.colleague);
    expect(
      (await post('/api/v6/leads/assign', { ids: [], assigneeId: ids.sales }, 'manager')).statusCode,
    ).toBe(400);
  });
});

describe('the test clock (POST /api/dev/clock, NODE_ENV=test only)', () => {
  afterEach(() => ctx.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { now: null } }));

  it('moves the time the wake-up reads, and goes back to real time', async () => {
    const lead = await newLead();
    await post(`/api/v6/leads/${lead.id}/assign`, { assigneeId: ids.colleague }, 'manager');
    const until = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const snoozed = await post(
      `/api/v6/leads/${lead.id}/snooze-review`,
      { until, reason: 'Later' },
      'colleague',
    );
    expect(snoozed.json().status).toBe('snoozed');

    const setClock = (now: string | null) =>
      ctx.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { now } });
    expect((await setClock('yesterday')).statusCode).toBe(400);
    const moved = await setClock(`${until}T06:00:00.000Z`);
    expect(moved.json().now.slice(0, 13)).toBe(`${until}T06`);
    expect((await get(`/api/v6/leads/${lead.id}`, 'colleague')).json().status).toBe('new');

    const reset = await setClock(null);
    expect(Math.abs(Date.parse(reset.json().now) - Date.now())).toBeLessThan(5_000);
  });
});

describe('the lead page', () => {
  it('lists the notes newest first; the back office reads the lead as the list shows it', async () => {
    const lead = await newLead();
    await post(`/api/v6/leads/${lead.id}/assign`, { assigneeId: ids.sales }, 'manager');
    const first = await post(`/api/v6/leads/${lead.id}/notes`, { body: 'Called, no answer' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      body: 'Called, no answer',
      authorId: ids.sales,
      authorName: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = (await post(`/api/v6/leads/${lead.id}/notes`, { body: 'Sent the brochure' })).json();
    const notes = await get(`/api/v6/leads/${lead.id}/notes`);
    expect(notes.statusCode).toBe(200);
    expect(notes.json()).toEqual([second, first.json()]);

    const one = await get(`/api/admin/leads/${lead.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: lead.id, status: 'new', assigneeId: ids.sales, market: 'FR' });
    const listed = (await get('/api/v6/leads?onlyMine=true&sort=createdAt&order=desc&perPage=200')).json();
    expect(one.json()).toEqual(listed.items.find((l: { id: number }) => l.id === lead.id));
  });

  it('gathers a worked lead’s notes, timeline and quotes', async () => {
    // A lead of the seed's year with notes and a quote, as the console opens it.
    const { rows } = await ctx.db.query<{ id: number; notes: number; events: number; propales: number }>(
      `SELECT l.id, (SELECT count(*)::int FROM lead_notes n WHERE n.lead_id = l.id) AS notes,
              (SELECT count(*)::int FROM lead_events e WHERE e.lead_id = l.id) AS events,
              (SELECT count(*)::int FROM propales p WHERE p.lead_id = l.id) AS propales
         FROM leads l
        WHERE l.tenant_id IS NOT NULL AND l.status = 'won'
          AND EXISTS (SELECT 1 FROM lead_notes n WHERE n.lead_id = l.id)
          AND EXISTS (SELECT 1 FROM propales p WHERE p.lead_id = l.id)
        ORDER BY l.id LIMIT 1`,
    );
    const seeded = rows[0];
    const res = await get(`/api/v6/leads/${seeded.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id: seeded.id, status: 'won', renter: { bookings: expect.any(Number) } });
    expect(detail.notes).toHaveLength(seeded.notes);
    expect(detail.timeline).toHaveLength(seeded.events);
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: 'created',
      toStatus: 'new',
      data: { source: detail.source },
    });
    expect(detail.propales).toHaveLength(seeded.propales);
    expect(detail.propales[0]).toMatchObject({ leadId: seeded.id, status: 'accepted' });
    expect((await get(`/api/v6/leads/${seeded.id}/notes`)).json()).toEqual(detail.notes);
  });

  it('shows what the renter looked at: boats they saved and started to book', async () => {
    const { rows } = await ctx.db.query<{ id: number; title: string }>(
      `SELECT id, title FROM products WHERE kind = 'boat' ORDER BY id DESC LIMIT 1`,
    );
    await ctx.db.query(
      `INSERT INTO favourites (user_id, product_id, created_at) VALUES ($1, $2, now() + interval '1 minute')
       ON CONFLICT DO NOTHING`,
      [ids.renter, rows[0].id],
    );
    const lead = await newLead({ productId: rows[0].id });
    const detail = (await get(`/api/v6/leads/${lead.id}`)).json();
    expect(detail.lookedAt[0]).toMatchObject({
      kind: 'favourite',
      productId: rows[0].id,
      productTitle: rows[0].title,
    });
    // A lead from someone without an account has nothing to show.
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/leads',
      payload: { source: 'contact_form', contactEmail: 'walk.in@example.com', message: 'Hello' },
    });
    expect((await get(`/api/v6/leads/${anonymous.json().id}`)).json().lookedAt).toEqual([]);
  });
});

describe('a lead sales enter for someone who called', () => {
  it('is stored with the contact sent, not as the salesperson', async () => {
    const res = await post('/api/v6/leads', {
      source: 'contact_form',
      contactName: 'Rita Caller',
      contactEmail: 'rita.caller@example.com',
      languageCode: 'de',
      message: 'Ein Katamaran für eine Woche',
    });
    expect(res.statusCode).toBe(201);
    const detail = (await get(`/api/v6/leads/${res.json().id}`)).json();
    expect(detail).toMatchObject({
      contactName: 'Rita Caller',
      contactEmail: 'rita.caller@example.com',
      tenantId: null,
      languageCode: 'de',
    });
  });

  it('belongs to the renter’s account when the e-mail sent is theirs', async () => {
    const res = await post('/api/v6/leads', {
      source: 'contact_form',
      contactName: 'Renter on the phone',
      contactEmail: 'RENTER@bosun.test',
    });
    expect(res.statusCode).toBe(201);
    const detail = (await get(`/api/v6/leads/${res.json().id}`)).json();
    expect(detail.tenantId).toBe(ids.renter);
    expect(detail.tenantId).not.toBe(ids.sales);
  });
});
