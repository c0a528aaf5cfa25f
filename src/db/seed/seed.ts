import type { Database } from '../connection.ts';

export interface SeedOptions {
  boats: number;
  log?: (message: string) => void;
}

/** Seeds the demo marketplace when the database has no users. */
export async function seedIfEmpty(db: Database, opts: SeedOptions): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM users');
  if (rows[0].n > 0) return false;
  opts.log?.('empty database: seeding demo data');
  return true;
}
