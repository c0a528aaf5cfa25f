/**
 * The site header's unread total (SPEC section 7, messenger): its path and a reading of the answer
 * that needs no zod, so every page's first load stays without it.
 */
export const unreadCountPath = '/api/v6/account/conversations/unread-count';

/** The answer's `total`, or an error naming what came instead. */
export function readUnreadTotal(answer: unknown): number {
  const total = (answer as { total?: unknown } | null)?.total;
  if (typeof total !== 'number' || !Number.isFinite(total) || total < 0) {
    throw new TypeError(`unread count: expected { total: number }, got ${JSON.stringify(answer)}`);
  }
  return total;
}
