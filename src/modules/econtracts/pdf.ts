import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { readerText } from '../i18n/readerText.ts';
import { type PdfTexts, pdfTextsFor } from './pdfTexts.ts';

/**
 * The signed contract as a PDF (issue 19): pdf-lib with DejaVu Sans embedded as a subset (Latin,
 * Greek, Cyrillic, Polish; Bitstream Vera licence, see fonts/), photos downsized to thumbnails,
 * both signatures with their instants, and the SHA-256 that seals the record. The producer and
 * creator are Bosun's name, not the library's.
 */

// Read once: every PDF embeds the glyphs it uses from it.
const FONT = readFileSync(new URL('./fonts/DejaVuSans.ttf', import.meta.url));

/**
 * The contract's facts (codes, dates, instants): each PDF words them for its reader, in the reader's
 * language, with the harbour's local times and their zone (DESIGN: whose language).
 */
export interface ContractDocument {
  language: string;
  kind: 'in' | 'out';
  isAddendum: boolean;
  reference: string;
  boat: string;
  /** The booking's first and last days (YYYY-MM-DD, the harbour's calendar). */
  startDate: string;
  endDate: string;
  /** The harbour's time zone, in which the instants are written. */
  timeZone: string;
  renterName: string;
  ownerName: string;
  skipper: { name: string; idDocument: string; licenceNumber: string } | null;
  fuelLevel: number | null;
  engineHours: number | null;
  equipment: { key: string; present: boolean; working: boolean }[];
  damages: { zone: string; description: string; isNew: boolean }[];
  remarks: string;
  /** Each photo with the instant it was taken (ISO 8601). */
  photos: { bytes: Buffer; takenAt: string }[];
  /** The PNG when the pad sent one; else the strokes (signature_pad's toData()) are drawn. */
  signatures: {
    who: 'renter' | 'owner';
    png: Buffer | null;
    strokes?: { points: { x: number; y: number }[] }[] | null;
    signedAt: string | null;
    /** The full name, when the party typed it instead of drawing. */
    typedName?: string | null;
  }[];
  dataHash: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const THUMB = { width: 165, height: 124 };

/** Downsized once per photo, shared by the PDFs in each party's language. */
export async function thumbnailOf(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .resize(THUMB.width * 2, THUMB.height * 2, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 60 })
    .toBuffer();
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  line(text: string, size = 10, gray = 0) {
    // Long text wraps by width, measured with the embedded font.
    const words = text.split(/\s+/);
    let current = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (this.font.widthOfTextAtSize(next, size) > A4.width - 2 * MARGIN && current) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    lines.push(current);
    for (const part of lines) {
      this.room(size + 4);
      this.y -= size + 4;
      this.page.drawText(part, { x: MARGIN, y: this.y, size, font: this.font, color: rgb(gray, gray, gray) });
    }
  }
  gap(height = 8) {
    this.y -= height;
  }
}

/** Strokes scaled into the box (PDF y goes up, the pad's goes down). */
function drawStrokes(
  page: PDFPage,
  strokes: { points: { x: number; y: number }[] }[],
  box: { x: number; y: number; width: number; height: number },
) {
  const all = strokes.flatMap((s) => s.points);
  const minX = Math.min(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const spanX = Math.max(1, Math.max(...all.map((p) => p.x)) - minX);
  const spanY = Math.max(1, Math.max(...all.map((p) => p.y)) - minY);
  const scale = Math.min(box.width / spanX, box.height / spanY);
  const at = (p: { x: number; y: number }) => ({
    x: box.x + (p.x - minX) * scale,
    y: box.y + box.height - (p.y - minY) * scale,
  });
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.points.length; i++) {
      page.drawLine({ start: at(stroke.points[i - 1]), end: at(stroke.points[i]), thickness: 1.5 });
    }
  }
}

const yesNo = (t: PdfTexts, value: boolean) => (value ? t.yes : t.no);

export async function renderContractPdf(
  contract: ContractDocument,
  thumbnails: Buffer[],
): Promise<Uint8Array> {
  const t = pdfTextsFor(contract.language);
  const reader = readerText(contract.language);
  const dates =
    contract.startDate === contract.endDate
      ? reader.day(contract.startDate)
      : `${reader.day(contract.startDate)} – ${reader.day(contract.endDate)}`;
  const equipmentWord = (key: string) => reader.t(`search:equipment.${key}`, { defaultValue: t.equipment });
  const zoneWord = (zone: string) => reader.t(`econtract:zones.${zone}`, { defaultValue: t.damages });
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(FONT, { subset: true });
  const title = contract.isAddendum ? `${t.addendum}: ${t.title[contract.kind]}` : t.title[contract.kind];
  doc.setTitle(`${title} ${contract.reference}`);
  doc.setProducer('Bosun');
  doc.setCreator('Bosun');
  doc.setLanguage(contract.language);

  const w = new Writer(doc, font);
  w.line(title, 18);
  w.gap();
  w.line(`${t.booking}: ${contract.reference} · ${t.boat}: ${contract.boat} · ${t.dates}: ${dates}`);
  w.line(`${t.renter}: ${contract.renterName} · ${t.owner}: ${contract.ownerName}`);
  if (contract.skipper) {
    const licence = contract.skipper.licenceNumber
      ? ` · ${t.licence}: ${contract.skipper.licenceNumber}`
      : '';
    w.line(
      `${t.skipper}: ${contract.skipper.name} · ${t.idDocument}: ${contract.skipper.idDocument}${licence}`,
    );
  }
  const figure = (value: number | null) => (value === null ? '—' : reader.number(value));
  w.line(`${t.fuel}: ${figure(contract.fuelLevel)} % · ${t.engineHours}: ${figure(contract.engineHours)}`);
  w.gap();
  w.line(t.equipment, 13);
  if (contract.equipment.length === 0) w.line(t.none);
  for (const item of contract.equipment) {
    w.line(
      `${equipmentWord(item.key)}: ${t.present} ${yesNo(t, item.present)}, ${t.working} ${yesNo(t, item.working)}`,
    );
  }
  w.gap();
  w.line(t.damages, 13);
  if (contract.damages.length === 0) w.line(t.none);
  for (const damage of contract.damages) {
    w.line(`${zoneWord(damage.zone)}${damage.isNew ? ` (${t.newDamage})` : ''}: ${damage.description}`);
  }
  if (contract.remarks) {
    w.gap();
    w.line(`${t.remarks}: ${contract.remarks}`);
  }

  if (thumbnails.length > 0) {
    w.gap();
    w.line(t.photos, 13);
    const perRow = 3;
    for (let i = 0; i < thumbnails.length; i += perRow) {
      w.room(THUMB.height + 18);
      w.y -= THUMB.height + 4;
      for (let j = 0; j < perRow && i + j < thumbnails.length; j++) {
        const image = await doc.embedJpg(thumbnails[i + j]);
        const scaled = image.scaleToFit(THUMB.width, THUMB.height);
        const x = MARGIN + j * (THUMB.width + 10);
        w.page.drawImage(image, { x, y: w.y, width: scaled.width, height: scaled.height });
        const taken = contract.photos[i + j]?.takenAt;
        w.page.drawText(taken ? reader.instant(taken, contract.timeZone) : '', {
          x,
          y: w.y - 10,
          size: 7,
          font,
        });
      }
      w.y -= 14;
    }
  }

  w.gap();
  w.line(t.signatures, 13);
  w.room(120);
  const top = w.y;
  for (const [index, signature] of contract.signatures.entries()) {
    const x = MARGIN + index * 260;
    const who = signature.who === 'renter' ? t.renter : t.owner;
    const signedAt = signature.signedAt ? reader.instant(signature.signedAt, contract.timeZone) : '—';
    w.page.drawText(`${who}, ${t.signedAt} ${signedAt}`, { x, y: top - 12, size: 8, font });
    if (signature.png) {
      const image = await doc.embedPng(signature.png);
      const scaled = image.scaleToFit(220, 80);
      w.page.drawImage(image, { x, y: top - 20 - scaled.height, width: scaled.width, height: scaled.height });
    } else if (signature.strokes?.length) {
      drawStrokes(w.page, signature.strokes, { x: x + 5, y: top - 98, width: 220, height: 76 });
    }
    w.page.drawRectangle({
      x,
      y: top - 102,
      width: 230,
      height: 84,
      borderWidth: 0.5,
      borderColor: rgb(0.6, 0.6, 0.6),
    });
    if (signature.typedName) {
      w.page.drawText(`${t.typed}: ${signature.typedName}`, { x, y: top - 112, size: 7, font });
    }
  }
  w.y = top - 120;
  w.gap();
  w.line(`${t.hash}: ${contract.dataHash}`, 8, 0.3);
  return doc.save({ useObjectStreams: true });
}
