import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../tests/helpers/serverProcess.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'bosun-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(port: number) {
  return startServerProcess(port, { DATA_DIR: dataDir, TEST_DATABASE_URL: '', DATABASE_URL: '' });
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

// DATABASE_URL is blanked above, so this always exercises the PGlite path (the one with a data dir to
// close); tests/run-all.mjs leaves this file out of the PostgreSQL run.
describe('graceful shutdown on SIGTERM', () => {
  it('answers the requests in flight, exits 0 and leaves a database that opens again', async () => {
    const port = 41000 + Math.floor(Math.random() * 9000);
    const server = startServer(port);
    await waitForHealth(port);

    // Requests the server is working on when SIGTERM arrives must still be answered.
    const inFlight = Array.from({ length: 5 }, () =>
      fetch(`http://127.0.0.1:${port}/api/health?holdMs=1500`).then((r) => r.status),
    );
    await new Promise((r) => setTimeout(r, 400));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const lateComer = fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    const [code, statuses, late] = await Promise.all([
      exitOf(server.child),
      Promise.all(inFlight),
      lateComer,
    ]);

    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(['refused', 503]).toContain(late);
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down');

    const again = startServer(port);
    await waitForHealth(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    again.child.kill('SIGTERM');
    expect(await exitOf(again.child)).toBe(0);
  }, 120_000);
});
