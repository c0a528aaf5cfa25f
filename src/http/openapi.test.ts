import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { insertTestUser } from '../../tests/helpers/users.ts';
import { withDefinitions } from './describe.ts';

/**
 * The description against the live API: each answer of the samples below must be a documented status
 * whose schema it satisfies. Every operation has a unique operationId; src/http/described.test.ts
 * checks that every route is described.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  security?: unknown[];
  responses: Record<string, { content?: { 'application/json'?: { schema: Json } } }>;
  'x-bosun-described'?: boolean;
}

let ctx: TestContext;
let spec: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
};

/** An operation's answers, each shared one (`$ref` to components.responses) read where it is kept. */
const answersOf = (operation: Operation) =>
  Object.fromEntries(
    Object.entries(operation.responses).map(([status, answer]) => {
      const ref = (answer as { $ref?: string }).$ref;
      return [status, ref ? spec.components.responses[ref.replace('#/components/responses/', '')] : answer];
    }),
  ) as Operation['responses'];

/** A schema with the named components it `$ref`s, at any depth (Booking, Message, ErrorBody…). */
const resolved = (schema: Json): Json => withDefinitions(schema, spec.components.schemas);
let token = '';

beforeAll(async () => {
  ctx = await createTestApp();
  await insertTestUser(ctx.db, { email: 'described@bosun.test' });
  await insertTestUser(ctx.db, { email: 'described-admin@bosun.test', staffRole: 'admin' });
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  spec = res.json();
}, 120_000);
afterAll(() => ctx.close());

const signIn = async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email: 'described@bosun.test', password: 'Bosun-demo-2026' },
  });
  token = res.json().authToken;
  return res;
};

/** Live requests for each described operation, keyed `METHOD path` as in the document. */
const SAMPLES: Record<string, (() => Promise<LightMyRequestResponse>)[]> = {
  'POST /api/v6/auth/email/exists': [
    () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v6/auth/email/exists',
        payload: { email: 'described@bosun.test' },
      }),
    () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v6/auth/email/exists',
        payload: { email: 'nobody@bosun.test' },
      }),
    () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v6/auth/email/exists',
        payload: { email: 'not-an-email' },
      }),
  ],
  'GET /api/v6/auth/providers': [() => ctx.app.inject({ method: 'GET', url: '/api/v6/auth/providers' })],
  'POST /api/v6/auth/login': [
    signIn,
    () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v6/auth/login',
        payload: { email: 'described@bosun.test', password: 'wrong-one' },
      }),
    () => ctx.app.inject({ method: 'POST', url: '/api/v6/auth/login', payload: {} }),
  ],
  'GET /api/v3/users': [
    () =>
      ctx.app.inject({ method: 'GET', url: '/api/v3/users', headers: { authorization: `Bearer ${token}` } }),
    () => ctx.app.inject({ method: 'GET', url: '/api/v3/users' }),
  ],
  'GET /api/v6/auth/viewer': [
    () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v6/auth/viewer',
        headers: { authorization: `Bearer ${token}` },
      }),
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/auth/viewer' }),
  ],
  // Operations whose success answer is a shared zod schema, and their errors.
  'GET /api/v6/currencies': [() => ctx.app.inject({ method: 'GET', url: '/api/v6/currencies' })],
  'GET /api/v6/currencies/{code}': [
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/EUR' }),
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/XYZ' }),
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/currencies/12' }),
  ],
  'GET /api/v6/products': [
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/products?boatTypes[]=sailingBoat&page=2' }),
  ],
  'GET /api/v6/products/count': [() => ctx.app.inject({ method: 'GET', url: '/api/v6/products/count' })],
  'GET /api/v6/account/conversations': [
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/account/conversations', headers: bearer() }),
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/account/conversations' }),
  ],
  'GET /api/v6/account/conversations/unread-count': [
    () =>
      ctx.app.inject({ method: 'GET', url: '/api/v6/account/conversations/unread-count', headers: bearer() }),
  ],
  'GET /api/v6/account/listings': [
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/account/listings', headers: bearer() }),
  ],
  'GET /api/v6/booking/{id}/detail': [
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/booking/987654/detail', headers: bearer() }),
    () => ctx.app.inject({ method: 'GET', url: '/api/v6/booking/abc/detail', headers: bearer() }),
  ],
  'PUT /api/admin/boats/{id}': [
    () => ctx.app.inject({ method: 'PUT', url: '/api/admin/boats/1', headers: bearer(), payload: {} }),
  ],
};

const bearer = () => ({ authorization: `Bearer ${token}` });

function operations() {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

describe('the OpenAPI description', () => {
  it('is OpenAPI 3.1 and gives every operation a unique operationId', () => {
    expect(spec.openapi).toBe('3.1.0');
    const ids = operations().map(({ key, operation }) => operation.operationId ?? `missing on ${key}`);
    expect(ids.filter((id) => id.startsWith('missing'))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the shared answers once, and the operations $ref them', () => {
    const named = Object.keys(spec.components.schemas);
    for (const name of [
      'Booking',
      'BookingPage',
      'Conversation',
      'ConversationPage',
      'Message',
      'MessagePage',
      'Listing',
      'ListingSummary',
      'SearchPage',
      'Quote',
      'Offer',
      'Payout',
      'Earning',
      'User',
      'Profile',
      'ErrorBody',
    ])
      expect(named).toContain(name);
    const answer = (path: string, status = '200') =>
      spec.paths[path].get.responses[status].content?.['application/json']?.schema;
    expect(answer('/api/v6/booking/{id}/detail')).toEqual({ $ref: '#/components/schemas/Booking' });
    expect(answer('/api/v6/account/conversations')).toEqual({
      $ref: '#/components/schemas/ConversationPage',
    });
    expect(spec.paths['/api/v6/booking/{id}/detail'].get.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
    // Every reference names something the document keeps.
    const refs = [...JSON.stringify(spec).matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g)];
    const dangling = refs
      .filter(([, kind, name]) => !spec.components[kind as 'schemas'][name])
      .map((m) => m[2]);
    expect(dangling).toEqual([]);
    expect(JSON.stringify(spec)).not.toContain('#/$defs/');
  });

  it('gives timestamps, dates, ids, amounts, counts and codes their exact types', () => {
    // A plain `country` is the country's name beside its code (a listing's location).
    const CODE =
      /^(locale|currency|language)$|^(currency|country|language|locale)Code$|[a-z](Currency|Language|Locale)$/;
    const problems = new Set<string>();
    const typesOf = (schema: Json) => [schema.type].flat().filter((type) => type !== 'null');
    /** The alternatives a property may take (a nullable one is `anyOf` with null), refs left out. */
    const alternativesOf = (schema: Json): Json[] =>
      Array.isArray(schema.anyOf)
        ? (schema.anyOf as Json[]).flatMap(alternativesOf)
        : schema.$ref || typesOf(schema).length === 0
          ? []
          : [schema];
    const check = (name: string, schema: Json, where: string) => {
      for (const alternative of alternativesOf(schema)) {
        const types = typesOf(alternative);
        const loose = (what: string) => problems.add(`${where}.${name}: ${what}`);
        const isString = types.includes('string');
        const closed = Array.isArray(alternative.enum) || 'const' in alternative;
        // A few `…At` of the checkout are days (`startAt: '2027-06-14'`): a date, exact too.
        if (/At$/.test(name) && isString && !['date-time', 'date'].includes(String(alternative.format)))
          loose('not a date-time');
        if (
          /(^d|D)ate$/.test(name) &&
          isString &&
          !['date', 'date-time'].includes(String(alternative.format))
        )
          loose('not a date');
        if (/^(id|[a-z]\w*Id)$/.test(name) && types.includes('number')) loose('an id that is not an integer');
        if (/^(amount\w*|\w+Amount|count|\w+Count)$/.test(name) && types.includes('number'))
          loose('an amount or count that is not an integer');
        if (CODE.test(name) && isString && !closed) loose('a free string for a closed list of codes');
      }
    };
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        for (const item of node) walk(item, where);
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const properties = (node as Json).properties;
      if (properties && typeof properties === 'object' && !Array.isArray(properties))
        for (const [name, schema] of Object.entries(properties as Record<string, Json>))
          if (typeof schema === 'object' && schema !== null) check(name, schema, where);
      for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
    };
    walk(spec.components.schemas, '#/components/schemas');
    for (const { key, operation } of operations()) {
      walk(operation, key);
      for (const parameter of operation.parameters ?? [])
        check(parameter.name, (parameter as unknown as { schema: Json }).schema, `${key} ${parameter.in}`);
    }
    expect([...problems]).toEqual([]);
  });

  it('gives each path id one type across operations', () => {
    const typesByName = new Map<string, Set<string>>();
    for (const { operation } of operations())
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' || !/^(id|[a-z]\w*Id)$/.test(parameter.name)) continue;
        const types = typesByName.get(parameter.name) ?? new Set();
        types.add(JSON.stringify((parameter as unknown as { schema: Json }).schema));
        typesByName.set(parameter.name, types);
      }
    const mixed = [...typesByName]
      .filter(([, types]) => types.size > 1)
      .map(([name, types]) => `${name}: ${[...types].join(' | ')}`);
    expect(mixed).toEqual([]);
  });

  it('has its live samples on described operations only', () => {
    const described = new Set(
      operations()
        .filter(({ operation }) => operation['x-bosun-described'])
        .map(({ key }) => key),
    );
    expect(Object.keys(SAMPLES).filter((key) => !described.has(key))).toEqual([]);
  });

  it('describes every answer the described operations give, which fits its documented schema', async () => {
    // Samples run in order: the sign-in first gives the token later samples use.
    const problems: string[] = [];
    for (const [key, samples] of Object.entries(SAMPLES)) {
      const [method, path] = key.split(' ');
      const operation = spec.paths[path][method.toLowerCase()];
      for (const sample of samples) {
        const res = await sample();
        const documented = answersOf(operation)[String(res.statusCode)];
        if (!documented) {
          problems.push(`${key}: ${res.statusCode} is not documented`);
          continue;
        }
        const schema = documented.content?.['application/json']?.schema;
        if (!schema) {
          problems.push(`${key}: ${res.statusCode} has no schema`);
          continue;
        }
        const checked = z
          .fromJSONSchema(resolved(schema) as Parameters<typeof z.fromJSONSchema>[0])
          .safeParse(res.json());
        if (!checked.success)
          problems.push(
            `${key} ${res.statusCode}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents a success for every operation: a 2xx, or a redirection', () => {
    const without = operations()
      .filter(
        ({ operation }) => !Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status)),
      )
      .map(({ key }) => key);
    expect(without).toEqual([]);
  });

  it('documents the error shape with each operation’s 4xx, and the rate limit on all', () => {
    const problems = operations().flatMap(({ key, operation }) => {
      const errors = Object.entries(answersOf(operation)).filter(([status]) => status.startsWith('4'));
      const shapeless = errors
        .filter(
          ([, answer]) =>
            answer.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorBody',
        )
        .map(([status]) => `${key}: ${status} without the error shape`);
      return operation.responses['429'] ? shapeless : [...shapeless, `${key}: no 429`];
    });
    expect(problems).toEqual([]);
  });

  it('documents a path parameter for each `{name}` of a path, and a 404 for it', () => {
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        if (names.join() !== declared.join()) problems.push(`${method} ${path}: ${declared.join()}`);
        if (names.length > 0 && !operation.responses['404']) problems.push(`${method} ${path}: no 404`);
      }
    expect(problems).toEqual([]);
  });

  it('declares the security of the described operations: public ones none, the others a session', () => {
    expect(spec.paths['/api/v3/users'].get.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    expect(spec.paths['/api/v6/auth/login'].post.security).toEqual([]);
  });

  it('refuses a write’s unknown field by name instead of answering 200 and changing nothing', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: 'described-admin@bosun.test', password: 'Bosun-demo-2026' },
    });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/boats/1',
      headers: { authorization: `Bearer ${login.json().authToken}` },
      payload: { minimumDayz: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ minimumDayz: 'unknownField' });
    const body = spec.paths['/api/admin/boats/{id}'].put as unknown as {
      requestBody: { content: { 'application/json': { schema: Json } } };
    };
    expect(body.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
  });

  it('declares _locale on every v6 operation, and the headers clients read and send', () => {
    const problems: string[] = [];
    for (const { key, operation } of operations()) {
      const [method, path] = key.split(' ');
      const params = operation.parameters ?? [];
      if (path.startsWith('/api/v6/') && !params.some((p) => p.in === 'query' && p.name === '_locale'))
        problems.push(`${key}: no _locale`);
      if (method !== 'GET' && !params.some((p) => p.in === 'header' && p.name === 'x-xsrf-token'))
        problems.push(`${key}: no CSRF header`);
      const tooMany = answersOf(operation)['429'] as { headers?: Json } | undefined;
      if (!tooMany?.headers?.['Retry-After']) problems.push(`${key}: 429 without Retry-After`);
    }
    expect(problems).toEqual([]);
    const intent = spec.paths['/api/v6/checkout/{hash}/payment-intent'].post;
    expect(intent.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
    const list = spec.paths['/api/admin/boats'].get.responses['200'] as { headers?: Json };
    expect(list.headers?.['Content-Range']).toBeDefined();
    const register = spec.paths['/api/v6/auth/register'].post.responses['401'] as { headers?: Json };
    expect(register.headers?.['X-Two-Factor-Challenge']).toBeDefined();
  });
});
