import type { Queryable } from '../../db/connection.ts';

export interface RecipientRow {
  id: number;
  email: string;
  phone: string | null;
  language_code: string;
  active: boolean;
  push_notif_accepted: boolean | null;
  preferences: { bookingSms?: boolean; messageEmails?: boolean; pushNotifications?: boolean };
  push_tokens: string[];
}

/** The recipient's address book and choices: e-mail, phone (E.164), language, push tokens. */
export async function findRecipient(db: Queryable, userId: number): Promise<RecipientRow | undefined> {
  const { rows } = await db.query<RecipientRow>(
    `SELECT u.id, u.email, u.language_code, u.push_notif_accepted,
            u.status = 'active' AND u.deleted_at IS NULL AS active,
            u.notification_preferences AS preferences,
            CASE WHEN u.phone_number IS NOT NULL AND u.phone_number LIKE '+%' THEN u.phone_number END AS phone,
            coalesce((SELECT array_agg(d.fcm_token ORDER BY d.id) FROM devices d
                       WHERE d.user_id = u.id AND d.fcm_token IS NOT NULL), '{}') AS push_tokens
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

export interface OutboxRow {
  channel: 'email' | 'sms' | 'push';
  recipient: string;
  subject: string | null;
  body: string;
  template: string;
  payload: Record<string, unknown>;
}

export async function insertOutboxRows(db: Queryable, rows: OutboxRow[]): Promise<void> {
  for (const row of rows) {
    await db.query(
      `INSERT INTO outbox (channel, recipient, subject, body, template, payload) VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.channel, row.recipient, row.subject, row.body, row.template, JSON.stringify(row.payload)],
    );
  }
}

/** The outbox rows sent to one address about one booking, oldest first. */
export async function outboxAboutBooking(db: Queryable, recipient: string, bookingId: number) {
  const { rows } = await db.query<{
    channel: string;
    template: string;
    subject: string | null;
    body: string;
  }>(
    `SELECT channel, template, subject, body FROM outbox
      WHERE recipient = $1 AND (payload ->> 'bookingId')::bigint = $2 ORDER BY id`,
    [recipient, bookingId],
  );
  return rows;
}
