// What every benchmark script shares: waiting for a server, exact percentiles, rounding, dates.

/** Resolves once `url` answers 2xx; a seeded server may take minutes to come up. */
export async function waitFor(url, timeoutMs = 1_800_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** The p-th percentile of ascending response times (every response kept, so exact, not bucketed). */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;

/** Milliseconds to two decimals, for tables. */
export const ms = (v) => Math.round(v * 100) / 100;

/** Today plus `offset` days, as YYYY-MM-DD. */
export const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
