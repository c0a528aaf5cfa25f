import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createLogger } from './logging.ts';

let app: FastifyInstance;
let db: Database;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false', PAGE_CACHE_SECONDS: '0' });
  app = await buildApp({ config, db, logger: createLogger('info', sink) });
  // Code that logs through the app's logger, as services and providers do, after reading a body.
  app.post('/api/test-only/log-through-app', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    app.log.info({ got: (request.body as { note: string }).note }, 'a service speaks');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe('request ids in the logs', () => {
  it('tells the client its request id and writes it in every line of that request, also through app.log', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-only/log-through-app',
      payload: { note: 'hello' },
    });
    expect(res.statusCode).toBe(200);
    const reqId = String(res.headers['x-request-id']);
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const mine = linesOf(reqId);
    expect(mine.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'a service speaks', 'request completed']),
    );
    const spoken = mine.find((line) => line.msg === 'a service speaks');
    expect(spoken?.got).toBe('hello');
    // one reqId field per line, not two (the request's own logger is bound to it already)
    const raw = JSON.stringify(spoken);
    expect(raw.split('"reqId"').length - 1).toBe(1);
  });

  it('keeps the id a load balancer sent, and makes a new one when the header is not an id', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a9c21e0' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21e0');
    expect(linesOf('lb-7f3a9c21e0').length).toBeGreaterThanOrEqual(2);

    const odd = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\n{' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives two requests two ids', async () => {
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
