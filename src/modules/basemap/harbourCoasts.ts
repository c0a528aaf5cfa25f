import { readFileSync } from 'node:fs';

/**
 * OpenStreetMap-derived land at about 10 m around the seeded harbours (built by
 * scripts/build-harbour-coasts.ts), for views at harbour scale where Natural Earth is too coarse.
 */

/** One step of the stored coordinates, in Web Mercator world units (about 2.4 m at the equator). */
export const COAST_QUANTUM = 2 ** -24;

type Box = [number, number, number, number];

/** The stored file: per region its box and its land rings, in quanta, each ring delta-coded. */
export interface HarbourCoasts {
  source: string;
  quantum: number;
  regions: { box: Box; rings: number[][] }[];
}

interface Region {
  /** World units. */
  box: Box;
  coded: number[][];
  decoded?: Float64Array[];
}

const FILE = new URL('./harbourCoasts.json', import.meta.url);
let regions: Region[] | undefined;

function loaded(): Region[] {
  if (regions) return regions;
  const coasts = JSON.parse(readFileSync(FILE, 'utf8')) as HarbourCoasts;
  regions = coasts.regions.map(({ box, rings }) => ({
    box: box.map((v) => v * coasts.quantum) as Box,
    coded: rings,
  }));
  return regions;
}

/**
 * The fine land rings (world units, x and y interleaved) of a region that holds the whole box, or
 * null when no region does: the caller then draws Natural Earth rather than a map with holes in it.
 */
export function harbourLand([x0, y0, x1, y1]: Box): Float64Array[] | null {
  const region = loaded().find(({ box }) => box[0] <= x0 && box[1] <= y0 && box[2] >= x1 && box[3] >= y1);
  if (!region) return null;
  region.decoded ??= region.coded.map((deltas) => {
    const points = new Float64Array(deltas.length);
    let [x, y] = [0, 0];
    for (let i = 0; i < deltas.length; i += 2) {
      x += deltas[i];
      y += deltas[i + 1];
      points[i] = region.box[0] + x * COAST_QUANTUM;
      points[i + 1] = region.box[1] + y * COAST_QUANTUM;
    }
    return points;
  });
  return region.decoded;
}
