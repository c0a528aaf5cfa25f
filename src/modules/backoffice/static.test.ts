import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import backofficeStaticRoutes from './static.ts';

let root: string;
let dir: string;
let app: FastifyInstance;

async function appServing(distDir: string) {
  const instance = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await instance.register(backofficeStaticRoutes, { distDir });
  return instance;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bosun-admin-'));
  dir = join(root, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Bosun back office</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("admin")');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["admin/App.tsx"]}');
  writeFileSync(join(root, 'secret.txt'), 'not for you');
  app = await appServing(dir);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the back office at /admin', () => {
  it.each(['/admin', '/admin/', '/admin/users/12/show'])(
    'answers %s with index.html, not cached',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Bosun back office</title>');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the build’s source maps to itself (the error receiver reads them from disk)', async () => {
    const res = await app.inject({ url: '/admin/assets/index-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('App.tsx');
  });

  it('answers 404 for a missing asset and for a path outside the build', async () => {
    expect((await app.inject({ url: '/admin/assets/gone-000.js' })).statusCode).toBe(404);
    const outside = await app.inject({ url: '/admin/..%2Fsecret.txt' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('not for you');
  });

  it('explains how to build it when the build is missing', async () => {
    const unbuilt = await appServing(join(dir, 'nothing-here'));
    const res = await unbuilt.inject({ url: '/admin/users' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('run npm run build');
    await unbuilt.close();
  });
});
