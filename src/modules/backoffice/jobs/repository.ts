import type { Queryable } from '../../../db/connection.ts';
import { JOBS_SCHEMA } from '../../../jobs/engine.ts';
import { listPage } from '../recordPages.ts';
import type { ListQuery } from '../simpleRest.ts';

const S = JOBS_SCHEMA;

/**
 * One row per queue of the job engine (its internal queues left out), from pg-boss's own tables:
 * runs still in `job` (completed ones move to `archive` after 12 hours) and those archived in the
 * last day: the 2-second jobs archive some 85,000 runs a day, kept 7 days, which the page need not read.
 */
const JOBS_FROM = `(
  WITH runs AS (
    SELECT name, state::text AS state, started_on, completed_on, output FROM ${S}.job WHERE name NOT LIKE '\\_\\_pgboss%'
    UNION ALL
    SELECT name, state::text, started_on, completed_on, output FROM ${S}.archive
     WHERE name NOT LIKE '\\_\\_pgboss%' AND archived_on > $1::timestamptz - interval '1 day'
  )
  SELECT q.name AS id, q.name, s.cron AS schedule,
         to_char(last.started_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastRunAt",
         last.state AS "lastState",
         (SELECT round(extract(epoch FROM r.completed_on - r.started_on) * 1000)::float8 FROM runs r
           WHERE r.name = q.name AND r.state = 'completed' ORDER BY r.started_on DESC LIMIT 1) AS "lastDurationMs",
         (SELECT count(*)::int FROM runs r WHERE r.name = q.name AND r.state = 'failed'
             AND r.completed_on > $1::timestamptz - interval '1 day') AS failures,
         (SELECT count(*)::int FROM ${S}.job j WHERE j.name = q.name AND j.state = 'retry') AS retrying,
         (SELECT count(*)::int FROM ${S}.job j WHERE j.name = q.name AND j.state IN ('created', 'retry')) AS queued,
         (SELECT count(*)::int FROM ${S}.job j WHERE j.name = q.name AND j.state = 'active') AS running,
         (SELECT left(r.output ->> 'message', 500) FROM runs r WHERE r.name = q.name AND r.state IN ('failed', 'retry')
           ORDER BY r.completed_on DESC NULLS LAST LIMIT 1) AS "lastError"
    FROM ${S}.queue q
    LEFT JOIN ${S}.schedule s ON s.name = q.name
    LEFT JOIN LATERAL (SELECT r.started_on, r.state FROM runs r WHERE r.name = q.name AND r.started_on IS NOT NULL
                        ORDER BY r.started_on DESC LIMIT 1) last ON true
   WHERE q.name NOT LIKE '\\_\\_pgboss%'
) j`;

const COLUMNS = `j.id, j.name, j.schedule, j."lastRunAt", j."lastState", j."lastDurationMs", j.failures, j.retrying,
  j.queued, j.running, j."lastError"`;

/** Before the first process ran the engine its tables do not exist: there are no jobs to show yet. */
async function engineInstalled(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ installed: boolean }>(
    `SELECT to_regclass('${S}.queue') IS NOT NULL AS installed`,
  );
  return rows[0]?.installed === true;
}

export async function listJobs(db: Queryable, query: ListQuery, now: Date) {
  if (!(await engineInstalled(db))) return { rows: [], total: 0 };
  // $1 is the clock; the list query's own parameters follow it.
  const shifted = {
    ...query,
    where: query.where.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + 1}`),
    params: [now, ...query.params],
  };
  return listPage(db, JOBS_FROM, COLUMNS, shifted);
}
