/** Text helpers for demo data: URL slugs and e-mail-safe names. */

export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function slugify(value: string): string {
  return stripAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Gives each slug once: a second "port-de-nice" becomes "port-de-nice-2". */
export class SlugRegistry {
  private readonly seen = new Map<string, number>();

  claim(base: string): string {
    const slug = slugify(base) || 'place';
    const n = (this.seen.get(slug) ?? 0) + 1;
    this.seen.set(slug, n);
    return n === 1 ? slug : `${slug}-${n}`;
  }
}

/** A short human booking reference that is unique per id: BSN- and 6 base-36 characters. */
export function bookingReference(id: number): string {
  // 7919 is prime and coprime with 36^6, so this spreads ids without two sharing a code.
  const code = ((id * 7919 + 1_000_003) % 36 ** 6).toString(36).toUpperCase().padStart(6, '0');
  return `BSN-${code}`;
}
