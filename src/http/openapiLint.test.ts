import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';

/** Redocly's recommended rules (redocly.yaml at the root) over the document the API serves. */

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

let ctx: TestContext;
let dir = '';
beforeAll(async () => {
  ctx = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'bosun-openapi-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI description under Redocly lint', () => {
  it('passes the recommended rules with no error and no warning', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const file = join(dir, 'openapi.json');
    await writeFile(file, res.body);
    // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
    const { stdout } = await run(
      join(ROOT, 'node_modules', '.bin', 'redocly'),
      ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: Problem[];
    };
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
