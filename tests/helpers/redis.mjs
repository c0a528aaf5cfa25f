// A throwaway Redis server for the rate-limit tests, made with the machine's redis-server
// (`apt-get install -y redis-server`; .ci/run does it). Nothing is written to disk.
import { spawn, spawnSync } from 'node:child_process';
import { createServer, Socket } from 'node:net';

const FIRST_PORT = 6390;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(300);
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/** Starts redis-server on a free port from 6390 up; resolves { url, stop } or { error } saying why not. */
export async function startThrowawayRedis() {
  if (spawnSync('redis-server', ['--version']).error)
    return { error: 'redis-server is not installed (apt-get install -y redis-server)' };
  let port = FIRST_PORT;
  while (!(await portIsFree(port))) port++;
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 50 && !exited; i++) {
    if (await answersPing(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        stop() {
          child.kill('SIGTERM');
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  return { error: `redis-server did not answer on port ${port}` };
}
