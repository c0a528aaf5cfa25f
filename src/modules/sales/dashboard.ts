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
}

// The period reads created_at exactly as the list's createdAt_gte / createdAt_lte filters do, so a
// dashboard figure and the list it links to always agree.
const PERIOD_LEADS = `SELECT l.id, l.source, l.status, l.assignee_id, l.created_at, l.tenant_id, l.payment_session_id
  FROM leads l
 WHERE l.created_at >= $1 AND l.created_at < ($2::date + 1) AND ($3::bigint IS NULL OR l.assignee_id = $3)`;

export async function salesDashboard(db: Database, rawQuery: unknown): Promise<SalesDashboard> {
  const q = parseInput(salesDashboardQuerySchema, rawQuery);
  const params = [q.from, q.to, q.assigneeId ?? null];
  const facts = await db.query<FactRow>(
    // Quotes and bookings are grouped once and hash-joined, and names added after the grouping:
    // a lookup per lead of the period is what made a year of 200,000 leads take seconds.
    `WITH pl AS (${PERIOD_LEADS}),
     quotes AS (
       SELECT lead_id, sum(total_amount) FILTER (WHERE status = 'accepted') AS accepted
         FROM propales WHERE status <> 'draft' GROUP BY lead_id),
     booked AS (SELECT DISTINCT payment_session_id FROM bookings WHERE payment_session_id IS NOT NULL),
     f AS (
       SELECT pl.assignee_id, pl.source, pl.status, count(*)::int AS leads,
              count(q.lead_id)::int AS quoted, count(b.payment_session_id)::int AS booked,
              coalesce(sum(q.accepted) FILTER (WHERE pl.status = 'won'), 0)::bigint AS revenue
         FROM pl LEFT JOIN quotes q ON q.lead_id = pl.id
                 LEFT JOIN booked b ON b.payment_session_id = pl.payment_session_id
        GROUP BY pl.assignee_id, pl.source, pl.status)
     SELECT f.*, a.first_name || ' ' || a.last_name AS name FROM f LEFT JOIN users a ON a.id = f.assignee_id`,
    params,
  );
  // Response time: from the lead coming in to the first thing a salesperson did on it.
  const response = await db.query<{
    assignee_id: number | null;
    team: boolean;
    median: number | null;
    responded: number;
  }>(
    `WITH pl AS (${PERIOD_LEADS}),
     -- One grouped pass over the events (a hash join) rather than a lookup per lead of the period.
     first_action AS (
       SELECT e.lead_id, min(e.at) AS at
         FROM lead_events e JOIN pl ON pl.id = e.lead_id
        WHERE e.actor_id IS NOT NULL AND e.actor_id IS DISTINCT FROM pl.tenant_id
        GROUP BY e.lead_id),
     r AS (
       SELECT pl.assignee_id, extract(epoch FROM (fa.at - pl.created_at)) / 60 AS minutes
         FROM pl LEFT JOIN first_action fa ON fa.lead_id = pl.id)
     SELECT assignee_id, GROUPING(assignee_id) = 1 AS team,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes) AS median, count(minutes)::int AS responded
       FROM r GROUP BY ROLLUP (assignee_id)`,
    params,
  );
  const byDay = await db.query<{ date: string; count: number }>(
    `WITH pl AS (${PERIOD_LEADS})
     SELECT to_char(pl.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, count(*)::int AS count
       FROM pl GROUP BY 1 ORDER BY 1`,
    params,
  );

  const empty = (): SalesFunnel => ({ leads: 0, quoted: 0, won: 0, booked: 0, revenueWon: 0 });
  const add = (f: SalesFunnel, r: FactRow) => {
    f.leads += r.leads;
    f.quoted += r.quoted;
    f.booked += r.booked;
    f.revenueWon += Number(r.revenue);
    if (r.status === 'won') f.won += r.leads;
  };
  const team = empty();
  const bySource = new Map<LeadSource, number>(LEAD_SOURCES.map((s) => [s, 0]));
  const byStatus = new Map<LeadStatus, number>(LEAD_STATUSES.map((s) => [s, 0]));
  const perTeammate = new Map<number | null, SalesFunnel & { name: string | null }>();
  for (const r of facts.rows) {
    add(team, r);
    bySource.set(r.source, (bySource.get(r.source) ?? 0) + r.leads);
    byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + r.leads);
    const mate = perTeammate.get(r.assignee_id) ?? { ...empty(), name: r.name };
    add(mate, r);
    perTeammate.set(r.assignee_id, mate);
  }
  const round = (m: number | null) => (m === null ? null : Math.round(Number(m)));
  const teamResponse = response.rows.find((r) => r.team);
  return {
    from: q.from,
    to: q.to,
    assigneeId: q.assigneeId ?? null,
    team: {
      ...team,
      medianResponseMinutes: round(teamResponse?.median ?? null),
      responded: teamResponse?.responded ?? 0,
    },
    bySource: [...bySource].map(([source, count]) => ({ source, count })),
    byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
    byDay: byDay.rows,
    perTeammate: [...perTeammate]
      .map(([assigneeId, f]) => ({
        ...f,
        assigneeId,
        medianResponseMinutes: round(
          response.rows.find((r) => !r.team && r.assignee_id === assigneeId)?.median ?? null,
        ),
      }))
      .sort((a, b) => b.leads - a.leads),
  };
}
