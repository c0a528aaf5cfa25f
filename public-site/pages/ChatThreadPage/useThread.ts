import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment, Message, MessagePage } from '../../../shared/messaging/messaging.ts';
import { messagingPaths } from '../../../shared/messaging/messagingPaths.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';

/** The shared answer schemas (with zod), loaded when the first answer is parsed, not with the page. */
const messagingSchemas = () => import('../../../shared/messaging/messaging.ts');

/** A message on screen: the server's copy, or the writer's own while it is on its way. */
export interface ThreadMessage extends Message {
  state?: 'sending' | 'failed';
}

/** Each message's own id (Zulip's local_id): a retry with it never makes a second message. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Puts server copies into the thread: one replaces the message with its id, or the writer's
 * optimistic copy with its clientId; the thread stays in id order, unsent ones last.
 */
export function mergeMessages(current: ThreadMessage[], incoming: Message[]): ThreadMessage[] {
  const next = [...current];
  for (const message of incoming) {
    const index = next.findIndex(
      (m) => m.id === message.id || (message.clientId !== null && m.clientId === message.clientId),
    );
    if (index >= 0) next[index] = message;
    else next.push(message);
  }
  const sent = next.filter((m) => !m.state).sort((a, b) => a.id - b.id);
  return [...sent, ...next.filter((m) => m.state)];
}

const seenBy = (messages: ThreadMessage[], readAt: string | null) =>
  readAt === null
    ? messages
    : messages.map((m) =>
        m.mine && !m.seen && !m.state && m.createdAt <= readAt ? { ...m, seen: true } : m,
      );

/**
 * The thread's state: its pages, the live events of this conversation, sending with an optimistic
 * copy, and the read mark (sent when the tab is visible and the other party wrote).
 */
export function useThread(hash: string, firstPage: MessagePage) {
  const [messages, setMessages] = useState<ThreadMessage[]>(firstPage.items);
  const [before, setBefore] = useState(firstPage.nextBefore);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [maskedNotice, setMaskedNotice] = useState(false);
  const lastRead = useRef(0);

  const markRead = useCallback(
    (list: ThreadMessage[]) => {
      const newest = [...list].reverse().find((m) => !m.mine && !m.state);
      if (!newest || newest.id <= lastRead.current || document.visibilityState !== 'visible') return;
      lastRead.current = newest.id;
      void browserApi(messagingPaths.read, {
        method: 'POST',
        body: { conversationHash: hash, lastMessageId: newest.id },
      }).catch(() => {
        lastRead.current = 0;
      });
    },
    [hash],
  );

  const refresh = useCallback(async () => {
    const { messagePageSchema } = await messagingSchemas();
    const page = messagePageSchema.parse(
      await readJson(await browserApi(`${messagingPaths.messages}?conversation=${encodeURIComponent(hash)}`)),
    );
    setMessages((current) => seenBy(mergeMessages(current, page.items), page.otherReadAt));
  }, [hash]);

  useEffect(() => markRead(messages), [messages, markRead]);

  useEffect(() => {
    const onVisible = () => markRead(messages);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [messages, markRead]);

  useEffect(() => {
    let stop: (() => void)[] = [];
    let cancelled = false;
    const reload = () => void refresh().catch(() => undefined);
    import('../../app/liveEvents.ts').then(({ subscribe }) => {
      if (cancelled) return;
      stop = [
        subscribe('message.created', (message) => {
          if (message.conversationHash === hash) setMessages((current) => mergeMessages(current, [message]));
        }),
        subscribe('message.updated', (message) => {
          if (message.conversationHash === hash) setMessages((current) => mergeMessages(current, [message]));
        }),
        subscribe('message.read', (receipt) => {
          if (receipt.conversationHash === hash && receipt.reader === 'other') {
            setMessages((current) => seenBy(current, receipt.readAt));
          }
        }),
        // The booking moved: its status line is in the thread now.
        subscribe('booking.changed', (change) => {
          if (change.conversationHash === hash) reload();
        }),
        subscribe('reconnected', reload),
        subscribe('resync', reload),
      ];
    });
    return () => {
      cancelled = true;
      for (const unsubscribe of stop) unsubscribe();
    };
  }, [hash, refresh]);

  const post = useCallback(
    async (clientId: string, body: string, attachments: Attachment[]) => {
      setMessages((current) =>
        current.map((m) => (m.clientId === clientId ? { ...m, state: 'sending' } : m)),
      );
      try {
        const { sendMessageAnswerSchema } = await messagingSchemas();
        const answer = sendMessageAnswerSchema.parse(
          await readJson(
            await browserApi(messagingPaths.messages, {
              method: 'POST',
              body: { conversationHash: hash, clientId, body, attachmentIds: attachments.map((a) => a.id) },
            }),
          ),
        );
        setMessages((current) => mergeMessages(current, [answer.message]));
        if (answer.message.masked) setMaskedNotice(true);
      } catch {
        setMessages((current) =>
          current.map((m) => (m.clientId === clientId ? { ...m, state: 'failed' } : m)),
        );
      }
    },
    [hash],
  );

  // Messages that could not leave while offline go as soon as the connection is back.
  useEffect(() => {
    const resend = () => {
      for (const m of messages) {
        if (m.state === 'failed' && m.clientId) void post(m.clientId, m.body ?? '', m.attachments);
      }
    };
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [messages, post]);

  const send = useCallback(
    (body: string, attachments: Attachment[] = []) => {
      const clientId = newClientId();
      const optimistic: ThreadMessage = {
        id: Number.MAX_SAFE_INTEGER,
        clientId,
        conversationHash: hash,
        mine: true,
        senderRole: 'system',
        body,
        hidden: false,
        editedBySupport: false,
        masked: false,
        createdAt: new Date().toISOString(),
        seen: false,
        attachments,
        state: 'sending',
      };
      setMessages((current) => [...current, optimistic]);
      void post(clientId, body, attachments);
    },
    [hash, post],
  );

  const retry = useCallback(
    (message: ThreadMessage) => {
      if (message.clientId) void post(message.clientId, message.body ?? '', message.attachments);
    },
    [post],
  );

  const loadEarlier = useCallback(async () => {
    if (before === null || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const { messagePageSchema } = await messagingSchemas();
      const page = messagePageSchema.parse(
        await readJson(
          await browserApi(
            `${messagingPaths.messages}?conversation=${encodeURIComponent(hash)}&before=${before}`,
          ),
        ),
      );
      setMessages((current) => mergeMessages(current, page.items));
      setBefore(page.nextBefore);
    } finally {
      setLoadingEarlier(false);
    }
  }, [before, hash, loadingEarlier]);

  return {
    messages,
    hasEarlier: before !== null,
    loadingEarlier,
    loadEarlier,
    send,
    retry,
    maskedNotice,
    dismissMaskedNotice: () => setMaskedNotice(false),
  };
}
