import sharp from 'sharp';
import type { AttachmentType } from '../../../shared/messaging/messaging.ts';

/** What the bytes are, by their first bytes (never by the name or the declared type); null: refused. */
export function sniffAttachmentType(bytes: Buffer): AttachmentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

export const EXTENSIONS: Record<AttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The bytes to keep. A picture is decoded and encoded again: turned upright by its EXIF
 * orientation, and stripped of its metadata (GPS position, camera) on the way. A PDF is kept as
 * sent: stripping a PDF's metadata would need a PDF library the project does not have yet.
 * Throws when a picture cannot be decoded.
 */
export async function cleanAttachment(bytes: Buffer, type: AttachmentType): Promise<Buffer> {
  if (type === 'application/pdf') return bytes;
  const image = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
  if (type === 'image/png') return image.png().toBuffer();
  if (type === 'image/webp') return image.webp({ quality: 85 }).toBuffer();
  return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
