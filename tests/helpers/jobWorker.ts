// A process that works one-off jobs of the job engine, for tests/manyMachines.test.ts: the stand-in
// for a machine that dies in the middle of a job. DATABASE_URL names the database; with SEND_PROBE
// it first queues one probe job. The probe records each attempt in probe_runs and, on its first
// attempt, takes PROBE_SLOW_MS, long enough to be killed meanwhile.
import { openDatabase } from '../../src/db/connection.ts';
import { startJobEngine } from '../../src/jobs/engine.ts';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 3 });
const say = (msg: string, extra: object = {}) =>
  process.stdout.write(`${JSON.stringify({ pid: process.pid, msg, ...extra })}\n`);
await db.query(
  `CREATE TABLE IF NOT EXISTS probe_runs (job_id text NOT NULL, attempt int NOT NULL, pid int NOT NULL,
     finished boolean NOT NULL DEFAULT false)`,
);
const engine = await startJobEngine(db, [], {
  log: { info: (o, m) => say(m, o), warn: (o, m) => say(m, o), error: (o, m) => say(m, o) },
  maintenanceIntervalSeconds: 1,
  pollingIntervalSeconds: 1,
  queues: [
    {
      name: 'probe',
      retryLimit: 2,
      retryDelaySeconds: 1,
      expireInSeconds: 3,
      handle: async (_data, run) => {
        await db.query('INSERT INTO probe_runs (job_id, attempt, pid) VALUES ($1, $2, $3)', [
          run.id,
          run.retryCount,
          process.pid,
        ]);
        say('probe started', run);
        if (run.retryCount === 0)
          await new Promise((resolve) => setTimeout(resolve, Number(process.env.PROBE_SLOW_MS)));
        await db.query('UPDATE probe_runs SET finished = true WHERE job_id = $1 AND attempt = $2', [
          run.id,
          run.retryCount,
        ]);
        say('probe finished', run);
      },
    },
  ],
});
if (process.env.SEND_PROBE) say('probe sent', { id: await engine.send('probe', {}) });
say('worker ready');
process.on('SIGTERM', async () => {
  await engine.stop();
  await db.close();
  process.exit(0);
});
