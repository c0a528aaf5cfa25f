import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server.mjs';
import { startServerProcess } from '../tests/helpers/serverProcess.ts';

// The compiled server goes to a folder of its own inside the checkout (packages resolve from
// node_modules there), so this test never races `npm run build` over dist/api.
const outDir = join(new URL('..', import.meta.url).pathname, 'dist', `.api-test-${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'bosun-compiled-'));
let server: { child: ChildProcess; output: () => string } | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

let compiled: { files: number; ms: number };
beforeAll(async () => {
  compiled = await buildServer({ outDir });
}, 120_000);

async function waitForLive(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`compiled server did not start:\n${server?.output()}`);
}

// `npm start` runs this compiled JavaScript with plain node: no tsx, no TypeScript at run time.
describe('the compiled server (npm run build:server)', () => {
  it('starts from JavaScript alone, migrates, answers the API and renders the site, and stops on SIGTERM', async () => {
    expect(compiled.files).toBeGreaterThan(100);
    const port = 41000 + Math.floor(Math.random() * 9000);
    server = startServerProcess(
      port,
      { DATA_DIR: dataDir, TEST_DATABASE_URL: '', DATABASE_URL: '', SEED_ON_START: 'true', SEED_BOATS: '5' },
      { compiled: join(outDir, 'src', 'server.js') },
    );
    await waitForLive(port);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    // The site's server renderer (dist/server) is found from the compiled files too.
    const home = await fetch(`http://127.0.0.1:${port}/en`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    // No TypeScript was loaded: the process never registered tsx.
    expect(server.output()).not.toMatch(/tsx|\.ts:\d+/);

    const exited = new Promise<number | null>((resolve) => server?.child.on('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);

  it('renders contract PDFs on the compiled PDF thread, which loads JavaScript, not TypeScript', async () => {
    const thread: typeof import('./modules/econtracts/pdfThread.ts') = await import(
      join(outDir, 'src', 'modules', 'econtracts', 'pdfThread.js')
    );
    try {
      const pdf = await thread.renderContractPdfOffThread(
        {
          language: 'en',
          kind: 'in',
          isAddendum: false,
          reference: 'BSN-COMPILED-1',
          boat: 'Amphitrite',
          startDate: '2027-07-01',
          endDate: '2027-07-08',
          timeZone: 'Europe/Paris',
          renterName: 'Zoé',
          ownerName: 'Olivia',
          skipper: null,
          fuelLevel: 100,
          engineHours: null,
          equipment: [],
          damages: [],
          remarks: '',
          photos: [],
          signatures: [],
          dataHash: 'a'.repeat(64),
        },
        [],
      );
      expect(thread.pdfThreadState()).toBe('running');
      expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await thread.stopPdfThread();
    }
  }, 60_000);
});
