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
  /** Ends the stream because its user opened too many: the tab waits longer before reconnecting. */
  supersede?(): void;
}

/** Streams one user may hold in one process (tabs, devices); a new one closes their oldest. */
export const STREAMS_PER_USER = 16;

export class TooManyStreams extends Error {}

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
  private count = 0;
  private stopListening?: () => Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly log: HubLog,
    /** Streams this process holds at most (each is a socket, a file descriptor). */
    private readonly maxStreams = 5000,
    private readonly perUser = STREAMS_PER_USER,
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

  /**
   * Registers a stream; answers the function that removes it. A user at their limit loses their
   * oldest stream; a process at its limit refuses the new one (TooManyStreams).
   */
  add(userId: number, stream: LiveStream): () => void {
    let set = this.streams.get(userId);
    if (!set) {
      if (this.openStreams >= this.maxStreams) throw new TooManyStreams();
      set = new Set();
      this.streams.set(userId, set);
    }
    // The user's own oldest streams make room first (Sets keep insertion order).
    for (const oldest of set) {
      if (set.size < this.perUser) break;
      set.delete(oldest);
      this.count--;
      if (oldest.supersede) oldest.supersede();
      else oldest.close();
    }
    if (this.openStreams >= this.maxStreams) {
      if (set.size === 0) this.streams.delete(userId);
      throw new TooManyStreams();
    }
    set.add(stream);
    this.count++;
    return () => {
      const current = this.streams.get(userId);
      if (current?.delete(stream)) this.count--;
      if (current?.size === 0) this.streams.delete(userId);
    };
  }

  get openStreams(): number {
    return this.count;
  }

  closeAll(): void {
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.close();
    this.streams.clear();
    this.count = 0;
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
  const hub = new EventHub(app.db, app.log, app.config.EVENT_STREAMS_PER_PROCESS);
  app.decorate('eventHub', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
}
