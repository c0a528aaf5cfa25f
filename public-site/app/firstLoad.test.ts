import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The benchmark's own measure (tests/perf/searchBudget.mjs): the entry, the page's chunk and what
// they import statically, gzipped, from the site build's manifest (built by the tests' global set-up).
import { FIRST_LOAD_AIM_KB, firstLoadJs } from '../../tests/perf/searchBudget.mjs';
import { SCREENS } from './screens.ts';

const root = join(import.meta.dirname, '../..');
const readsZod = (file: string) => readFileSync(join(root, 'dist/client', file), 'utf8').includes('._zod');
const manifest: Record<string, { file: string }> = JSON.parse(
  readFileSync(join(root, 'dist/client/.vite/manifest.json'), 'utf8'),
);

/** Every page the site's router can show (its screen table), measured as a browser first loads it. */
const pages = Object.entries(SCREENS).map(([screen, { source }]) => {
  const { gzip, rows } = firstLoadJs(source);
  return { screen, source, rows, kb: Math.round((gzip / 1024) * 10) / 10 };
});

describe('first-load JavaScript of the site (DESIGN, front ends: every route code-split and lean)', () => {
  it('loads no zod before a page asks for it: the entry and what it imports hold none', () => {
    const entry = firstLoadJs('public-site/entry-client.tsx');
    expect(entry.rows.length).toBeGreaterThan(3);
    expect(entry.rows.filter((row) => readsZod(row.file)).map((row) => row.file)).toEqual([]);
  });

  it('measures every page of the router, each from its own chunk in the build', () => {
    console.table(
      pages.map(({ screen, kb, rows }) => ({
        screen,
        files: rows.length,
        'gzip KB': kb,
        [`within ${FIRST_LOAD_AIM_KB} KB`]: kb <= FIRST_LOAD_AIM_KB ? 'yes' : 'NO',
      })),
    );
    expect(pages.length).toBeGreaterThan(30);
    for (const { source, rows } of pages) {
      // A page missing from the manifest would be measured as the entry alone.
      expect(manifest[source]?.file, source).toBeDefined();
      expect(rows.map((row) => row.file)).toContain(manifest[source].file);
    }
  });

  it.each(pages.map((page) => [page.screen, page] as const))(
    'the %s page stays within the first-load budget, gzipped',
    (_screen, { kb }) => {
      expect(kb).toBeLessThanOrEqual(FIRST_LOAD_AIM_KB);
    },
  );
});
