import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../../tests/helpers/app.ts';
import { startThrowawayPostgres } from '../../tests/helpers/postgres.mjs';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

// A replica is a PostgreSQL matter: the harness's server in the PostgreSQL run, else a throwaway
// cluster made here. The "replica" is a second database on it that the test keeps apart from the
// primary on purpose (the primary seeded, the replica empty), so every answer shows which one it read.
const cleanups: (() => Promise<void> | void)[] = [];
let primaryUrl = '';
let replicaUrl = '';
let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  let serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!serverUrl) {
    const cluster = startThrowawayPostgres();
    if (cluster.error !== undefined) throw new Error(`PostgreSQL is needed for this test: ${cluster.error}`);
    serverUrl = cluster.url;
    cleanups.push(cluster.stop);
  }
  const primary = await createThrowawayDatabase(serverUrl);
  const replica = await createThrowawayDatabase(serverUrl);
  cleanups.unshift(primary.drop, replica.drop);
  primaryUrl = primary.url;
  replicaUrl = replica.url;
  const replicaDb = await openDatabase({ databaseUrl: replicaUrl });
  await migrate(replicaDb);
  await replicaDb.close();

  db = await openDatabase({ databaseUrl: primaryUrl, readUrl: replicaUrl, poolSize: 3, readPoolSize: 2 });
  await migrate(db);
  await seedIfEmpty(db, { boats: 4 });
  const config = loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false', PAGE_CACHE_SECONDS: '0' });
  app = await buildApp({ config, db, logger: false });
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  for (const cleanup of cleanups) await cleanup();
});

describe('reads that may lag go to DATABASE_READ_URL', () => {
  it('answers search, product pages and the sitemap from the replica', async () => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE moderation_status = 'published' ORDER BY id LIMIT 1`,
    );
    expect(rows).toHaveLength(1);

    // The primary has published boats; the replica (empty here) is what these pages read.
    const count = await app.inject({ method: 'GET', url: '/api/v6/products/count' });
    expect(count.json()).toEqual({ count: 0 });
    const product = await app.inject({ method: 'GET', url: `/api/v6/products/${rows[0].id}` });
    expect(product.statusCode).toBe(404);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    const { rows: cities } = await db.query<{ slug: string }>(
      `SELECT DISTINCT c.slug FROM products p JOIN cities c ON c.id = p.city_id WHERE p.moderation_status = 'published'`,
    );
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect(sitemap.body).not.toContain(`/${city.slug}`);
  });

  it('reads the primary for the same pages when DATABASE_READ_URL is unset', async () => {
    const primaryOnly = await openDatabase({ databaseUrl: primaryUrl, poolSize: 2 });
    const config = loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false', PAGE_CACHE_SECONDS: '0' });
    const plain = await buildApp({ config, db: primaryOnly, logger: false });
    try {
      const count = await plain.inject({ method: 'GET', url: '/api/v6/products/count' });
      expect(count.json().count).toBeGreaterThan(0);
      expect(primaryOnly.poolUsage().map((usage) => usage.pool)).toEqual(['primary']);
    } finally {
      await plain.close();
      await primaryOnly.close();
    }
  });

  it('keeps sign-in and what must see a write on the primary', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'renter@bosun.test', password: 'Bosun-demo-2026' },
    });
    // The demo renter exists on the primary only: a sign-in that read the replica would be refused.
    expect([200, 202]).toContain(login.statusCode);
  });

  it('runs a generic-plan statement with SET LOCAL, leaving no setting on the pooled connection', async () => {
    const one = await openDatabase({ databaseUrl: primaryUrl, poolSize: 1 });
    try {
      const inside = await one.query<{ mode: string }>(
        `SELECT current_setting('plan_cache_mode') AS mode WHERE $1::int = 1`,
        [1],
        { name: 'replica-test-generic', generic: true },
      );
      expect(inside.rows[0].mode).toBe('force_generic_plan');
      // the pool's only connection, afterwards: as it came (a transaction pooler may hand it to anyone)
      const after = await one.query<{ mode: string }>(`SELECT current_setting('plan_cache_mode') AS mode`);
      expect(after.rows[0].mode).toBe('auto');
      expect(one.poolUsage()).toEqual([{ pool: 'primary', max: 1, total: 1, idle: 1, waiting: 0 }]);
    } finally {
      await one.close();
    }
    expect(db.poolUsage().map((usage) => [usage.pool, usage.max])).toEqual([
      ['primary', 3],
      ['replica', 2],
    ]);
  });
});
