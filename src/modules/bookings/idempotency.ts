import type { Database } from '../../db/connection.ts';
import { claimIdempotencyKey, storeIdempotentAnswer } from '../payment-sessions/idempotency.ts';
import { forgetIdempotencyKey } from './repository.ts';

/**
 * A cancellation with an Idempotency-Key, as the checkout takes one (DESIGN.md): the first answer is
 * kept and a replay gets it again; the same key with another request is 422. The cancellation spans
 * several transactions (a provider call sits between them), so the key is claimed in its own short
 * one, answered at the end, and forgotten if the cancellation fails, so that a retry can run.
 */
export async function withIdempotencyKey<T>(
  db: Database,
  request: { key: string | undefined; userId: number; bookingId: number; input: unknown },
  work: () => Promise<T>,
): Promise<T> {
  if (!request.key) return work();
  const claim = { scope: `booking-cancel:${request.userId}`, key: request.key };
  const replay = await db.transaction((tx) =>
    claimIdempotencyKey(tx, {
      ...claim,
      userId: request.userId,
      request: { bookingId: request.bookingId, input: request.input },
    }),
  );
  if (replay) return replay.body as T;
  try {
    const answer = await work();
    await storeIdempotentAnswer(db, claim, { status: 200, body: answer });
    return answer;
  } catch (error) {
    await forgetIdempotencyKey(db, claim);
    throw error;
  }
}
