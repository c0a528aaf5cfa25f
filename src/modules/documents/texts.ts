import { readerLanguage, readerText } from '../i18n/readerText.ts';

/**
 * The words of receipts, invoices and credit notes, kept in the server's i18next resources
 * (`pdf:money`) in every site language. Figures and dates are never written there: `Intl` formats
 * them for the reader's locale.
 */
export interface DocumentTexts {
  title: {
    receipt: string;
    refund_receipt: string;
    invoice: string;
    credit_note: string;
    commission_invoice: string;
  };
  number: string;
  issuedOn: string;
  booking: string;
  dates: string;
  seller: string;
  billedTo: string;
  vatNumber: string;
  description: string;
  amount: string;
  net: string;
  /** `{{rate}}` is the VAT rate, formatted */
  vat: string;
  total: string;
  paymentKind: {
    checkout: string;
    down_payment: string;
    balance: string;
    post_booking: string;
    modification: string;
  };
  serviceFee: string;
  commission: string;
  refund: string;
  correctsInvoice: string;
  paidByCard: string;
  refundedToCard: string;
  paymentReference: string;
  footer: string;
}

/** The texts of a language (`pdf:money` in the server's resources), English when unknown. */
export const documentTextsFor = (language: string): DocumentTexts =>
  readerText(readerLanguage(language)).phrases('pdf:money') as DocumentTexts;
