import type { FastifyInstance } from 'fastify';
import { type Basemap, basemapQuerySchema, basemapSchema } from '../../../shared/search/basemap.ts';
import { described } from '../../http/describe.ts';
import { parseInput } from '../../http/validate.ts';
import { landBasemap } from './land.ts';

/** A day: the land only changes with the world-atlas package, and a configured tile source with a deploy. */
const CACHE_SECONDS = 86_400;

/**
 * GET /api/v6/basemap?bbox=minLng,minLat,maxLng,maxLat: the results map's background, asked by the
 * browser only once the map is shown, so that no geometry travels with the page or its JavaScript.
 */
export default async function basemapRoutes(app: FastifyInstance) {
  app.get(
    '/api/v6/basemap',
    described({
      tags: ['search'],
      summary: 'The results map background: land paths or a tile source',
      signedIn: false,
      querystring: basemapQuerySchema,
      ok: { schema: basemapSchema },
    }),
    async (request, reply): Promise<Basemap> => {
      const tileUrl = app.config.MAP_TILE_URL;
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      if (tileUrl) {
        return { source: 'tiles', tileUrl, attribution: app.config.MAP_TILE_ATTRIBUTION };
      }
      const { bbox } = parseInput(basemapQuerySchema, request.query);
      return landBasemap(bbox);
    },
  );
}
