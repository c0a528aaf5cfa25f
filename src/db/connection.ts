import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * `name` makes a hot, complex query a prepared statement on PostgreSQL: each pooled connection
 * plans it once instead of on every call (planning can cost more than running it). PGlite ignores it.
 */
export interface QueryOptions {
  name?: string;
  /**
   * With `name`: always run the statement's generic plan, never re-plan it for the parameters. For
   * a statement whose best plan does not depend on the values (the search summary: PostgreSQL's
   * default kept planning it anew on every call, a tenth of its time). Outside a transaction only:
   * it runs in a short transaction of its own with SET LOCAL (no session setting).
   */
  generic?: boolean;
}

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
}

/** How busy one connection pool is, for the metrics (src/modules/monitoring/metrics.ts). */
export interface PoolUsage {
  /** `primary`, or `replica` for the pool of reads that may lag. */
  pool: 'primary' | 'replica';
  max: number;
  /** Connections open (busy and idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Reads that may lag a little behind the last write (DESIGN.md, "Many machines"): search, product
   * pages, sitemaps. The read replica when DATABASE_READ_URL is set, else this database itself.
   * Never for a read that must see a write just made, nor inside a transaction.
   */
  readonly replica: Queryable;
  /** The pools' usage now (none on PGlite). */
  poolUsage(): PoolUsage[];
  /** Runs fn inside BEGIN/COMMIT; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn on one connection kept for it, outside any transaction (a session-level advisory lock
   * needs that). PGlite has one connection: fn gets the database itself.
   */
  withConnection<T>(fn: (session: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` (PostgreSQL: a dedicated connection; PGlite: in
   * process). `onReconnect` runs when the connection was lost and listens again: notifications sent
   * meanwhile are gone. Answers a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// Both drivers return the same JS values: dates stay 'YYYY-MM-DD' strings (booked days are calendar
// dates, never instants), bigint and numeric become numbers (amounts are integer minor units).
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** A FIFO lock: PGlite has one connection, so a transaction must own it from BEGIN to COMMIT. */
export class SerialLock {
  private tail: Promise<void> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: dataDir ? join(dataDir, 'pglite') : undefined,
    extensions: { btree_gist, pg_trgm, unaccent },
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number(v),
      [NUMERIC_OID]: (v: string) => Number(v),
    },
    serializers: { [DATE_OID]: (v: unknown) => String(v) },
  });
  void pgliteTypes;
  const lock = new SerialLock();
  const run = async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
    if (params && params.length > 0) {
      const r = await db.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    }
    // exec allows several statements (migrations); the last result is returned.
    const results = await db.exec(sql);
    const last = results[results.length - 1];
    return { rows: (last?.rows ?? []) as T[], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
  };
  const query: Queryable['query'] = (sql, params) => lock.run(() => run(sql, params));
  return {
    kind: 'pglite',
    query,
    replica: { query },
    poolUsage: () => [],
    transaction: (fn) =>
      lock.run(async () => {
        await db.exec('BEGIN');
        try {
          const value = await fn({ query: run });
          await db.exec('COMMIT');
          return value;
        } catch (err) {
          await db.exec('ROLLBACK');
          throw err;
        }
      }),
    withConnection: (fn) => fn({ query: (sql, params) => lock.run(() => run(sql, params)) }),
    // Under the lock, so that LISTEN never lands inside another request's transaction.
    listen: async (channel, onPayload) => {
      const unlisten = await lock.run(() => db.listen(channel, onPayload));
      return () => lock.run(() => unlisten());
    },
    close: () => lock.run(() => db.close()),
  };
}

export interface PoolSizes {
  /** Connections of the primary's pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** The read replica for reads that may lag (DATABASE_READ_URL); unset, they go to the primary. */
  readUrl?: string;
  /** Connections of the replica's pool (DATABASE_READ_POOL_SIZE). */
  readPoolSize?: number;
}

/**
 * A pool's queries. No session state: no startup `options`, no session-wide SET, so a transaction-mode
 * pooler (PgBouncer) in front of PostgreSQL carries every query as it is meant (README: PostgreSQL).
 */
function clientQuery(client: pg.Pool | pg.PoolClient): Queryable['query'] {
  return async function query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    const r = options?.name
      ? await client.query({ name: options.name, text: sql, values: params })
      : await client.query(sql, params as unknown[] | undefined);
    // A multi-statement text returns an array of results; keep the last, as PGlite's path does.
    const last = Array.isArray(r) ? r[r.length - 1] : r;
    return { rows: last.rows as T[], rowCount: last.rowCount ?? 0 };
  };
}

function poolQueryable(pool: pg.Pool): Queryable {
  const plain = clientQuery(pool);
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
      if (!(options?.generic && options.name)) return plain<T>(sql, params, options);
      // The generic plan for this statement only: SET LOCAL lasts until COMMIT, so the connection goes
      // back to the pool (or to PgBouncer) as it came. BEGIN and SET travel in one round trip.
      const client = await pool.connect();
      try {
        await client.query('BEGIN; SET LOCAL plan_cache_mode = force_generic_plan');
        const answer = await clientQuery(client)<T>(sql, params, options);
        await client.query('COMMIT');
        return answer;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
  };
}

function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle pooled connection can be closed by the server (restart, failover, admin command); the pool
  // replaces it. Without a listener that event would crash the process.
  pool.on('error', (err: Error) => process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`));
  return pool;
}

const usageOf = (name: PoolUsage['pool'], pool: pg.Pool, max: number): PoolUsage => ({
  pool: name,
  max,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

export async function openPostgres(
  url: string,
  { poolSize = 10, readUrl, readPoolSize = 10 }: PoolSizes = {},
): Promise<Database> {
  pg.types.setTypeParser(DATE_OID, (v) => v);
  pg.types.setTypeParser(INT8_OID, (v) => Number(v));
  pg.types.setTypeParser(NUMERIC_OID, (v) => Number(v));
  const pool = openPool(url, poolSize);
  const readPool = readUrl ? openPool(readUrl, readPoolSize) : undefined;
  const primary = poolQueryable(pool);
  const replica = readPool ? poolQueryable(readPool) : primary;
  return {
    kind: 'postgres',
    query: primary.query,
    replica,
    poolUsage: () => [
      usageOf('primary', pool, poolSize),
      ...(readPool ? [usageOf('replica', readPool, readPoolSize)] : []),
    ],
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Queryable = { query: clientQuery(client) };
      try {
        await client.query('BEGIN');
        const value = await fn(tx);
        await client.query('COMMIT');
        return value;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async withConnection(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await fn({ query: clientQuery(client) });
      } catch (err) {
        // A session left in an unknown state (a lock it could not release) is closed, not pooled.
        broken = err instanceof Error ? err : new Error(String(err));
        throw err;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onPayload, onReconnect) => listenPostgres(url, channel, onPayload, onReconnect),
    close: async () => {
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}

/**
 * LISTEN on a client of its own (a pooled one would be handed back). When the connection drops it
 * reconnects after a second and says so, since what was notified meanwhile is lost.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(() => onReconnect?.(), reconnectLater);
    }, 1000);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (err) => process.emitWarning(`PostgreSQL LISTEN connection lost: ${err.message}`));
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}

/** PostgreSQL when a URL is given, else embedded PGlite in dataDir (in memory when dataDir is undefined). */
export function openDatabase(
  opts: { databaseUrl?: string; dataDir?: string } & PoolSizes,
): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir);
}
