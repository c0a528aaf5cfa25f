import { type ChildProcess, spawn } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

/**
 * `src/server.ts` in a child process on 127.0.0.1:port, as in production but with NODE_ENV=test, its
 * output kept; `compiled` runs that compiled server file (scripts/build-server.mjs) with plain node.
 */
export function startServerProcess(
  port: number,
  env: Record<string, string>,
  { compiled }: { compiled?: string } = {},
): { child: ChildProcess; output: () => string } {
  let output = '';
  const args = compiled ? [compiled] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}
