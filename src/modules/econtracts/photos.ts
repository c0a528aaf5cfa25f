import sharp from 'sharp';
import { badRequest, HttpError } from '../../http/errors.ts';
import { sniffAttachmentType } from '../messaging/attachments.ts';

/** Long side of a kept inspection photo: enough to see a scratch, small enough for the PDF. */
const PHOTO_LONG_SIDE = 1600;

/**
 * The file part of a multipart/form-data body (the first part with a filename, or named `photo`).
 * The project has no multipart plugin and the form sends one file per request, so the body is read
 * whole (the route's bodyLimit caps it) and split on its boundary here.
 */
export function filePartOf(body: Buffer, contentType: string | undefined): Buffer | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headersStart = start + delimiter.length + 2;
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) return null;
    const next = body.indexOf(delimiter, headersEnd);
    if (next === -1) return null;
    const headers = body.toString('latin1', headersStart, headersEnd);
    if (/filename=|name="photo"/i.test(headers)) return body.subarray(headersEnd + 4, next - 2);
    start = next;
  }
  return null;
}

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
