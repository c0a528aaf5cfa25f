import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { appClock } from '../../http/clock.ts';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const as = (who: string | null): Record<string, string> =>
  who ? { authorization: `Bearer ${tokens[who]}` } : {};

beforeAll(async () => {
  // This file sends more envelopes a minute than a browser may: its limits are tested on their own app.
  ctx = await createTestApp({ ERROR_REPORTS_PER_CLIENT_PER_MINUTE: '10000' });
  for (const [who, staffRole] of [
    ['admin', 'admin'],
    ['manager', 'manager'],
    ['support', 'support'],
    ['renter', null],
  ] as const) {
    await insertTestUser(ctx.db, { email: `${who}@errors.test`, staffRole });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/login',
      payload: { email: `${who}@errors.test`, password: 'Bosun-demo-2026' },
    });
    tokens[who] = login.json().authToken;
  }
});
afterAll(() => ctx.close());

const SITE = '/api/errors/api/1/envelope/?sentry_key=bosun&sentry_version=7';

let eventCounter = 0;
function browserEvent(overrides: Record<string, unknown> = {}) {
  eventCounter += 1;
  return {
    event_id: `${eventCounter.toString(16).padStart(32, 'a')}`,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    release: 'bosun@test',
    environment: 'test',
    exception: {
      values: [
        {
          type: 'TypeError',
          value: "Cannot read properties of undefined (reading 'price')",
          stacktrace: {
            frames: [
              { filename: 'http://localhost/assets/entry-client-Ab12.js', function: 'hydrate', lineno: 1 },
              { filename: 'http://localhost/assets/ProductPage-Cd34.js', function: 'PriceBox', lineno: 7 },
            ],
          },
        },
      ],
    },
    breadcrumbs: [{ category: 'navigation', message: 'to /en/boat-rental/nice', timestamp: 1 }],
    request: {
      url: 'http://localhost/en/boat-rental/nice',
      headers: {
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
    },
    ...overrides,
  };
}

/** An envelope as the browser SDK writes it: header, item header with the byte length, the event. */
function envelope(event: object, { withLength = true } = {}) {
  const payload = JSON.stringify(event);
  const itemHeader = withLength ? { type: 'event', length: Buffer.byteLength(payload) } : { type: 'event' };
  const session = JSON.stringify({ sid: 'x', status: 'ok' });
  return [
    JSON.stringify({ event_id: (event as { event_id: string }).event_id, sent_at: new Date().toISOString() }),
    JSON.stringify(itemHeader),
    payload,
    JSON.stringify({ type: 'session' }),
    session,
  ].join('\n');
}

const post = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'text/plain', ...headers } });

const groups = async () =>
  (
    await ctx.db.query<{
      id: number;
      title: string;
      event_count: number;
      latest_event: Record<string, unknown>;
    }>('SELECT id, title, event_count, latest_event FROM error_groups ORDER BY id')
  ).rows;

describe('the embedded receiver of Sentry envelopes', () => {
  it('stores an event from an envelope with item lengths, and answers with its id', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    const event = browserEvent();
    const res = await post(SITE, envelope(event));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: event.event_id });
    const [group] = await groups();
    expect(group.title).toBe("TypeError: Cannot read properties of undefined (reading 'price')");
    expect(group.event_count).toBe(1);
  });

  it('reads items without a length (to the newline), gzip bodies and the X-Sentry-Auth header', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    const plain = await post(SITE, envelope(browserEvent(), { withLength: false }));
    expect(plain.statusCode, plain.body).toBe(200);
    const gzipped = await post(
      '/api/errors/api/3/envelope/',
      gzipSync(envelope(browserEvent({ platform: 'node', exception: undefined, message: 'Server down' }))),
      {
        'content-encoding': 'gzip',
        'x-sentry-auth': 'Sentry sentry_version=7, sentry_client=sentry.javascript.node/11, sentry_key=bosun',
      },
    );
    expect(gzipped.statusCode, gzipped.body).toBe(200);
    const rows = await ctx.db.query<{ project: string; title: string }>(
      'SELECT project, title FROM error_groups ORDER BY id',
    );
    expect(rows.rows).toEqual([
      { project: 'site', title: "TypeError: Cannot read properties of undefined (reading 'price')" },
      { project: 'server', title: 'Server down' },
    ]);
  });

  it('groups the same error thrown 50 times into one group with its count', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    for (let i = 0; i < 50; i++) {
      // the message differs only by an id: still the same error
      const event = browserEvent();
      event.exception.values[0].value = `Booking ${1000 + i} has no price`;
      expect((await post(SITE, envelope(event))).statusCode).toBe(200);
    }
    await post(SITE, envelope(browserEvent()));
    const rows = await groups();
    expect(rows.map((g) => [g.title.replace(/\d+/, 'N'), g.event_count])).toEqual([
      ['TypeError: Booking N has no price', 50],
      ["TypeError: Cannot read properties of undefined (reading 'price')", 1],
    ]);
  });

  it('groups HTTP failures by the fingerprint the SDK gave (path with :id and status)', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    for (const id of [12, 13]) {
      const event = browserEvent({ fingerprint: ['http-failure', '/api/v6/products/:id', '500'] });
      event.exception.values[0].value = `The server answered 500 for product ${id} at ${Date.now()}`;
      await post(SITE, envelope(event));
    }
    await post(
      SITE,
      envelope(browserEvent({ fingerprint: ['http-failure', '/api/v6/products/:id', '502'] })),
    );
    expect((await groups()).map((g) => g.event_count)).toEqual([2, 1]);
  });

  it('scrubs e-mails, phone numbers, card numbers and tokens before storing', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    const event = browserEvent({
      message: 'Payment failed',
      breadcrumbs: [
        { category: 'console', message: 'login as jane.doe@example.com with +33 6 12 34 56 78' },
        { category: 'fetch', data: { url: '/api/v6/auth/reset?resetToken=abc123secret&lang=en' } },
      ],
      request: {
        url: 'http://localhost/en/checkout?email=jane@example.com',
        headers: {
          Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
          Cookie: 'bosun_session=s',
        },
      },
      user: { id: 42, email: 'jane.doe@example.com', ip_address: '203.0.113.9' },
      extra: { card: '4242 4242 4242 4242', note: 'paid with 4000 0027 6000 3184 ok' },
    });
    event.exception.values[0].value = 'Card 4242424242424242 of jane.doe@example.com declined';
    expect((await post(SITE, envelope(event))).statusCode).toBe(200);
    const [group] = await groups();
    const stored = JSON.stringify(group.latest_event) + group.title;
    for (const secret of ['jane', '6 12 34', '4242', '3184', 'abc123secret', 'eyJhbGci', '203.0.113.9'])
      expect(stored).not.toContain(secret);
    expect(group.title).toBe('TypeError: Card [card] of [email] declined');
    expect(group.latest_event.user).toEqual({ id: 42 });
    expect(stored).toContain('[phone]');
  });

  it('keeps a bounded number of groups: a flood of new ones evicts stale groups and its own, never recent or opened ones', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    const small = await createTestApp({
      ERROR_GROUPS_KEPT: '10',
      ERROR_REPORTS_PER_CLIENT_PER_MINUTE: '1000',
    });
    const send = (name: string) =>
      small.app.inject({
        method: 'POST',
        url: SITE,
        payload: envelope(browserEvent({ fingerprint: [name] })),
      });
    const kept = async () =>
      (
        await small.db.query<{ name: string }>(
          `SELECT latest_event->'fingerprint'->>0 AS name FROM error_groups ORDER BY id`,
        )
      ).rows.map((row) => row.name);
    try {
      appClock.set(new Date(Date.now() - 3 * 24 * 3600 * 1000));
      for (const name of ['stale', 'stale-opened']) expect((await send(name)).statusCode).toBe(200);
      appClock.set(null);
      const [opened] = (
        await small.db.query<{ id: number }>(
          `SELECT id FROM error_groups WHERE latest_event->'fingerprint'->>0 = 'stale-opened'`,
        )
      ).rows;
      await small.db.query('DELETE FROM users');
      await insertTestUser(small.db, { email: 'admin@errors.test', staffRole: 'admin' });
      const login = await small.app.inject({
        method: 'POST',
        url: '/api/v6/auth/login',
        payload: { email: 'admin@errors.test', password: 'Bosun-demo-2026' },
      });
      const page = await small.app.inject({
        method: 'GET',
        url: `/api/admin/errors/${opened.id}`,
        headers: { authorization: `Bearer ${login.json().authToken}` },
      });
      expect(page.statusCode).toBe(200);
      for (const name of ['recent-twice', 'recent-twice', 'recent-once']) await send(name);
      for (let i = 0; i < 30; i++) expect((await send(`flood-${i}`)).statusCode).toBe(200);
      const names = await kept();
      expect(names).toHaveLength(10);
      expect(names).not.toContain('stale');
      expect(names.slice(0, 3)).toEqual(['stale-opened', 'recent-twice', 'recent-once']);
      // The stale group made room for one; then the flood's later groups go as they come.
      expect(names.slice(3)).toEqual([
        'flood-0',
        'flood-1',
        'flood-2',
        'flood-3',
        'flood-4',
        'flood-5',
        'flood-6',
      ]);
    } finally {
      appClock.set(null);
      await small.close();
    }
  });

  it('slows a flood per client and per project with 429 and Retry-After', async () => {
    const limited = await createTestApp({
      ERROR_REPORTS_PER_CLIENT_PER_MINUTE: '3',
      ERROR_REPORTS_PER_PROJECT_PER_MINUTE: '5',
    });
    const from = (address: string) =>
      limited.app.inject({
        method: 'POST',
        url: SITE,
        payload: envelope(browserEvent()),
        remoteAddress: address,
        headers: { 'content-type': 'text/plain' },
      });
    try {
      const first = [];
      for (let i = 0; i < 4; i++) first.push((await from('198.51.100.1')).statusCode);
      expect(first).toEqual([200, 200, 200, 429]);
      const limitedAnswer = await from('198.51.100.1');
      expect(limitedAnswer.headers['retry-after']).toBeDefined();
      expect(limitedAnswer.json().error.code).toBe('too-many-requests');
      // Other clients share the project's limit: 3 + 2 more reach it, the next is refused.
      const others = [];
      for (let i = 2; i < 5; i++) others.push((await from(`198.51.100.${i}`)).statusCode);
      expect(others).toEqual([200, 200, 429]);
      // Another project is not held up by this one's flood.
      const admin = await limited.app.inject({
        method: 'POST',
        url: '/api/errors/api/2/envelope/?sentry_key=bosun',
        payload: envelope(browserEvent()),
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'text/plain' },
      });
      expect(admin.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('handles a small gzip body that unfolds into megabytes of crafted text within a second, the server answering meanwhile', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    // 1,000 strings `1-1-1…` of 4,096 characters in stack frames: 4 MB that gzip packs into a few KB.
    const crafted = (exceptions: number) =>
      Array.from({ length: exceptions }, (_, i) => ({
        type: 'Error',
        value: `crafted ${i}`,
        stacktrace: {
          frames: Array.from({ length: 100 }, (_, f) => ({
            function: `f${f}`,
            vars: { v: '1-'.repeat(2048) },
          })),
        },
      }));
    const bomb = gzipSync(envelope(browserEvent({ exception: { values: crafted(10) } })), { level: 9 });
    expect(bomb.length).toBeLessThan(16 * 1024);
    const started = performance.now();
    let healthAnsweredAt = 0;
    const [answer] = await Promise.all([
      post(SITE, bomb, { 'content-encoding': 'gzip' }),
      ctx.app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
        healthAnsweredAt = performance.now() - started;
        return res;
      }),
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(healthAnsweredAt).toBeLessThan(1000);
    // Larger than the receiver unpacks: refused, nothing stored.
    expect(answer.statusCode).toBe(400);
    expect(await groups()).toEqual([]);

    // Just under the bound it is read, and every string is scrubbed in linear time.
    const startedFits = performance.now();
    const stored = await post(SITE, gzipSync(envelope(browserEvent({ exception: { values: crafted(2) } }))), {
      'content-encoding': 'gzip',
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(performance.now() - startedFits).toBeLessThan(1000);
    expect(await groups()).toHaveLength(1);
  });

  it('bounds every stored event, also when its exception alone is large', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    const frame = (i: number) => ({
      filename: `http://localhost/assets/chunk-${i}.js`,
      function: `f${i}`,
      lineno: i,
      vars: { state: 'v'.repeat(850) },
    });
    const values = Array.from({ length: 10 }, (_, i) => ({
      type: 'RangeError',
      value: `Too deep ${i}`,
      stacktrace: { frames: Array.from({ length: 100 }, (_, f) => frame(f)) },
    }));
    const sent = envelope(browserEvent({ exception: { values } }));
    expect(sent.length).toBeGreaterThan(800 * 1024);
    const res = await post(SITE, sent);
    expect(res.statusCode, res.body).toBe(200);
    const [group] = await groups();
    expect(JSON.stringify(group.latest_event).length).toBeLessThanOrEqual(256 * 1024);
    expect(group.title).toBe('RangeError: Too deep 9');
    const frames = (
      group.latest_event.exception as { values: { stacktrace: { frames: { function: string }[] } }[] }
    ).values[9].stacktrace.frames;
    expect(frames.at(-1)?.function).toBe('f99');
  });

  it('refuses bad envelopes with a 4xx and stores nothing', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    const event = browserEvent();
    const cases: [string, string | Buffer, Record<string, string>, number][] = [
      [SITE, '', {}, 400],
      [SITE, 'not json\n{}', {}, 400],
      [SITE, `{}\n{"type":"event","length":9999}\n{}`, {}, 400],
      [SITE, `{}\n{"type":"event"}\n[1,2]`, {}, 400],
      [SITE, Buffer.from('not gzip'), { 'content-encoding': 'gzip' }, 400],
      [SITE, envelope(event), { 'content-encoding': 'compress' }, 415],
      ['/api/errors/api/1/envelope/?sentry_key=wrong', envelope(event), {}, 401],
      ['/api/errors/api/1/envelope/', envelope(event), {}, 401],
      ['/api/errors/api/99/envelope/?sentry_key=bosun', envelope(event), {}, 404],
    ];
    for (const [url, body, headers, status] of cases) {
      const res = await post(url, body, headers);
      expect(res.statusCode, `${url} ${String(body).slice(0, 40)}: ${res.body}`).toBe(status);
      expect(res.json().error.code).toEqual(expect.any(String));
    }
    const tooLarge = await post(SITE, 'x'.repeat(1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(await groups()).toEqual([]);
  });

  it('accepts envelopes from signed-in visitors without a CSRF header (the SDK omits cookies)', async () => {
    const res = await post(SITE, envelope(browserEvent()), { ...as('renter') });
    expect(res.statusCode).toBe(200);
  });

  it('tells a browser app how to report: the embedded receiver by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/errors/settings?project=site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dsn: null,
      environment: 'test',
      sampleRate: 1,
      tracesSampleRate: 0,
      profilesSampleRate: 0,
    });
    expect(res.json().release).toMatch(/^bosun@/);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/errors/settings?project=nope' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a server error', () => {
  it('reaches the same store as the browsers’ reports', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/errors/server-failure?email=x@y.zz' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal');
    await ctx.app.errorReporter.flush();
    const { rows } = await ctx.db.query<{ project: string; title: string; url: string }>(
      'SELECT project, title, url FROM error_groups',
    );
    expect(rows).toEqual([
      {
        project: 'server',
        title: 'Error: A deliberate server failure, to check error reporting',
        url: expect.stringMatching(/\/api\/dev\/errors\/server-failure\?email=\[Filtered\]$/),
      },
    ]);
  });
});

describe('the back office Errors API', () => {
  it('lists groups in the ra-data-simple-rest dialect and opens one with its latest event', async () => {
    await ctx.db.query('DELETE FROM error_groups');
    await post(SITE, envelope(browserEvent()));
    await post(SITE, envelope(browserEvent()));
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/errors?sort=${encodeURIComponent('["count","DESC"]')}&range=[0,9]`,
      headers: as('admin'),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toBe('errors 0-0/1');
    const [summary] = list.json();
    expect(summary).toMatchObject({
      project: 'site',
      count: 2,
      release: 'bosun@test',
      browser: 'Chrome 131',
      culprit: 'PriceBox in http://localhost/assets/ProductPage-Cd34.js',
    });
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/errors/${summary.id}`,
      headers: as('admin'),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().latestEvent.breadcrumbs).toEqual([
      { category: 'navigation', message: 'to /en/boat-rental/nice', timestamp: 1 },
    ]);
    expect(one.json().latestEvent.exception.values[0].stacktrace.frames).toHaveLength(2);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/errors/${summary.id}`,
      headers: as('admin'),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().id).toBe(summary.id);
    expect(await groups()).toEqual([]);
  });

  it('exists only for admins: 401 signed out, 404 for everyone else', async () => {
    await post(SITE, envelope(browserEvent()));
    const [{ id }] = await groups();
    for (const [method, url] of [
      ['GET', '/api/admin/errors'],
      ['GET', `/api/admin/errors/${id}`],
      ['DELETE', `/api/admin/errors/${id}`],
    ] as const) {
      for (const who of [null, 'renter', 'support', 'manager']) {
        const res = await ctx.app.inject({ method, url, headers: as(who) });
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(who === null ? 401 : 404);
      }
    }
    expect(await groups()).toHaveLength(1);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/errors/999999',
      headers: as('admin'),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
