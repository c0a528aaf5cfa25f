/**
 * A short-lived memo, per database, of the lookups every search repeats and that change rarely
 * (a place by slug or name, a currency's rate, whether a place has harbours): with them warm, a
 * search is one round trip to the database. A minute of staleness is acceptable for all three.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  expiresAt: number;
  /** A lookup's promise (remembered) or a value at hand (keep). */
  value: unknown;
}

const memos = new WeakMap<object, Map<string, Entry>>();

export function remembered<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  const now = Date.now();
  const hit = memo.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (memo.size >= MAX_ENTRIES) memo.clear();
  const value = load();
  memo.set(key, { expiresAt: now + TTL_MS, value });
  // A failed or empty lookup is not remembered: the next search asks again (a place just created).
  value.then(
    (found) => {
      if (found === null || found === undefined) memo.delete(key);
    },
    () => memo.delete(key),
  );
  return value;
}

/** What was kept under `key` less than a minute ago (keep), if anything. */
export function recalled<T>(db: object, key: string): T | undefined {
  const hit = memos.get(db)?.get(key);
  return hit && hit.expiresAt > Date.now() ? (hit.value as T) : undefined;
}

/** Keeps a value already at hand for a minute (what `remembered` does with a lookup's answer). */
export function keep<T>(db: object, key: string, value: T): void {
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(key, { expiresAt: Date.now() + TTL_MS, value });
}

/** Forgets every memo of a database (tests that change places or rates mid-file). */
export function forgetLookups(db: object): void {
  memos.delete(db);
}
