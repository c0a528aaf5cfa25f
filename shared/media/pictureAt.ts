/** The widths the media server draws a picture at as a photo (`?w=`). */
export const PICTURE_WIDTHS = [160, 400, 800, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** A demo picture's drawing (src/modules/media): `/media/demo/{boat|activity}/{type}/{seed}-{view}.svg`. */
const DEMO_DRAWING = /^\/media\/demo\/(?:boat|activity)\/[A-Za-z]+\/\d{1,9}-\d\.svg$/;

/**
 * A listing picture as a photo of that width. The demo pictures are SVG drawings, and the places
 * that show a page's picture elsewhere (Open Graph previews in social networks and chat apps,
 * search engines' structured data) take photos, not SVG; the media server draws each as a JPEG of
 * an allowed width (the format every one of them reads). Any other picture is returned as it is.
 *
 * The site's own pages keep the drawings: on a phone, three small compressed SVGs load faster than
 * three photos (Lighthouse measured it), even though the browser draws SVG on its main thread.
 */
export function pictureAt(url: string, width: PictureWidth): string {
  return DEMO_DRAWING.test(url) ? `${url.slice(0, -'.svg'.length)}.jpg?w=${width}` : url;
}
