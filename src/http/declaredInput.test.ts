import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { described, registerDescriptions } from './describe.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';
import { parseInput } from './validate.ts';

/**
 * A route's described() schemas are its validator (src/http/describe.ts): the request is checked
 * before the handler, unknown body fields are refused by name, and a handler cannot parse a request
 * part with a schema its route does not declare.
 */

const boatUpdate = z.object({
  minimumDays: z.number().int().optional(),
  place: z.object({ name: z.string() }),
});
const other = z.object({ minimumDays: z.number().int().optional() });
const loose = z.looseObject({ url: z.string() });
const query = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/, 'monthInvalid')
    .optional(),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(() => () => true);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization) (request as { viewer: unknown }).viewer = { id: 1 };
  });
  registerDescriptions(app);
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.status(error.statusCode).send(error.toBody())
      : reply.status(500).send({ error: { code: 'internal', message: (error as Error).message } }),
  );
  const d = (extra: Partial<Parameters<typeof described>[0]>) =>
    described({ tags: ['t'], summary: 's', signedIn: false, ...extra });
  app.put(
    '/api/v6/boats/:id',
    d({ params: z.object({ id: z.coerce.number().int() }), body: boatUpdate }),
    (r) => parseInput(boatUpdate, r.body),
  );
  app.put('/api/v6/undeclared', d({}), (r) => parseInput(boatUpdate, r.body));
  app.put('/api/v6/other', d({ body: boatUpdate }), (r) => parseInput(other, r.body));
  app.put('/api/v6/union', d({ body: z.union([boatUpdate, other]) }), (r) => parseInput(other, r.body));
  app.post('/api/v6/loose', d({ body: loose }), (r) => parseInput(loose, r.body));
  app.get('/api/v6/month', d({ querystring: query }), (r) => parseInput(query, r.query));
  app.get('/api/v6/search', d({ querystring: query, lenientQuery: true }), () => ({ ok: true }));
  // As real handlers do: access first (here: signed in), then the body; a failure found before the
  // handler is answered when it reads the body, so a wrong role or record is never told as a 400.
  app.post('/api/v6/mine', d({ signedIn: true, body: boatUpdate }), (r) => {
    if (!r.headers.authorization) throw unauthorized();
    if (r.headers['x-role'] === 'renter') throw forbidden();
    parseInput(boatUpdate, r.body);
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, payload });

describe('a route validates what it declares, before its handler', () => {
  it('refuses an unknown field by name (a typo no longer answers 200 and changes nothing)', async () => {
    const res = await put('/api/v6/boats/1', { minimumDayz: 3, place: { name: 'Port', nmae: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation-failed',
      fields: { minimumDayz: 'unknownField', 'place.nmae': 'unknownField' },
    });
    expect(res.json().error.message).toContain('minimumDayz');
  });

  it('names the invalid fields with their message keys, and accepts a valid body', async () => {
    const bad = await put('/api/v6/boats/1', { minimumDays: 'two' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ minimumDays: 'minimumDaysInvalid', place: 'placeRequired' });
    const good = await put('/api/v6/boats/1', { minimumDays: 2, place: { name: 'Port' } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ minimumDays: 2, place: { name: 'Port' } });
  });

  it('answers 404 to a path parameter that names nothing, 400 to a bad query', async () => {
    expect((await put('/api/v6/boats/abc', { place: { name: 'P' } })).statusCode).toBe(404);
    const res = await app.inject({ method: 'GET', url: '/api/v6/month?month=July' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ month: 'monthInvalid' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v6/month?month=2026-07&_locale=fr' })).statusCode,
    ).toBe(200);
  });

  it('leaves a lenient query to its handler, and a loose body’s extra fields alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v6/search?month=July' })).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/v6/loose', payload: { url: 'u', extra: 1 } });
    expect(res.statusCode).toBe(200);
  });

  it('tells a signed-out caller to sign in first, whatever it sent', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v6/mine', payload: { nope: 1 } });
    expect(res.statusCode).toBe(401);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v6/mine',
      payload: { nope: 1 },
      headers: { authorization: 'Bearer x' },
    });
    expect(signedIn.statusCode).toBe(400);
    const wrongRole = await app.inject({
      method: 'POST',
      url: '/api/v6/mine',
      payload: { nope: 1 },
      headers: { authorization: 'Bearer x', 'x-role': 'renter' },
    });
    expect(wrongRole.statusCode).toBe(403);
  });
});

describe('a handler cannot read input its route does not describe', () => {
  it('fails when it parses a body its route declares none for', async () => {
    const res = await put('/api/v6/undeclared', { place: { name: 'P' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toContain('does not declare');
  });

  it('fails when it parses the body with another schema than the declared one', async () => {
    const res = await put('/api/v6/other', { place: { name: 'P' } });
    expect(res.statusCode).toBe(500);
  });

  it('may parse with one option of a declared union', async () => {
    expect((await put('/api/v6/union', { minimumDays: 1 })).statusCode).toBe(200);
  });
});

/** Every routes.ts of the server, with its text. */
function routeFiles(): { file: string; text: string }[] {
  const root = join(import.meta.dirname, '..', 'modules');
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('routes.ts'))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/** Routes that read their raw bytes (and query), each verified on them (a signature, an envelope), and why. */
const RAW_BODIES = new Set([
  // Provider webhooks: verified on the exact bytes received.
  'payments/routes.ts POST',
  'payouts/routes.ts POST',
  // The Sentry envelope receiver: the SDKs' own format (its key in the query, as Sentry's).
  'errors/routes.ts POST',
]);

describe('no route reads a body or query it does not declare (a static check)', () => {
  it('declares body (or upload) wherever a handler reads request.body, querystring wherever it reads request.query', () => {
    const problems: string[] = [];
    for (const { file, text } of routeFiles()) {
      const starts = [...text.matchAll(/\b(?:app|hooks)\.(get|post|put|delete|patch)\(/g)];
      starts.forEach((start, i) => {
        const block = text.slice(start.index, starts[i + 1]?.index ?? text.length);
        const method = start[1].toUpperCase();
        const where = `${file} ${method} (line ${text.slice(0, start.index).split('\n').length})`;
        if (RAW_BODIES.has(`${file} ${method}`)) return;
        if (/request\.body/.test(block) && !/\b(body|upload):/.test(block))
          problems.push(`${where}: reads request.body without declaring body`);
        // _locale is declared centrally on every v6 operation; a test-only hook (holdMs) is not the API.
        if (
          /request\.query(?!\))/.test(block) &&
          !/\bquerystring:/.test(block) &&
          !/holdMs|_locale/.test(block)
        )
          problems.push(`${where}: reads request.query without declaring querystring`);
      });
    }
    expect(problems).toEqual([]);
  });
});
