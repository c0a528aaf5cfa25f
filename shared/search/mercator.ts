// Web Mercator, apart from the basemap's schemas (shared/search/basemap.ts) so that the maps the
// site draws load no zod.

/** Web Mercator's usable latitude. */
export const MAX_MERCATOR_LATITUDE = 85.05112878;

/** Longitude and latitude to Web Mercator world units (0..1, y down from the north). */
export function toMercator(longitude: number, latitude: number): [number, number] {
  const lat = Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return [(longitude + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** Web Mercator world units back to longitude and latitude. */
export function fromMercator(x: number, y: number): [number, number] {
  const longitude = x * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return [longitude, latitude];
}
