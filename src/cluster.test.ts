import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../tests/helpers/app.ts';
import { startThrowawayPostgres } from '../tests/helpers/postgres.mjs';
import { startServerProcess } from '../tests/helpers/serverProcess.ts';

// Several server processes need PostgreSQL (embedded PGlite belongs to one process): the harness's
// server in the PostgreSQL run, else a throwaway cluster made here.
let databaseUrl = '';
let dropDatabase = async () => {};
let stopCluster: (() => void) | undefined;

beforeAll(async () => {
  let serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!serverUrl) {
    const cluster = startThrowawayPostgres();
    if (cluster.error !== undefined) throw new Error(`PostgreSQL is needed for this test: ${cluster.error}`);
    serverUrl = cluster.url;
    stopCluster = cluster.stop;
  }
  const throwaway = await createThrowawayDatabase(serverUrl);
  databaseUrl = throwaway.url;
  dropDatabase = throwaway.drop;
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  stopCluster?.();
});

interface LogLine {
  pid: number;
  msg: string;
}

function start(port: number): { child: ChildProcess; lines: () => LogLine[] } {
  const { child, output } = startServerProcess(port, { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2' });
  const lines = () =>
    output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  return { child, lines };
}

async function until<T>(what: string, probe: () => T | undefined): Promise<T> {
  for (let i = 0; i < 240; i++) {
    const value = probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WEB_CONCURRENCY=2 on PostgreSQL: two server processes behind node:cluster', () => {
  it('migrates once, serves from two processes, replaces one that dies, and stops both on SIGTERM', async () => {
    const port = 42000 + Math.floor(Math.random() * 8000);
    const server = start(port);
    const readyPids = () =>
      server
        .lines()
        .filter((l) => l.msg.startsWith('Bosun ready'))
        .map((l) => l.pid);
    const [first, second] = await until('two ready processes', () =>
      readyPids().length >= 2 ? readyPids() : undefined,
    );
    expect(first).not.toBe(second);
    expect([first, second]).not.toContain(server.child.pid);
    // The primary migrated before forking; the workers found nothing left to apply.
    expect(server.lines().filter((l) => l.msg === 'migrations applied')).toHaveLength(1);
    expect(server.lines().find((l) => l.msg === 'migrations applied')?.pid).toBe(server.child.pid);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'postgres' });

    // A worker that dies is replaced, and the site answers meanwhile from the other.
    process.kill(first, 'SIGKILL');
    const replacement = await until('a replacement process', () =>
      readyPids().find((pid) => pid !== first && pid !== second),
    );
    expect(alive(replacement)).toBe(true);
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
    }

    const exited = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(second)).toBe(false);
    expect(alive(replacement)).toBe(false);
  }, 120_000);
});
