// One payout run of the checkout this process runs in (its cwd), on DATABASE_URL, for
// tests/perf/payouts.mjs: a process of its own, so the memory figures are this run's alone and another
// checkout's code can be measured the same way (BENCH_PAYOUT_COMPARE). Prints one JSON line.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { clusterCpuSeconds } from './benchKit.mjs';

const from = (path) => pathToFileURL(join(process.cwd(), path)).href;
const { openDatabase } = await tsImport(from('src/db/connection.ts'), import.meta.url);
const { runPayouts } = await tsImport(from('src/modules/payouts/service.ts'), import.meta.url);
const { createSandboxPayouts } = await tsImport(
  from('src/providers/payouts/sandboxPayouts.ts'),
  import.meta.url,
);
const { DEVELOPMENT_BANK_DETAILS_KEY } = await tsImport(from('src/config.ts'), import.meta.url);

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  // the floor: the bare SQL of the run's read, every owner's payable, unheld rows summed per owner
  const floorStarted = performance.now();
  await db.query(
    `SELECT owner_id, count(*) AS n, sum(amount) AS amount FROM owner_unpaid_rows
      WHERE hold IS NULL AND payable_on <= ($1::timestamptz AT TIME ZONE time_zone)::date GROUP BY owner_id`,
    [new Date()],
  );
  const floor = (performance.now() - floorStarted) / 1000;
  global.gc?.();
  let peakRss = 0;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 100);
  const before = process.memoryUsage();
  const cpuBefore = process.cpuUsage();
  const databaseCpuBefore = await clusterCpuSeconds(db);
  const started = performance.now();
  const run = await runPayouts(db, {
    provider: createSandboxPayouts(),
    publicUrl: 'http://127.0.0.1',
    bankDetailsKey: DEVELOPMENT_BANK_DETAILS_KEY,
    anyDay: true,
  });
  const seconds = (performance.now() - started) / 1000;
  // CPU seconds, which a busy machine inflates far less than the run's wall time: this process's, and
  // the cluster's (read before this process's connections close and their backends end)
  const cpu = process.cpuUsage(cpuBefore);
  const nodeCpu = (cpu.user + cpu.system) / 1e6;
  const databaseCpu = (await clusterCpuSeconds(db)) - databaseCpuBefore;
  clearInterval(sampler);
  // what the run left behind once garbage is collected: a run that held its owners or rows in memory
  // would leave them here, whatever the peaks between collections
  global.gc?.();
  const after = process.memoryUsage();
  const paid = (await db.query(`SELECT count(*)::int AS n FROM payout_items`)).rows[0].n;
  const twice = (
    await db.query(
      `SELECT count(*)::int AS n FROM (SELECT ledger_entry_id FROM payout_items GROUP BY 1 HAVING count(*) > 1) x`,
    )
  ).rows[0].n;
  console.log(
    JSON.stringify({
      run,
      seconds,
      nodeCpu,
      databaseCpu,
      floor,
      paid,
      twice,
      before,
      after,
      peakRss,
      peakHeap,
    }),
  );
} finally {
  await db.close();
}
