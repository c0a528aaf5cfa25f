import type { Queryable } from '../db/connection.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  template: string;
  payload?: Record<string, unknown>;
}

/**
 * Sends e-mail by writing it to the outbox in the caller's transaction. SMTP delivery (DESIGN.md:
 * nodemailer) needs a package that is not installed, so every e-mail stays on the outbox for now;
 * a delivery worker reading queued rows is where an SMTP adapter plugs in.
 */
export interface EmailProvider {
  readonly name: 'outbox';
  send(tx: Queryable, message: EmailMessage): Promise<void>;
}

export const outboxEmail: EmailProvider = {
  name: 'outbox',
  async send(tx, message) {
    await tx.query(
      `INSERT INTO outbox (channel, recipient, subject, body, template, payload)
       VALUES ('email', $1, $2, $3, $4, $5)`,
      [message.to, message.subject, message.body, message.template, JSON.stringify(message.payload ?? {})],
    );
  },
};
