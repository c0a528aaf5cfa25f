import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../tests/helpers/app.ts';
import { startThrowawayPostgres } from '../../tests/helpers/postgres.mjs';
import { type Database, openDatabase } from './connection.ts';
import { ChangedMigrationError, migrate } from './migrate.ts';

const dirs: string[] = [];
function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bosun-migrations-'));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

const FIRST = {
  '001_boats.sql': 'CREATE TABLE boats (id bigint PRIMARY KEY, name text NOT NULL);\n',
  '002_boats_by_name.sql':
    '-- A big table: built without blocking writes.\nDROP INDEX CONCURRENTLY IF EXISTS boats_by_name;\nCREATE INDEX CONCURRENTLY boats_by_name ON boats (name);\n',
};

const indexValid = async (db: Database) =>
  (
    await db.query<{ valid: boolean }>(
      `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'boats_by_name'`,
    )
  ).rows[0]?.valid;

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('migrations on PGlite', () => {
  it('applies each file once, builds a concurrent index outside a transaction, and refuses a changed one', async () => {
    const db = await openDatabase({});
    try {
      const dir = migrationsDir(FIRST);
      expect(await migrate(db, { dir })).toEqual(['001_boats.sql', '002_boats_by_name.sql']);
      expect(await indexValid(db)).toBe(true);
      expect(await migrate(db, { dir })).toEqual([]);

      // Line endings do not make a file another migration.
      writeFileSync(join(dir, '001_boats.sql'), FIRST['001_boats.sql'].replace(/\n/g, '\r\n'));
      expect(await migrate(db, { dir })).toEqual([]);

      // An old file edited: refused, by name, and the new file beside it is not applied either.
      writeFileSync(join(dir, '001_boats.sql'), 'CREATE TABLE boats (id bigint PRIMARY KEY, name text);\n');
      writeFileSync(join(dir, '003_harbours.sql'), 'CREATE TABLE harbours (id bigint PRIMARY KEY);\n');
      const refused = await migrate(db, { dir }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(ChangedMigrationError);
      expect((refused as Error).message).toContain('001_boats.sql changed after being applied');
      const harbours = await db.query(`SELECT 1 FROM pg_class WHERE relname = 'harbours'`);
      expect(harbours.rows).toHaveLength(0);
    } finally {
      await db.close();
    }
  });

  it('gives rows applied before checksums existed their checksum, then holds them to it', async () => {
    const db = await openDatabase({});
    try {
      const dir = migrationsDir({ '001_boats.sql': FIRST['001_boats.sql'] });
      // A database migrated by the runner without checksums.
      await db.query(
        `CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
         CREATE TABLE boats (id bigint PRIMARY KEY, name text NOT NULL);
         INSERT INTO schema_migrations (name) VALUES ('001_boats.sql');`,
      );
      expect(await migrate(db, { dir })).toEqual([]);
      const { rows } = await db.query<{ checksum: string }>('SELECT checksum FROM schema_migrations');
      expect(rows[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
      writeFileSync(join(dir, '001_boats.sql'), 'CREATE TABLE boats (id int PRIMARY KEY);\n');
      await expect(migrate(db, { dir })).rejects.toThrow(ChangedMigrationError);
    } finally {
      await db.close();
    }
  });
});

describe('migrations on PostgreSQL', () => {
  let serverUrl = '';
  let stopCluster: (() => void) | undefined;
  beforeAll(async () => {
    serverUrl = process.env.TEST_DATABASE_URL ?? '';
    if (!serverUrl) {
      const cluster = startThrowawayPostgres();
      if (cluster.error !== undefined)
        throw new Error(`PostgreSQL is needed for this test: ${cluster.error}`);
      serverUrl = cluster.url;
      stopCluster = cluster.stop;
    }
  }, 120_000);
  afterAll(() => stopCluster?.());

  it('four processes starting at once on an empty database migrate it once', async () => {
    const throwaway = await createThrowawayDatabase(serverUrl);
    const dir = migrationsDir({
      ...FIRST,
      // Fails if run twice: the count says how many processes ran it.
      '003_runs.sql':
        'CREATE TABLE migration_runs (n int); INSERT INTO migration_runs VALUES (1); SELECT pg_sleep(0.2);\n',
    });
    const processes = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: throwaway.url, poolSize: 3 })),
    );
    try {
      const applied = await Promise.all(processes.map((db) => migrate(db, { dir })));
      expect(applied.flat().sort()).toEqual(['001_boats.sql', '002_boats_by_name.sql', '003_runs.sql']);
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
      const [db] = processes as [Database];
      expect((await db.query('SELECT n FROM migration_runs')).rows).toHaveLength(1);
      expect(await indexValid(db)).toBe(true);

      writeFileSync(join(dir, '003_runs.sql'), 'CREATE TABLE migration_runs (n bigint);\n');
      await expect(migrate(db, { dir })).rejects.toThrow(/003_runs\.sql changed after being applied/);
    } finally {
      await Promise.all(processes.map((db) => db.close()));
      await throwaway.drop();
    }
  });
});
