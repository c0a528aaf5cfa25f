import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { webPushTestSettings } from './tests/e2e/localPushService.ts';

const port = Number(process.env.E2E_PORT ?? 3311);
// A fresh embedded database per run, seeded small so the server is up in seconds.
const dataDir = join(tmpdir(), `bosun-e2e-${Date.now()}`);
// Web Push goes to the test's own push service (tests/e2e/web-push.spec.ts), whose certificate the
// server trusts; VAPID keys made for this run.
const webPush = webPushTestSettings();

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx src/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_BOATS: '120',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Journeys change boats and read them back at once.
      PAGE_CACHE_SECONDS: '0',
      // Every journey's users come from 127.0.0.1: one address would hit the per-address limit that
      // protects production (the limit itself is tested in src/http against a real server).
      RATE_LIMIT_PER_MINUTE: '100000',
      ERROR_REPORTS_PER_CLIENT_PER_MINUTE: '100000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_PUSH_VAPID_PUBLIC_KEY: webPush.vapidPublicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: webPush.vapidPrivateKey,
      NODE_EXTRA_CA_CERTS: webPush.tlsCertFile,
    },
  },
});
