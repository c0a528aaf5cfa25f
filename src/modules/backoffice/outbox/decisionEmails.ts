import type { Queryable } from '../../../db/connection.ts';
import { outboxEmail } from '../../../providers/email.ts';
import { readerText } from '../../i18n/readerText.ts';
import { formatCharge, languageFor } from '../../payments/emails.ts';
import { accountLanguageOf } from '../../payments/repository.ts';

/** What a staff decision tells the person it is about: a refund made or refused, a listing moderated. */
export type DecisionEmail = 'refundApproved' | 'refundRejected' | 'listingModerated';

export interface DecisionFacts {
  /** The booking's reference. */
  ref?: string;
  /** EUR minor units. */
  amount?: number;
  /** The words the staff member gave (a refusal's reason), shown as written. */
  reason?: string;
  /** The listing's own title, as its owner wrote it. */
  title?: string;
  /** A listing's moderation status code. */
  status?: string;
}

/** The e-mail's words in `language` (`notices:staffDecisions`), amounts as the reader writes them. */
export function decisionEmailText(language: string, email: DecisionEmail, facts: DecisionFacts) {
  const lang = languageFor(language);
  const { t } = readerText(lang);
  const values = {
    ref: facts.ref ?? '',
    amount: facts.amount === undefined ? '' : formatCharge(facts.amount, lang),
    reason: facts.reason ?? '',
    title: facts.title ?? '',
    status: facts.status ? String(t(`notices:staffDecisions.listingStatus.${facts.status}`)) : '',
  };
  const word = (part: 'subject' | 'body') => String(t(`notices:staffDecisions.${email}.${part}`, values));
  return { subject: word('subject'), body: word('body') };
}

/**
 * Writes the e-mail to the outbox in `tx` (DESIGN: whose language): in the language of the account
 * the address belongs to (English without one), with its HTML part like every other e-mail. `more`
 * is a paragraph of the staff member's own words added under it (a moderation's reason).
 */
export async function sendDecisionEmail(
  tx: Queryable,
  to: string,
  email: DecisionEmail,
  facts: DecisionFacts,
  options: { template: string; payload: Record<string, unknown>; more?: string | null },
): Promise<void> {
  const language = languageFor(await accountLanguageOf(tx, to));
  const { subject, body } = decisionEmailText(language, email, facts);
  await outboxEmail.send(tx, {
    to,
    subject,
    body: options.more ? `${body}\n\n${options.more}` : body,
    template: options.template,
    payload: { language, ...options.payload },
  });
}
