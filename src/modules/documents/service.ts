import type { MoneyDocument } from '../../../shared/money/statement.ts';
import type { Queryable } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { FileStore } from '../../providers/files.ts';
import type { Viewer } from '../auth/session.ts';
import { reachTrip } from '../bookings/service.ts';
import { renderMoneyPdfOffThread } from '../econtracts/pdfThread.ts';
import type { MoneyPdf } from './pdf.ts';
import * as repo from './repository.ts';
import { moneyDocumentOf } from './view.ts';

/**
 * A booking's receipts, invoices and credit notes for whoever may see them: the renter their own, the
 * owner theirs (commission invoices), staff every one. Anything else, or another party's document, is
 * 404 as the booking is (DESIGN.md).
 */

const partyOf = (side: 'tenant' | 'owner' | 'staff') =>
  side === 'tenant' ? ('renter' as const) : side === 'owner' ? ('owner' as const) : null;

export async function documentsOf(
  db: Queryable,
  viewer: Viewer,
  bookingId: number,
): Promise<MoneyDocument[]> {
  const { side } = await reachTrip(db, viewer, bookingId);
  return (await repo.documentsOfBooking(db, bookingId, partyOf(side))).map(moneyDocumentOf);
}

/** What a document's PDF says, in `language` (the reader's). */
export async function moneyPdfOf(
  db: Queryable,
  row: repo.DocumentRow,
  language: string,
): Promise<MoneyPdf | undefined> {
  const context = await repo.documentContext(db, row.booking_id, language);
  if (!context) return undefined;
  const renter = row.recipient_party === 'renter';
  return {
    language,
    kind: row.kind,
    number: row.number,
    correctsNumber: row.corrects_number,
    issuedAt: new Date(row.issued_at).toISOString(),
    timeZone: context.time_zone,
    reference: context.reference,
    listingTitle: context.listing_title,
    startDate: context.start_date,
    endDate: context.end_date,
    seller: {
      name: context.seller?.name ?? 'Bosun',
      address: context.seller?.address ?? '',
      vatNumber: context.seller?.vatNumber ?? '',
    },
    buyer: renter
      ? { name: context.renter_name, email: context.renter_email }
      : { name: context.owner_name, email: context.owner_email },
    line: {
      what:
        row.kind === 'receipt'
          ? 'payment'
          : row.kind === 'refund_receipt'
            ? 'refund'
            : row.kind === 'commission_invoice'
              ? 'commission'
              : 'serviceFee',
      paymentKind: row.payment_kind,
    },
    amount: Number(row.amount),
    vatRateBp: row.vat_rate_bp,
    vatAmount: Number(row.vat_amount),
    currency: row.currency_code,
    paymentReference: row.provider_reference,
  };
}

/**
 * A document's PDF in `language`. A document never changes once issued, so each language's PDF is drawn
 * once and kept in the files store: later downloads (and the other party's staff) read it back.
 * Answers where it is kept; the route serves it from there (with S3, by a presigned URL).
 */
export async function documentPdf(
  db: Queryable,
  files: FileStore,
  viewer: Viewer,
  bookingId: number,
  documentId: number,
  language: string | null,
): Promise<{ key: string; fileName: string }> {
  const { side } = await reachTrip(db, viewer, bookingId);
  const row = await repo.findDocument(db, bookingId, documentId);
  const party = partyOf(side);
  if (!row || (party !== null && row.recipient_party !== party))
    throw notFound('This document does not exist.');
  const reader = language ?? (await repo.languageOfUser(db, viewer.id));
  const fileName = `${row.kind}-${row.number ?? `${row.id}`}.pdf`;
  const key = `documents/${row.id}-${reader.toLowerCase()}.pdf`;
  if ((await files.size(key)) !== null) return { key, fileName };
  const doc = await moneyPdfOf(db, row, reader);
  if (!doc) throw notFound('This document does not exist.');
  const bytes = await renderMoneyPdfOffThread(doc);
  await files.put(key, Buffer.from(bytes), 'application/pdf');
  return { key, fileName };
}
