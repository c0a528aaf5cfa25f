import { EUR, formatMoney } from '../../../shared/currency.ts';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  languageOf,
} from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { outboxEmail } from '../../providers/email.ts';
import { readerText } from '../i18n/readerText.ts';
import { statementOf } from '../ledger/statement.ts';
import { statementSummaryLines } from '../ledger/statementText.ts';
import { bookingThreadUrl, withThreadLine } from '../notifications/threadLink.ts';
import { accountLanguageOf } from './repository.ts';

/**
 * The checkout's e-mails, in the tenant's language, written to the outbox in the transaction of the
 * change they announce; their words are the `notices:payments.emails.<email>` resources. `{{ref}}` is
 * the booking reference, `{{boat}}` the listing, `{{amount}}` money in the recipient's way, `{{date}}`
 * a YYYY-MM-DD date written in their words, `{{link}}` a page of the site.
 */
export type PaymentEmail =
  | 'bookingConfirmed'
  | 'requestSent'
  | 'receipt'
  | 'balanceDue'
  | 'balancePaid'
  | 'paymentRefunded'
  | 'balanceCancelled';

/** Why a payment was refunded: the dates went to someone else, it was paid twice, the booking closed. */
export type RefundReason = 'datesTaken' | 'paidTwice' | 'bookingClosed';

export const languageFor = (code: string | null | undefined): LanguageCode =>
  code && isLanguageCode(code) ? code : FALLBACK_LANGUAGE;

export function refundReasonText(language: string, reason: RefundReason): string {
  return String(readerText(languageFor(language)).t(`notices:payments.refundReasons.${reason}`));
}

const localeOf = (language: string) => languageOf(languageFor(language)).dateLocale;

/** Money in e-mails: EUR minor units, the charge currency, written as the recipient writes it ("622,20 €" in fr). */
export const formatCharge = (minor: number, language: string) => formatMoney(minor, EUR, localeOf(language));

/** A calendar day in the recipient's words ("25 novembre 2026"); booking days have no time zone. */
export const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export interface PaymentEmailValues {
  ref?: string;
  boat?: string;
  amount?: number;
  date?: string;
  link?: string;
  reason?: RefundReason;
}

export function paymentEmailText(language: string, email: PaymentEmail, values: PaymentEmailValues) {
  const lang = languageFor(language);
  const facts = {
    ref: values.ref ?? '',
    boat: values.boat ?? '',
    amount: values.amount === undefined ? '' : formatCharge(values.amount, lang),
    date: values.date ? formatDay(values.date, lang) : '',
    link: values.link ?? '',
    reason: values.reason ? refundReasonText(lang, values.reason) : '',
  };
  const { t } = readerText(lang);
  const word = (part: 'subject' | 'body') =>
    String(t(`notices:payments.emails.${email}.${part}`, facts)).trim();
  return { subject: word('subject'), body: word('body') };
}

/**
 * Writes the e-mail to the outbox in `tx`, in its recipient's language (DESIGN: whose language): the
 * language of the account the address belongs to, read as notices read it (an unknown code reads
 * English), whatever language the checkout was made in; `language` (the checkout's) only words an
 * e-mail to an address without an account. Its link (`linkPath`) opens the page in that same language. Given the site's `publicUrl`, an e-mail about a booking
 * that has its conversation links the thread (`threadUrl`, see threadLink.ts).
 */
export async function sendPaymentEmail(
  tx: Queryable,
  to: string,
  language: string,
  email: PaymentEmail,
  values: Omit<PaymentEmailValues, 'link'> & {
    /** The site's page the e-mail links, without its language (`/booking/7/detail`): the recipient's is put before it. */
    linkPath?: string;
    payload?: Record<string, unknown>;
    publicUrl?: string;
  },
): Promise<void> {
  const account = await accountLanguageOf(tx, to);
  const lang = account === undefined ? languageFor(language) : languageFor(account);
  // the link opens the page in the e-mail's own language, as the other notices' links do
  const link =
    values.linkPath && values.publicUrl
      ? `${values.publicUrl.replace(/\/$/, '')}/${lang}${values.linkPath}`
      : undefined;
  const { subject, body } = paymentEmailText(lang, email, { ...values, link });
  // Under every e-mail about a booking's money, its statement: the figures its page shows (DESIGN.md, "One money ledger").
  const bookingId = Number(values.payload?.bookingId);
  const statement =
    Number.isSafeInteger(bookingId) && bookingId > 0 ? await statementOf(tx, bookingId, 'renter') : undefined;
  const thread =
    statement && values.publicUrl ? await bookingThreadUrl(tx, values.publicUrl, bookingId) : undefined;
  const threadUrl = thread?.(lang);
  const withThread = (text: string) => (threadUrl ? withThreadLine(text, lang, threadUrl) : text);
  const summary = statement
    ? statementSummaryLines(
        statement,
        lang,
        (minor) => formatCharge(minor, lang),
        (date) => formatDay(date, lang),
      )
    : [];
  await outboxEmail.send(tx, {
    to,
    subject,
    body: withThread(summary.length > 0 ? `${body}\n\n${summary.join('\n')}` : body),
    template: `payments.${email}`,
    payload: { language: lang, ...(threadUrl ? { threadUrl } : {}), ...values.payload },
  });
}
