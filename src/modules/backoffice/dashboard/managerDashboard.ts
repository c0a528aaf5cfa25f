import type {
  FinancePoint,
  ManagerDashboard,
  ManagerDashboardQuery,
} from '../../../../shared/admin/dashboard.ts';
import type { Queryable } from '../../../db/connection.ts';

const bucketFor = (from: string, to: string): ManagerDashboard['range']['bucket'] => {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days <= 92 ? 'day' : days <= 731 ? 'week' : 'month';
};

// booking_daily (migration 041) holds the figures of the bookings made each UTC day, per country and
// boat type, kept by triggers in the bookings' own transactions. The range and country conditions
// are the bookings list's createdAt_gte / createdAt_lte / countryCode filters, so the dashboard's
// counts equal the list's totals.
const IN_RANGE = 'd.day >= $1::date AND d.day <= $2::date AND ($3::text IS NULL OR d.country_code = $3)';

const FIGURES = `coalesce(sum(d.bookings), 0)::int AS bookings,
  coalesce(sum(d.confirmed), 0)::int AS "confirmedBookings",
  coalesce(sum(d.gbv), 0)::bigint AS gbv`;

interface FigureRow {
  dimension: 'total' | 'period' | 'country' | 'type';
  key: string;
  bookings: number;
  confirmedBookings: number;
  gbv: number;
  cancelledBookings: number;
  paid: number;
  refunded: number;
}
const EMPTY = { bookings: 0, confirmedBookings: 0, gbv: 0, cancelledBookings: 0, paid: 0, refunded: 0 };

/** Every figure is an aggregate over the whole range in SQL; nothing is added up from a capped list. */
export async function managerDashboard(db: Queryable, q: ManagerDashboardQuery): Promise<ManagerDashboard> {
  const country = q.country ?? null;
  const bucket = bucketFor(q.from, q.to);
  const params = [q.from, q.to, country];
  const [figures, damages, queue, finance] = await Promise.all([
    // One pass over the range's summary rows gives the totals and the three breakdowns.
    db.query<FigureRow>(
      `SELECT CASE WHEN grouping(period) = 0 THEN 'period' WHEN grouping(d.country_code) = 0 THEN 'country'
                   WHEN grouping(d.product_type) = 0 THEN 'type' ELSE 'total' END AS dimension,
              coalesce(to_char(period, 'YYYY-MM-DD'), d.country_code, d.product_type) AS key, ${FIGURES},
              coalesce(sum(d.cancelled), 0)::int AS "cancelledBookings",
              coalesce(sum(d.paid), 0)::bigint AS paid, coalesce(sum(d.refunded), 0)::bigint AS refunded
         FROM booking_daily d, date_trunc('${bucket}', d.day) AS period WHERE ${IN_RANGE}
        GROUP BY GROUPING SETS ((), (period), (d.country_code), (d.product_type))`,
      params,
    ),
    db.query<ManagerDashboard['damages']>(
      `SELECT count(*) FILTER (WHERE c.status = 'open')::int AS open,
              count(*) FILTER (WHERE c.status = 'under_review')::int AS "underReview",
              count(*) FILTER (WHERE c.status = 'accepted')::int AS accepted,
              count(*) FILTER (WHERE c.status = 'payment_pending')::int AS "paymentPending",
              count(*) FILTER (WHERE c.status = 'refused')::int AS refused,
              count(*) FILTER (WHERE c.status = 'paid')::int AS paid,
              coalesce(sum(c.amount_decided) FILTER (WHERE c.status = 'paid'), 0)::bigint AS "paidAmount"
         FROM damage_claims c JOIN bookings b ON b.id = c.booking_id JOIN products p ON p.id = b.product_id
        WHERE c.created_at >= $1::date AND c.created_at < $2::date + 1 AND ($3::text IS NULL OR p.country_code = $3)`,
      [q.from, q.to, country],
    ),
    // The queue is what waits now, whatever the date range.
    db.query<ManagerDashboard['autorefundQueue']>(
      `SELECT count(*)::int AS size, coalesce(sum(a.proposed_amount), 0)::bigint AS amount,
              coalesce(round(max(extract(epoch FROM now() - a.created_at)) / 3600), 0)::int AS "oldestAgeHours",
              coalesce(round(avg(extract(epoch FROM now() - a.created_at)) / 3600), 0)::int AS "averageAgeHours"
         FROM autorefunds a JOIN bookings b ON b.id = a.booking_id JOIN products p ON p.id = b.product_id
        WHERE a.status = 'proposed' AND ($1::text IS NULL OR p.country_code = $1)`,
      [country],
    ),
    financeOf(db, q.from, q.to, bucket),
  ]);
  const rows = (dimension: FigureRow['dimension']) =>
    figures.rows
      .filter((r) => r.dimension === dimension && r.bookings > 0)
      .map(({ key, bookings, confirmedBookings, gbv }) => ({ key, bookings, confirmedBookings, gbv }));
  const byGbv = (a: { gbv: number; key: string }, b: { gbv: number; key: string }) =>
    b.gbv - a.gbv || (a.key < b.key ? -1 : 1);
  const total = figures.rows.find((r) => r.dimension === 'total');
  const { paid, refunded, bookings, confirmedBookings, gbv, cancelledBookings } = total ?? EMPTY;
  const t = { bookings, confirmedBookings, gbv, cancelledBookings };
  const overTime = {
    rows: rows('period')
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map(({ key, ...f }) => ({ period: key, ...f })),
  };
  const byCountry = { rows: rows('country').sort(byGbv) };
  const byType = { rows: rows('type').sort(byGbv) };
  const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 10000) / 10000);
  return {
    range: { from: q.from, to: q.to, country, bucket },
    totals: {
      ...t,
      paidAmount: paid,
      refundedAmount: refunded,
      cancellationRate: ratio(t.cancelledBookings, t.bookings),
      refundRate: ratio(refunded, paid),
    },
    overTime: overTime.rows,
    byCountry: byCountry.rows,
    byBoatType: byType.rows,
    damages: damages.rows[0],
    autorefundQueue: queue.rows[0],
    finance,
  };
}

interface FinanceRow extends FinancePoint {
  total: boolean;
}

/**
 * Commission earned and payouts sent, waiting and failed from `from` to `to` (both included, UTC days),
 * in total and per bucket, in one pass: the platform's commission rows of the ledger by the day they
 * were written, and payouts by the day they were sent (else made).
 */
async function financeOf(
  db: Queryable,
  from: string,
  to: string,
  bucket: ManagerDashboard['range']['bucket'],
): Promise<ManagerDashboard['finance']> {
  const { rows } = await db.query<FinanceRow>(
    `WITH moves AS (
       SELECT e.occurred_at AS at, e.amount AS commission, 0 AS sent, 0 AS pending, 0 AS failed
         FROM ledger_entries e
        WHERE e.party = 'platform' AND e.kind = 'commission'
          AND e.occurred_at >= $1::date AND e.occurred_at < $2::date + 1
       UNION ALL
       SELECT coalesce(p.sent_at, p.created_at),
              0, CASE WHEN p.status IN ('sent', 'paid') THEN p.amount ELSE 0 END,
              CASE WHEN p.status = 'pending' THEN p.amount ELSE 0 END,
              CASE WHEN p.status = 'failed' THEN p.amount ELSE 0 END
         FROM payouts p
        WHERE coalesce(p.sent_at, p.created_at) >= $1::date AND coalesce(p.sent_at, p.created_at) < $2::date + 1
     )
     SELECT grouping(period) = 1 AS total, to_char(period, 'YYYY-MM-DD') AS period,
            coalesce(sum(commission), 0)::float8 AS commission, coalesce(sum(sent), 0)::float8 AS "payoutsSent",
            coalesce(sum(pending), 0)::float8 AS "payoutsPending", coalesce(sum(failed), 0)::float8 AS "payoutsFailed"
       FROM moves, date_trunc('${bucket}', moves.at AT TIME ZONE 'UTC') AS period
      GROUP BY ROLLUP (period)`,
    [from, to],
  );
  const figuresOf = ({ total: _total, period: _period, ...f }: FinanceRow) => f;
  const total = rows.find((r) => r.total);
  return {
    totals: total ? figuresOf(total) : { commission: 0, payoutsSent: 0, payoutsPending: 0, payoutsFailed: 0 },
    overTime: rows
      .filter((r) => !r.total)
      .sort((a, b) => (a.period < b.period ? -1 : 1))
      .map((r) => ({ period: r.period, ...figuresOf(r) })),
  };
}
