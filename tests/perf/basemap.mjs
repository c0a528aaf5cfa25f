// Offline basemap payload per view (issue 23): for every seeded harbour, the land the results map
// asks for at zooms 8 to 14 (the view and one view's width around it, as useBasemap asks), with
// the answer's size as JSON and gzipped, its points and the time to cut it, and which data drew
// it (OpenStreetMap-derived harbour coasts or Natural Earth). Run: node tests/perf/basemap.mjs
// (or BENCH_BASEMAP=1 npm run bench). Prints figures only.
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { percentile } from './benchKit.mjs';

const { landBasemap } = await tsImport('../../src/modules/basemap/land.ts', import.meta.url);
const { HARBOURS } = await tsImport('../../src/db/seed/data/places.ts', import.meta.url);
const { bboxParameter, extentOf } = await tsImport(
  '../../public-site/pages/SearchPage/mapView.ts',
  import.meta.url,
);
const { toMercator } = await tsImport('../../shared/search/basemap.ts', import.meta.url);

const rows = [];
for (const zoom of [8, 10, 12, 13, 14]) {
  const bytes = [];
  const gzipped = [];
  const points = [];
  const times = [];
  let fine = 0;
  for (const harbour of HARBOURS) {
    const [x, y] = toMercator(harbour.lng, harbour.lat);
    const bbox = bboxParameter(extentOf({ x, y, zoom }, 1)).split(',').map(Number);
    const started = performance.now();
    const answer = landBasemap(bbox);
    times.push(performance.now() - started);
    const json = JSON.stringify(answer);
    bytes.push(json.length);
    gzipped.push(gzipSync(json).length);
    points.push((answer.path.match(/[ML]/g) ?? []).length);
    if (answer.attribution.includes('OpenStreetMap')) fine += 1;
  }
  for (const list of [bytes, gzipped, points, times]) list.sort((a, b) => a - b);
  const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
  rows.push({
    zoom,
    views: HARBOURS.length,
    'harbour coasts': `${Math.round((100 * fine) / HARBOURS.length)} %`,
    'JSON p50': kb(percentile(bytes, 50)),
    'JSON p95': kb(percentile(bytes, 95)),
    'JSON max': kb(bytes.at(-1)),
    'gzip p50': kb(percentile(gzipped, 50)),
    'gzip p95': kb(percentile(gzipped, 95)),
    'points p50': percentile(points, 50),
    'points max': points.at(-1),
    'ms p50': Math.round(percentile(times, 50) * 10) / 10,
  });
}
console.log('Offline basemap: one answer per seeded harbour and zoom (400-pixel map, one view of margin)');
console.table(rows);
