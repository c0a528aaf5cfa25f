import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingPaths } from '../../../shared/messaging/messaging.ts';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { type CountedStatement, countingDatabase } from '../../../tests/helpers/countingDatabase.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { bearerFor, insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import type { Headers } from '../payments/testPayments.ts';

// A message send is the messenger's hot write: its statements are few and each prepared (named),
// planned once per connection rather than on every send.

let ctx: TestContext;
let fixture: ProductFixture;
let countingApp: FastifyInstance;
let renter: Headers;
let owner: Headers;
let hash: string;
/** The statements the counting app ran, with the name each was prepared under. */
const statements: CountedStatement[] = [];

const counting = (db: Database) => countingDatabase(db, statements);

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bosun-send-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  fixture = await insertProductFixture(ctx.db);
  countingApp = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'false',
      PAGE_CACHE_SECONDS: '0',
      DATA_DIR: dataDir,
    }),
    db: counting(ctx.db),
    logger: false,
  });
  await countingApp.ready();
  renter = await bearerFor(countingApp, 'renter@example.test');
  owner = await bearerFor(countingApp, 'owner@example.test');
  const opened = await countingApp.inject({
    method: 'POST',
    url: `/api/v6/products/${fixture.productId}/conversations`,
    headers: renter,
    payload: { message: 'Hello, is the boat free in July?' },
  });
  hash = opened.json().hash;
});
afterAll(async () => {
  await countingApp.close();
  await ctx.close();
});

const send = (headers: Headers, body: string) =>
  countingApp.inject({
    method: 'POST',
    url: messagingPaths.messages,
    headers,
    payload: { conversationHash: hash, clientId: randomUUID(), body },
  });

describe('a message send', () => {
  it('runs few statements, every one prepared, whether or not the writer had unread messages', async () => {
    await send(owner, 'Yes, it is free.'); // the owner answers: they had the renter's message unread
    statements.length = 0;
    const answered = await send(renter, 'Great, we are four.'); // the renter had the owner's answer unread
    expect(answered.statusCode).toBe(201);
    const withUnread = statements.length;
    // the session, the conversation locked, the message, the activity (with the writer's unread),
    // both parties' 'message.created', the reader's badge, the push's name and recipient; and, as the
    // writer had unread messages, both 'message.read' and the writer's badge
    expect(statements.filter((statement) => !statement.name)).toEqual([]);
    expect(withUnread).toBeLessThanOrEqual(10);
    statements.length = 0;
    expect((await send(renter, 'And a dog.')).statusCode).toBe(201); // nothing unread now
    expect(statements.filter((statement) => !statement.name)).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(8);
  });
});
