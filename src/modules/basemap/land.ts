import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { type LandBasemap, toMercator } from '../../../shared/search/basemap.ts';
import { harbourLand } from './harbourCoasts.ts';

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
const FINE_ATTRIBUTION = '© OpenStreetMap contributors';
/** Boxes narrower than this (world units, about 100 km at the equator: a view at zoom 12 and up, with its margins) draw the harbour coasts when a region holds them. */
const FINE_MAX_WIDTH = 0.0025;
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
  ring.forEach(([longitude, latitude], i) => {
    const [x, y] = toMercator(longitude, latitude);
    points[2 * i] = x;
    points[2 * i + 1] = y;
  });
  return bounded(points);
}

function bounded(points: Float64Array): Ring {
  let [minX, minY, maxX, maxY] = [1, 1, 0, 0];
  for (let i = 0; i < points.length; i += 2) {
    minX = Math.min(minX, points[i]);
    minY = Math.min(minY, points[i + 1]);
    maxX = Math.max(maxX, points[i]);
    maxY = Math.max(maxY, points[i + 1]);
  }
  return { points, minX, minY, maxX, maxY };
}

const fineRings = new WeakMap<Float64Array[], Ring[]>();

/** The land to draw a box with: the harbour coasts when a region holds the box and it is narrow enough. */
function ringsFor(box: Box, width: number): { rings: Ring[]; attribution: string } {
  const fine = width <= FINE_MAX_WIDTH ? harbourLand(box) : null;
  if (!fine) {
    const scale: Scale = width > 0.25 ? '110m' : width > 0.03 ? '50m' : '10m';
    return { rings: landAt(scale), attribution: ATTRIBUTION };
  }
  let rings = fineRings.get(fine);
  if (!rings) {
    rings = fine.map(bounded);
    fineRings.set(fine, rings);
  }
  return { rings, attribution: FINE_ATTRIBUTION };
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
  const { rings, attribution } = ringsFor(box, width);
  const unit = (box[2] - box[0]) / PATH_UNITS;
  const parts: string[] = [];
  for (const ring of rings) {
    if (ring.maxX < box[0] || ring.minX > box[2] || ring.maxY < box[1] || ring.minY > box[3]) continue;
    const part = ringPath(clipToBox(ring.points, box), box, unit);
    if (part) parts.push(part);
  }
  const answer: LandBasemap = { source: 'land', box, unit, path: parts.join(''), attribution };
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

/**
 * A clipped ring in whole path units, simplified for the view's zoom: points closer than half a
 * path unit (about a pixel) to the line through their neighbours are dropped, then repeats.
 */
function ringPath(points: number[], box: Box, unit: number): string {
  const inUnits = points.map((v, i) => (v - box[i % 2]) / unit);
  const simple = simplifyRing(inUnits, 0.5);
  const out: string[] = [];
  let [lastX, lastY] = [Number.NaN, Number.NaN];
  for (let i = 0; i < simple.length; i += 2) {
    const x = Math.round(simple[i]);
    const y = Math.round(simple[i + 1]);
    if (x === lastX && y === lastY) continue;
    out.push(`${out.length === 0 ? 'M' : 'L'}${x} ${y}`);
    [lastX, lastY] = [x, y];
  }
  return out.length >= 3 ? `${out.join('')}Z` : '';
}

/**
 * Douglas–Peucker on a closed ring (x and y interleaved): the points that stray more than
 * `tolerance` from the simplified outline. The ring is split at its first point and the point
 * farthest from it, so that both halves are open lines.
 */
export function simplifyRing(points: ArrayLike<number>, tolerance: number): number[] {
  const n = points.length / 2;
  if (n <= 4) return Array.from(points);
  const x = (i: number) => points[2 * i];
  const y = (i: number) => points[2 * i + 1];
  let far = 0;
  let farthest = -1;
  for (let i = 1; i < n; i++) {
    const d = (x(i) - x(0)) ** 2 + (y(i) - y(0)) ** 2;
    if (d > farthest) [far, farthest] = [i, d];
  }
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[far] = 1;
  const stack: [number, number][] = [
    [0, far],
    [far, n],
  ];
  const squared = tolerance * tolerance;
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [number, number];
    const end = to % n;
    const [ax, ay] = [x(from), y(from)];
    const [dx, dy] = [x(end) - ax, y(end) - ay];
    const length = dx * dx + dy * dy;
    let worst = -1;
    let worstDistance = squared;
    for (let i = from + 1; i < to; i++) {
      const [px, py] = [x(i) - ax, y(i) - ay];
      const cross = px * dy - py * dx;
      const distance = length === 0 ? px * px + py * py : (cross * cross) / length;
      if (distance > worstDistance) [worst, worstDistance] = [i, distance];
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([from, worst], [worst, to]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(x(i), y(i));
  return out;
}
