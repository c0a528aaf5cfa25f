import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import type { Queryable } from '../../db/connection.ts';
import { seedDemoMarketplace } from '../../db/seed/seed.ts';

// The dashboard reads the summaries that migration 051's triggers keep: they must follow every change
// made through the API, and always equal an aggregate of the leads computed from scratch.

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let boatId: number;
const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function login(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email, password: 'Bosun-demo-2026' },
  });
  return res.json().authToken as string;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoMarketplace(ctx.db, { boats: 20, seed: 5, production: false });
  for (const who of ['sales', 'manager', 'renter']) {
    tokens[who] = await login(`${who}@bosun.test`);
    ids[who] = (
      await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [`${who}@bosun.test`])
    ).rows[0].id;
  }
  const other = await ctx.db.query<{ user_id: number; email: string }>(
    `SELECT s.user_id, u.email FROM sales_teammates s JOIN users u ON u.id = s.user_id
      WHERE s.user_id <> $1 AND u.password_hash IS NOT NULL ORDER BY s.user_id LIMIT 1`,
    [ids.sales],
  );
  ids.colleague = other.rows[0].user_id;
  tokens.colleague = await login(other.rows[0].email);
  boatId = (
    await ctx.db.query<{ id: number }>(
      `SELECT id FROM products WHERE kind = 'boat' AND moderation_status = 'published' AND minimum_days <= 3
          AND capacity >= 4 ORDER BY id LIMIT 1`,
    )
  ).rows[0].id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });

/** Rows of a summary that differ from the same figures computed from the leads themselves. */
async function summaryMismatches(db: Queryable) {
  const { rows } = await db.query<{ grain: string; n: number }>(
    `WITH fresh AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, assignee_id, source, status,
              count(*)::int AS leads, count(*) FILTER (WHERE quoted)::int AS quoted,
              count(*) FILTER (WHERE booked)::int AS booked,
              coalesce(sum(accepted_amount) FILTER (WHERE status = 'won'), 0)::bigint AS revenue_won,
              count(first_response_at)::int AS responded,
              coalesce(sum(extract(epoch FROM first_response_at - created_at)::bigint), 0)::bigint AS seconds
         FROM leads GROUP BY 1, 2, 3, 4),
     -- The response facts themselves, from the quotes, bookings and timeline.
     facts AS (
       SELECT l.id FROM leads l
        WHERE l.quoted IS DISTINCT FROM EXISTS (SELECT 1 FROM propales p WHERE p.lead_id = l.id AND p.status <> 'draft')
           OR l.accepted_amount <> (SELECT coalesce(sum(total_amount), 0) FROM propales p
                                     WHERE p.lead_id = l.id AND p.status = 'accepted')
           OR l.booked IS DISTINCT FROM EXISTS (SELECT 1 FROM bookings b WHERE b.payment_session_id = l.payment_session_id)
           OR l.first_response_at IS DISTINCT FROM (
                SELECT min(e.at) FROM lead_events e
                 WHERE e.lead_id = l.id AND e.actor_id IS NOT NULL AND e.actor_id IS DISTINCT FROM l.tenant_id)),
     daily AS (SELECT day, assignee_id, source, status, leads, quoted, booked, revenue_won, responded,
                      response_seconds FROM sales_daily
                WHERE leads <> 0 OR quoted <> 0 OR booked <> 0 OR revenue_won <> 0 OR responded <> 0),
     fresh_monthly AS (
       SELECT date_trunc('month', day)::date, assignee_id, source, status, sum(leads), sum(quoted), sum(booked),
              sum(revenue_won), sum(responded), sum(seconds) FROM fresh GROUP BY 1, 2, 3, 4),
     monthly AS (SELECT month, assignee_id, source, status, sum(leads), sum(quoted), sum(booked),
                        sum(revenue_won), sum(responded), sum(response_seconds) FROM sales_monthly
                  WHERE leads <> 0 OR quoted <> 0 OR booked <> 0 OR revenue_won <> 0 OR responded <> 0
                  GROUP BY 1, 2, 3, 4),
     fresh_days AS (SELECT day, assignee_id, sum(leads)::int FROM fresh GROUP BY 1, 2),
     days AS (SELECT day, assignee_id, leads FROM sales_daily_leads WHERE leads <> 0)
     SELECT 'facts' AS grain, (SELECT count(*)::int FROM facts) AS n
     UNION ALL SELECT 'daily', count(*)::int FROM (
       (SELECT * FROM fresh EXCEPT SELECT * FROM daily) UNION ALL (SELECT * FROM daily EXCEPT SELECT * FROM fresh)) x
     UNION ALL SELECT 'monthly', count(*)::int FROM (
       (SELECT * FROM fresh_monthly EXCEPT SELECT * FROM monthly)
       UNION ALL (SELECT * FROM monthly EXCEPT SELECT * FROM fresh_monthly)) x
     UNION ALL SELECT 'days', count(*)::int FROM (
       (SELECT * FROM fresh_days EXCEPT SELECT * FROM days) UNION ALL (SELECT * FROM days EXCEPT SELECT * FROM fresh_days)) x`,
  );
  return Object.fromEntries(rows.map((r) => [r.grain, r.n]));
}
const consistent = { facts: 0, daily: 0, monthly: 0, days: 0 };

async function dashboardToday() {
  const res = await call('GET', `/api/v6/sales/dashboard?from=${today}&to=${today}`, 'manager');
  expect(res.statusCode).toBe(200);
  const d = res.json();
  const status = (s: string) => d.byStatus.find((x: { status: string }) => x.status === s).count as number;
  const mate = (id: number) =>
    d.perTeammate.find((t: { assigneeId: number | null }) => t.assigneeId === id) ?? { leads: 0, won: 0 };
  return { d, status, mate };
}

describe('the sales summaries', () => {
  it('start equal to the seeded leads', async () => {
    expect(await summaryMismatches(ctx.db)).toEqual(consistent);
  });

  it('follow leads changed through the API: in, assigned, contacted, snoozed, won, lost', async () => {
    const before = await dashboardToday();
    const create = () =>
      call('POST', '/api/v6/leads', 'renter', { source: 'large_charter', languageCode: 'de', market: 'DE' });
    const a = (await create()).json().id as number;
    const b = (await create()).json().id as number;

    let now = await dashboardToday();
    expect(now.d.team.leads).toBe(before.d.team.leads + 2);
    expect(now.status('new')).toBe(before.status('new') + 2);
    const sources = (d: typeof now.d, s: string) =>
      d.bySource.find((x: { source: string }) => x.source === s).count as number;
    expect(sources(now.d, 'large_charter')).toBe(sources(before.d, 'large_charter') + 2);

    expect(
      (await call('POST', '/api/v6/leads/assign', 'manager', { ids: [a, b], assigneeId: ids.colleague }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/v6/leads/${a}/status`, 'colleague', { status: 'contacted' })).statusCode,
    ).toBe(200);
    expect(
      (
        await call('POST', `/api/v6/leads/${b}/snooze-review`, 'colleague', {
          until: inDays(3),
          reason: 'Away',
        })
      ).statusCode,
    ).toBe(200);
    now = await dashboardToday();
    expect(now.mate(ids.colleague).leads).toBeGreaterThanOrEqual(2);
    expect(now.status('new')).toBe(before.status('new'));
    expect(now.status('contacted')).toBe(before.status('contacted') + 1);
    expect(now.status('snoozed')).toBe(before.status('snoozed') + 1);
    // The manager's assignment was the first response to both.
    expect(now.d.team.responded).toBe(before.d.team.responded + 2);

    const wonBefore = now.mate(ids.colleague).won;
    await call('POST', `/api/v6/leads/${a}/status`, 'colleague', {
      status: 'won',
      reason: 'Booked by phone',
    });
    await call('POST', `/api/v6/leads/${b}/status`, 'colleague', { status: 'lost', reason: 'Too expensive' });
    now = await dashboardToday();
    expect(now.mate(ids.colleague).won).toBe(wonBefore + 1);
    expect(now.status('won')).toBe(before.status('won') + 1);
    expect(now.status('lost')).toBe(before.status('lost') + 1);
    expect(now.status('snoozed')).toBe(before.status('snoozed'));
    expect(await summaryMismatches(ctx.db)).toEqual(consistent);
  });

  it('follow a quote sent and accepted: quoted, won and revenue won', async () => {
    const before = await dashboardToday();
    const lead = (
      await call('POST', '/api/v6/leads', 'renter', {
        source: 'quote_request',
        productId: boatId,
        market: 'FR',
      })
    ).json().id as number;
    await call('POST', `/api/v6/leads/${lead}/assign`, 'manager', { assigneeId: ids.sales });
    const propale = (
      await call('POST', `/api/v6/leads/${lead}/propales`, 'sales', {
        items: [{ productId: boatId, start: inDays(40), end: inDays(43), people: 4, withCaptain: true }],
        discountAmount: 1_000,
        validUntil: inDays(10),
        message: 'Voici notre proposition.',
        languageCode: 'fr',
      })
    ).json();
    let now = await dashboardToday();
    expect(now.d.team.quoted).toBe(before.d.team.quoted); // a draft is not a quote yet
    expect((await call('POST', `/api/v6/propales/${propale.id}/send`, 'sales')).statusCode).toBe(200);
    now = await dashboardToday();
    expect(now.d.team.quoted).toBe(before.d.team.quoted + 1);
    expect(now.status('quote_sent')).toBe(before.status('quote_sent') + 1);

    const accepted = await call('POST', `/api/v6/account/offers/${propale.hash}/accept`, 'renter', {});
    expect(accepted.statusCode).toBe(200);
    now = await dashboardToday();
    expect(now.d.team.won).toBe(before.d.team.won + 1);
    expect(now.d.team.revenueWon).toBe(before.d.team.revenueWon + propale.totalAmount);
    // The list agrees with the dashboard.
    const list = await call(
      'GET',
      `/api/admin/leads?filter=${encodeURIComponent(JSON.stringify({ createdAt_gte: today, createdAt_lte: today, status: 'won' }))}&range=[0,0]`,
      'manager',
    );
    expect(list.headers['content-range']).toMatch(new RegExp(`/${now.status('won')}$`));
    expect(await summaryMismatches(ctx.db)).toEqual(consistent);
  });

  it('gives the list totals of the console from the summary, equal to counting the leads', async () => {
    for (const filter of [
      { assigneeId: ids.sales },
      { assigneeId: ids.sales, status: 'new' },
      { assigneeId: null, status: ['new', 'contacted', 'quote_sent'] },
      { source: 'large_charter' },
      {},
    ]) {
      const res = await call(
        'GET',
        `/api/admin/leads?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`,
        'sales',
      );
      const where: string[] = [];
      const params: unknown[] = [];
      for (const [k, v] of Object.entries(filter)) {
        const column = k === 'assigneeId' ? 'assignee_id' : k;
        if (v === null) where.push(`${column} IS NULL`);
        else {
          params.push(v);
          where.push(
            Array.isArray(v) ? `${column} = ANY($${params.length})` : `${column} = $${params.length}`,
          );
        }
      }
      const { rows } = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM leads WHERE ${where.join(' AND ') || 'true'}`,
        params,
      );
      expect(rows[0].n).toBeGreaterThan(0);
      expect(res.headers['content-range']).toMatch(new RegExp(`/${rows[0].n}$`));
    }
  });
});
