import type { Queryable } from '../db/connection.ts';
import { renderEmailHtml } from '../modules/notifications/emailHtml.tsx';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  template: string;
  payload?: Record<string, unknown>;
}

/**
 * Sends e-mail by writing it to the outbox in the caller's transaction, so an e-mail exists exactly
 * when the change that caused it is committed; no network call happens inside that transaction. This
 * writer is the same with or without a mail server. Without SMTP_URL (the embedded default) the
 * outbox row is the delivery (read at GET /api/dev/outbox outside production, and in the back office).
 * With SMTP_URL, the outbox delivery job (src/jobs/outboxDelivery.ts) hands queued rows to SMTP
 * (src/providers/smtp.ts, nodemailer) afterwards and marks them sent, or failed after 5 attempts.
 */
export interface EmailProvider {
  readonly name: 'outbox';
  send(tx: Queryable, message: EmailMessage): Promise<void>;
}

export const outboxEmail: EmailProvider = {
  name: 'outbox',
  async send(tx, message) {
    // The HTML part from the same words, in the language the sender wrote them in (payload.language).
    const language = typeof message.payload?.language === 'string' ? message.payload.language : 'en';
    const html = renderEmailHtml({ language, subject: message.subject, body: message.body });
    await tx.query(
      `INSERT INTO outbox (channel, recipient, subject, body, template, payload, html)
       VALUES ('email', $1, $2, $3, $4, $5, $6)`,
      [
        message.to,
        message.subject,
        message.body,
        message.template,
        JSON.stringify(message.payload ?? {}),
        html,
      ],
    );
  },
};
