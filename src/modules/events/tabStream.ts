import type { SSEReplyInterface } from '@fastify/sse';
import type { LiveStream } from './hub.ts';
import type { EventRow } from './repository.ts';

/** Writes queued for a tab that reads too slowly; past it the tab is closed and replays later. */
const MAX_QUEUED_WRITES = 500;
/** How long a tab closed for a newer one waits before reconnecting (a reconnect closes another). */
const SUPERSEDED_RETRY_MS = 60_000;

/**
 * One tab's stream. Live events that arrive while its replay is read from the database wait, then
 * go out after it without the ones the replay already sent.
 */
export class TabStream implements LiveStream {
  private waiting: EventRow[] | null = [];
  private readonly replayed = new Set<number>();
  private writes: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(private readonly sse: SSEReplyInterface) {}

  deliver(event: EventRow): void {
    if (this.waiting) this.waiting.push(event);
    else this.write(event);
  }

  /** Sends the replayed events, then the live ones that waited for them. */
  finishReplay(events: EventRow[]): Promise<void> {
    for (const event of events) {
      this.replayed.add(event.id);
      this.write(event);
    }
    const waited = this.waiting ?? [];
    this.waiting = null;
    for (const event of waited) if (!this.replayed.has(event.id)) this.write(event);
    this.replayed.clear();
    return this.writes;
  }

  /** A snapshot or an instruction, never replayed; `id` only sets the tab's Last-Event-ID. */
  send(event: string, data: unknown, retry?: number, id?: string): Promise<void> {
    return this.enqueue(() => this.sse.send({ id, event, data, retry }));
  }

  close(): void {
    this.sse.close();
  }

  /** Its user opened too many tabs: this one, the oldest, waits a minute before it reconnects. */
  supersede(): void {
    void this.send('superseded', {}, SUPERSEDED_RETRY_MS).finally(() => this.close());
  }

  private write(event: EventRow): void {
    void this.enqueue(() => this.sse.send({ id: String(event.id), event: event.type, data: event.payload }));
  }

  private enqueue(write: () => Promise<void>): Promise<void> {
    if (!this.sse.isConnected) return this.writes;
    if (++this.queued > MAX_QUEUED_WRITES) {
      this.close();
      return this.writes;
    }
    this.writes = this.writes
      .then(write)
      .catch(() => this.close())
      .finally(() => {
        this.queued--;
      });
    return this.writes;
  }
}
