import type { Queryable } from '../../db/connection.ts';

/**
 * Receipts, invoices and credit notes (migration 210). They are issued by the database with the
 * ledger row they document (a charge, a refund); this module lists them and reads what their PDF
 * shows. Numbers come from `document_series`, taken under its row lock: gapless, never reused.
 */

export interface DocumentRow {
  id: number;
  booking_id: number;
  kind: 'receipt' | 'refund_receipt' | 'invoice' | 'credit_note' | 'commission_invoice';
  recipient_id: number;
  recipient_party: 'renter' | 'owner';
  ledger_entry_id: number | null;
  number: string | null;
  corrects_number: string | null;
  amount: number;
  vat_rate_bp: number;
  vat_amount: number;
  currency_code: string;
  issued_at: Date;
  payment_kind: string | null;
  refund_reason: string | null;
  provider_reference: string | null;
}

const DOCUMENT_COLUMNS = `d.id::int AS id, d.booking_id::int AS booking_id, d.kind, d.recipient_id::int AS recipient_id,
  d.recipient_party, d.ledger_entry_id::int AS ledger_entry_id, d.number, c.number AS corrects_number,
  d.amount::float8 AS amount, d.vat_rate_bp, d.vat_amount::float8 AS vat_amount, d.currency_code, d.issued_at,
  e.details ->> 'paymentKind' AS payment_kind, e.details ->> 'reason' AS refund_reason, e.provider_reference`;

/** The documents of a booking made out to `party` (staff: every party), oldest first. */
export async function documentsOfBooking(
  db: Queryable,
  bookingId: number,
  party: 'renter' | 'owner' | null,
): Promise<DocumentRow[]> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS}
       FROM documents d
       LEFT JOIN documents c ON c.id = d.corrects_document_id
       LEFT JOIN ledger_entries e ON e.id = d.ledger_entry_id
      WHERE d.booking_id = $1 AND ($2::text IS NULL OR d.recipient_party = $2)
      ORDER BY d.issued_at, d.id`,
    [bookingId, party],
    { name: 'documents-of-booking' },
  );
  return rows;
}

export async function findDocument(db: Queryable, bookingId: number, documentId: number) {
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS}
       FROM documents d
       LEFT JOIN documents c ON c.id = d.corrects_document_id
       LEFT JOIN ledger_entries e ON e.id = d.ledger_entry_id
      WHERE d.booking_id = $1 AND d.id = $2`,
    [bookingId, documentId],
    { name: 'documents-find' },
  );
  return rows[0];
}

/** What a document's PDF names beside its figures: the booking, both parties, the seller. */
export interface DocumentContext {
  reference: string;
  listing_title: string;
  start_date: string;
  end_date: string;
  renter_name: string;
  renter_email: string;
  owner_name: string;
  owner_email: string;
  seller: { name?: string; address?: string; vatNumber?: string } | null;
  /** the harbour's, for the document's date */
  time_zone: string;
}

/** `language` is the reader's: the listing's title in it where the owner gave one, else the booking's snapshot. */
export async function documentContext(
  db: Queryable,
  bookingId: number,
  language: string,
): Promise<DocumentContext | undefined> {
  const { rows } = await db.query<DocumentContext>(
    `SELECT b.reference,
            coalesce((SELECT tr.title FROM product_translations tr
                       WHERE tr.product_id = b.product_id AND tr.language = left($2::text, 2)), b.listing_title)
              AS listing_title,
            to_char(lower(b.period), 'YYYY-MM-DD') AS start_date,
            to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS end_date,
            trim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')) AS renter_name, t.email AS renter_email,
            trim(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')) AS owner_name, o.email AS owner_email,
            (SELECT value FROM settings WHERE key = 'invoiceSeller') AS seller,
            coalesce(c.time_zone, co.time_zone, 'UTC') AS time_zone
       FROM bookings b JOIN users t ON t.id = b.tenant_id JOIN users o ON o.id = b.owner_id
       JOIN products p ON p.id = b.product_id
       JOIN cities c ON c.id = p.city_id
       JOIN countries co ON co.code = p.country_code
      WHERE b.id = $1`,
    [bookingId, language],
    { name: 'documents-context' },
  );
  return rows[0];
}

/** The language a user reads their documents in (their account's). */
export async function languageOfUser(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ language: string | null }>(
    'SELECT language_code AS language FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.language ?? 'en';
}
