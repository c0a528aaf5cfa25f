// First-load JavaScript of a page (the product benchmark uses it too) and of the search pages, gzipped, from the site build's manifest: the entry, the
// page chunk and everything they import statically (what a browser loads before the page works).
// The results map's land is data fetched once the map is shown, so it never counts here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
export const FIRST_LOAD_AIM_KB = 150;
const PAGES = {
  'boat search': 'public-site/pages/SearchPage/SearchPage.tsx',
  'activity search': 'public-site/pages/ActivitySearchPage/ActivitySearchPage.tsx',
  landing: 'public-site/pages/LandingPage/LandingPage.tsx',
};

/**
 * What a browser loads before a page works: the entry, the page's chunk (its source path in the
 * manifest) and everything they import statically, each file's raw and gzipped bytes.
 */
export function firstLoadJs(page) {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/client/.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('public-site/entry-client.tsx');
  visit(page);
  const rows = [...files].map((file) => {
    const source = readFileSync(join(root, 'dist/client', file));
    return { file, raw: source.length, gzip: gzipSync(source).length };
  });
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  return { rows, raw: sum('raw'), gzip: sum('gzip') };
}

export function searchFirstLoadJs() {
  return Object.entries(PAGES).map(([route, page]) => {
    const { rows, raw, gzip } = firstLoadJs(page);
    return {
      route,
      files: rows.length,
      'raw KB': Math.round(raw / 102.4) / 10,
      'gzip KB': Math.round(gzip / 102.4) / 10,
      [`within ${FIRST_LOAD_AIM_KB} KB`]: gzip / 1024 <= FIRST_LOAD_AIM_KB ? 'yes' : 'NO',
    };
  });
}

/**
 * Every page of the site as the build's manifest holds them (each page is its own chunk,
 * `public-site/pages/<Page>/<Page>.tsx`), measured as above.
 */
export function pagesFirstLoadJs() {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/client/.vite/manifest.json'), 'utf8'));
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /^public-site\/pages\/(\w+)\/\1\.tsx$/.test(key))
    .sort()
    .map((page) => {
      const { rows, gzip } = firstLoadJs(page);
      return {
        page: page.split('/')[2],
        files: rows.length,
        'gzip KB': Math.round(gzip / 102.4) / 10,
        [`within ${FIRST_LOAD_AIM_KB} KB`]: gzip / 1024 <= FIRST_LOAD_AIM_KB ? 'yes' : 'NO',
      };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Search pages, first-load JavaScript (entry + page chunk + static imports):');
  console.table(searchFirstLoadJs());
  console.log('Every page of the site, first-load JavaScript:');
  console.table(pagesFirstLoadJs());
}
