import type { LiveEventPayloads } from '../../shared/messaging/messaging.ts';
import { LIVE_EVENT_TYPES, messagingPaths } from '../../shared/messaging/messagingPaths.ts';
import { pageLanguage, withLocale } from './siteApi.ts';

/**
 * The tab's one events stream (DESIGN.md, "Live updates"), opened on the first subscription and
 * shared by the header's badge and the messenger's pages. The browser reconnects by itself and
 * sends Last-Event-ID, so the server replays what the tab missed; `resync` (too long away) and
 * `reconnected` tell a page to reload what it shows. Loaded lazily, for signed-in visitors only.
 */
type StreamPayloads = LiveEventPayloads & {
  resync: Record<string, never>;
  reconnected: Record<string, never>;
};
export type StreamEvent = keyof StreamPayloads;
type Handler<T extends StreamEvent> = (payload: StreamPayloads[T]) => void;

const handlers = new Map<StreamEvent, Set<Handler<StreamEvent>>>();
/** The latest unread total, so that a badge mounted later shows it at once. */
let unreadTotal: LiveEventPayloads['unread.count'] | null = null;
let source: EventSource | null = null;
let opened = false;

function emit<T extends StreamEvent>(type: T, payload: StreamPayloads[T]) {
  for (const handler of handlers.get(type) ?? []) (handler as Handler<T>)(payload);
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  source = new EventSource(withLocale(messagingPaths.events, pageLanguage()), { withCredentials: true });
  source.addEventListener('ready', () => {
    // A second `ready` is a reconnection: the replay follows, and pages may refresh to be sure.
    if (opened) emit('reconnected', {});
    opened = true;
  });
  source.addEventListener('resync', () => emit('resync', {}));
  for (const type of LIVE_EVENT_TYPES) {
    source.addEventListener(type, (event) => {
      const payload = JSON.parse((event as MessageEvent<string>).data);
      if (type === 'unread.count') unreadTotal = payload;
      emit(type, payload);
    });
  }
  source.addEventListener('error', () => {
    // Signed out (401) or gone: the browser gives up; the next subscription opens a new stream.
    if (source?.readyState === EventSource.CLOSED) {
      source = null;
      opened = false;
    }
  });
}

/** Whether the tab's stream is connected now: a page falls back to asking the server when not. */
export function streamIsOpen(): boolean {
  return source !== null && source.readyState === EventSource.OPEN;
}

export function subscribe<T extends StreamEvent>(type: T, handler: Handler<T>): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(handler as Handler<StreamEvent>);
  open();
  if (type === 'unread.count' && unreadTotal) (handler as Handler<'unread.count'>)(unreadTotal);
  return () => {
    set.delete(handler as Handler<StreamEvent>);
  };
}
