import { fromMercator, toMercator } from '../../../shared/search/mercator.ts';

/** The map's drawing size, in SVG user units (the SVG scales it to its box). */
export const MAP_SIZE = 400;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 17;
const TILE_SIZE = 256;
/** The zoom of a single result: a harbour and its surroundings. */
const SINGLE_POINT_ZOOM = 12;

/** A Web Mercator view: its centre in world units (0..1) and a zoom (the world is 256·2^zoom wide). */
export interface MapView {
  x: number;
  y: number;
  zoom: number;
}

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** The shares of the drawing's width and height, about its centre, that the points are fitted into. */
export interface FitRoom {
  x: number;
  y: number;
}

const WHOLE_ROOM: FitRoom = { x: 0.8, y: 0.8 };

/**
 * The room for the points in a map box of `width` × `height` pixels. The square drawing covers the
 * box (a tall phone screen shows its middle band), and `inset` pixels on each side stay free for
 * the controls over the map, so that no marker sits under a button.
 */
export function fitRoom(width: number, height: number, inset: { x: number; y: number }): FitRoom {
  if (width <= 0 || height <= 0) return WHOLE_ROOM;
  const shownX = Math.min(1, width / height);
  const shownY = Math.min(1, height / width);
  return {
    x: Math.max(0.3, shownX * (1 - (2 * inset.x) / width)),
    y: Math.max(0.3, shownY * (1 - (2 * inset.y) / height)),
  };
}

/** The view showing every point within `room` (a single point: at a harbour's scale). */
export function fitView(
  points: { latitude: number; longitude: number }[],
  room: FitRoom = WHOLE_ROOM,
): MapView {
  const projected = points.map((p) => toMercator(p.longitude, p.latitude));
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const fits = (share: number, span: number) =>
    span === 0 ? Number.POSITIVE_INFINITY : Math.log2((share * MAP_SIZE) / (span * TILE_SIZE));
  const zoom =
    spanX === 0 && spanY === 0 ? SINGLE_POINT_ZOOM : Math.min(fits(room.x, spanX), fits(room.y, spanY));
  return { x: (minX + maxX) / 2, y: (minY + maxY) / 2, zoom: clampZoom(Math.min(zoom, SINGLE_POINT_ZOOM)) };
}

/** Where a place is drawn, in SVG units. */
export function toScreen(view: MapView, longitude: number, latitude: number): [number, number] {
  const [x, y] = toMercator(longitude, latitude);
  const size = worldSize(view.zoom);
  return [MAP_SIZE / 2 + (x - view.x) * size, MAP_SIZE / 2 + (y - view.y) * size];
}

/** The view moved by some SVG units (a drag, an arrow key). */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const size = worldSize(view.zoom);
  return { ...view, x: clamp01(view.x - dx / size), y: clamp01(view.y - dy / size) };
}

/** The view zoomed by `delta` levels keeping the SVG point (px, py) where it is (wheel, pinch). */
export function zoomAround(view: MapView, delta: number, px = MAP_SIZE / 2, py = MAP_SIZE / 2): MapView {
  const zoom = clampZoom(view.zoom + delta);
  const before = worldSize(view.zoom);
  const after = worldSize(zoom);
  const worldX = view.x + (px - MAP_SIZE / 2) / before;
  const worldY = view.y + (py - MAP_SIZE / 2) / before;
  return {
    zoom,
    x: clamp01(worldX - (px - MAP_SIZE / 2) / after),
    y: clamp01(worldY - (py - MAP_SIZE / 2) / after),
  };
}

/** The view's extent in world units, widened by `margin` views on every side. */
export function extentOf(view: MapView, margin = 0): [number, number, number, number] {
  const half = ((0.5 + margin) * MAP_SIZE) / worldSize(view.zoom);
  return [view.x - half, view.y - half, view.x + half, view.y + half];
}

/** An extent in world units as the basemap API's `bbox` (degrees: west, south, east, north). */
export function bboxParameter([x0, y0, x1, y1]: [number, number, number, number]): string {
  const [west, north] = fromMercator(Math.max(0, x0), Math.max(0, y0));
  const [east, south] = fromMercator(Math.min(1, x1), Math.min(1, y1));
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return [round(west), round(Math.max(south, -85)), round(east), round(Math.min(north, 85))].join(',');
}

/** The SVG transform drawing a basemap path (`box` origin, `unit` world units per path unit). */
export function landTransform(view: MapView, box: [number, number, number, number], unit: number): string {
  const size = worldSize(view.zoom);
  const tx = MAP_SIZE / 2 + (box[0] - view.x) * size;
  const ty = MAP_SIZE / 2 + (box[1] - view.y) * size;
  return `translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${(unit * size).toPrecision(6)})`;
}

export interface Tile {
  key: string;
  href: string;
  x: number;
  y: number;
  size: number;
}

/** The raster tiles covering the view, from a `{z}/{x}/{y}` template (`{s}` cycles a, b, c). */
export function tilesFor(view: MapView, template: string): Tile[] {
  const z = Math.max(0, Math.min(19, Math.round(view.zoom)));
  const count = 2 ** z;
  const size = worldSize(view.zoom) / count;
  const [x0, y0, x1, y1] = extentOf(view);
  const tiles: Tile[] = [];
  for (
    let ty = Math.max(0, Math.floor(y0 * count));
    ty <= Math.min(count - 1, Math.floor(y1 * count));
    ty++
  ) {
    for (let tx = Math.floor(x0 * count); tx <= Math.floor(x1 * count); tx++) {
      const wrapped = ((tx % count) + count) % count;
      const href = template
        .replaceAll('{z}', String(z))
        .replaceAll('{x}', String(wrapped))
        .replaceAll('{y}', String(ty))
        .replaceAll('{s}', 'abc'[(wrapped + ty) % 3]);
      tiles.push({
        key: `${z}/${tx}/${ty}`,
        href,
        x: MAP_SIZE / 2 + (tx / count - view.x) * worldSize(view.zoom),
        y: MAP_SIZE / 2 + (ty / count - view.y) * worldSize(view.zoom),
        size,
      });
    }
  }
  return tiles;
}

function clamp01(y: number): number {
  return Math.min(1, Math.max(0, y));
}

/** A marker as drawn: one result, or a cluster of results too close to tell apart at this zoom. */
export interface DrawnMarker<P> {
  x: number;
  y: number;
  points: P[];
}

/**
 * Gathers markers closer than `radius` SVG units into clusters, greedily in the given order (the
 * page's ranking, so a cluster sits on its best result). Forty results at most: no index needed.
 * At the closest zoom nothing is gathered any more: boats moored at the same harbour share its
 * position, so they are spread on a small ring around it, each its own price marker.
 */
export function clusterMarkers<P extends { latitude: number; longitude: number }>(
  view: MapView,
  points: P[],
  radius = 36,
): DrawnMarker<P>[] {
  if (view.zoom >= MAX_ZOOM) return spreadMarkers(view, points, radius);
  const markers: DrawnMarker<P>[] = [];
  for (const point of points) {
    const [x, y] = toScreen(view, point.longitude, point.latitude);
    const near = markers.find((marker) => Math.hypot(marker.x - x, marker.y - y) < radius);
    if (near) near.points.push(point);
    else markers.push({ x, y, points: [point] });
  }
  return markers;
}

function spreadMarkers<P extends { latitude: number; longitude: number }>(
  view: MapView,
  points: P[],
  radius: number,
): DrawnMarker<P>[] {
  const groups: DrawnMarker<P>[] = [];
  for (const point of points) {
    const [x, y] = toScreen(view, point.longitude, point.latitude);
    const near = groups.find((group) => Math.hypot(group.x - x, group.y - y) < radius);
    if (near) near.points.push(point);
    else groups.push({ x, y, points: [point] });
  }
  return groups.flatMap((group) =>
    group.points.length === 1
      ? [group]
      : group.points.map((point, index) => {
          const angle = (2 * Math.PI * index) / group.points.length;
          const ring = radius * (1 + group.points.length / 12);
          return {
            x: group.x + ring * Math.cos(angle),
            y: group.y + ring * Math.sin(angle),
            points: [point],
          };
        }),
  );
}

/** The search circle a view covers: its centre and the distance to its edge, in whole km (max 500). */
export function searchAreaOf(view: MapView): { latitude: number; longitude: number; distance: number } {
  const [longitude, latitude] = fromMercator(view.x, view.y);
  const [x0] = extentOf(view);
  const [edgeLongitude] = fromMercator(Math.max(0, x0), view.y);
  const kmPerDegree = 111.32 * Math.cos((latitude * Math.PI) / 180);
  const distance = Math.round(Math.abs(longitude - edgeLongitude) * kmPerDegree);
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return {
    latitude: round(latitude),
    longitude: round(longitude),
    distance: Math.min(500, Math.max(1, distance)),
  };
}
