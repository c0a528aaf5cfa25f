import type { Database, Queryable, QueryOptions } from '../../src/db/connection.ts';

/** A statement a counting database ran, with the name it was prepared under (none: unnamed). */
export type CountedStatement = { sql: string; name?: string };

/**
 * The same database, noting into `statements` every statement run through it, its transactions and
 * its replica (the primary itself when DATABASE_READ_URL is unset): for tests that bound how many
 * statements a request runs and that each is prepared.
 */
export function countingDatabase(db: Database, statements: CountedStatement[]): Database {
  const note = (sql: string, options?: QueryOptions) => statements.push({ sql, name: options?.name });
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params, options) => {
      note(sql, options);
      return q.query(sql, params, options);
    },
  });
  return {
    ...db,
    ...wrap(db),
    replica: wrap(db.replica),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
  };
}
