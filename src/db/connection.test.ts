import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './connection.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The PostgreSQL run of the suite (TEST_DATABASE_URL) checks the pool path; by default this is PGlite.
describe(`database connection (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let db: Database;
  beforeEach(async () => {
    db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    await db.query('DROP TABLE IF EXISTS serial_probe');
    await db.query('CREATE TABLE serial_probe (label text NOT NULL, n integer NOT NULL DEFAULT 0)');
  });
  afterEach(async () => {
    await db.query('DROP TABLE IF EXISTS serial_probe');
    await db.close();
  });

  it("never runs another request's statement inside a transaction that rolls back", async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query("INSERT INTO serial_probe (label) VALUES ('inside')");
      await pause(30); // another request gets the event loop here
      throw new Error('abort');
    });
    const outside = (async () => {
      await pause(5);
      await db.query("INSERT INTO serial_probe (label) VALUES ('outside')");
    })();
    await expect(failing).rejects.toThrow('abort');
    await outside;
    const { rows } = await db.query<{ label: string }>('SELECT label FROM serial_probe ORDER BY label');
    expect(rows.map((r) => r.label)).toEqual(['outside']);
  });

  it('keeps read-modify-write transactions from losing updates', async () => {
    await db.query("INSERT INTO serial_probe (label, n) VALUES ('counter', 0)");
    const increment = () =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ n: number }>(
          "SELECT n FROM serial_probe WHERE label = 'counter' FOR UPDATE",
        );
        await pause(10);
        await tx.query("UPDATE serial_probe SET n = $1 WHERE label = 'counter'", [rows[0].n + 1]);
      });
    await Promise.all(Array.from({ length: 8 }, increment));
    const { rows } = await db.query<{ n: number }>("SELECT n FROM serial_probe WHERE label = 'counter'");
    expect(rows[0].n).toBe(8);
  });

  it('returns dates as calendar strings and bigints as numbers on both drivers', async () => {
    const { rows } = await db.query<{ d: string; big: number; money: number }>(
      "SELECT DATE '2026-07-14' AS d, 9007199254740::bigint AS big, 12.5::numeric AS money",
    );
    expect(rows[0]).toEqual({ d: '2026-07-14', big: 9007199254740, money: 12.5 });
  });

  it('runs a statement marked generic with its generic plan only, and every other one as before', async () => {
    const mode = async (options?: { name: string; generic?: boolean }) =>
      (await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode', [], options)).rows[0]
        .plan_cache_mode;
    const onPostgres = db.kind === 'postgres';
    expect(await mode({ name: 'probe_generic', generic: true })).toBe(
      onPostgres ? 'force_generic_plan' : 'auto',
    );
    expect(await mode({ name: 'probe_named' })).toBe('auto');
    expect(await mode()).toBe('auto');
    // A transaction's statements stay on the ordinary connections.
    const inside = await db.transaction(
      async (tx) =>
        (
          await tx.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode', [], {
            name: 'probe_tx',
            generic: true,
          })
        ).rows[0].plan_cache_mode,
    );
    expect(inside).toBe('auto');
  });
});
