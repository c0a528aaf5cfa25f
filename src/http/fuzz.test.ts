import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { insertTestUser } from '../../tests/helpers/users.ts';
import { seedDemoMarketplace } from '../db/seed/seed.ts';

/**
 * The fuzzer (issue 22): every operation of the OpenAPI document gets at least 30 malformed requests,
 * built from what the description says of it (its path parameters, its documented query parameters,
 * whether it takes a body), as a signed-in renter and as an admin (who reaches the deepest code). Bad
 * input must be a 4xx: the assertion is that no answer is a 5xx.
 *
 * The description does not yet document most bodies and query strings (issue 22, first section), so
 * every operation also gets the parameters any of ours may read (_locale, _page, currency, the
 * ra-data-simple-rest trio) and bodies with the field names our schemas use.
 */

interface Operation {
  method: string;
  path: string;
  query: string[];
  hasBody: boolean;
}

interface Variant {
  what: string;
  url: string;
  body?: string;
  contentType?: string;
}

const BAD_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '9223372036854775808',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a'.repeat(5000),
  '😀\u202e',
  'a\u0000b',
  '0x1f',
];

/** Raw (already percent-encoded) path segments a URL parser may choke on. */
const RAW_SEGMENTS = ['%00', '%ff', '%', '%2e%2e', '..%2f..', '%0d%0aX-Injected:%201'];

const BAD_VALUES: unknown[] = [
  null,
  -1,
  0,
  1.5,
  2 ** 53,
  1e308,
  '',
  'x'.repeat(20_000),
  'a\u0000b',
  true,
  [],
  {},
  [[[[[]]]]],
  { $gt: '' },
  '2026-02-30',
  '9999-99-99',
];

const FIELDS = [
  'email',
  'password',
  'id',
  'items',
  'amount',
  'status',
  'message',
  'body',
  'dateFrom',
  'dateTo',
  'numberOfPeople',
  'reason',
  'validUntil',
  'discountAmount',
  'providerToken',
  'phoneGroup',
  'place',
  'isSelected',
  'polymorphExtraId',
  'promoCode',
  'onBehalfOf',
  'ids',
  'pictures',
  'now',
  'targetUrl',
];

const encode = (value: string) => encodeURIComponent(value);

function pathWith(op: Operation, segment: (name: string) => string): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => segment(name));
}

/** Deeply nested JSON: a parser or a walker that recurses must not fall over. */
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

function variantsOf(op: Operation): Variant[] {
  const variants: Variant[] = [];
  const base = pathWith(op, () => '1');
  const hasParams = op.path.includes('{');
  if (hasParams) {
    for (const text of BAD_TEXT)
      variants.push({
        what: `path ${JSON.stringify(text.slice(0, 20))}`,
        url: pathWith(op, () => encode(text)),
      });
    for (const raw of RAW_SEGMENTS) variants.push({ what: `raw path ${raw}`, url: pathWith(op, () => raw) });
  }
  const queryNames = [...new Set([...op.query, '_locale', '_page', 'currency', 'sort', 'range', 'filter'])];
  const queryValues = hasParams ? BAD_TEXT.slice(0, 8) : BAD_TEXT;
  for (const [i, text] of queryValues.entries()) {
    const query = queryNames.map((name) => `${encode(name)}=${encode(text)}`).join('&');
    variants.push({ what: `query ${i}`, url: `${base}?${query}` });
  }
  variants.push(
    {
      what: 'query, repeated names',
      url: `${base}?${queryNames.map((n) => `${n}=1&${n}=2&${n}[]=3`).join('&')}`,
    },
    {
      what: 'query, JSON with NUL',
      url: `${base}?filter=${encode('{"q":"\\u0000"}')}&range=${encode('[0,1e999]')}`,
    },
    { what: 'query, raw bad escapes', url: `${base}?_page=%ff&currency=%00&sort=%` },
    { what: 'query, bracket nesting', url: `${base}?a[b][c][d][e]=1&filter[q]=x&sort[]=id` },
  );
  if (op.hasBody) {
    variants.push(
      { what: 'body not JSON', url: base, body: '{"a":', contentType: 'application/json' },
      { what: 'body JSON null', url: base, body: 'null', contentType: 'application/json' },
      { what: 'body JSON string', url: base, body: '"x"', contentType: 'application/json' },
      { what: 'body JSON array', url: base, body: '[1,2]', contentType: 'application/json' },
      { what: 'body deeply nested', url: base, body: deep(5_000), contentType: 'application/json' },
      {
        what: 'body prototype keys',
        url: base,
        body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
        contentType: 'application/json',
      },
      { what: 'body as text', url: base, body: 'email=x', contentType: 'text/plain' },
      {
        what: 'body as form',
        url: base,
        body: 'email=x&password=y',
        contentType: 'application/x-www-form-urlencoded',
      },
    );
    for (const [i, value] of BAD_VALUES.entries()) {
      const body = Object.fromEntries(FIELDS.map((field) => [field, value]));
      variants.push({
        what: `body fields = ${JSON.stringify(value)?.slice(0, 20)} (${i})`,
        url: base,
        body: JSON.stringify(body),
        contentType: 'application/json',
      });
    }
  } else {
    for (const [i, value] of BAD_VALUES.slice(0, 10).entries()) {
      const query = FIELDS.slice(0, 12)
        .map((field) => `${field}=${encode(typeof value === 'string' ? value : JSON.stringify(value))}`)
        .join('&');
      variants.push({ what: `query fields ${i}`, url: `${base}?${query}` });
    }
  }
  return variants;
}

let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // A flood from one address: the API-wide limit would answer 429 and hide the answers.
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedDemoMarketplace(ctx.db, { boats: 10, seed: 9, production: false });
  await insertTestUser(ctx.db, { email: 'fuzz.renter@example.com' });
  await signInAgain();
}, 120_000);

const ACCOUNTS = { renter: 'fuzz.renter@example.com', admin: 'admin@bosun.test' };

/**
 * A fuzzed logout, password change or account deletion may end a caller's session: sign them in
 * again (as a new renter if theirs is gone), so every request is asked by a signed-in caller.
 */
async function signInAgain() {
  for (const [who, email] of Object.entries(ACCOUNTS)) {
    if (tokens[who]) {
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/v3/users',
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      if (me.statusCode === 200) continue;
    }
    let res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email, password: 'Bosun-demo-2026' },
    });
    if (res.statusCode !== 200 && who === 'renter') {
      const fresh = `fuzz.renter.${Date.now()}@example.com`;
      await insertTestUser(ctx.db, { email: fresh });
      ACCOUNTS.renter = fresh;
      res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v6/auth/login',
        payload: { email: fresh, password: 'Bosun-demo-2026' },
      });
    }
    if (res.statusCode !== 200) throw new Error(`the fuzzer cannot sign ${who} in again: ${res.body}`);
    tokens[who] = res.json().authToken;
  }
}
afterAll(() => ctx.close());

function operations(): Operation[] {
  const spec = ctx.app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    // The live-events stream never ends, so inject() would wait for ever: it is asked over real HTTP,
    // with and without a Last-Event-ID, in src/modules/events/events.test.ts.
    if (path === '/api/v6/events') continue;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      ops.push({
        method: upper,
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: upper !== 'GET' && upper !== 'HEAD',
      });
    }
  }
  return ops;
}

describe('the fuzzer: every documented operation, 30 or more malformed requests each', () => {
  it('answers no malformed request with a 5xx', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(140);
    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      await signInAgain();
      const variants = variantsOf(op);
      expect(variants.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(30);
      for (const [i, variant] of variants.entries()) {
        const who = i % 2 === 0 ? 'admin' : 'renter';
        const res = await ctx.app.inject({
          method: op.method as 'GET',
          url: variant.url,
          headers: {
            authorization: `Bearer ${tokens[who]}`,
            ...(variant.contentType ? { 'content-type': variant.contentType } : {}),
          },
          ...(variant.body !== undefined ? { payload: variant.body } : {}),
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(
            `${op.method} ${op.path} [${variant.what}] as ${who}: ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
      }
    }
    expect(sent).toBeGreaterThan(ops.length * 30);
    expect(failures).toEqual([]);
  }, 600_000);
});
