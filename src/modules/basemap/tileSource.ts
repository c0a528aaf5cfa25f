/**
 * The origin a tile template loads images from, for the Content-Security-Policy's img-src
 * (`https://{s}.tile.example/{z}/{x}/{y}.png` -> `https://*.tile.example`); null when unset or invalid.
 */
export function tileOrigin(tileUrl: string | undefined): string | null {
  if (!tileUrl) return null;
  try {
    const url = new URL(tileUrl.replaceAll('{s}', '*').replace(/\{[a-z]+\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.protocol}//${url.host}` : null;
  } catch {
    return null;
  }
}
