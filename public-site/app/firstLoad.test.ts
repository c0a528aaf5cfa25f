import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The benchmark's own measure (tests/perf/searchBudget.mjs): the entry, the page's chunk and what
// they import statically, gzipped, from the site build's manifest (built by the tests' global set-up).
import { FIRST_LOAD_AIM_KB, firstLoadJs } from '../../tests/perf/searchBudget.mjs';

const root = join(import.meta.dirname, '../..');
const readsZod = (file: string) => readFileSync(join(root, 'dist/client', file), 'utf8').includes('._zod');

describe('first-load JavaScript of the site (DESIGN, performance budget)', () => {
  it('loads no zod before a page asks for it: the entry and what it imports hold none', () => {
    const entry = firstLoadJs('public-site/entry-client.tsx');
    expect(entry.rows.length).toBeGreaterThan(3);
    expect(entry.rows.filter((row) => readsZod(row.file)).map((row) => row.file)).toEqual([]);
  });

  it.each([
    ['home', 'public-site/pages/HomePage/HomePage.tsx'],
    ['search', 'public-site/pages/SearchPage/SearchPage.tsx'],
    ['product', 'public-site/pages/ProductPage/ProductPage.tsx'],
    ['booking detail', 'public-site/pages/BookingDetailPage/BookingDetailPage.tsx'],
  ])('the %s page stays within the first-load budget, gzipped', (_name, page) => {
    const { gzip, rows } = firstLoadJs(page);
    expect(rows.some((row) => row.file.includes(page.split('/').at(-2) as string))).toBe(true);
    expect(Math.round(gzip / 1024)).toBeLessThanOrEqual(FIRST_LOAD_AIM_KB);
  });
});
