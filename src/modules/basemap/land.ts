import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { type LandBasemap, toMercator } from '../../../shared/search/basemap.ts';

/** Natural Earth land at three scales (world-atlas): coarse for wide views, fine close to a harbour. */
type Scale = '110m' | '50m' | '10m';

/** A ring projected to Web Mercator world units, x and y interleaved, with its bounding box. */
interface Ring {
  points: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Path units across the box's width: about 2.5 per pixel of the 400-pixel map, so rounding is invisible. */
const PATH_UNITS = 1000;
const ATTRIBUTION = 'Natural Earth';
const MAX_MEMO = 500;

const require = createRequire(import.meta.url);
const scales = new Map<Scale, Ring[]>();
const memo = new Map<string, LandBasemap>();

/** Reads and projects one scale's land once, on first use (the 10m file takes a few hundred ms). */
function landAt(scale: Scale): Ring[] {
  let rings = scales.get(scale);
  if (rings) return rings;
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/land-${scale}.json`), 'utf8'));
  const land = feature(topology, topology.objects.land);
  rings = [];
  for (const { geometry } of land.features) {
    const polygons = (
      geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
    ) as number[][][][];
    for (const polygon of polygons) for (const ring of polygon) rings.push(projected(ring));
  }
  scales.set(scale, rings);
  return rings;
}

function projected(ring: number[][]): Ring {
  const points = new Float64Array(ring.length * 2);
  let [minX, minY, maxX, maxY] = [1, 1, 0, 0];
  ring.forEach(([longitude, latitude], i) => {
    const [x, y] = toMercator(longitude, latitude);
    points[2 * i] = x;
    points[2 * i + 1] = y;
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  });
  return { points, minX, minY, maxX, maxY };
}

type Box = [number, number, number, number];

/**
 * The land of a box given in degrees, as one SVG path. The box is first widened to a grid that
 * depends on its size, so that nearby views share one answer (memoised, and cacheable by browsers).
 */
export function landBasemap([minLng, minLat, maxLng, maxLat]: Box): LandBasemap {
  const [x0, y1] = toMercator(minLng, minLat);
  const [x1, y0] = toMercator(maxLng, maxLat);
  const span = Math.max(x1 - x0, y1 - y0, 1e-6);
  const grid = 2 ** -Math.floor(Math.log2(1 / span)) / 4;
  const snap = (v: number, round: (n: number) => number) => Math.min(1, Math.max(0, round(v / grid) * grid));
  const box: Box = [snap(x0, Math.floor), snap(y0, Math.floor), snap(x1, Math.ceil), snap(y1, Math.ceil)];
  const key = box.join(',');
  const known = memo.get(key);
  if (known) return known;

  const width = Math.max(box[2] - box[0], box[3] - box[1]);
  const scale: Scale = width > 0.25 ? '110m' : width > 0.03 ? '50m' : '10m';
  const unit = (box[2] - box[0]) / PATH_UNITS;
  const parts: string[] = [];
  for (const ring of landAt(scale)) {
    if (ring.maxX < box[0] || ring.minX > box[2] || ring.maxY < box[1] || ring.minY > box[3]) continue;
    const part = ringPath(clipToBox(ring.points, box), box, unit);
    if (part) parts.push(part);
  }
  const answer: LandBasemap = { source: 'land', box, unit, path: parts.join(''), attribution: ATTRIBUTION };
  if (memo.size >= MAX_MEMO) memo.clear();
  memo.set(key, answer);
  return answer;
}

/** Sutherland–Hodgman: the part of a ring inside the box (edges along the box where it was cut). */
export function clipToBox(points: Float64Array | number[], [x0, y0, x1, y1]: Box): number[] {
  let current = Array.from(points);
  const edges: [
    (x: number, y: number) => boolean,
    (ax: number, ay: number, bx: number, by: number) => number[],
  ][] = [
    [(x) => x >= x0, (ax, ay, bx, by) => [x0, ay + ((by - ay) * (x0 - ax)) / (bx - ax)]],
    [(x) => x <= x1, (ax, ay, bx, by) => [x1, ay + ((by - ay) * (x1 - ax)) / (bx - ax)]],
    [(_x, y) => y >= y0, (ax, ay, bx, by) => [ax + ((bx - ax) * (y0 - ay)) / (by - ay), y0]],
    [(_x, y) => y <= y1, (ax, ay, bx, by) => [ax + ((bx - ax) * (y1 - ay)) / (by - ay), y1]],
  ];
  for (const [inside, cross] of edges) {
    const next: number[] = [];
    const n = current.length / 2;
    for (let i = 0; i < n; i++) {
      const [ax, ay] = [current[2 * ((i + n - 1) % n)], current[2 * ((i + n - 1) % n) + 1]];
      const [bx, by] = [current[2 * i], current[2 * i + 1]];
      const aIn = inside(ax, ay);
      const bIn = inside(bx, by);
      if (bIn) {
        if (!aIn) next.push(...cross(ax, ay, bx, by));
        next.push(bx, by);
      } else if (aIn) next.push(...cross(ax, ay, bx, by));
    }
    current = next;
    if (current.length === 0) break;
  }
  return current;
}

/** A clipped ring in whole path units, repeated points dropped (that rounding is the simplification). */
function ringPath(points: number[], box: Box, unit: number): string {
  const out: string[] = [];
  let [lastX, lastY] = [Number.NaN, Number.NaN];
  for (let i = 0; i < points.length; i += 2) {
    const x = Math.round((points[i] - box[0]) / unit);
    const y = Math.round((points[i + 1] - box[1]) / unit);
    if (x === lastX && y === lastY) continue;
    out.push(`${out.length === 0 ? 'M' : 'L'}${x} ${y}`);
    [lastX, lastY] = [x, y];
  }
  return out.length >= 3 ? `${out.join('')}Z` : '';
}
