import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/connection.ts';
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

/**
 * A one-off job (an e-mail, a PDF, a payout): sent to its queue with data, run once by one process,
 * retried with a growing pause when it throws or its process dies mid-run (after `expireInSeconds`).
 */
export interface QueuedJobDefinition<T extends object = object> {
  name: string;
  handle: (data: T, run: { id: string; retryCount: number }) => Promise<unknown>;
  /** Attempts after the first (default 5). */
  retryLimit?: number;
  /** First pause before a retry, doubled each time (default 10 s). */
  retryDelaySeconds?: number;
  expireInSeconds?: number;
}

export interface JobEngineOptions {
  log: JobLog;
  /** One-off jobs this process works on; send() puts work in any queue. */
  queues?: QueuedJobDefinition[];
  /** How often expired runs are failed and retried, and old runs archived (pg-boss maintenance). */
  maintenanceIntervalSeconds?: number;
  /** Most seconds between two looks at a queue for a run sent by another process. */
  pollingIntervalSeconds?: number;
  /** Replaces every one-off queue's `expireInSeconds` (config JOB_QUEUE_EXPIRE_SECONDS). */
  queueExpireInSeconds?: number;
}

export interface JobSender {
  /**
   * Queues a one-off job; with `db`, in that transaction (sent only if it commits). Answers its id,
   * or null when the queue does not exist yet (no process that works it has started).
   */
  send(name: string, data: object, options?: { db?: Queryable }): Promise<string | null>;
}

export interface JobEngine extends JobSender {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

function sendThrough(boss: PgBoss): JobSender['send'] {
  return (name, data, sendOptions) => {
    const tx = sendOptions?.db;
    return boss.send(name, data, tx ? { db: { executeSql: (text, values) => tx.query(text, values) } } : {});
  };
}

/**
 * Queues one-off jobs from any process, also one that runs no jobs (a cluster's web workers): an
 * engine that is never started only writes the job's row, in the caller's transaction if given.
 */
export function jobSender(db: Database): JobSender {
  return { send: sendThrough(new PgBoss({ db: jobEngineExecutor(db), schema: JOBS_SCHEMA })) };
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

interface QueueSettings {
  name: string;
  policy: 'standard' | 'stately';
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/** Any fixed bigint: the lock under which processes make (or update) the job engine's queues. */
const QUEUE_SETUP_LOCK = '7236266315938035045';

/**
 * Makes each queue, or brings its settings up to date, one process at a time: pg-boss's own
 * create_queue deadlocks when two processes make the same queues at once (two machines starting
 * together on a new database did).
 */
async function ensureQueues(db: Database, queues: QueueSettings[]) {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [QUEUE_SETUP_LOCK]);
    for (const { name, ...settings } of queues) {
      await tx.query(`SELECT ${JOBS_SCHEMA}.create_queue($1, $2)`, [name, settings]);
      await tx.query(
        `UPDATE ${JOBS_SCHEMA}.queue SET policy = $2, retry_limit = $3, retry_delay = $4, retry_backoff = $5,
                expire_seconds = $6, updated_on = now()
          WHERE name = $1`,
        [
          name,
          settings.policy,
          settings.retryLimit,
          settings.retryDelay,
          settings.retryBackoff,
          settings.expireInSeconds,
        ],
      );
    }
  });
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
    // How often one process (whichever gets there first) looks for due schedules: pg-boss's 30 s
    // meant a first start waited that long for its first runs (it looks before the schedules exist).
    cronMonitorIntervalSeconds: 10,
  });
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  await boss.start();

  await ensureQueues(db, [
    ...jobs.map((job) => ({
      name: job.name,
      policy: job.everySeconds >= 60 ? ('stately' as const) : ('standard' as const),
      retryLimit: 3,
      retryDelay: Math.min(Math.max(job.everySeconds, 5), 60),
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? Math.max(120, Math.min(job.everySeconds, 15 * 60)),
    })),
    ...(options.queues ?? []).map((queue) => ({
      name: queue.name,
      policy: 'standard' as const,
      retryLimit: queue.retryLimit ?? 5,
      retryDelay: queue.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: options.queueExpireInSeconds ?? queue.expireInSeconds ?? 15 * 60,
    })),
  ]);

  const tickers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    const cron = job.everySeconds >= 60 ? cronFor(job.everySeconds) : undefined;
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
  for (const queue of options.queues ?? []) {
    await boss.work<object>(
      queue.name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        // Which process took which attempt: what an operator reads after a machine died mid-run.
        log.info({ job: queue.name, id: job.id, attempt: job.retryCount }, `${queue.name} started`);
        try {
          return await queue.handle(job.data, { id: job.id, retryCount: job.retryCount });
        } catch (err) {
          log.error({ err, job: queue.name, id: job.id }, `${queue.name} failed; retried later`);
          throw err;
        }
      },
    );
  }
  log.info(
    { jobs: jobs.map((job) => job.name), queues: (options.queues ?? []).map((queue) => queue.name) },
    'job engine started',
  );

  return {
    boss,
    send: sendThrough(boss),
    async stop() {
      for (const ticker of tickers) clearInterval(ticker);
      // Waits for the runs in flight; a run still going after the timeout is failed, then retried.
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}
