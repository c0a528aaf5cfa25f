import type { ManagerDashboard, ManagerDashboardQuery } from '../../../../shared/admin/dashboard.ts';
import { CANCELLED_STATUSES, CONFIRMED_STATUSES } from '../../../../shared/admin/operations.ts';
import type { Queryable } from '../../../db/connection.ts';

const bucketFor = (from: string, to: string): ManagerDashboard['range']['bucket'] => {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days <= 92 ? 'day' : days <= 731 ? 'week' : 'month';
};

// The same range and country conditions as the bookings list's createdAt_gte / createdAt_lte /
// countryCode filters, so the dashboard's counts equal the list's totals.
const BOOKINGS_IN_RANGE = `bookings b JOIN products p ON p.id = b.product_id
  WHERE b.created_at >= $1::date AND b.created_at < $2::date + 1 AND ($3::text IS NULL OR p.country_code = $3)`;

const FIGURES = `count(*)::int AS bookings,
  count(*) FILTER (WHERE b.status = ANY($4))::int AS "confirmedBookings",
  coalesce(sum(b.total_amount) FILTER (WHERE b.status = ANY($4)), 0)::bigint AS gbv`;

/** Every figure is an aggregate over the whole range in SQL; nothing is added up from a capped list. */
export async function managerDashboard(db: Queryable, q: ManagerDashboardQuery): Promise<ManagerDashboard> {
  const country = q.country ?? null;
  const bucket = bucketFor(q.from, q.to);
  const params = [q.from, q.to, country, CONFIRMED_STATUSES];
  const [totals, money, overTime, byCountry, byType, damages, queue] = await Promise.all([
    db.query<{ bookings: number; confirmedBookings: number; gbv: number; cancelledBookings: number }>(
      `SELECT ${FIGURES}, count(*) FILTER (WHERE b.status = ANY($5))::int AS "cancelledBookings" FROM ${BOOKINGS_IN_RANGE}`,
      [...params, CANCELLED_STATUSES],
    ),
    db.query<{ paid: number; refunded: number }>(
      `SELECT coalesce((SELECT sum(x.amount) FROM payments x WHERE x.booking_id = ANY(ids.list) AND x.status = 'succeeded'), 0)::bigint AS paid,
              coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.booking_id = ANY(ids.list) AND r.status = 'succeeded'), 0)::bigint AS refunded
         FROM (SELECT coalesce(array_agg(b.id), '{}') AS list FROM ${BOOKINGS_IN_RANGE}) ids`,
      [q.from, q.to, country],
    ),
    db.query<ManagerDashboard['overTime'][number]>(
      `SELECT to_char(date_trunc('${bucket}', b.created_at), 'YYYY-MM-DD') AS period, ${FIGURES}
         FROM ${BOOKINGS_IN_RANGE} GROUP BY 1 ORDER BY 1`,
      params,
    ),
    db.query<ManagerDashboard['byCountry'][number]>(
      `SELECT p.country_code AS key, ${FIGURES} FROM ${BOOKINGS_IN_RANGE} GROUP BY 1 ORDER BY gbv DESC, 1`,
      params,
    ),
    db.query<ManagerDashboard['byBoatType'][number]>(
      `SELECT coalesce(p.product_type, 'activity') AS key, ${FIGURES} FROM ${BOOKINGS_IN_RANGE} GROUP BY 1 ORDER BY gbv DESC, 1`,
      params,
    ),
    db.query<ManagerDashboard['damages']>(
      `SELECT count(*) FILTER (WHERE c.status = 'open')::int AS open,
              count(*) FILTER (WHERE c.status = 'under_review')::int AS "underReview",
              count(*) FILTER (WHERE c.status = 'accepted')::int AS accepted,
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
  ]);
  const t = totals.rows[0];
  const { paid, refunded } = money.rows[0];
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
  };
}
