import { createTransport } from 'nodemailer';

/** An e-mail as the outbox holds it, ready to hand to a mail server. */
export interface OutboundEmail {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The HTML part, when the outbox row has one (sent as multipart/alternative with the text). */
  html?: string | null;
}

/**
 * Hands one e-mail to a real mail service. Called by the outbox delivery job (src/jobs/outboxDelivery.ts),
 * never inside a business transaction; rejects when the service refuses the message.
 */
export interface EmailSender {
  /** Recorded in outbox.provider. */
  readonly name: string;
  deliver(message: OutboundEmail): Promise<void>;
}

/**
 * SMTP through nodemailer. `smtpUrl` is a connection URL (`smtp://user:pass@host:587`,
 * `smtps://…:465`; nodemailer options may follow as query parameters, e.g. `?tls.rejectUnauthorized=false`).
 * Timeouts are bounded so one unresponsive server cannot hold a delivery for minutes (nodemailer's
 * defaults are 2 minutes to connect and 10 minutes of socket inactivity); the URL may override them.
 */
export function smtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async deliver(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}
