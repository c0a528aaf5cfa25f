// BENCH_MANY_MACHINES=1 npm run bench: what running on many machines costs and gives.
//   1. server start time, compiled (`node dist/api/src/server.js`, what `npm start` runs) vs `tsx`
//      (the TypeScript sources compiled on every start, as `npm start` did before), on a database
//      already migrated: the time from spawn to the first answer of /api/health/live;
//   2. memory at idle (RSS) of each, 5 s after it answered;
//   3. search p95 at 16 connections with its reads on a replica: a second PostgreSQL fed by streaming
//      replication (pg_basebackup -R from the primary), beside the same search on the primary alone.
// Prints figures; asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildServer } from '../../scripts/build-server.mjs';
import { startThrowawayPostgres } from '../helpers/postgres.mjs';
import { day, measure, ms, percentile, waitFor } from './benchKit.mjs';

const root = new URL('../..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const boats = Number(process.env.BENCH_SEED_BOATS ?? 2000);
const runs = Number(process.env.BENCH_START_RUNS ?? 3);
const port = 3431;

function startServer(mode, env) {
  const args = mode === 'compiled' ? ['dist/api/src/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SEED_ON_START: 'false',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      return exited;
    },
  };
}

/** Resident memory of a process and its children (tsx starts none; cluster off), in MB. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await buildServer();
const primary = startThrowawayPostgres();
if (primary.error) throw new Error(primary.error);
let replica;
try {
  console.log(`seeding ${boats} boats on the primary...`);
  execFileSync('npx', ['tsx', 'src/db/seed/cli.ts', '--boats', String(boats)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: primary.url, NODE_ENV: 'development' },
  });
  await queryOnce(primary.url, 'VACUUM (ANALYZE) products');

  // 1 and 2: start time and idle memory, each mode in turn on the same migrated database.
  const starts = { compiled: [], tsx: [] };
  const idle = { compiled: [], tsx: [] };
  for (let i = 0; i < runs; i++)
    for (const mode of ['compiled', 'tsx']) {
      const started = performance.now();
      const server = startServer(mode, { DATABASE_URL: primary.url });
      await waitFor(`http://127.0.0.1:${port}/api/health/live`);
      starts[mode].push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 5000));
      idle[mode].push(rssMb(server.pid));
      await server.stop();
    }
  console.log(
    `\nServer start (spawn to first /api/health/live answer, migrated database), ${runs} runs each:`,
  );
  console.table(
    ['compiled', 'tsx'].map((mode) => ({
      'how it runs': mode === 'compiled' ? 'node dist/api/src/server.js' : 'node --import tsx src/server.ts',
      'start median ms': Math.round(median(starts[mode])),
      'start runs ms': starts[mode].map(Math.round).join(' / '),
      'RSS at idle MB': ms(median(idle[mode])),
    })),
  );

  // 3: a streaming replica of the primary.
  replica = startReplica(primary.url);
  if (replica.error) {
    console.log(`\nNo replica: ${replica.error}`);
  } else {
    const { rows } = await queryOnce(
      primary.url,
      `SELECT c.slug FROM products p JOIN cities c ON c.id = p.city_id WHERE p.kind = 'boat'
         AND p.moderation_status = 'published' GROUP BY c.slug ORDER BY count(*) DESC LIMIT 1`,
    );
    const query = new URLSearchParams({
      placeSlug: rows[0].slug,
      dateFrom: day(30),
      dateTo: day(36),
      numberOfPeople: '4',
    }).toString();
    const url = `http://127.0.0.1:${port}/api/v6/products?${query}&currency=EUR`;
    const table = [];
    for (const [label, env] of [
      ['reads on the primary', { DATABASE_URL: primary.url }],
      ['reads on the streaming replica', { DATABASE_URL: primary.url, DATABASE_READ_URL: replica.url }],
    ]) {
      const server = startServer('compiled', env);
      await waitFor(`http://127.0.0.1:${port}/api/health/ready`);
      await measure(url, { connections: 4, seconds: 2 });
      const run = await measure(url, { connections: 16, seconds });
      const replicaReads = await queryOnce(
        replica.url,
        `SELECT coalesce(sum(xact_commit), 0)::bigint AS n FROM pg_stat_database WHERE datname = 'postgres'`,
      );
      table.push({
        search: label,
        'req/s': Math.round(run.result.requests.average),
        'p50 ms': ms(percentile(run.times, 50)),
        'p95 ms': ms(percentile(run.times, 95)),
        'non-2xx': run.result.non2xx,
        'replica transactions so far': Number(replicaReads.rows[0].n),
      });
      await server.stop();
    }
    console.log(`\nSearch (${boats} boats) at 16 connections for ${seconds} s, compiled server:`);
    console.table(table);
  }
} finally {
  replica?.stop?.();
  primary.stop();
}

async function queryOnce(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A hot standby of the primary: pg_basebackup -R (which writes the standby's connection settings),
 * started on its own port, read-only, fed by streaming replication. Needs the machine's PostgreSQL
 * binaries, as the primary does.
 */
function startReplica(primaryUrl) {
  const primaryPort = new URL(primaryUrl).port;
  const bin = execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'])
    .toString()
    .trim();
  const isRoot = process.getuid?.() === 0;
  const run = (cmd, args) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'bosun-replica-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = 50000 + Math.floor(Math.random() * 10000);
  try {
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      primaryPort,
      '-U',
      'postgres',
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      // an immediate checkpoint: the default spread one makes the copy wait minutes on an idle primary
      '-c',
      'fast',
    ]);
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on -c max_connections=200`,
      'start',
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { error: `could not make a streaming replica: ${err.stderr?.toString() || err.message}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
