// First-load JavaScript of the search pages, gzipped, from the site build's manifest: the entry, the
// page chunk and everything they import statically (what a browser loads before the page works).
// The results map's land is data fetched once the map is shown, so it never counts here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
export const FIRST_LOAD_AIM_KB = 170;
const PAGES = {
  'boat search': 'public-site/pages/SearchPage/SearchPage.tsx',
  'activity search': 'public-site/pages/ActivitySearchPage/ActivitySearchPage.tsx',
  landing: 'public-site/pages/LandingPage/LandingPage.tsx',
};

export function searchFirstLoadJs() {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/client/.vite/manifest.json'), 'utf8'));
  return Object.entries(PAGES).map(([route, page]) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('public-site/entry-client.tsx');
    visit(page);
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const source = readFileSync(join(root, 'dist/client', file));
      raw += source.length;
      gzip += gzipSync(source).length;
    }
    return {
      route,
      files: files.size,
      'raw KB': Math.round(raw / 102.4) / 10,
      'gzip KB': Math.round(gzip / 102.4) / 10,
      [`within ${FIRST_LOAD_AIM_KB} KB`]: gzip / 1024 <= FIRST_LOAD_AIM_KB ? 'yes' : 'NO',
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Search pages, first-load JavaScript (entry + page chunk + static imports):');
  console.table(searchFirstLoadJs());
}
