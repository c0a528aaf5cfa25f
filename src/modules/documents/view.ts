import { type MoneyDocument, moneyPaths } from '../../../shared/money/statement.ts';
import type { DocumentRow } from './repository.ts';

/** A document as the API answers it: its figures and where to download it. */
export const moneyDocumentOf = (row: DocumentRow): MoneyDocument => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  amount: Number(row.amount),
  vatAmount: Number(row.vat_amount),
  currency: row.currency_code,
  issuedAt: new Date(row.issued_at).toISOString(),
  path: moneyPaths.pdf(row.booking_id, row.id),
});
