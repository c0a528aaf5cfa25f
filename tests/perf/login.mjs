import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ms, percentile, startBenchServer, waitFor } from './benchKit.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connectionsList = (process.env.BENCH_LOGIN_CONNECTIONS ?? '1,4,16').split(',').map(Number);
const port = Number(process.env.BENCH_LOGIN_PORT ?? 3455);
const base = `http://127.0.0.1:${port}`;

function run(body, connections) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: `${base}/api/v6/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections,
        duration: seconds,
      },
      (err, result) => (err ? reject(err) : resolve({ result, times: times.sort((a, b) => a - b) })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function median(body, runs = 15) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fetch(`${base}/api/v6/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    times.push(performance.now() - start);
  }
  return ms(times.sort((a, b) => a - b)[Math.floor(runs / 2)]);
}

// The demo accounts exist outside production; the hash settings are the same in every mode.
const server = startBenchServer(port, {
  NODE_ENV: 'test',
  DATA_DIR: join(tmpdir(), `bosun-bench-login-${Date.now()}`),
  SEED_ON_START: 'true',
  SEED_BOATS: '0',
});

try {
  await waitFor(`${base}/api/health`);
  const good = { email: 'renter@bosun.test', password: 'Bosun-demo-2026' };
  await run(good, 2); // warm-up
  const rows = [];
  for (const connections of connectionsList) {
    const { result, times } = await run(good, connections);
    rows.push({
      conns: connections,
      'logins/s': Math.round(result.requests.average),
      'p50 ms': ms(percentile(times, 50)),
      'p95 ms': ms(percentile(times, 95)),
      'p99 ms': ms(percentile(times, 99)),
      errors: result.errors + result.non2xx,
    });
  }
  console.log(
    `\nLogin benchmark (argon2id m=19 MiB t=2 p=1): ${seconds} s per cell, node ${process.version}`,
  );
  console.table(rows);
  // Under the per-account limit (10 failures / 15 min) so both medians measure a refused password.
  const wrong = await median({ email: 'owner@bosun.test', password: 'not-the-password' }, 9);
  const unknown = await median({ email: 'nobody-at-all@bosun.test', password: 'not-the-password' }, 9);
  console.log(`median refusal: wrong password ${wrong} ms, unknown e-mail ${unknown} ms`);
} finally {
  server.stop();
}
