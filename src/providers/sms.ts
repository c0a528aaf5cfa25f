import type { Config } from '../config.ts';
import type { Queryable } from '../db/connection.ts';

export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
  /** What the message is, for the back office's outbox list (e.g. `validation-code`). */
  template: string;
}

/**
 * Sends SMS. Every adapter writes the message to the outbox in the caller's transaction, so a
 * message exists exactly when the change that caused it is committed, and staff can see it.
 */
export interface SmsProvider {
  readonly name: 'outbox' | 'twilio';
  send(tx: Queryable, message: SmsMessage): Promise<void>;
}

async function writeOutboxRow(tx: Queryable, message: SmsMessage, provider: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbox (channel, recipient, body, template, provider) VALUES ('sms', $1, $2, $3, $4) RETURNING id`,
    [message.to, message.body, message.template, provider],
  );
  return rows[0].id;
}

/** The embedded default: the outbox row is the delivery (read at GET /api/dev/outbox outside production). */
export const outboxSms: SmsProvider = {
  name: 'outbox',
  async send(tx, message) {
    await writeOutboxRow(tx, message, 'outbox');
  },
};

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  fetch?: typeof fetch;
}

/** Twilio's Messages REST API over fetch; the outbox row records whether Twilio accepted it. */
export function twilioSms(settings: TwilioSettings): SmsProvider {
  const send = settings.fetch ?? fetch;
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(tx, message) {
      const outboxId = await writeOutboxRow(tx, message, 'twilio');
      const response = await send(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.body }),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: Error) => ({ ok: false, status: 0, text: async () => error.message }) as const);
      if (response.ok) {
        await tx.query(`UPDATE outbox SET status = 'sent', sent_at = now(), attempts = 1 WHERE id = $1`, [
          outboxId,
        ]);
        return;
      }
      const detail = (await response.text()).slice(0, 500);
      await tx.query(`UPDATE outbox SET status = 'failed', attempts = 1, last_error = $2 WHERE id = $1`, [
        outboxId,
        `Twilio ${response.status}: ${detail}`,
      ]);
      throw new Error(`Twilio refused the SMS (${response.status}).`);
    },
  };
}

/** Twilio when its three settings are present, else the outbox. */
export function smsProviderFor(config: Config): SmsProvider {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = config;
  if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM) {
    return twilioSms({ accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM });
  }
  return outboxSms;
}
