import type { Queryable } from './connection.ts';

/**
 * Runs `work` inside a savepoint of the open transaction and answers false when the database's
 * no-double-booking constraint refused it (exclusion violation, 23P01): the transaction goes on, rolled
 * back to before `work`. Any other error is thrown as it is. Used where a booking's days move (a change,
 * a weather postponement) and a taken day is an answer for the person, not a failure.
 */
export async function unlessDaysTaken(
  tx: Queryable,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  await tx.query(`SAVEPOINT ${name}`);
  try {
    await work();
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== '23P01') throw error;
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    return false;
  }
}
