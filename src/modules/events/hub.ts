import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { EVENTS_CHANNEL, type EventRow, findEvent } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    eventHub: EventHub;
  }
}

/** One open events stream (a browser tab) as the hub sees it. */
export interface LiveStream {
  deliver(event: EventRow): void;
  /** Ends the stream; the tab reconnects and replays from its Last-Event-ID. */
  close(): void;
}

interface HubLog {
  warn(obj: object, msg: string): void;
}

/**
 * This process's open streams by user, fed by LISTEN: each notified id is read from the database
 * and handed to that user's streams here, if any. Nothing in it is needed by another process: a tab
 * that reconnects elsewhere replays from the database.
 */
export class EventHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private stopListening?: () => Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly log: HubLog,
  ) {}

  async start(): Promise<void> {
    if (this.stopListening) return;
    this.stopListening = await this.db.listen(
      EVENTS_CHANNEL,
      (payload) => {
        this.onNotification(payload).catch((err) => this.log.warn({ err }, 'live event not delivered'));
      },
      // Notifications sent while the listener was away are lost: every tab replays from the database.
      () => this.closeAll(),
    );
  }

  async stop(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = undefined;
    this.closeAll();
    await stop?.();
  }

  /** Registers a stream; answers the function that removes it. */
  add(userId: number, stream: LiveStream): () => void {
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    set.add(stream);
    return () => {
      const current = this.streams.get(userId);
      current?.delete(stream);
      if (current?.size === 0) this.streams.delete(userId);
    };
  }

  get openStreams(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  closeAll(): void {
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.close();
    this.streams.clear();
  }

  private async onNotification(payload: string): Promise<void> {
    // Nobody listens here: no need to read the row.
    if (this.streams.size === 0) return;
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    const event = await findEvent(this.db, id);
    if (!event) return;
    for (const stream of this.streams.get(event.user_id) ?? []) stream.deliver(event);
  }
}

/**
 * Gives the app its hub: listening from `ready`, and ending every stream before the server closes
 * (open streams would hold the close forever; the tabs reconnect to another process).
 */
export function registerEventHub(app: FastifyInstance): void {
  const hub = new EventHub(app.db, app.log);
  app.decorate('eventHub', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
}
