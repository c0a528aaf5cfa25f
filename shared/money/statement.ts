import { z } from 'zod';
import { calendarDate, currencyCodeValue, instant } from '../apiValues.ts';
import { PAYMENT_KINDS } from '../checkout/payment.ts';
import { EARNING_HOLDS } from '../payouts/payouts.ts';

/**
 * A booking's money statement (DESIGN.md, "One money ledger"): computed in one place on the
 * server from the ledger and the booking's snapshot, and read by every surface that speaks of money —
 * both parties' booking pages, e-mails and pushes, the back office, and the PDF receipts and invoices.
 * It holds facts only (kinds, states, amounts, dates): each surface words them in its reader's language.
 *
 * Amounts are integer minor units of EUR (what the card was charged), always positive: a line's kind
 * says which way the money went. Instants are ISO 8601 UTC; due dates are the harbour's calendar dates.
 */

export const STATEMENT_LINE_KINDS = [
  /** money taken from the renter's card (a payment, a down payment, a balance, an upsell) */
  'charged',
  /** held on the renter's card, not charged (a request waiting for the owner); state held or released */
  'authorised',
  /** the balance of a down payment, charged automatically on its date */
  'due',
  /** paid to the owner at the harbour, not online (captain, fuel…) */
  'atHarbour',
  /** the damage deposit: to hold before check-in, held until a date, released or captured */
  'deposit',
  /** money given back to the renter's card */
  'refunded',
  /** account credit (a voucher) issued to the renter or spent on this booking */
  'voucher',
  /** owner's side: what the renter pays online, before what Bosun and the insurer keep */
  'gross',
  /** owner's side: Bosun's service fee, paid by the renter and kept by Bosun */
  'serviceFeeWithheld',
  /** owner's side: the insurance the renter bought, passed to the insurer */
  'insuranceWithheld',
  /** owner's side: Bosun's commission on the rental */
  'commission',
  /** owner's side: what the owner earns (gross − commission, moved by refunds and captures) */
  'earning',
  /** owner's side: a transfer of the earning to the owner's bank */
  'payout',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const STATEMENT_LINE_STATES = [
  'done',
  'held',
  'released',
  'captured',
  'due',
  'toHold',
  'upcoming',
  'failed',
  'onHold',
] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];

export const statementLineSchema = z
  .object({
    kind: z.enum(STATEMENT_LINE_KINDS),
    state: z.enum(STATEMENT_LINE_STATES),
    amount: z.number().int(),
    /** when it happened (ISO instant), or null for what has not happened yet */
    at: z.string().nullable(),
    /** a calendar date it is due or expected (the balance, a payout), else null */
    dueDate: calendarDate().nullable(),
    /** charged / authorised / refunded: what the payment was for */
    paymentKind: z.enum(PAYMENT_KINDS).nullable(),
    /** refunded: the reason code and, for a renter's cancellation, the policy's share and the days counted */
    refund: z
      .object({
        reason: z.string().nullable(),
        percentage: z.number().int().nullable(),
        daysBeforeStart: z.number().int().nullable(),
      })
      .nullable(),
    /** deposit: the amount captured for damage and until when it stays held (the claim window's end) */
    deposit: z
      .object({
        capturedAmount: z.number().int(),
        heldUntil: z.string().nullable(),
      })
      .nullable(),
    /** the downloadable document (receipt, refund receipt) of this line, when it has one */
    documentId: z.number().int().nullable(),
    /** earning or payout on hold: why (an open damage claim, a renter's complaint, staff, missing payout details) */
    hold: z.enum(EARNING_HOLDS).nullable().optional(),
  })
  .meta({ id: 'StatementLine' });
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z
  .object({
    bookingId: z.number().int(),
    reference: z.string(),
    currency: currencyCodeValue,
    /** whose view: the renter sees what they pay, the owner what they earn, staff both */
    view: z.enum(['renter', 'owner', 'staff']),
    lines: z.array(statementLineSchema),
    totals: z.object({
      /** the booking's price, all included */
      total: z.number().int(),
      /** of which online (card), and at the harbour */
      online: z.number().int(),
      atHarbour: z.number().int(),
      /** what the renter has paid, net of refunds (deposit captures included) */
      paid: z.number().int(),
      /** held on the card and not charged (a request), and the deposit held */
      held: z.number().int(),
      depositHeld: z.number().int(),
      /** the balance still to be charged */
      due: z.number().int(),
      refunded: z.number().int(),
      /** what the renter's account credit (vouchers) paid of the booking, net of credit given back */
      voucherPaid: z.number().int(),
      /** what is left to pay online: total online − paid − credit − held (never below 0) */
      toPay: z.number().int(),
      serviceFee: z.number().int(),
      /** owner's side (null for the renter's view): their net earning and what was paid out of it */
      ownerEarning: z.number().int().nullable(),
      ownerPaidOut: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof statementSchema>;

/** A document made from the ledger, for download (GET documentPaths.pdf). */
export const DOCUMENT_KINDS = [
  'receipt',
  'refund_receipt',
  'invoice',
  'credit_note',
  'commission_invoice',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const moneyDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  /** invoices and credit notes only: the number in its gapless series */
  number: z.string().nullable(),
  amount: z.number().int(),
  vatAmount: z.number().int(),
  currency: currencyCodeValue,
  issuedAt: instant(),
  /** where to download it */
  path: z.string(),
});
export type MoneyDocument = z.infer<typeof moneyDocumentSchema>;
export const moneyDocumentListSchema = z.object({ items: z.array(moneyDocumentSchema) });

const segment = (value: string | number) => encodeURIComponent(String(value));
export const moneyPaths = {
  /** GET → Statement, as the viewer sees it (404 to anyone but the tenant, the owner and staff) */
  statement: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/statement`,
  /** GET → {items: MoneyDocument[]}: the viewer's receipts, invoices and credit notes of the booking */
  documents: (bookingId: number | string) => `/api/v6/booking/${segment(bookingId)}/documents`,
  /** GET → application/pdf in the viewer's language */
  pdf: (bookingId: number | string, documentId: number | string) =>
    `/api/v6/booking/${segment(bookingId)}/documents/${segment(documentId)}/pdf`,
};
