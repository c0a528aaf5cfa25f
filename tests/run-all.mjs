// `npm test`: lint and types, unit + API tests on PGlite, the API tests again on a real PostgreSQL,
// then a production build and the Playwright suite in Chromium. Prints one closing line:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from './helpers/postgres.mjs';
import { startThrowawayRedis } from './helpers/redis.mjs';

const root = new URL('..', import.meta.url).pathname;
const totals = { passed: 0, failed: 0 };
const failures = [];
/** Every failed test by name, with the first line of its error, printed again at the very end: a CI log
 * is often read from its tail only. */
const failedTests = [];
/** The terminal's colour codes in an error message. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status})`} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`,
  );
  if (r.status !== 0) failures.push(title);
  return r.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  for (const suite of report.testResults ?? []) {
    const path = suite.name.replace(root, '');
    for (const test of suite.assertionResults ?? [])
      if (test.status === 'failed')
        failedTests.push(
          `${path} › ${test.fullName}: ${String(test.failureMessages?.[0] ?? '').split('\n')[0]}`,
        );
    if (suite.status === 'failed' && (suite.assertionResults ?? []).every((t) => t.status !== 'failed'))
      failedTests.push(`${path}: ${String(suite.message ?? 'failed to run').split('\n')[0]}`);
  }
  rmSync(file);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message ?? '';
          failedTests.push(
            `${test.status === 'flaky' ? '(flaky) ' : ''}${[...titles, spec.title].join(' › ')}: ${error.replace(COLOURS, '').split('\n')[0]}`,
          );
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) walk(suite, [suite.title]);
  rmSync(file);
}

const only = process.argv[2]; // optional: unit | postgres | e2e

// Vitest keeps one core for itself by default (one worker on a 2-core machine), but its main process
// idles while the files run: a worker per core finishes the suite sooner. TEST_WORKERS overrides.
const workers = `--maxWorkers=${process.env.TEST_WORKERS ?? availableParallelism()}`;

if (!only) step('lint and types', 'npm', ['run', 'lint', '--silent']);

// One Redis for both vitest runs (the shared rate-limit store, REDIS_URL); a test file would start
// its own otherwise. Without redis-server those tests fail, and this says why.
const redis = process.env.TEST_REDIS_URL ? { url: process.env.TEST_REDIS_URL } : await startThrowawayRedis();
if (redis.error) {
  console.error(`\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!`);
  console.error(`!!! No Redis for the shared rate-limit tests: ${redis.error}`);
  console.error(`!!! Install redis-server (apt-get install -y redis-server) or set TEST_REDIS_URL.`);
  console.error(`!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`);
  failures.push('Redis (no server)');
}
const redisEnv = redis.url ? { TEST_REDIS_URL: redis.url } : {};

if (!only || only === 'unit') {
  const out = join(tmpdir(), `bosun-vitest-pglite-${process.pid}.json`);
  step(
    'unit and API tests on PGlite',
    'npx',
    ['vitest', 'run', workers, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    redisEnv,
  );
  countVitest(out);
}

if (!only || only === 'postgres') {
  let url = process.env.DATABASE_URL;
  let cluster;
  if (!url) {
    cluster = startThrowawayPostgres();
    if (cluster.error) {
      console.error(`\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!`);
      console.error(`!!! The API suite did NOT run on PostgreSQL: ${cluster.error}`);
      console.error(`!!! Install PostgreSQL 15+ or set DATABASE_URL to a server you can drop databases on.`);
      console.error(`!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`);
      failures.push('PostgreSQL run (no server)');
    } else url = cluster.url;
  }
  if (url) {
    const out = join(tmpdir(), `bosun-vitest-pg-${process.pid}.json`);
    step(
      'API tests on PostgreSQL',
      'npx',
      ['vitest', 'run', 'src', workers, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      {
        TEST_DATABASE_URL: url,
        ...redisEnv,
      },
    );
    countVitest(out);
  }
  cluster?.stop?.();
}
redis.stop?.();

if (!only || only === 'e2e') {
  if (step('production build', 'npm', ['run', 'build', '--silent'])) {
    const out = join(tmpdir(), `bosun-playwright-${process.pid}.json`);
    step('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: out,
    });
    countPlaywright(out);
  }
}

console.log('');
for (const line of failedTests) console.log(`✗ ${line.slice(0, 400)}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
