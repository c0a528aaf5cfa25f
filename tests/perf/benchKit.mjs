import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

// What every benchmark script shares: starting and waiting for a server, exact percentiles, rounding, dates.

/** Resolves once `url` answers 2xx; a seeded server may take minutes to come up. */
export async function waitFor(url, timeoutMs = 1_800_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** The p-th percentile of ascending response times (every response kept, so exact, not bucketed). */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;

/** Milliseconds to two decimals, for tables. */
export const ms = (v) => Math.round(v * 100) / 100;

/** Today plus `offset` days, as YYYY-MM-DD. */
export const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Signs a demo account in and returns its session cookies, for benchmarks of staff endpoints. */
export async function signInCookie(base, email) {
  const login = await fetch(`${base}/api/v6/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bosun-demo-2026' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** autocannon on one URL, keeping every response time (ascending) so percentiles are exact. */
export function measure(url, { connections, seconds, cookie }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      { url, connections, duration: seconds, headers: cookie ? { cookie } : {} },
      (err, result) => (err ? reject(err) : resolve({ result, times: times.sort((a, b) => a - b) })),
    );
    instance.on('response', (_c, _s, _b, responseTime) => times.push(responseTime));
  });
}

/**
 * The server (`src/server.ts`, by node itself rather than npx) on 127.0.0.1:port for a benchmark:
 * warnings only, no rate limit, NODE_ENV=production unless `env` says otherwise. It runs in its own
 * process group, so `stop()` also stops tsx's child and every cluster worker.
 */
export function startBenchServer(port, env = {}, cwd = new URL('../..', import.meta.url).pathname) {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") goes to the server's node: a profile of
  // what the benchmark measured.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Production refuses to start on the development secret; a benchmark's own throwaway one.
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    /** The server's process: its CPU time can be read (cpuSeconds). */
    pid: child.pid,
    /** SIGTERM to the group; resolves once the server has shut down (awaited before its database is stopped). */
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      return exited;
    },
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The CPU seconds a PostgreSQL cluster has used so far: its postmaster's children (backends,
 * autovacuum, writers) read from /proc, the postmaster found through the cluster's data directory.
 * Processes that ended meanwhile are not counted: read it around work done on long-lived connections.
 */
export async function clusterCpuSeconds(client) {
  const { rows } = await client.query('SHOW data_directory');
  const postmaster = Number(readFileSync(`${rows[0].data_directory}/postmaster.pid`, 'utf8').split('\n')[0]);
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      // ppid is field 4 of stat; utime and stime 14 and 15
      if (Number(fields[1]) === postmaster || Number(entry) === postmaster)
        total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {}
  }
  return total;
}
