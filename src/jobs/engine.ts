import PgBoss from 'pg-boss';
import type { Database } from '../db/connection.ts';
import type { JobLog } from './outboxDelivery.ts';

/**
 * DESIGN.md, "Many machines": the jobs run on pg-boss, a kept PostgreSQL job engine. Every process
 * that runs jobs starts one engine over the same database; the engine hands each run of a job to one
 * of them.
 *
 * - A job every minute or slower is a pg-boss cron schedule: one process per half minute looks at the
 *   schedules and sends the due run under a per-minute singleton key, so N processes send it once.
 * - A job more often than once a minute (the outbox every 2 s, contracts every 30 s) cannot be cron
 *   (minute resolution): every process offers a run each period with `sendThrottled`, whose unique key
 *   (queue, time slot) lets one offer per slot in; the worker that made it fetches it at once.
 *
 * A run that dies with its process stays `active` until its expiry, then pg-boss retries it (with a
 * growing pause) on any process. Periodic jobs use the `stately` policy (at most one waiting and one
 * running: a slow run never piles up a backlog); jobs more often than once a minute use `standard`,
 * so a process that died mid-run never holds the next runs back (their work is claimed by rows with
 * leases, so two runs at once are safe, as DESIGN.md asks of every job).
 */
export interface JobDefinition {
  /** The queue's name, kebab-case; the back office shows it. */
  name: string;
  /** The period: 60 and more is a cron schedule (whole minutes dividing an hour, or hours). */
  everySeconds: number;
  /** One run; what it answers (counts) is kept with the run. */
  run: () => Promise<unknown>;
  /** How long a run may take before it is counted as dead and retried. */
  expireInSeconds?: number;
}

export interface JobEngineOptions {
  log: JobLog;
  /** How often expired runs are failed and retried, and old runs archived (pg-boss maintenance). */
  maintenanceIntervalSeconds?: number;
  /** Most seconds between two looks at a queue for a run sent by another process. */
  pollingIntervalSeconds?: number;
}

export interface JobEngine {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

/** pg-boss's own tables live in this schema, beside the application's. */
export const JOBS_SCHEMA = 'pgboss';

/** The cron expression for a period of whole minutes (dividing an hour) or whole hours, in UTC. */
export function cronFor(everySeconds: number): string {
  const minutes = everySeconds / 60;
  if (minutes === 1) return '* * * * *';
  if (Number.isInteger(minutes) && minutes < 60 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && 24 % hours === 0)
    return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  throw new Error(`No cron schedule for a period of ${everySeconds} s`);
}

/**
 * pg-boss runs its statements through the application's database, so it works on embedded PGlite as
 * on PostgreSQL. Its maintenance scripts come as `BEGIN; …; COMMIT;` in one text: they run inside
 * `db.transaction` instead, so that a failure rolls back on that very connection (a pooled connection
 * left in an aborted transaction, or PGlite's only one, would poison every later statement).
 */
export function jobEngineExecutor(db: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const script = /^\s*BEGIN;([\s\S]*?);?\s*COMMIT;\s*$/.exec(text);
      if (script && !values?.length) return db.transaction((tx) => tx.query(script[1] ?? ''));
      return db.query(text, values);
    },
  } as PgBoss.Db;
}

export async function startJobEngine(
  db: Database,
  jobs: JobDefinition[],
  options: JobEngineOptions,
): Promise<JobEngine> {
  const { log } = options;
  const boss = new PgBoss({
    db: jobEngineExecutor(db),
    schema: JOBS_SCHEMA,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  await boss.start();

  const tickers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    const cron = job.everySeconds >= 60 ? cronFor(job.everySeconds) : undefined;
    const queue: Omit<PgBoss.Queue, 'name'> = {
      policy: cron ? 'stately' : 'standard',
      retryLimit: 3,
      retryDelay: Math.min(Math.max(job.everySeconds, 5), 60),
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? Math.max(120, Math.min(job.everySeconds, 15 * 60)),
    };
    await boss.createQueue(job.name, { name: job.name, ...queue });
    // A queue made by an older version keeps its settings otherwise.
    await boss.updateQueue(job.name, { name: job.name, ...queue });
    const workerId = await boss.work(
      job.name,
      {
        batchSize: 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? Math.min(10, Math.max(2, job.everySeconds)),
      },
      async () => {
        try {
          return await job.run();
        } catch (err) {
          log.error({ err, job: job.name }, `${job.name} failed; retried later`);
          throw err;
        }
      },
    );
    if (cron) {
      await boss.schedule(job.name, cron, {}, { tz: 'UTC' });
      continue;
    }
    const offer = () =>
      boss
        .sendThrottled(job.name, {}, {}, job.everySeconds, job.name)
        .then((id) => {
          if (id) boss.notifyWorker(workerId);
        })
        .catch((err) => log.warn({ err, job: job.name }, 'could not offer a job run'));
    void offer();
    const ticker = setInterval(offer, job.everySeconds * 1000);
    ticker.unref();
    tickers.push(ticker);
  }
  log.info({ jobs: jobs.map((job) => job.name) }, 'job engine started');

  return {
    boss,
    async stop() {
      for (const ticker of tickers) clearInterval(ticker);
      // Waits for the runs in flight; a run still going after the timeout is failed, then retried.
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}
