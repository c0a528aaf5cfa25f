import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { formatMoney } from '../../../shared/currency.ts';
import { FALLBACK_LANGUAGE, isLanguageCode, languageOf } from '../../../shared/i18n/languages.ts';
import { documentTextsFor } from './texts.ts';

/**
 * A receipt, invoice or credit note as a PDF (DESIGN.md, "One money ledger"): one A4 page drawn with pdf-lib and the
 * contracts' DejaVu Sans (Latin, Greek, Cyrillic), every word in the reader's language and every
 * figure and date formatted by `Intl` for it. It is rendered on the contracts' PDF thread.
 */

const FONT = readFileSync(new URL('../econtracts/fonts/DejaVuSans.ttf', import.meta.url));

export interface MoneyPdf {
  language: string;
  kind: 'receipt' | 'refund_receipt' | 'invoice' | 'credit_note' | 'commission_invoice';
  number: string | null;
  correctsNumber: string | null;
  issuedAt: string;
  timeZone: string;
  reference: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
  seller: { name: string; address: string; vatNumber: string };
  buyer: { name: string; email: string };
  /** one line: its words are picked by `line` from the texts */
  line: { what: 'payment' | 'refund' | 'serviceFee' | 'commission'; paymentKind: string | null };
  amount: number;
  vatRateBp: number;
  vatAmount: number;
  currency: string;
  paymentReference: string | null;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;

/**
 * The reader's locale for numbers and dates: the site's own for each language (`en` writes as en-GB does),
 * so a PDF, the e-mail about it and the booking page write one amount alike.
 */
function localeOf(language: string): string {
  return languageOf(isLanguageCode(language) ? language : FALLBACK_LANGUAGE).dateLocale;
}

function formatDay(locale: string, isoDate: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Every text of the document, worded and formatted: what the PDF draws, and what tests read. */
export function moneyPdfTexts(doc: MoneyPdf) {
  const t = documentTextsFor(doc.language);
  const locale = localeOf(doc.language);
  const money = (amount: number) => formatMoney(amount, { code: doc.currency, minorDigits: 2 }, locale);
  const issued = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: doc.timeZone }).format(
    new Date(doc.issuedAt),
  );
  const label =
    doc.line.what === 'serviceFee'
      ? t.serviceFee
      : doc.line.what === 'commission'
        ? t.commission
        : doc.line.what === 'refund'
          ? `${t.refund} · ${t.paymentKind[doc.line.paymentKind as keyof typeof t.paymentKind] ?? t.paymentKind.checkout}`
          : (t.paymentKind[doc.line.paymentKind as keyof typeof t.paymentKind] ?? t.paymentKind.checkout);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    doc.vatRateBp / 10_000,
  );
  const numbered = doc.number !== null;
  return {
    title: t.title[doc.kind],
    head: [
      ...(numbered ? [`${t.number}: ${doc.number}`] : []),
      `${t.issuedOn}: ${issued}`,
      ...(doc.correctsNumber ? [`${t.correctsInvoice}: ${doc.correctsNumber}`] : []),
      `${t.booking}: ${doc.reference} · ${doc.listingTitle}`,
      `${t.dates}: ${formatDay(locale, doc.startDate)} – ${formatDay(locale, doc.endDate)}`,
    ],
    seller: [t.seller, doc.seller.name, doc.seller.address, `${t.vatNumber}: ${doc.seller.vatNumber}`],
    buyer: [t.billedTo, doc.buyer.name, doc.buyer.email],
    columns: [t.description, t.amount],
    line: [label, money(doc.amount)],
    totals: [
      ...(numbered
        ? [
            [t.net, money(doc.amount - doc.vatAmount)],
            [t.vat.replace('{{rate}}', rate), money(doc.vatAmount)],
          ]
        : []),
      [t.total, money(doc.amount)],
    ],
    payment: [
      ...(doc.kind === 'receipt' ? [t.paidByCard] : doc.kind === 'refund_receipt' ? [t.refundedToCard] : []),
      ...(doc.paymentReference && !numbered ? [`${t.paymentReference}: ${doc.paymentReference}`] : []),
    ],
    footer: t.footer,
  };
}

export async function renderMoneyPdf(doc: MoneyPdf): Promise<Uint8Array> {
  const texts = moneyPdfTexts(doc);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(FONT, { subset: true });
  pdf.setTitle(`${texts.title} ${doc.number ?? doc.reference}`);
  pdf.setProducer('Bosun');
  pdf.setCreator('Bosun');
  pdf.setLanguage(doc.language);
  const page = pdf.addPage([A4.width, A4.height]);
  const ink = rgb(0.1, 0.13, 0.2);
  const muted = rgb(0.4, 0.43, 0.5);
  let y = A4.height - MARGIN;
  const text = (value: string, x: number, size = 10, color = ink) => {
    page.drawText(value, { x, y, size, font, color });
  };
  const right = (value: string, xRight: number, size = 10, color = ink) => {
    page.drawText(value, { x: xRight - font.widthOfTextAtSize(value, size), y, size, font, color });
  };

  text('Bosun', MARGIN, 12, muted);
  y -= 30;
  text(texts.title, MARGIN, 20);
  y -= 26;
  for (const head of texts.head) {
    text(head, MARGIN, 10);
    y -= 15;
  }
  y -= 12;
  const top = y;
  for (const [i, value] of texts.seller.entries()) {
    text(value, MARGIN, i === 0 ? 9 : 10, i === 0 ? muted : ink);
    y -= 14;
  }
  y = top;
  for (const [i, value] of texts.buyer.entries()) {
    text(value, A4.width / 2, i === 0 ? 9 : 10, i === 0 ? muted : ink);
    y -= 14;
  }
  y = top - 14 * Math.max(texts.seller.length, texts.buyer.length) - 20;

  const rightEdge = A4.width - MARGIN;
  page.drawRectangle({
    x: MARGIN,
    y: y - 6,
    width: rightEdge - MARGIN,
    height: 20,
    color: rgb(0.93, 0.95, 0.97),
  });
  text(texts.columns[0], MARGIN + 6, 9, muted);
  right(texts.columns[1], rightEdge - 6, 9, muted);
  y -= 24;
  text(texts.line[0], MARGIN + 6, 10);
  right(texts.line[1], rightEdge - 6, 10);
  y -= 10;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: rightEdge, y }, thickness: 0.5, color: muted });
  y -= 18;
  for (const [i, [label, value]] of texts.totals.entries()) {
    const last = i === texts.totals.length - 1;
    right(label, rightEdge - 130, last ? 12 : 10, last ? ink : muted);
    right(value, rightEdge - 6, last ? 12 : 10);
    y -= last ? 22 : 16;
  }
  y -= 8;
  for (const value of texts.payment) {
    text(value, MARGIN, 10, muted);
    y -= 14;
  }
  y = MARGIN;
  text(texts.footer, MARGIN, 8, muted);
  return pdf.save();
}
