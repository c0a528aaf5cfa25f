// A throwaway PostgreSQL cluster for the test suite, made with the machine's initdb/pg_ctl.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => Number(v) >= 15 && existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/** Starts a cluster; returns { url, stop } or { error } explaining why it could not. */
export function startThrowawayPostgres() {
  const bin = findBinDir();
  if (!bin)
    return {
      error: 'no PostgreSQL 15+ server binaries under /usr/lib/postgresql (apt-get install postgresql)',
    };
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'bosun-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = 50000 + Math.floor(Math.random() * 10000);
  // initdb refuses to run as root: run the server as the postgres system user then.
  const run = (cmd, args) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { error: `could not start PostgreSQL: ${err.stderr?.toString() || err.message}` };
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
