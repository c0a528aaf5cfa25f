import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';

/** Set by the primary on the one worker that runs the background jobs (outbox, expiry, balances). */
export const JOBS_WORKER_ENV = 'BOSUN_RUNS_JOBS';

/** How many server processes to run: WEB_CONCURRENCY, but one on embedded PGlite (one process owns it). */
export function processCount(config: Config): number {
  const wanted = config.WEB_CONCURRENCY === 'auto' ? availableParallelism() : config.WEB_CONCURRENCY;
  return config.DATABASE_URL ? wanted : 1;
}

function log(level: 'info' | 'warn' | 'error', msg: string, extra: object = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, msg, ...extra })}\n`,
  );
}

/**
 * DESIGN.md's scale path on one machine: several stateless server processes behind a load balancer,
 * here node:cluster's, which hands each new connection to the next worker. The primary migrates
 * (and seeds, if asked) once before any worker starts, so workers never race on migrations; one
 * worker runs the background jobs; a worker that dies is replaced; SIGTERM stops every worker
 * gracefully (each answers its requests in flight) and the primary exits when they have.
 */
export async function runPrimary(config: Config, count: number, seedOnStart: boolean): Promise<void> {
  const started = performance.now();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const applied = await migrate(db);
  if (applied.length > 0) log('info', 'migrations applied', { applied });
  if (seedOnStart) {
    const { seedIfEmpty } = await import('./db/seed/seed.ts');
    await seedIfEmpty(db, { boats: config.SEED_BOATS, log: (msg) => log('info', msg) });
  }
  await db.close();

  let stopping = false;
  const fork = (runsJobs: boolean) => {
    const forkedAt = Date.now();
    const worker: Worker = cluster.fork({
      [JOBS_WORKER_ENV]: runsJobs ? 'true' : 'false',
      SEED_ON_START: 'false',
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log('error', 'server process exited; starting another', { worker: worker.process.pid, code, signal });
      // A process that cannot even start is not restarted in a tight loop.
      setTimeout(() => fork(runsJobs), Date.now() - forkedAt < 5_000 ? 1_000 : 0);
    });
  };
  for (let i = 0; i < count; i++) fork(i === 0);
  log(
    'info',
    `Bosun primary started ${count} server processes in ${Math.round(performance.now() - started)} ms`,
  );

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      log('info', 'shutting down', { signal });
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      const codes = await Promise.all(
        workers.map(
          (worker) =>
            new Promise<number | null>((resolve) => {
              worker.once('exit', (code) => resolve(code));
              worker.process.kill('SIGTERM');
            }),
        ),
      );
      process.exit(codes.every((code) => code === 0) ? 0 : 1);
    });
  }
}
