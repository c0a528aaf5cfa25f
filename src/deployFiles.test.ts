import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config.ts';

// Docker cannot run on the machines that run this suite (no daemon, no compose plugin): what can be
// checked without it is checked here, so the files cannot drift from the server they deploy.
const root = new URL('..', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, Service>;
    configs: Record<string, { content: string }>;
  };

  it('runs two server instances from the Dockerfile on one PostgreSQL, one Redis and one S3-compatible store', () => {
    const apps = Object.entries(compose.services).filter(([, service]) => service.build === '.');
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(compose.services.postgres.image).toMatch(/^postgres:1[5-9]/);
    expect(compose.services.redis.image).toMatch(/^redis:/);
    expect(compose.services.minio.image).toMatch(/^minio\/minio/);
    for (const [, app] of apps) {
      const env = app.environment ?? {};
      expect(new URL(env.DATABASE_URL).hostname).toBe('postgres');
      expect(new URL(env.REDIS_URL).hostname).toBe('redis');
      expect(new URL(env.S3_ENDPOINT).hostname).toBe('minio');
      expect(Object.keys(app.depends_on ?? {})).toEqual(['postgres', 'redis', 'minio-bucket']);
    }
  });

  it('gives the servers settings the server accepts, production ones included', () => {
    const env = compose.services.app1.environment ?? {};
    const config = loadConfig(env);
    expect(config.NODE_ENV).toBe('production');
    expect(config.S3_BUCKET).toBe('bosun-files');
    expect(config.METRICS_TOKEN?.length).toBeGreaterThanOrEqual(24);
    // every variable is one the server reads (a typo would be silently ignored)
    const known = Object.keys(loadConfig({}));
    const optional = ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_PUBLIC_ENDPOINT'];
    const optionalToo = [
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'METRICS_TOKEN',
      'TRUST_PROXY',
    ];
    for (const name of Object.keys(env))
      expect([...known, ...optional, ...optionalToo, 'SEED_ON_START']).toContain(name);
  });

  it('balances over both instances and passes the request id on', () => {
    const nginx = compose.configs.nginx.content;
    expect(nginx).toContain('server app1:3000; server app2:3000;');
    expect(nginx).toContain('X-Request-Id $$request_id');
    expect(nginx).toMatch(/client_max_body_size 41m/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in one stage and runs the compiled server as a non-root user in another', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^FROM node:20[\w.-]* AS build$/m);
    expect(dockerfile).toMatch(/RUN .*npm run build/);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('CMD ["node", "dist/api/src/server.js"]');
    expect(runtime).not.toMatch(/tsx/);
    expect(runtime).toContain('/api/health/live');
    // what the CMD runs is what `npm run build` writes
    expect(JSON.parse(read('package.json')).scripts.build).toContain('build:server');
  });
});
