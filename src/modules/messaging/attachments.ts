import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from 'pdf-lib';
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

/** Why an attachment is refused after its type was recognised; the service turns it into a 400. */
export class UnreadableAttachment extends Error {
  constructor(readonly reason: 'fileUnreadable' | 'pdfEncrypted') {
    super(reason);
  }
}

/**
 * The bytes to keep. A picture is decoded and encoded again: turned upright by its EXIF
 * orientation, and stripped of its metadata (GPS position, camera) on the way. A PDF loses its
 * document information (author, creator, dates…), every XMP metadata stream and everything that
 * would run when it is opened (JavaScript, open and launch actions, embedded files). Throws
 * UnreadableAttachment for what cannot be read, never keeping it unchanged.
 */
export async function cleanAttachment(bytes: Buffer, type: AttachmentType): Promise<Buffer> {
  if (type === 'application/pdf') return stripPdfMetadata(bytes);
  const image = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
  const encoded =
    type === 'image/png'
      ? image.png()
      : type === 'image/webp'
        ? image.webp({ quality: 85 })
        : image.jpeg({ quality: 85, mozjpeg: true });
  return encoded.toBuffer().catch(() => {
    throw new UnreadableAttachment('fileUnreadable');
  });
}

const METADATA = PDFName.of('Metadata');
/** What makes a PDF act when opened or clicked: scripts, launch and form-submit actions. */
const ACTIVE_KEYS = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'SubmitForm',
  'EmbeddedFiles',
  'AcroForm',
].map((key) => PDFName.of(key));

async function stripPdfMetadata(bytes: Buffer): Promise<Buffer> {
  let document: PDFDocument;
  try {
    // updateMetadata: false, or pdf-lib would write its own Producer and dates into the file.
    // ignoreEncryption lets us ask isEncrypted below (pdf-lib's own error class fails instanceof).
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      ignoreEncryption: true,
    });
    document.getPageCount(); // a file without a readable page tree is refused here
  } catch {
    throw new UnreadableAttachment('fileUnreadable');
  }
  if (document.isEncrypted) throw new UnreadableAttachment('pdfEncrypted');
  const { context } = document;
  const info = context.trailerInfo.Info;
  context.trailerInfo.Info = undefined;
  if (info instanceof PDFRef) context.delete(info);
  // XMP packets hang off the catalog, but also off pages, images and fonts: all go.
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (!dict) continue;
    for (const key of ACTIVE_KEYS) dict.delete(key);
    // A link or annotation whose action runs a script or a program loses its action.
    const action = dict.get(PDFName.of('S'));
    if (action === PDFName.of('JavaScript') || action === PDFName.of('Launch'))
      dict.set(PDFName.of('S'), PDFName.of('GoTo'));
    if (object instanceof PDFStream && dict.get(PDFName.of('Type')) === METADATA) {
      context.delete(ref);
    } else if (dict.has(METADATA)) {
      const metadata = dict.get(METADATA);
      dict.delete(METADATA);
      if (metadata instanceof PDFRef) context.delete(metadata);
    }
  }
  try {
    return Buffer.from(await document.save({ useObjectStreams: false, addDefaultPage: false }));
  } catch {
    throw new UnreadableAttachment('fileUnreadable');
  }
}
