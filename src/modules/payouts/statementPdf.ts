import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { formatMoney } from '../../../shared/currency.ts';
import { FALLBACK_LANGUAGE, isLanguageCode, languageOf } from '../../../shared/i18n/languages.ts';
import { statementTextsFor } from './statementTexts.ts';

/**
 * The owner's yearly statement as a PDF (DESIGN.md, "Owner earnings and payouts"; the figures a platform
 * reports for each seller, DAC7): the year's gross, commission, net and number of bookings, the payouts
 * sent, and one line per booking that started in the year. Drawn as the receipts are
 * (src/modules/documents/pdf.ts: A4, DejaVu Sans, every word in the reader's language, every figure by
 * `Intl`), on the contracts' PDF thread.
 */

const FONT = readFileSync(new URL('../econtracts/fonts/DejaVuSans.ttf', import.meta.url));

export interface YearlyStatement {
  language: string;
  year: number;
  issuedAt: string;
  currency: string;
  owner: { name: string; email: string };
  platform: { name: string; address: string; vatNumber: string };
  totals: { bookings: number; gross: number; commission: number; damages: number; net: number };
  payouts: { count: number; amount: number };
  lines: {
    reference: string;
    startDate: string;
    listingTitle: string;
    gross: number;
    commission: number;
    net: number;
  }[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const LINE = 15;

const localeOf = (language: string) =>
  languageOf(isLanguageCode(language) ? language : FALLBACK_LANGUAGE).dateLocale;

/** Every text of the statement, worded and formatted: what the PDF draws, and what tests read. */
export function statementPdfTexts(doc: YearlyStatement) {
  const t = statementTextsFor(doc.language);
  const locale = localeOf(doc.language);
  const money = (amount: number) => formatMoney(amount, { code: doc.currency, minorDigits: 2 }, locale);
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return {
    title: t.title.replace('{{year}}', String(doc.year)),
    head: [
      `${t.issuedOn}: ${longDay.format(new Date(doc.issuedAt))}`,
      `${t.period}: ${longDay.format(day(`${doc.year}-01-01`))} – ${longDay.format(day(`${doc.year}-12-31`))}`,
    ],
    owner: [t.owner, doc.owner.name, doc.owner.email],
    platform: [t.platform, doc.platform.name, doc.platform.address, doc.platform.vatNumber].filter(Boolean),
    summaryTitle: t.summary,
    summary: [
      [t.bookings, new Intl.NumberFormat(locale).format(doc.totals.bookings)],
      [t.gross, money(doc.totals.gross)],
      [t.commission, money(-doc.totals.commission)],
      ...(doc.totals.damages !== 0 ? [[t.damages, money(doc.totals.damages)]] : []),
      [t.net, money(doc.totals.net)],
      [
        t.payoutsSent,
        `${t.payoutsCount.replace('{{count}}', new Intl.NumberFormat(locale).format(doc.payouts.count))} · ${money(doc.payouts.amount)}`,
      ],
    ] as [string, string][],
    columns: [
      t.columns.reference,
      t.columns.startDate,
      t.columns.listing,
      t.columns.gross,
      t.columns.commission,
      t.columns.net,
    ],
    lines: doc.lines.map((l) => [
      l.reference,
      shortDay.format(day(l.startDate)),
      l.listingTitle,
      money(l.gross),
      money(-l.commission),
      money(l.net),
    ]),
    noBookings: t.noBookings,
    page: (page: number, pages: number) =>
      t.page.replace('{{page}}', String(page)).replace('{{pages}}', String(pages)),
    footer: t.footer,
  };
}

/** `value` cut with an ellipsis to fit `width` points. */
function fitted(font: PDFFont, value: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  let cut = value;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export async function renderStatementPdf(doc: YearlyStatement): Promise<Uint8Array> {
  const texts = statementPdfTexts(doc);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(FONT, { subset: true });
  pdf.setTitle(texts.title);
  pdf.setProducer('Bosun');
  pdf.setCreator('Bosun');
  pdf.setLanguage(doc.language);
  const ink = rgb(0.1, 0.13, 0.2);
  const muted = rgb(0.4, 0.43, 0.5);
  const rightEdge = A4.width - MARGIN;
  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const text = (value: string, x: number, size = 10, color = ink) => {
    page.drawText(value, { x, y, size, font, color });
  };
  const right = (value: string, xRight: number, size = 10, color = ink) => {
    page.drawText(value, { x: xRight - font.widthOfTextAtSize(value, size), y, size, font, color });
  };

  text('Bosun', MARGIN, 12, muted);
  y -= 30;
  text(texts.title, MARGIN, 18);
  y -= 24;
  for (const head of texts.head) {
    text(head, MARGIN, 10);
    y -= LINE;
  }
  y -= 12;
  const top = y;
  for (const [i, value] of texts.owner.entries()) {
    text(value, MARGIN, i === 0 ? 9 : 10, i === 0 ? muted : ink);
    y -= 14;
  }
  y = top;
  for (const [i, value] of texts.platform.entries()) {
    text(value, A4.width / 2, i === 0 ? 9 : 10, i === 0 ? muted : ink);
    y -= 14;
  }
  y = top - 14 * Math.max(texts.owner.length, texts.platform.length) - 16;

  text(texts.summaryTitle, MARGIN, 12);
  y -= 20;
  for (const [i, [label, value]] of texts.summary.entries()) {
    const net = i === texts.summary.length - 2;
    text(label, MARGIN, net ? 11 : 10, net ? ink : muted);
    right(value, rightEdge, net ? 11 : 10);
    y -= net ? 18 : LINE;
  }
  y -= 14;

  // The bookings, columns right-aligned for amounts; a new page with the header again when one is full.
  const columnRight = [0, 0, 0, rightEdge - 150, rightEdge - 70, rightEdge];
  const columnLeft = [MARGIN + 4, MARGIN + 86, MARGIN + 150];
  const listingWidth = columnRight[3] - 80 - columnLeft[2];
  const header = () => {
    page.drawRectangle({
      x: MARGIN,
      y: y - 6,
      width: rightEdge - MARGIN,
      height: 20,
      color: rgb(0.93, 0.95, 0.97),
    });
    texts.columns.forEach((label, i) => {
      if (i < 3) text(label, columnLeft[i], 9, muted);
      else right(label, columnRight[i] - (i === 5 ? 4 : 0), 9, muted);
    });
    y -= 22;
  };
  header();
  if (texts.lines.length === 0) {
    text(texts.noBookings, MARGIN + 4, 10, muted);
    y -= LINE;
  }
  for (const line of texts.lines) {
    if (y < MARGIN + 40) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
      text(texts.title, MARGIN, 10, muted);
      y -= 24;
      header();
    }
    text(line[0], columnLeft[0], 9);
    text(line[1], columnLeft[1], 9);
    text(fitted(font, line[2], 9, listingWidth), columnLeft[2], 9);
    right(line[3], columnRight[3], 9);
    right(line[4], columnRight[4], 9);
    right(line[5], columnRight[5] - 4, 9);
    y -= 14;
  }

  const pages = pdf.getPages();
  for (const [i, each] of pages.entries()) {
    each.drawText(texts.footer, { x: MARGIN, y: MARGIN, size: 8, font, color: muted });
    const label = texts.page(i + 1, pages.length);
    each.drawText(label, {
      x: rightEdge - font.widthOfTextAtSize(label, 8),
      y: MARGIN - 12,
      size: 8,
      font,
      color: muted,
    });
  }
  return pdf.save();
}
