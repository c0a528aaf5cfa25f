import { z } from 'zod';

/**
 * The results map's background. Without a tile server the API sends the land of the view as one
 * SVG path (Natural Earth, Web Mercator); with MAP_TILE_URL configured it names the raster tiles.
 */
export const basemapQuerySchema = z.object({
  /** minLongitude,minLatitude,maxLongitude,maxLatitude */
  bbox: z
    .string()
    .transform((text) => text.split(',').map(Number))
    .pipe(
      z
        .tuple([
          z.number().min(-180).max(180),
          z.number().min(-90).max(90),
          z.number().min(-180).max(180),
          z.number().min(-90).max(90),
        ])
        .refine(([minLng, minLat, maxLng, maxLat]) => minLng < maxLng && minLat < maxLat, {
          message: 'The box must have its minimum before its maximum.',
        }),
    ),
});

export type BasemapQuery = z.infer<typeof basemapQuerySchema>;

export const landBasemapSchema = z.object({
  source: z.literal('land'),
  /** The box the path covers, in Web Mercator world units (0..1 from 180°W and from the north). */
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** World units per path unit: a path point (x, y) is at box[0] + x * unit, box[1] + y * unit. */
  unit: z.number(),
  /** The land inside the box, clipped and simplified: "M x y L x y … Z" in path units (even-odd fill). */
  path: z.string(),
  attribution: z.string(),
});
export type LandBasemap = z.infer<typeof landBasemapSchema>;

export const tileBasemapSchema = z.object({
  source: z.literal('tiles'),
  /** A {z}/{x}/{y} raster tile template (256-pixel tiles), `{s}` standing for a subdomain. */
  tileUrl: z.string(),
  attribution: z.string(),
});
export type TileBasemap = z.infer<typeof tileBasemapSchema>;

export const basemapSchema = z.discriminatedUnion('source', [landBasemapSchema, tileBasemapSchema]);
export type Basemap = z.infer<typeof basemapSchema>;

export { fromMercator, MAX_MERCATOR_LATITUDE, toMercator } from './mercator.ts';
