import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './connection.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock every migrating process takes (DESIGN.md, "Many machines": migrations run under
 * an advisory lock, once). Any fixed bigint would do; this one reads "bosun mig".
 */
export const MIGRATION_LOCK_KEY = 0x626f73756e6d6967n;

/** A migration that ran was edited since: refused, the database and the files no longer agree. */
export class ChangedMigrationError extends Error {
  constructor(readonly files: string[]) {
    super(
      `Refusing to migrate: ${files.join(', ')} changed after being applied to this database ` +
        '(checksum differs). A migration that ran must never change; put the change in a new migration ' +
        '(src/db/migrations/NNN_name.sql) and restore the file as it was.',
    );
    this.name = 'ChangedMigrationError';
  }
}

/** Line endings do not count: a checkout with CRLF is the same migration. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/**
 * A migration that builds an index CONCURRENTLY cannot run in a transaction (PostgreSQL refuses):
 * its statements run one by one, outside any. Write such a file as one statement per line-ending
 * semicolon, and begin with `DROP INDEX CONCURRENTLY IF EXISTS` the index it builds, so that a run
 * interrupted (which leaves an invalid index) is simply run again.
 */
export function needsNoTransaction(sql: string): boolean {
  return /\bCONCURRENTLY\b/i.test(sql.replace(/--[^\n]*/g, ''));
}

function statementsOf(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * Applies every migrations/NNN_name.sql not yet applied, in order, each in its own transaction
 * (outside one for a concurrent index build), and answers the names applied.
 *
 * On PostgreSQL, N processes starting at once all call this: the first takes the advisory lock and
 * migrates, the others wait for it (trying it every 200 ms) and find nothing left. The lock is held
 * by a pooled connection of its own while the migrations run on others (so the pool needs two). Embedded
 * PGlite belongs to one process, which needs no lock.
 *
 * Every applied migration's checksum is kept; a file changed after it ran is refused with
 * ChangedMigrationError before anything is applied. Rows from before checksums get theirs on the
 * first run.
 */
export async function migrate(db: Database, options: { dir?: string } = {}): Promise<string[]> {
  const dir = options.dir ?? migrationsDir;
  if (db.kind === 'pglite') return applyPending(db, dir);
  // A session-level lock on a connection of its own, outside any transaction: CREATE INDEX
  // CONCURRENTLY waits for every transaction holding a snapshot, so neither the holder nor the
  // processes waiting for the lock may sit in one (the waiters try the lock every 200 ms). A process
  // that dies loses its connection, and with it the lock.
  return db.withConnection(async (session) => {
    const key = MIGRATION_LOCK_KEY.toString();
    for (;;) {
      const { rows } = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        key,
      ]);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    try {
      return await applyPending(db, dir);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  });
}

async function applyPending(db: Database, dir: string): Promise<string[]> {
  // Under the lock: CREATE TABLE IF NOT EXISTS is not safe against itself run at the same moment.
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  await db.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  const done = new Map(
    (
      await db.query<{ name: string; checksum: string | null }>(
        'SELECT name, checksum FROM schema_migrations',
      )
    ).rows.map((r) => [r.name, r.checksum]),
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name), 'utf8');
      return { name, sql, checksum: migrationChecksum(sql) };
    });

  const changed = files.filter(
    (f) => done.has(f.name) && done.get(f.name) && done.get(f.name) !== f.checksum,
  );
  if (changed.length > 0) throw new ChangedMigrationError(changed.map((f) => f.name));
  for (const file of files.filter((f) => done.has(f.name) && !done.get(f.name)))
    await db.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1 AND checksum IS NULL', [
      file.name,
      file.checksum,
    ]);

  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file.name)) continue;
    const record = (q: Queryable) =>
      q.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file.name, file.checksum]);
    if (needsNoTransaction(file.sql)) {
      for (const statement of statementsOf(file.sql)) await db.query(statement);
      await record(db);
    } else {
      await db.transaction(async (tx) => {
        await tx.query(file.sql);
        await record(tx);
      });
    }
    applied.push(file.name);
  }
  return applied;
}
