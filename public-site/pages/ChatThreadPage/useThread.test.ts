import { describe, expect, it } from 'vitest';
import type { Message } from '../../../shared/messaging/messaging.ts';
import { mergeMessages, newClientId, type ThreadMessage } from './useThread.ts';

const message = (id: number, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  clientId: null,
  conversationHash: 'abcdef123456',
  mine: false,
  senderRole: 'owner',
  body: `Message ${id}`,
  hidden: false,
  editedBySupport: false,
  masked: false,
  createdAt: new Date(1_800_000_000_000 + Math.min(id, 10_000) * 1000).toISOString(),
  seen: false,
  attachments: [],
  ...extra,
});

describe('mergeMessages', () => {
  it('replaces the writer’s optimistic copy with the server’s, by clientId, without a duplicate', () => {
    const clientId = newClientId();
    const optimistic = message(Number.MAX_SAFE_INTEGER, { clientId, mine: true, state: 'sending' });
    const server: Message = message(7, { clientId, mine: true, body: 'Hello' });
    const once = mergeMessages([message(5), optimistic], [server]);
    expect(once.map((m) => [m.id, m.state])).toEqual([
      [5, undefined],
      [7, undefined],
    ]);
    // the same message again (the answer, then the live event, or a replay) changes nothing
    expect(mergeMessages(once, [server])).toEqual(once);
  });

  it('keeps the thread in id order with earlier pages and late events, unsent messages last', () => {
    const unsent = message(Number.MAX_SAFE_INTEGER, { clientId: newClientId(), mine: true, state: 'failed' });
    const merged = mergeMessages([message(10), unsent], [message(12), message(3), message(11)]);
    expect(merged.map((m) => m.id)).toEqual([3, 10, 11, 12, Number.MAX_SAFE_INTEGER]);
  });

  it('takes support’s later edit of a message it already shows', () => {
    const edited = message(4, { body: 'Removed by Bosun support.', editedBySupport: true });
    expect(mergeMessages([message(4)], [edited])[0]).toEqual(edited);
  });
});

describe('newClientId', () => {
  it('makes version 4 uuids the API accepts, a new one each time', () => {
    const ids = new Set(Array.from({ length: 100 }, newClientId));
    expect(ids.size).toBe(100);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
