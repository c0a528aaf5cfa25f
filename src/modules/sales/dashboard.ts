import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
  type SalesDashboard,
  type SalesFunnel,
  salesDashboardQuerySchema,
} from '../../../shared/sales/leads.ts';
import type { Database } from '../../db/connection.ts';
import { parseInput } from '../../http/validate.ts';

interface FactRow {
  assignee_id: number | null;
  name: string | null;
  source: LeadSource;
  status: LeadStatus;
  leads: number;
  quoted: number;
  booked: number;
  revenue: number;
  responded: number;
  response_seconds: number;
}

const MEASURES = 'leads, quoted, booked, revenue_won, responded, response_seconds';

/**
 * The whole months inside [from, to], as [first month, first day after the last month): a long period
 * reads them from the monthly summary and only its edges from the daily one. Empty when from >= to.
 */
export function wholeMonths(from: string, to: string): [string, string] {
  const [fy, fm, fd] = from.split('-').map(Number);
  const start = fd === 1 ? from : monthStart(fy, fm + 1);
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const [ny, nm] = next.split('-').map(Number);
  const end = monthStart(ny, nm);
  return start < end ? [start, end] : [start, start];
}

function monthStart(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month - 1, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * Aggregates over the leads that came in during [from, to] (UTC days), read from the summaries that
 * migration 051's triggers keep in each writer's transaction. The period reads created_at exactly as
 * the list's createdAt_gte / createdAt_lte filters do, so a dashboard figure and the list it links to
 * always agree.
 */
export async function salesDashboard(db: Database, rawQuery: unknown): Promise<SalesDashboard> {
  const q = parseInput(salesDashboardQuerySchema, rawQuery);
  const [monthsFrom, monthsTo] = wholeMonths(q.from, q.to);
  const params = [q.from, q.to, q.assigneeId ?? null, monthsFrom, monthsTo];
  const facts = await db.query<FactRow>(
    `WITH f AS (
       SELECT assignee_id, source, status, ${MEASURES} FROM sales_monthly
        WHERE month >= $4 AND month < $5 AND ($3::bigint IS NULL OR assignee_id = $3)
       UNION ALL
       SELECT assignee_id, source, status, ${MEASURES} FROM sales_daily
        WHERE day >= $1 AND day <= $2 AND NOT (day >= $4 AND day < $5)
          AND ($3::bigint IS NULL OR assignee_id = $3)),
     g AS (
       SELECT assignee_id, source, status, sum(leads)::int AS leads, sum(quoted)::int AS quoted,
              sum(booked)::int AS booked, sum(revenue_won)::bigint AS revenue,
              sum(responded)::int AS responded, sum(response_seconds)::bigint AS response_seconds
         FROM f GROUP BY 1, 2, 3
       HAVING sum(leads) <> 0)
     SELECT g.*, a.first_name || ' ' || a.last_name AS name FROM g LEFT JOIN users a ON a.id = g.assignee_id`,
    params,
  );
  const byDay = await db.query<{ date: string; count: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(leads)::int AS count FROM sales_daily_leads
      WHERE day >= $1 AND day <= $2 AND ($3::bigint IS NULL OR assignee_id = $3)
      GROUP BY day HAVING sum(leads) <> 0 ORDER BY day`,
    params.slice(0, 3),
  );

  type Tally = SalesFunnel & { responded: number; responseSeconds: number };
  const empty = (): Tally => ({
    leads: 0,
    quoted: 0,
    won: 0,
    booked: 0,
    revenueWon: 0,
    responded: 0,
    responseSeconds: 0,
  });
  const add = (f: Tally, r: FactRow) => {
    f.leads += r.leads;
    f.quoted += r.quoted;
    f.booked += r.booked;
    f.revenueWon += Number(r.revenue);
    f.responded += r.responded;
    f.responseSeconds += Number(r.response_seconds);
    if (r.status === 'won') f.won += r.leads;
  };
  // Response time: from the lead coming in to the first thing a salesperson did on it, on average.
  const average = ({ responded, responseSeconds }: Tally) =>
    responded === 0 ? null : Math.round(responseSeconds / responded / 60);
  const funnel = ({ responded: _r, responseSeconds: _s, ...f }: Tally): SalesFunnel => f;

  const team = empty();
  const bySource = new Map<LeadSource, number>(LEAD_SOURCES.map((s) => [s, 0]));
  const byStatus = new Map<LeadStatus, number>(LEAD_STATUSES.map((s) => [s, 0]));
  const perTeammate = new Map<number | null, Tally & { name: string | null }>();
  for (const r of facts.rows) {
    add(team, r);
    bySource.set(r.source, (bySource.get(r.source) ?? 0) + r.leads);
    byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + r.leads);
    const mate = perTeammate.get(r.assignee_id) ?? { ...empty(), name: r.name };
    add(mate, r);
    perTeammate.set(r.assignee_id, mate);
  }
  return {
    from: q.from,
    to: q.to,
    assigneeId: q.assigneeId ?? null,
    team: { ...funnel(team), averageResponseMinutes: average(team), responded: team.responded },
    bySource: [...bySource].map(([source, count]) => ({ source, count })),
    byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
    byDay: byDay.rows,
    perTeammate: [...perTeammate]
      .map(([assigneeId, { name, ...mate }]) => ({
        ...funnel(mate),
        assigneeId,
        name,
        averageResponseMinutes: average(mate),
      }))
      .sort((a, b) => b.leads - a.leads),
  };
}
