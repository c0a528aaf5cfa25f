import type { Queryable } from '../../db/connection.ts';

/** The one NOTIFY channel of live events; the payload is an event id, nothing else. */
export const EVENTS_CHANNEL = 'bosun_events';

export interface EventRow {
  id: number;
  user_id: number;
  type: string;
  payload: Record<string, unknown>;
  created_at: Date;
}

/** Inserts the event and notifies every listening process, both at the caller's commit. */
export async function insertEvent(
  tx: Queryable,
  userId: number,
  type: string,
  payload: Record<string, unknown>,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `WITH inserted AS (INSERT INTO events (user_id, type, payload) VALUES ($1, $2, $3) RETURNING id)
     SELECT id, pg_notify('${EVENTS_CHANNEL}', id::text) FROM inserted`,
    [userId, type, JSON.stringify(payload)],
    { name: 'events.insert' },
  );
  return rows[0].id;
}

/**
 * Inserts several events in one statement (a message told to both parties), ids in the order given,
 * and notifies every listening process of each, at the caller's commit.
 */
export async function insertEvents(
  tx: Queryable,
  events: readonly { userId: number; type: string; payload: Record<string, unknown> }[],
): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `WITH inserted AS (
       INSERT INTO events (user_id, type, payload)
       SELECT e.user_id, e.type, e.payload FROM unnest($1::bigint[], $2::text[], $3::jsonb[])
                                   WITH ORDINALITY AS e(user_id, type, payload, n) ORDER BY e.n
       RETURNING id)
     SELECT id, pg_notify('${EVENTS_CHANNEL}', id::text) FROM inserted ORDER BY id`,
    [
      events.map((event) => event.userId),
      events.map((event) => event.type),
      events.map((event) => JSON.stringify(event.payload)),
    ],
    { name: 'events.insertMany' },
  );
  return rows.map((row) => row.id);
}

export async function findEvent(db: Queryable, id: number): Promise<EventRow | undefined> {
  const { rows } = await db.query<EventRow>(
    'SELECT id, user_id, type, payload, created_at FROM events WHERE id = $1',
    [id],
  );
  return rows[0];
}

/**
 * A user's events after `afterId`, and those a little before it committed within `overlapSeconds`
 * of it: ids are taken at insert but become visible at commit, so an event with a smaller id can
 * arrive after a larger one. Replaying that overlap is harmless (each event is idempotent to the
 * page: a message by its id, counts as totals) and loses nothing.
 */
export async function listEventsAfter(
  db: Queryable,
  userId: number,
  afterId: number,
  overlapSeconds: number,
  limit: number,
): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT id, user_id, type, payload, created_at FROM events
      WHERE user_id = $1
        AND (id > $2 OR created_at >= (SELECT created_at - make_interval(secs => $3) FROM events WHERE id = $2))
      ORDER BY id LIMIT $4`,
    [userId, afterId, overlapSeconds, limit],
  );
  return rows;
}

/** The newest event id of all (0 when there is none): a new tab's starting point. */
export async function latestEventId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM events');
  return rows[0].id;
}

/** Whether a tab's Last-Event-ID is still kept; when it is not, what came after may be pruned. */
export async function eventExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM events WHERE id = $1', [id]);
  return rows.length > 0;
}

/** Deletes events older than `before`; answers how many. */
export async function pruneEvents(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM events WHERE created_at < $1', [before]);
  return rowCount;
}
