import type { SeededRandom } from './random.ts';

/**
 * Weighted choice that first fills minimum counts, so that even a small demo (60 boats) shows every
 * status the back office filters on.
 */
export class Quota<S extends string> {
  private readonly counts = new Map<S, number>();

  constructor(private readonly minimums: Partial<Record<S, number>>) {}

  pick(random: SeededRandom, options: readonly (readonly [S, number])[]): S {
    const missing = options.find(([status]) => (this.counts.get(status) ?? 0) < (this.minimums[status] ?? 0));
    const status = missing ? missing[0] : random.weighted(options);
    this.count(status);
    return status;
  }

  count(status: S): void {
    this.counts.set(status, (this.counts.get(status) ?? 0) + 1);
  }
}
