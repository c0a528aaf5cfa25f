import type { Queryable } from '../../db/connection.ts';

export interface RecipientRow {
  id: number;
  email: string;
  phone: string | null;
  language_code: string;
  active: boolean;
  push_notif_accepted: boolean | null;
  preferences: { bookingSms?: boolean; messageEmails?: boolean; pushNotifications?: boolean };
  push_devices: { id: number; address: string; via: 'fcm' | 'webpush' }[];
}

const RECIPIENT = `
  SELECT u.id, u.email, u.language_code, u.push_notif_accepted,
         u.status = 'active' AND u.deleted_at IS NULL AS active,
         u.notification_preferences AS preferences,
         CASE WHEN u.phone_number IS NOT NULL AND u.phone_number LIKE '+%' THEN u.phone_number END AS phone,
         coalesce((SELECT json_agg(json_build_object(
                             'id', d.id,
                             'address', coalesce(d.fcm_token, d.web_push_subscription ->> 'endpoint'),
                             'via', CASE WHEN d.fcm_token IS NOT NULL THEN 'fcm' ELSE 'webpush' END)
                           ORDER BY d.id)
                     FROM devices d
                    WHERE d.user_id = u.id AND (d.fcm_token IS NOT NULL OR d.web_push_subscription IS NOT NULL)),
                  '[]') AS push_devices
    FROM users u`;

/** The recipient's address book and choices: e-mail, phone (E.164), language, push tokens. */
export async function findRecipient(db: Queryable, userId: number): Promise<RecipientRow | undefined> {
  const { rows } = await db.query<RecipientRow>(`${RECIPIENT} WHERE u.id = $1`, [userId], {
    name: 'notifications.recipient',
  });
  return rows[0];
}

/** Many recipients in one query (a job telling thousands of people at once). */
export async function findRecipients(db: Queryable, userIds: number[]): Promise<RecipientRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<RecipientRow>(`${RECIPIENT} WHERE u.id = ANY ($1::bigint[])`, [userIds]);
  return rows;
}

export interface OutboxRow {
  channel: 'email' | 'sms' | 'push';
  recipient: string;
  subject: string | null;
  body: string;
  /** An e-mail's HTML part (its plain-text part is `body`). */
  html?: string | null;
  template: string;
  payload: Record<string, unknown>;
}

/** Rows per INSERT: one statement for a notice, even one fanned out to thousands of devices. */
const INSERT_CHUNK = 1000;

export async function insertOutboxRows(db: Queryable, rows: OutboxRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await db.query(
      `INSERT INTO outbox (channel, recipient, subject, body, template, payload, html)
       SELECT channel, recipient, subject, body, template, payload::jsonb, html
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
              WITH ORDINALITY AS r (channel, recipient, subject, body, template, payload, html, n)
        ORDER BY n`,
      [
        chunk.map((r) => r.channel),
        chunk.map((r) => r.recipient),
        chunk.map((r) => r.subject),
        chunk.map((r) => r.body),
        chunk.map((r) => r.template),
        chunk.map((r) => JSON.stringify(r.payload)),
        chunk.map((r) => r.html ?? null),
      ],
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

export interface ClaimedPush {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  template: string | null;
  payload: {
    via?: 'fcm' | 'webpush';
    deepLink?: string;
    deviceId?: number | null;
    objectType?: string | null;
    objectId?: string | number | null;
  } | null;
  attempts: number;
  /** The device's Web Push subscription, for a browser's push. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } } | null;
}

/**
 * Claims up to `batch` queued pushes for one delivery run (src/jobs/pushDelivery.ts): the claim
 * stamps `sent_at` as a lease, so another process skips them until `leaseMs` later.
 */
export async function claimQueuedPushes(
  db: Queryable,
  options: { batch: number; maxAttempts: number; leaseMs: number; maxAgeMs: number },
): Promise<ClaimedPush[]> {
  const { rows } = await db.query<ClaimedPush>(
    `UPDATE outbox o SET attempts = o.attempts + 1, sent_at = now()
      WHERE o.id IN (
        SELECT id FROM outbox
         WHERE channel = 'push' AND status = 'queued' AND attempts < $2
           AND created_at > now() - $4 * interval '1 millisecond'
           AND (sent_at IS NULL OR sent_at <= now() - $3 * interval '1 millisecond')
         ORDER BY id LIMIT $1
           FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.recipient, o.subject, o.body, o.template, o.payload, o.attempts,
                CASE WHEN o.payload ->> 'via' = 'webpush' THEN
                  (SELECT d.web_push_subscription FROM devices d WHERE d.id = (o.payload ->> 'deviceId')::bigint)
                END AS subscription`,
    [options.batch, options.maxAttempts, options.leaseMs, options.maxAgeMs],
  );
  return rows;
}

/** Pushes handed over: `sent` by a service, or `delivered-locally` by the embedded default. */
export async function markPushesDone(
  db: Queryable,
  ids: number[],
  status: 'sent' | 'delivered-locally',
  provider: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE outbox SET status = $2, provider = $3, sent_at = now(), last_error = NULL
      WHERE id = ANY ($1::bigint[]) AND status = 'queued'`,
    [ids, status, provider],
  );
}

/** Pushes that will not go: the address is gone or the service refused the message. */
export async function markPushesFailed(
  db: Queryable,
  failures: { id: number; error: string }[],
  provider: string,
): Promise<void> {
  if (failures.length === 0) return;
  await db.query(
    `UPDATE outbox o SET status = 'failed', provider = $3, last_error = f.error, sent_at = NULL
       FROM unnest($1::bigint[], $2::text[]) AS f(id, error)
      WHERE o.id = f.id AND o.status = 'queued'`,
    [failures.map((f) => f.id), failures.map((f) => f.error), provider],
  );
}

/** Pushes to try again after `backoffMs` (the claim's lease is moved to end then). */
export async function deferPushes(
  db: Queryable,
  retries: { id: number; error: string }[],
  provider: string,
  backoffMs: number,
  leaseMs: number,
): Promise<void> {
  if (retries.length === 0) return;
  await db.query(
    `UPDATE outbox o SET provider = $3, last_error = f.error,
            sent_at = now() + ($4::bigint - $5::bigint) * interval '1 millisecond'
       FROM unnest($1::bigint[], $2::text[]) AS f(id, error)
      WHERE o.id = f.id AND o.status = 'queued'`,
    [retries.map((f) => f.id), retries.map((f) => f.error), provider, backoffMs, leaseMs],
  );
}

export interface TripReminderRow {
  booking_id: number;
  kind: 'balanceDue' | 'checkInTomorrow';
  user_id: number;
  reference: string;
  listing_title: string;
  start_date: string;
  balance_amount: number | null;
  balance_due_date: string | null;
}

/**
 * Claims the reminders due on `today` (a calendar date): the check-in tomorrow for the renter and
 * the owner of an accepted booking starting `tomorrow`, the balance due by tomorrow for the renter.
 * Each is claimed once (ON CONFLICT), so a second run or another process finds none.
 */
export async function claimTripReminders(db: Queryable, today: string): Promise<TripReminderRow[]> {
  const { rows } = await db.query<TripReminderRow>(
    `WITH due AS (
       SELECT b.id AS booking_id, 'checkInTomorrow' AS kind, party.user_id
         FROM bookings b CROSS JOIN LATERAL (VALUES (b.tenant_id), (b.owner_id)) AS party (user_id)
        WHERE b.status = 'accepted' AND lower(b.period) = $1::date + 1
       UNION ALL
       SELECT b.id, 'balanceDue', b.tenant_id
         FROM bookings b
        WHERE b.status = 'accepted' AND b.balance_amount > 0 AND b.balance_paid_at IS NULL
          AND b.balance_due_date BETWEEN $1::date AND $1::date + 1
     ), claimed AS (
       INSERT INTO push_reminders (booking_id, kind, user_id)
       SELECT booking_id, kind, user_id FROM due
       ON CONFLICT DO NOTHING
       RETURNING booking_id, kind, user_id
     )
     SELECT c.booking_id, c.kind, c.user_id, b.reference, b.listing_title,
            to_char(lower(b.period), 'YYYY-MM-DD') AS start_date, b.balance_amount,
            to_char(b.balance_due_date, 'YYYY-MM-DD') AS balance_due_date
       FROM claimed c JOIN bookings b ON b.id = c.booking_id
      ORDER BY c.booking_id, c.kind, c.user_id`,
    [today],
  );
  return rows;
}

/** The booked listing's titles by language (`product_translations`), to name the boat for each reader. */
export async function bookingListingTitles(
  db: Queryable,
  bookingId: number,
): Promise<Record<string, string>> {
  const { rows } = await db.query<{ titles: Record<string, string> | null }>(
    `SELECT jsonb_object_agg(t.language, t.title) AS titles
       FROM bookings b JOIN product_translations t ON t.product_id = b.product_id
      WHERE b.id = $1`,
    [bookingId],
  );
  return rows[0]?.titles ?? {};
}
