import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingPaths } from '../../../shared/messaging/messaging.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { bearerFor, insertProductFixture } from '../catalogue/testFixtures.ts';
import type { Headers } from '../payments/testPayments.ts';
import { STREAMS_PER_USER } from './hub.ts';
import { pruneEvents } from './repository.ts';

let ctx: TestContext;
let origin: string;
let renter: Headers;
let owner: Headers;
let other: Headers;
let hash: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const fixture = await insertProductFixture(ctx.db);
  renter = await bearerFor(ctx.app, 'renter@example.test');
  owner = await bearerFor(ctx.app, 'owner@example.test');
  other = await bearerFor(ctx.app, 'other@example.test');
  const contact = await ctx.app.inject({
    method: 'POST',
    url: `/api/v6/products/${fixture.productId}/conversations`,
    headers: renter,
    payload: { message: 'Hello!' },
  });
  hash = contact.json().hash;
  // A real socket: an SSE stream never ends, which app.inject cannot read.
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

interface ReceivedEvent {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

/** A tab's EventSource, as a test reads it: the events parsed as they arrive. */
async function openStream(headers: Headers, lastEventId?: string) {
  const abort = new AbortController();
  const res = await fetch(`${origin}${messagingPaths.events}`, {
    headers: {
      ...headers,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const received: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const pump = async () => {
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? null;
        const event = field('event');
        if (event) received.push({ id: field('id'), event, data: JSON.parse(field('data') ?? 'null') });
        for (const wake of waiters.splice(0)) wake();
        end = buffer.indexOf('\n\n');
      }
    }
  };
  const ended = pump().catch(() => undefined);
  /** Waits until `count` events of `type` have arrived (or fails after 5 s). */
  const waitFor = async (type: string, count = 1) => {
    const deadline = Date.now() + 5000;
    while (received.filter((e) => e.event === type).length < count) {
      if (Date.now() > deadline) throw new Error(`no ${type} event: ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return received.filter((e) => e.event === type);
  };
  return { res, received, waitFor, ended, close: () => abort.abort() };
}

const send = (headers: Headers, body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: messagingPaths.messages,
    headers,
    payload: { conversationHash: hash, clientId: randomUUID(), body },
  });

describe('GET /api/v6/events', () => {
  it('answers 401 as JSON to a signed-out visitor', async () => {
    const res = await fetch(`${origin}${messagingPaths.events}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  });

  it('opens with the unread total, then carries a new message and the new count live, to the right person only', async () => {
    const ownerTab = await openStream(owner);
    const strangerTab = await openStream(other);
    expect(ownerTab.res.headers.get('content-type')).toContain('text/event-stream');
    const [opening] = await ownerTab.waitFor('unread.count');
    expect(opening).toMatchObject({ id: null, data: { total: 1 } });

    await send(renter, 'Are you there?');
    const [created] = await ownerTab.waitFor('message.created');
    expect(created.id).toMatch(/^\d+$/);
    expect(created.data).toMatchObject({ body: 'Are you there?', mine: false, conversationHash: hash });
    const counts = await ownerTab.waitFor('unread.count', 2);
    expect(counts[1].data).toMatchObject({ total: 2, conversationHash: hash, conversationUnread: 2 });

    await strangerTab.waitFor('unread.count');
    expect(strangerTab.received.map((e) => e.event)).toEqual(['ready', 'unread.count']);
    ownerTab.close();
    strangerTab.close();
  });

  it('tells the writer’s tab that the other party read the thread', async () => {
    const renterTab = await openStream(renter);
    await renterTab.waitFor('ready');
    await ctx.app.inject({
      method: 'POST',
      url: messagingPaths.read,
      headers: owner,
      payload: { conversationHash: hash },
    });
    const [receipt] = await renterTab.waitFor('message.read');
    expect(receipt.data).toMatchObject({
      conversationHash: hash,
      reader: 'other',
      readAt: expect.any(String),
    });
    renterTab.close();
  });

  it('replays what a reconnecting tab missed after its Last-Event-ID, once each', async () => {
    const first = await openStream(owner);
    await first.waitFor('ready');
    await send(renter, 'Before the drop');
    const [seen] = await first.waitFor('message.created');
    first.close();

    await send(renter, 'While away 1');
    await send(renter, 'While away 2');
    const again = await openStream(owner, seen.id as string);
    const missed = await again.waitFor('message.created', 2);
    const after = missed.filter((e) => Number(e.id) > Number(seen.id));
    expect(after.map((e) => e.data.body)).toEqual(['While away 1', 'While away 2']);
    // the replay also reaches a few seconds back for late commits (the page keys messages by id),
    // but sends each event once
    const ids = again.received.filter((e) => e.id).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);

    const sofar = again.received.filter((e) => e.event === 'message.created').length;
    await send(renter, 'Live again');
    const live = await again.waitFor('message.created', sofar + 1);
    expect(live.at(-1)?.data.body).toBe('Live again');
    again.close();
  });

  it('asks a tab whose Last-Event-ID was pruned to reload instead of replaying', async () => {
    const tab = await openStream(owner);
    await tab.waitFor('ready');
    await send(renter, 'Old news');
    const [old] = await tab.waitFor('message.created');
    tab.close();
    expect(await pruneEvents(ctx.db, new Date(Date.now() + 1000))).toBeGreaterThan(0);
    const later = await openStream(owner, old.id as string);
    await later.waitFor('resync');
    later.close();
  });

  it('ends the streams when the listener lost its connection; the tab replays, and live events flow again', async () => {
    const tab = await openStream(owner);
    await tab.waitFor('ready');
    await send(renter, 'Before the cut');
    const [seen] = await tab.waitFor('message.created');
    if (ctx.db.kind === 'postgres') {
      await ctx.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
    } else {
      // PGlite's listener lives in process and is never cut: what the reconnect handler does.
      ctx.app.eventHub.closeAll();
    }
    await tab.ended;
    await send(renter, 'During the cut');
    // The listener is back within a second or two; the tab reconnects with its Last-Event-ID.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const again = await openStream(owner, seen.id as string);
    const replayed = await again.waitFor('message.created');
    expect(replayed.map((e) => e.data.body)).toContain('During the cut');
    const sofar = again.received.filter((e) => e.event === 'message.created').length;
    await send(renter, 'After the cut');
    const live = await again.waitFor('message.created', sofar + 1);
    expect(live.at(-1)?.data.body).toBe('After the cut');
    again.close();
  });

  it('gives a new tab a starting Last-Event-ID, so a drop before its first event loses nothing', async () => {
    const tab = await openStream(owner);
    const [ready] = await tab.waitFor('ready');
    expect(ready.id).toMatch(/^\d+$/);
    tab.close();
    await send(renter, 'Sent before the tab had any event');
    const again = await openStream(owner, ready.id as string);
    const replayed = await again.waitFor('message.created');
    expect(replayed.map((e) => e.data.body)).toContain('Sent before the tab had any event');
    again.close();
  });

  it('tells the writer’s tabs that answering read the thread: receipt and unread count', async () => {
    await send(renter, 'Unread by the owner');
    const ownerTab = await openStream(owner);
    await ownerTab.waitFor('ready');
    const renterTab = await openStream(renter);
    await renterTab.waitFor('ready');
    await send(owner, 'Answering reads it');
    const [mine] = await ownerTab.waitFor('message.read');
    expect(mine.data).toMatchObject({ conversationHash: hash, reader: 'me' });
    const counts = await ownerTab.waitFor('unread.count', 2);
    expect(counts.at(-1)?.data).toMatchObject({ total: 0, conversationUnread: 0 });
    const [receipt] = await renterTab.waitFor('message.read');
    expect(receipt.data).toMatchObject({ conversationHash: hash, reader: 'other' });
    ownerTab.close();
    renterTab.close();
  });
});

describe('support’s edits, live', () => {
  it('shows both parties’ open threads what support edited, at once', async () => {
    await insertTestUser(ctx.db, { email: 'support@example.test', staffRole: 'support' });
    const support = await bearerFor(ctx.app, 'support@example.test');
    const sent = (await send(owner, 'Pay me in cash at the harbour')).json();
    const renterTab = await openStream(renter);
    await renterTab.waitFor('ready');
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/messages/${sent.message.id}`,
      headers: support,
      payload: { body: 'Removed by Bosun support.', reason: 'Payment outside the platform' },
    });
    expect(edit.statusCode).toBe(200);
    const [updated] = await renterTab.waitFor('message.updated');
    expect(updated.data).toMatchObject({
      id: sent.message.id,
      body: 'Removed by Bosun support.',
      editedBySupport: true,
      mine: false,
      conversationHash: hash,
    });
    renterTab.close();
  });
});

describe('bounded streams', () => {
  it('closes a user’s oldest stream when they open one too many, telling it to wait before reconnecting', async () => {
    const tabs = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) {
      const tab = await openStream(other);
      await tab.waitFor('ready');
      tabs.push(tab);
    }
    const newest = await openStream(other);
    await newest.waitFor('ready');
    const [superseded] = await tabs[0].waitFor('superseded');
    expect(superseded.data).toEqual({});
    await tabs[0].ended;
    expect(ctx.app.eventHub.openStreams).toBe(STREAMS_PER_USER);
    // The others still carry live events.
    expect(tabs[1].received.some((e) => e.event === 'superseded')).toBe(false);
    for (const tab of [...tabs, newest]) tab.close();
  });

  it('refuses a stream beyond the process’s bound with 503 and Retry-After', async () => {
    const small = await createTestApp({ EVENT_STREAMS_PER_PROCESS: '2' });
    try {
      const smallOrigin = await small.app.listen({ port: 0, host: '127.0.0.1' });
      const users = [];
      for (const who of ['a', 'b', 'c']) {
        await insertTestUser(small.db, { email: `${who}@streams.test` });
        users.push(await bearerFor(small.app, `${who}@streams.test`));
      }
      const aborts: AbortController[] = [];
      const open = async (headers: Headers) => {
        const abort = new AbortController();
        aborts.push(abort);
        return fetch(`${smallOrigin}${messagingPaths.events}`, {
          headers: { ...headers, accept: 'text/event-stream' },
          signal: abort.signal,
        });
      };
      expect((await open(users[0])).status).toBe(200);
      expect((await open(users[1])).status).toBe(200);
      const refused = await open(users[2]);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect((await refused.json()).error.code).toBe('too-many-streams');
      for (const abort of aborts) abort.abort();
    } finally {
      await small.close();
    }
  });
});
