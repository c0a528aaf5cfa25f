import type { ErrorProfilesDto, SlowestTransactionsDto } from '../../../shared/errors/errorReports.ts';
import type { ErrorProject } from '../../../shared/errors/reportingConstants.ts';
import type { Queryable } from '../../db/connection.ts';
import { listPage } from '../backoffice/recordPages.ts';
import type { ListQuery, ListResource } from '../backoffice/simpleRest.ts';
import type { ReceivedProfile } from './profiles.ts';

export const errorsListResource: ListResource = {
  name: 'errors',
  fields: {
    id: { column: 'g.id', kind: 'number' },
    project: { column: 'g.project', kind: 'enum', values: ['site', 'admin', 'server'] },
    title: { column: 'g.title', kind: 'text' },
    level: { column: 'g.level', kind: 'text' },
    count: { column: 'g.event_count', kind: 'number' },
    firstSeenAt: { column: 'g.first_seen_at', kind: 'instant' },
    lastSeenAt: { column: 'g.last_seen_at', kind: 'instant' },
    release: { column: 'g.release', kind: 'text' },
    environment: { column: 'g.environment', kind: 'text' },
    browser: { column: 'g.browser', kind: 'text' },
  },
  search: (param) => `(g.title ILIKE ${param} OR g.culprit ILIKE ${param} OR g.url ILIKE ${param})`,
  defaultSort: ['lastSeenAt', 'DESC'],
  tieBreaker: 'g.id',
  maxPageSize: 200,
};

const COLUMNS = `g.id, g.project, g.title, g.culprit, g.level, g.event_count AS "count",
  g.first_seen_at AS "firstSeenAt", g.last_seen_at AS "lastSeenAt", g.release, g.environment, g.browser, g.url`;

export const listErrorGroups = (db: Queryable, query: ListQuery) =>
  listPage(db, 'error_groups g', COLUMNS, query);

export async function findErrorGroup(db: Queryable, id: number) {
  const { rows } = await db.query(
    `SELECT ${COLUMNS}, g.fingerprint, g.latest_event_id AS "latestEventId", g.latest_event AS "latestEvent"
       FROM error_groups g WHERE g.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function deleteErrorGroup(db: Queryable, id: number) {
  await db.query('DELETE FROM error_groups WHERE id = $1', [id]);
}

export interface ReceivedEvent {
  project: ErrorProject;
  fingerprint: string;
  title: string;
  culprit: string | null;
  level: string;
  release: string | null;
  environment: string | null;
  browser: string | null;
  url: string | null;
  eventId: string;
  event: object;
}

/**
 * Adds an event to its group: a new group, or one more to the count of an existing one, which then
 * shows this event as its latest. Returns whether the group is new.
 */
export async function addEventToGroup(db: Queryable, e: ReceivedEvent, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ created: boolean }>(
    `INSERT INTO error_groups (project, fingerprint, title, culprit, level, release, environment, browser, url,
                               latest_event_id, latest_event, first_seen_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $12)
     ON CONFLICT (project, fingerprint) DO UPDATE SET
       event_count = LEAST(error_groups.event_count::bigint + 1, 2147483647)::int,
       last_seen_at = EXCLUDED.last_seen_at, title = EXCLUDED.title, culprit = EXCLUDED.culprit, level = EXCLUDED.level,
       release = EXCLUDED.release, environment = EXCLUDED.environment, browser = EXCLUDED.browser,
       url = EXCLUDED.url, latest_event_id = EXCLUDED.latest_event_id, latest_event = EXCLUDED.latest_event
     RETURNING (xmax = 0) AS created`,
    [
      e.project,
      e.fingerprint,
      e.title,
      e.culprit,
      e.level,
      e.release,
      e.environment,
      e.browser,
      e.url,
      e.eventId,
      JSON.stringify(e.event),
      now,
    ],
  );
  return rows[0].created;
}

/**
 * Brings the groups back to `keep` when a new one pushed them over. A flood of new groups must not
 * empty the page, so eviction takes, in this order: groups not seen since `recentSince`, the oldest
 * first; then recent groups of a single event, the newest first (a flood's own groups); then recent
 * groups seen more than once, the oldest first. A group an admin has opened is never evicted.
 */
export async function deleteGroupsBeyond(db: Queryable, keep: number, recentSince: Date) {
  await db.query(
    `DELETE FROM error_groups WHERE id IN (
       SELECT id FROM error_groups
        WHERE seen_by_admin_at IS NULL
        ORDER BY CASE WHEN last_seen_at < $2 THEN 0 WHEN event_count = 1 THEN 1 ELSE 2 END,
                 CASE WHEN last_seen_at < $2 OR event_count > 1 THEN last_seen_at END ASC,
                 last_seen_at DESC, id DESC
        LIMIT (SELECT greatest(count(*) - $1, 0) FROM error_groups))`,
    [keep, recentSince],
  );
}

/** An admin opened the group: a flood never evicts it (it goes when it is resolved). */
export async function markGroupSeenByAdmin(db: Queryable, id: number, now: Date) {
  await db.query('UPDATE error_groups SET seen_by_admin_at = coalesce(seen_by_admin_at, $2) WHERE id = $1', [
    id,
    now,
  ]);
}

export interface ReceivedTransaction {
  project: ErrorProject;
  name: string;
  durationMs: number;
  failed: boolean;
}

/** Counts one transaction under its name; returns whether the name is new. */
export async function addTransaction(db: Queryable, t: ReceivedTransaction): Promise<boolean> {
  const { rows } = await db.query<{ created: boolean }>(
    `INSERT INTO transaction_stats (project, name, total_ms, max_ms, failed_count)
     VALUES ($1, $2, $3, $3, $4)
     ON CONFLICT (project, name) DO UPDATE SET
       transaction_count = LEAST(transaction_stats.transaction_count::bigint + 1, 2147483647)::int,
       total_ms = transaction_stats.total_ms + EXCLUDED.total_ms,
       max_ms = GREATEST(transaction_stats.max_ms, EXCLUDED.max_ms),
       failed_count = LEAST(transaction_stats.failed_count::bigint + EXCLUDED.failed_count, 2147483647)::int,
       last_seen_at = now()
     RETURNING (xmax = 0) AS created`,
    [t.project, t.name, t.durationMs, t.failed ? 1 : 0],
  );
  return rows[0].created;
}

/** Keeps the `keep` most recently seen transaction names (names come from clients: bounded). */
export async function deleteOldestTransactionsBeyond(db: Queryable, keep: number) {
  await db.query(
    `DELETE FROM transaction_stats WHERE id IN (
       SELECT id FROM transaction_stats ORDER BY last_seen_at DESC, id DESC OFFSET $1)`,
    [keep],
  );
}

/** Stores a received profile (SPEC section 9), stamped with the app's clock. */
export async function addProfile(db: Queryable, p: ReceivedProfile, now: Date) {
  await db.query(
    `INSERT INTO error_profiles (project, transaction_name, duration_ms, sample_count, profile, received_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [p.project, p.transactionName, p.durationMs, p.sampleCount, JSON.stringify(p.profile), now],
  );
}

/** Keeps the `keep` newest profiles (SPEC section 9: 30 kept). */
export async function deleteProfilesBeyond(db: Queryable, keep: number) {
  await db.query(
    `DELETE FROM error_profiles WHERE id IN (
       SELECT id FROM error_profiles ORDER BY received_at DESC, id DESC OFFSET $1)`,
    [keep],
  );
}

/** The kept profiles, newest first, without their samples (the Errors page lists them). */
export async function listProfiles(db: Queryable): Promise<ErrorProfilesDto['items']> {
  const { rows } = await db.query<ErrorProfilesDto['items'][number]>(
    `SELECT id::int AS id, project, transaction_name AS "transactionName", duration_ms AS "durationMs",
            sample_count AS "sampleCount", received_at AS "receivedAt"
       FROM error_profiles ORDER BY received_at DESC, id DESC`,
  );
  return rows;
}

/** The slowest transaction names on average (seen at least once), for the Errors page. */
export async function slowestTransactions(
  db: Queryable,
  limit: number,
): Promise<SlowestTransactionsDto['items']> {
  const { rows } = await db.query<SlowestTransactionsDto['items'][number]>(
    `SELECT t.id::int AS id, t.project, t.name, t.transaction_count AS "count",
            round((t.total_ms / t.transaction_count)::numeric, 1)::float8 AS "averageMs",
            round(t.max_ms::numeric, 1)::float8 AS "maxMs", t.failed_count AS "failedCount",
            t.last_seen_at AS "lastSeenAt"
       FROM transaction_stats t
      ORDER BY t.total_ms / t.transaction_count DESC, t.id
      LIMIT $1`,
    [limit],
  );
  return rows;
}
