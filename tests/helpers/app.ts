import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/connection.ts';
import { migrate } from '../../src/db/migrate.ts';
import { reportAnswerProblem } from './answerCheck.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * A fresh app over a fresh, migrated database: in-memory PGlite, or a new schema-isolated database on
 * the PostgreSQL server named by TEST_DATABASE_URL (set by the test harness for the PostgreSQL run).
 * Its answers are checked against the description: tests/helpers/answerCheck.setup.ts fails a test
 * that got one the description does not allow.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  // Pages are rendered afresh for each request, so a test sees its own changes at once
  // (site/pageCache.test.ts turns the guest page cache on).
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    PAGE_CACHE_SECONDS: '0',
    ...env,
  });
  const db = await openTestDatabase();
  await migrate(db);
  const app = await buildApp({ config, db, logger: false, checkAnswers: reportAnswerProblem });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A new, empty database on a PostgreSQL server: its URL, and how to drop it. */
export async function createThrowawayDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bosun_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openDatabase({ databaseUrl: serverUrl });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = await openDatabase({ databaseUrl: serverUrl });
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.close();
    },
  };
}

async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  // One throwaway database per test file keeps files independent and parallel-safe.
  const throwaway = await createThrowawayDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: throwaway.url });
  const close = db.close;
  return {
    ...db,
    async close() {
      await close();
      await throwaway.drop();
    },
  };
}
