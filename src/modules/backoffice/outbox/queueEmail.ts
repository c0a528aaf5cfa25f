import type { Queryable } from '../../../db/connection.ts';

export interface QueuedEmail {
  to: string;
  subject: string;
  body: string;
  template: string;
  payload?: Record<string, unknown>;
}

/** Written in the transaction of the change that causes it (DESIGN.md: the outbox default). */
export async function queueEmail(tx: Queryable, email: QueuedEmail): Promise<void> {
  await tx.query(
    `INSERT INTO outbox (channel, recipient, subject, body, template, payload) VALUES ('email', $1, $2, $3, $4, $5)`,
    [email.to, email.subject, email.body, email.template, JSON.stringify(email.payload ?? {})],
  );
}

/** Amounts in e-mails: integer minor units of EUR shown as 1 234,50 €-style text. */
export const formatEuros = (minor: number) => `€${(minor / 100).toFixed(2)}`;
