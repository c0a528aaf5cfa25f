// The messenger's soak (issue 18): BENCH_MESSENGER_SOAK (10,000) messages between 100 pairs of
// accounts, every account with one events stream that is dropped at random and reconnects with its
// Last-Event-ID, as a tab does. At the end: messages lost (never received), messages received twice
// on the wire (the replay reaches a few seconds back on purpose; the page keeps one per id), and
// each account's last unread.count against the API's count.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { bearer, openStream } from './eventStream.mjs';

const PAIRS = 100;

/** Makes the pairs in the database directly: accounts with the demo password, one conversation each. */
async function makePairs(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const demo = (await db.query(`SELECT password_hash FROM users WHERE email = 'renter@bosun.test'`))
      .rows[0];
    const product = (await db.query(`SELECT id FROM products WHERE moderation_status = 'published' LIMIT 1`))
      .rows[0];
    const pairs = [];
    for (let i = 0; i < PAIRS; i++) {
      const make = async (role) =>
        (
          await db.query(
            `INSERT INTO users (email, password_hash, first_name, last_name, is_owner)
             VALUES ($1, $2, $3, 'Soak', $4) RETURNING id, email`,
            [
              `soak-${role}-${i}-${Date.now()}@bosun.test`,
              demo.password_hash,
              `${role}${i}`,
              role === 'owner',
            ],
          )
        ).rows[0];
      const tenant = await make('tenant');
      const owner = await make('owner');
      const hash = randomBytes(16).toString('hex');
      await db.query(
        `INSERT INTO conversations (hash, product_id, tenant_id, owner_id) VALUES ($1, $2, $3, $4)`,
        [hash, product.id, tenant.id, owner.id],
      );
      pairs.push({ hash, people: [tenant, owner], sent: [] });
    }
    return pairs;
  } finally {
    await db.end();
  }
}

/** One account's tab: its stream, kept open (reconnecting after drops) until `stop`. */
function tab(base, authorization) {
  const state = { received: new Map(), wireDuplicates: 0, lastUnread: null, lastEventId: null, drops: 0 };
  let req = null;
  let stopped = false;
  const connect = async () => {
    if (stopped) return;
    try {
      req = await openStream(base, authorization, {
        lastEventId: state.lastEventId,
        onEvent(type, data, id) {
          if (id) state.lastEventId = id;
          if (type === 'unread.count') state.lastUnread = data.total;
          if (type === 'message.created' && !data.mine) {
            if (state.received.has(data.id)) state.wireDuplicates++;
            state.received.set(data.id, (state.received.get(data.id) ?? 0) + 1);
          }
        },
        onEnd() {
          if (!stopped) setTimeout(connect, 50 + Math.random() * 250);
        },
      });
    } catch {
      if (!stopped) setTimeout(connect, 500);
    }
  };
  return {
    state,
    start: connect,
    drop() {
      state.drops++;
      req?.destroy();
    },
    stop() {
      stopped = true;
      req?.destroy();
    },
  };
}

export async function soak({ base, databaseUrl, messages }) {
  const pairs = await makePairs(databaseUrl);
  const tabs = new Map();
  for (const pair of pairs) {
    for (const person of pair.people) {
      const authorization = await bearer(base, person.email);
      tabs.set(person.id, { authorization, ...tab(base, authorization) });
    }
  }
  await Promise.all([...tabs.values()].map((t) => t.start()));
  const dropper = setInterval(() => {
    const all = [...tabs.values()];
    all[Math.floor(Math.random() * all.length)].drop();
  }, 20);

  const expected = new Map([...tabs.keys()].map((id) => [id, new Set()]));
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < messages) {
      next++;
      const pair = pairs[Math.floor(Math.random() * pairs.length)];
      const [from, to] = Math.random() < 0.5 ? pair.people : [...pair.people].reverse();
      const res = await fetch(`${base}/api/v6/messages`, {
        method: 'POST',
        headers: { authorization: tabs.get(from.id).authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          conversationHash: pair.hash,
          clientId: randomUUID(),
          body: `soak message ${next}`,
        }),
      });
      if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
      const id = (await res.json()).message.id;
      expected.get(to.id).add(id);
      pair.sent.push({ id, from: from.id });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const sendSeconds = (performance.now() - started) / 1000;
  clearInterval(dropper);
  // Let every dropped tab reconnect and replay.
  await new Promise((resolve) => setTimeout(resolve, 5000));

  // Unread: what the other wrote after one's own last message (answering reads the thread).
  const unreadOf = (userId) => {
    const pair = pairs.find((p) => p.people.some((person) => person.id === userId));
    const lastOwn = Math.max(0, ...pair.sent.filter((m) => m.from === userId).map((m) => m.id));
    return pair.sent.filter((m) => m.from !== userId && m.id > lastOwn).length;
  };
  let lost = 0;
  let wireDuplicates = 0;
  let drops = 0;
  let unreadWrong = 0;
  for (const [userId, t] of tabs) {
    for (const id of expected.get(userId)) if (!t.state.received.has(id)) lost++;
    wireDuplicates += t.state.wireDuplicates;
    drops += t.state.drops;
    const api = await (
      await fetch(`${base}/api/v6/account/conversations/unread-count`, {
        headers: { authorization: t.authorization },
      })
    ).json();
    if (api.total !== unreadOf(userId) || t.state.lastUnread !== api.total) unreadWrong++;
    t.stop();
  }
  return {
    messages,
    pairs: pairs.length,
    'send s': Math.round(sendSeconds * 10) / 10,
    'streams dropped': drops,
    lost,
    'duplicates on the wire (page keeps one)': wireDuplicates,
    'unread counts wrong': unreadWrong,
  };
}
