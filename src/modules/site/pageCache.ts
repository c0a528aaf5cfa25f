import { randomBytes } from 'node:crypto';

interface Entry {
  status: number;
  html: string;
  expiresAt: number;
}

export interface PageCache {
  /**
   * The nonce to render a shareable page with: random per process, so no visitor can guess it, and
   * replaced by each response's own CSP nonce before the page leaves (see `html`).
   */
  readonly placeholderNonce: string;
  get(key: string, nonce: string): { status: number; html: string } | undefined;
  /**
   * After a miss: whether the page about to be rendered is worth keeping, that is whether the same
   * page was asked for once already within the time a page is kept. A page asked for once (the long
   * tail of 100,000 boats, a one-off query string) is rendered for its visitor alone and never
   * held in memory; the second guest to ask is the first to cause it to be kept.
   */
  admit(key: string): boolean;
  set(key: string, page: { status: number; html: string }): void;
}

/**
 * A short-lived cache of the server-rendered pages every guest sees alike (a product page, in one
 * currency): the same minute for which the product API already lets shared caches keep a guest's
 * answer (`public, max-age=60`). Signed-in visitors are always rendered afresh, and every response
 * still carries its own CSP nonce. Least recently used pages leave first beyond `maxEntries`.
 * `ttlSeconds` 0 turns it off.
 */
export function createPageCache({
  ttlSeconds,
  maxEntries,
  now = Date.now,
}: {
  ttlSeconds: number;
  maxEntries: number;
  now?: () => number;
}): PageCache | null {
  if (ttlSeconds <= 0) return null;
  const entries = new Map<string, Entry>();
  // Pages asked for once, with when that sighting stops counting; a few bytes each, bounded.
  const sightings = new Map<string, number>();
  const maxSightings = maxEntries * 10;
  const placeholderNonce = randomBytes(18).toString('base64');
  return {
    placeholderNonce,
    get(key, nonce) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry); // most recently used last
      return { status: entry.status, html: entry.html.replaceAll(placeholderNonce, nonce) };
    },
    admit(key) {
      const seenUntil = sightings.get(key);
      sightings.delete(key);
      if (seenUntil !== undefined && seenUntil > now()) return true;
      sightings.set(key, now() + ttlSeconds * 1000);
      while (sightings.size > maxSightings) sightings.delete(sightings.keys().next().value as string);
      return false;
    },
    set(key, page) {
      entries.delete(key);
      entries.set(key, { ...page, expiresAt: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
