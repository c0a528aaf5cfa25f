import type { Queryable } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { countRecentHits } from './repository.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** 429 with Retry-After once `bucket` has `limit.max` hits in its window; counted in the database. */
export async function throttle(
  db: Queryable,
  bucket: string,
  limit: Limit,
  message: (minutes: number) => string,
) {
  const { hits, hitTimes } = await countRecentHits(db, bucket, limit.windowSeconds);
  if (hits < limit.max) return;
  // One attempt frees up when the hit that put the count at the limit leaves the window.
  const freedAt = hitTimes[hits - limit.max].getTime() + limit.windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((freedAt - Date.now()) / 1000));
  throw new HttpError(429, 'too-many-attempts', message(Math.ceil(retryAfter / 60)), undefined, {
    'Retry-After': String(retryAfter),
  });
}
