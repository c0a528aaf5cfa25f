import type { LiveEventPayloads, LiveEventType } from '../../../shared/messaging/messaging.ts';
import type { Queryable } from '../../db/connection.ts';
import { insertEvent, insertEvents } from './repository.ts';

/**
 * Tells one person's open tabs that something changed (DESIGN.md, "Live updates"), in the caller's
 * transaction: the row and its NOTIFY exist exactly when the change is committed, and any server
 * process holding one of that person's streams sends it. Answers the event id.
 */
export function publishEvent<T extends LiveEventType>(
  tx: Queryable,
  userId: number,
  type: T,
  payload: LiveEventPayloads[T],
): Promise<number> {
  return insertEvent(tx, userId, type, payload as unknown as Record<string, unknown>);
}

/** Several events in one statement, in the order given (publishEvent's rule for each). */
export function publishEvents(
  tx: Queryable,
  events: readonly {
    [T in LiveEventType]: { userId: number; type: T; payload: LiveEventPayloads[T] };
  }[LiveEventType][],
): Promise<number[]> {
  return insertEvents(
    tx,
    events.map((event) => ({ ...event, payload: event.payload as unknown as Record<string, unknown> })),
  );
}
