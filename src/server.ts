import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { JOBS_WORKER_ENV, processCount, runPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { devExposureWarning } from './http/devRoutes.ts';
import { bosunJobs, bosunQueues } from './jobs/bosunJobs.ts';
import { startJobEngine } from './jobs/engine.ts';
import { stopPdfThread } from './modules/econtracts/pdfThread.ts';
import { withLocalVapidKeys } from './providers/push/localVapidKeys.ts';

const config = withLocalVapidKeys(loadConfig());
const seedOnStart =
  (config.SEED_ON_START ?? (config.NODE_ENV === 'production' ? 'false' : 'true')) === 'true';
const processes = processCount(config);
if (processes > 1 && cluster.isPrimary) {
  await runPrimary(config, processes, seedOnStart);
} else {
  await serve();
}

/** One server process: the whole app on PORT (alone, or as one of the cluster's workers). */
async function serve() {
  const started = performance.now();
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    readUrl: config.DATABASE_READ_URL,
    readPoolSize: config.DATABASE_READ_POOL_SIZE,
  });
  const applied = await migrate(db);
  const app = await buildApp({ config, db });
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');

  if (seedOnStart) {
    const { seedIfEmpty } = await import('./db/seed/seed.ts');
    await seedIfEmpty(db, { boats: config.SEED_BOATS, log: (msg) => app.log.info(msg) });
  }

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const exposure = devExposureWarning(config);
  if (exposure) app.log.warn(`\n${'!'.repeat(100)}\n${exposure}\n${'!'.repeat(100)}`);
  app.log.info(
    `Bosun ready in ${Math.round(performance.now() - started)} ms, listening on ${address} (${config.PUBLIC_URL})`,
  );
  // In a cluster, one process runs the jobs; the others only serve requests.
  const runsJobs = cluster.isPrimary || process.env[JOBS_WORKER_ENV] === 'true';
  // Jobs run on pg-boss (src/jobs/engine.ts): each scheduled run happens once across every process
  // that runs jobs, on any number of machines.
  // It starts in the background: a SIGTERM meanwhile still finds the shutdown handlers below.
  let stopping = false;
  const jobs = runsJobs
    ? bosunJobs(db, config, app.log)
        .then((list) =>
          startJobEngine(db, list, {
            log: app.log,
            queues: bosunQueues(db, config),
            maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
            queueExpireInSeconds: config.JOB_QUEUE_EXPIRE_SECONDS,
          }),
        )
        .catch((err) => {
          if (stopping) return undefined;
          // A process that cannot run its jobs is restarted (by the cluster's primary or the platform).
          app.log.fatal({ err }, 'the job engine did not start');
          process.exit(1);
        })
    : undefined;

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      app.shuttingDown = true;
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      try {
        await app.close();
        await (await jobs)?.stop();
        await stopPdfThread();
        await db.close();
        process.exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      }
    });
  }
}
