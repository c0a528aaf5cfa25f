// Builds the public site (client + SSR), the back office and the compiled server when dist/ is missing
// or older than the sources, so `npm start` on a fresh clone needs no other step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js', 'dist/admin/index.html'];
const sources = ['public-site', 'admin', 'shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The compiled server (scripts/build-server.mjs) and what it is compiled from. */
const serverOutputs = ['dist/api/src/server.js'];
const serverSources = ['src', 'shared', 'public-site', 'package-lock.json'];

const oldestOf = (paths) =>
  Math.min(...paths.map((o) => (existsSync(join(root, o)) ? statSync(join(root, o)).mtimeMs : 0)));

/** Compiles the server alone when only it is missing or older than its sources; true when it did. */
function buildServerIfNeeded() {
  if (oldestOf(serverOutputs) > Math.max(...serverSources.map(newestMtime))) return false;
  execSync('node scripts/build-server.mjs', { cwd: root, stdio: 'inherit' });
  return true;
}

/** `server: false` builds the front ends only (the tests run the TypeScript server through tsx). */
export function buildIfNeeded({ force = false, server = true } = {}) {
  const oldestOutput = oldestOf(outputs);
  const newestSource = Math.max(...sources.map(newestMtime));
  if (!force && oldestOutput > newestSource) return server ? buildServerIfNeeded() : false;
  console.log('Building the public site, the back office and the server (first start or sources changed)...');
  const started = Date.now();
  // Always the production bundles (a test runner's NODE_ENV=test would give React's development build).
  execSync('npm run build --silent', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfNeeded({ force: process.argv.includes('--force') });
