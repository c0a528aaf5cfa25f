import sharp, { type OutputInfo } from 'sharp';
import { PHOTO_MAX_PIXELS, type PHOTO_TYPES, PHOTO_WIDTHS } from '../../../shared/owners/photos.ts';

type PhotoType = (typeof PHOTO_TYPES)[number];

/** The picture type by the file's first bytes (its name and the browser's claim are not trusted). */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])))
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    /^avi[fs]$/.test(bytes.toString('latin1', 8, 12))
  )
    return 'image/avif';
  return null;
}

export interface PhotoFile {
  /** `{width}.{webp|avif|jpg}` under the photo's prefix. */
  name: string;
  contentType: 'image/webp' | 'image/avif' | 'image/jpeg';
  bytes: Buffer;
}

export interface PhotoVariants {
  width: number;
  height: number;
  files: PhotoFile[];
}

export class UnreadablePhoto extends Error {}

/**
 * Every size the site uses, in WebP and AVIF, and a JPEG at the largest width for what takes no
 * modern format (link previews). Decoded once, turned upright by its EXIF orientation and
 * re-encoded: nothing of the original's metadata (GPS position, camera, owner's name) is kept.
 */
export async function makePhotoVariants(bytes: Buffer): Promise<PhotoVariants> {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // JPEG is shrunk while it is decoded, so a 12-megapixel photo never lies in memory whole.
    upright = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnreadablePhoto('This picture cannot be read.');
  }
  const { width, height, channels } = upright.info;
  const base = () => sharp(upright.data, { raw: { width, height, channels } });
  const encodings = PHOTO_WIDTHS.flatMap((target) => {
    const sized = () => (target < width ? base().resize({ width: target }) : base());
    const files: Promise<PhotoFile>[] = [
      sized()
        .webp({ quality: 78, effort: 3 })
        .toBuffer()
        .then((out) => ({ name: `${target}.webp`, contentType: 'image/webp' as const, bytes: out })),
      sized()
        .avif({ quality: 55, effort: 2 })
        .toBuffer()
        .then((out) => ({ name: `${target}.avif`, contentType: 'image/avif' as const, bytes: out })),
    ];
    if (target === largest)
      files.push(
        sized()
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer()
          .then((out) => ({ name: `${target}.jpg`, contentType: 'image/jpeg' as const, bytes: out })),
      );
    return files;
  });
  return { width, height, files: await Promise.all(encodings) };
}
