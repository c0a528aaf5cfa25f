import sharp from 'sharp';
import { badRequest, HttpError } from '../../http/errors.ts';
import { sniffAttachmentType } from '../messaging/attachments.ts';

/** Long side of a kept inspection photo: enough to see a scratch, small enough for the PDF. */
const PHOTO_LONG_SIDE = 1600;

/**
 * The photo to keep: checked by its first bytes (JPEG, PNG or WebP, never by its name), turned
 * upright, downsized and encoded again as JPEG, which drops its EXIF (GPS position, camera).
 */
export async function cleanInspectionPhoto(bytes: Buffer) {
  const type = sniffAttachmentType(bytes);
  if (!type || type === 'application/pdf') {
    throw new HttpError(415, 'unsupported-file-type', 'Only JPEG, PNG and WebP photos can be added.', {
      photo: 'photoTypeInvalid',
    });
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PHOTO_LONG_SIDE, PHOTO_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw badRequest('This photo cannot be read.', { photo: 'photoUnreadable' });
  }
}

/** A signature pad's PNG, decoded, checked and encoded again (small, without metadata). */
export async function cleanSignaturePng(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (sniffAttachmentType(bytes) !== 'image/png') {
    throw badRequest('The signature is not a picture.', { png: 'signatureInvalid' });
  }
  try {
    return await sharp(bytes, { limitInputPixels: 10_000_000 })
      .resize(800, 400, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw badRequest('The signature cannot be read.', { png: 'signatureInvalid' });
  }
}
