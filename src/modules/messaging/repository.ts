import type { BookingStatus } from '../../../shared/catalogue/catalogue.ts';
import type { AttachmentType, ParticipantRole } from '../../../shared/messaging/messaging.ts';
import type { Queryable } from '../../db/connection.ts';
import { EVENTS_CHANNEL } from '../events/repository.ts';

/** A conversation as its access rule and the masking rule need it. */
export interface ConversationParties {
  id: number;
  hash: string;
  tenant_id: number;
  owner_id: number;
  booking_id: number | null;
  booking_status: BookingStatus | null;
  tenant_read_at: Date | null;
  owner_read_at: Date | null;
}

/** The conversation if `userId` is one of its two parties; `lock` holds it until the commit. */
export async function findConversationOfParty(
  db: Queryable,
  hash: string,
  userId: number,
  lock = false,
): Promise<ConversationParties | undefined> {
  const { rows } = await db.query<ConversationParties>(
    `SELECT c.id, c.hash, c.tenant_id, c.owner_id, c.booking_id, b.status AS booking_status,
            c.tenant_read_at, c.owner_read_at
       FROM conversations c LEFT JOIN bookings b ON b.id = c.booking_id
      WHERE c.hash = $1 AND (c.tenant_id = $2 OR c.owner_id = $2)
      ${lock ? 'FOR UPDATE OF c' : ''}`,
    [hash, userId],
    { name: lock ? 'messaging.conversationOfPartyLocked' : 'messaging.conversationOfParty' },
  );
  return rows[0];
}

/** A conversation's parties and its booking's status by its id (for what staff change in it). */
export async function findConversationParties(
  db: Queryable,
  conversationId: number,
): Promise<{ tenant_id: number; owner_id: number; booking_status: BookingStatus | null } | undefined> {
  const { rows } = await db.query<{
    tenant_id: number;
    owner_id: number;
    booking_status: BookingStatus | null;
  }>(
    `SELECT c.tenant_id, c.owner_id, b.status AS booking_status
       FROM conversations c LEFT JOIN bookings b ON b.id = c.booking_id WHERE c.id = $1`,
    [conversationId],
  );
  return rows[0];
}

const ATTACHMENTS_OF_M = `coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.file_name,
    'contentType', a.content_type, 'size', a.byte_size) ORDER BY a.id)
  FROM message_attachments a WHERE a.message_id = m.id), '[]'::json)`;

export interface ConversationSummaryRow {
  id: number;
  hash: string;
  role: ParticipantRole;
  tenant_id: number;
  owner_id: number;
  last_message_at: Date;
  other_first_name: string;
  other_avatar_url: string | null;
  product_id: number;
  product_title: string;
  picture_url: string | null;
  booking_id: number | null;
  booking_reference: string | null;
  booking_status: BookingStatus | null;
  booking_start: string | null;
  booking_end: string | null;
  booking_people: number | null;
  booking_total: number | null;
  booking_currency: string | null;
  other_read_at: Date | null;
  unread_count: number;
  last_message: MessageRow | null;
}

/** `language` is the query's parameter holding the reader's language: the boat's title in it. */
const summaryColumns = (
  language: string,
) => `c.id, c.hash, c.role, c.tenant_id, c.owner_id, c.last_message_at,
  other.first_name AS other_first_name, other.avatar_url AS other_avatar_url,
  p.id AS product_id,
  coalesce((SELECT tr.title FROM product_translations tr
             WHERE tr.product_id = p.id AND tr.language = left(${language}::text, 2)), p.title) AS product_title,
  (SELECT pp.url FROM product_pictures pp WHERE pp.product_id = p.id ORDER BY pp.position LIMIT 1) AS picture_url,
  b.id AS booking_id, b.reference AS booking_reference, b.status AS booking_status,
  to_char(lower(b.period), 'YYYY-MM-DD') AS booking_start, to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS booking_end,
  b.people AS booking_people, b.total_amount AS booking_total, trim(b.currency_code) AS booking_currency,
  CASE c.role WHEN 'tenant' THEN c.owner_read_at ELSE c.tenant_read_at END AS other_read_at,
  (SELECT count(*)::int FROM messages m
    WHERE m.conversation_id = c.id AND m.sender_id <> $1 AND NOT m.hidden
      AND m.created_at > coalesce(CASE c.role WHEN 'tenant' THEN c.tenant_read_at ELSE c.owner_read_at END,
                                  '-infinity')) AS unread_count,
  (SELECT row_to_json(last) FROM (
     SELECT m.id, m.conversation_id, c.hash, m.sender_id, m.client_id, m.body, m.masked_body, m.hidden, m.edited,
            m.booking_status, m.created_at, ${ATTACHMENTS_OF_M} AS attachments
       FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) last) AS last_message`;

const SUMMARY_JOINS = `JOIN users other ON other.id = CASE c.role WHEN 'tenant' THEN c.owner_id ELSE c.tenant_id END
  JOIN products p ON p.id = c.product_id
  LEFT JOIN bookings b ON b.id = c.booking_id`;

/**
 * A page of the user's conversations, newest activity first, after the keyset cursor. Each side
 * is read through its own index (tenant_id or owner_id, last_message_at) and the two are merged.
 */
export async function listConversationsOfUser(
  db: Queryable,
  userId: number,
  before: { at: Date; id: number } | undefined,
  limit: number,
  language: string,
): Promise<ConversationSummaryRow[]> {
  const side = (role: ParticipantRole) => `(SELECT c.*, '${role}'::text AS role FROM conversations c
      WHERE c.${role}_id = $1 AND ($2::timestamptz IS NULL OR (c.last_message_at, c.id) < ($2, $3))
      ORDER BY c.last_message_at DESC, c.id DESC LIMIT $4)`;
  const { rows } = await db.query<ConversationSummaryRow>(
    `WITH mine AS (${side('tenant')} UNION ALL ${side('owner')}),
          page AS (SELECT * FROM mine ORDER BY last_message_at DESC, id DESC LIMIT $4)
     SELECT ${summaryColumns('$5')} FROM page c ${SUMMARY_JOINS}
      ORDER BY c.last_message_at DESC, c.id DESC`,
    [userId, before?.at ?? null, before?.id ?? 0, limit, language],
  );
  return rows;
}

export async function findConversationSummary(
  db: Queryable,
  userId: number,
  conversationId: number,
  language: string,
): Promise<ConversationSummaryRow | undefined> {
  const { rows } = await db.query<ConversationSummaryRow>(
    `SELECT ${summaryColumns('$3')}
       FROM (SELECT c.*, CASE WHEN c.tenant_id = $1 THEN 'tenant' ELSE 'owner' END AS role
               FROM conversations c WHERE c.id = $2) c ${SUMMARY_JOINS}`,
    [userId, conversationId, language],
  );
  return rows[0];
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  hash: string;
  sender_id: number | null;
  client_id: string | null;
  body: string;
  masked_body: string | null;
  hidden: boolean;
  edited: boolean;
  /** A status line of the booking (no sender): the status it moved to. */
  booking_status: BookingStatus | null;
  /** A Date from the driver; an ISO string inside row_to_json. */
  created_at: Date | string;
  attachments: AttachmentRow[];
}

export interface AttachmentRow {
  id: number;
  name: string;
  contentType: AttachmentType;
  size: number;
}

const MESSAGE_COLUMNS = `m.id, m.conversation_id, c.hash, m.sender_id, m.client_id, m.body, m.masked_body, m.hidden,
  m.edited, m.booking_status, m.created_at, ${ATTACHMENTS_OF_M} AS attachments`;

/** A page of a thread, newest first, before the message id `before`. */
export async function listThreadMessages(
  db: Queryable,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2)
      ORDER BY m.id DESC LIMIT $3`,
    [conversationId, before ?? null, limit],
  );
  return rows;
}

export async function findMessage(db: Queryable, id: number): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.id = $1`,
    [id],
  );
  return rows[0];
}

export async function findMessageByClientId(
  db: Queryable,
  senderId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.sender_id = $1 AND m.client_id = $2`,
    [senderId, clientId],
    { name: 'messaging.messageByClientId' },
  );
  return rows[0];
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  clientId: string;
  body: string;
  maskedBody: string | null;
}

/**
 * Inserts the message unless this sender already sent this client id (then nothing). Its instant is
 * taken now, under the conversation's lock, so a thread's instants follow the order of its ids.
 */
export async function insertMessage(tx: Queryable, message: NewMessage): Promise<MessageRow | undefined> {
  const { rows } = await tx.query<MessageRow>(
    `WITH inserted AS (
       INSERT INTO messages (conversation_id, sender_id, client_id, body, masked_body, created_at)
       VALUES ($1, $2, $3, $4, $5, clock_timestamp())
       ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
       RETURNING *)
     SELECT ${MESSAGE_COLUMNS} FROM inserted m JOIN conversations c ON c.id = m.conversation_id`,
    [message.conversationId, message.senderId, message.clientId, message.body, message.maskedBody],
    { name: 'messaging.insertMessage' },
  );
  return rows[0];
}

/**
 * A new message is the conversation's latest activity, and its writer has read the thread. Answers
 * how many messages the writer had not read before (counted on the statement's snapshot, before the
 * mark moves): one statement instead of a count and an update.
 */
export async function recordActivity(
  tx: Queryable,
  messageId: number,
  writerRole: ParticipantRole,
): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `WITH unread AS (
       SELECT count(*)::int AS n FROM messages w JOIN conversations c ON c.id = w.conversation_id
         JOIN messages m ON m.conversation_id = c.id
        WHERE w.id = $1 AND m.sender_id <> c.${writerRole}_id AND NOT m.hidden
          AND m.created_at > coalesce(c.${writerRole}_read_at, '-infinity')),
     moved AS (
       UPDATE conversations c SET last_message_at = greatest(c.last_message_at, m.created_at),
              ${writerRole}_read_at = greatest(c.${writerRole}_read_at, m.created_at)
         FROM messages m WHERE m.id = $1 AND c.id = m.conversation_id)
     SELECT n FROM unread`,
    [messageId],
    { name: `messaging.recordActivity-${writerRole}` },
  );
  return rows[0]?.n ?? 0;
}

/**
 * The user's 'unread.count' event (the header's badge and this conversation's unread messages,
 * counted as countUnreadOfUser and unreadInConversation count them) written and notified in one
 * statement, at the caller's commit.
 */
export async function insertUnreadCountEvent(
  tx: Queryable,
  userId: number,
  conversationId: number,
  hash: string,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `WITH counts AS (
       SELECT (SELECT count(*)::int FROM (
                 SELECT id, tenant_read_at AS read_at FROM conversations WHERE tenant_id = $1
                 UNION ALL
                 SELECT id, owner_read_at FROM conversations WHERE owner_id = $1) mine
                 JOIN messages m ON m.conversation_id = mine.id
                WHERE m.sender_id <> $1 AND NOT m.hidden AND m.created_at > coalesce(mine.read_at, '-infinity')) AS total,
              (SELECT count(*)::int FROM conversations c JOIN messages m ON m.conversation_id = c.id
                WHERE c.id = $2 AND m.sender_id <> $1 AND NOT m.hidden
                  AND m.created_at > coalesce(CASE WHEN c.tenant_id = $1 THEN c.tenant_read_at ELSE c.owner_read_at END,
                                              '-infinity')) AS conversation),
     inserted AS (
       INSERT INTO events (user_id, type, payload)
       SELECT $1, 'unread.count', jsonb_build_object('total', total, 'conversationHash', $3::text,
                                                     'conversationUnread', conversation)
         FROM counts
       RETURNING id)
     SELECT id, pg_notify('${EVENTS_CHANNEL}', id::text) FROM inserted`,
    [userId, conversationId, hash],
    { name: 'messaging.unreadCountEvent' },
  );
  return rows[0].id;
}

/**
 * Moves the reader's read mark forward to the instant of `lastMessageId` (or of the thread's last
 * message), never back. Answers the mark.
 */
export async function markRead(
  tx: Queryable,
  conversationId: number,
  readerRole: ParticipantRole,
  lastMessageId: number | undefined,
): Promise<Date | null> {
  const { rows } = await tx.query<{ read_at: Date | null }>(
    `UPDATE conversations c SET ${readerRole}_read_at = greatest(c.${readerRole}_read_at, seen.at)
       FROM (SELECT max(m.created_at) AS at FROM messages m
              WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id <= $2)) seen
      WHERE c.id = $1
      RETURNING c.${readerRole}_read_at AS read_at`,
    [conversationId, lastMessageId ?? null],
  );
  return rows[0]?.read_at ?? null;
}

/** Messages the user has not read in one conversation (their own and hidden ones do not count). */
export async function unreadInConversation(
  db: Queryable,
  conversationId: number,
  userId: number,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM conversations c JOIN messages m ON m.conversation_id = c.id
      WHERE c.id = $1 AND m.sender_id <> $2 AND NOT m.hidden
        AND m.created_at > coalesce(CASE WHEN c.tenant_id = $2 THEN c.tenant_read_at ELSE c.owner_read_at END,
                                    '-infinity')`,
    [conversationId, userId],
  );
  return rows[0].n;
}

/**
 * The header's badge: unread messages over all the user's conversations. Here and in every unread
 * count, `sender_id <> user` also leaves out the booking's status lines (no sender): the booking's
 * own notices tell of those.
 */
export async function countUnreadOfUser(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT id, tenant_read_at AS read_at FROM conversations WHERE tenant_id = $1
       UNION ALL
       SELECT id, owner_read_at FROM conversations WHERE owner_id = $1) mine
     JOIN messages m ON m.conversation_id = mine.id
    WHERE m.sender_id <> $1 AND NOT m.hidden AND m.created_at > coalesce(mine.read_at, '-infinity')`,
    [userId],
  );
  return rows[0].n;
}

/** One conversation of an unread e-mail: what its reader has not read nor been told about yet. */
export interface DigestConversation {
  id: number;
  hash: string;
  role: ParticipantRole;
  other_first_name: string;
  product_title: string;
  unread_count: number;
  /** The newest of them, as the reader reads it (masked, support's edit). */
  latest_body: string;
  latest_id: number;
  latest_at: Date;
}

/** The reader's unread, untold messages (`m`) of conversation `c` for `role`, as SQL conditions. */
const untoldFor = (role: ParticipantRole) => `m.conversation_id = c.id AND m.sender_id <> c.${role}_id
  AND NOT m.hidden AND m.created_at > greatest(coalesce(c.${role}_read_at, '-infinity'),
                                               coalesce(c.${role}_notified_at, '-infinity'))`;

/**
 * People with a burst of messages to be told about: unread and untold messages whose first is
 * older than `quietBefore` (the reader had time to read it live), in conversations active in the
 * last two days, who have not turned message e-mails off.
 */
export async function listDigestRecipients(
  db: Queryable,
  quietBefore: Date,
  limit: number,
): Promise<number[]> {
  const side = (role: ParticipantRole) => `SELECT c.${role}_id AS user_id FROM conversations c
      WHERE c.last_message_at > $1::timestamptz - interval '2 days'
        AND EXISTS (SELECT 1 FROM messages m WHERE ${untoldFor(role)} AND m.created_at <= $1)`;
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT DISTINCT d.user_id FROM (${side('tenant')} UNION ALL ${side('owner')}) d
       JOIN users u ON u.id = d.user_id
      WHERE u.notification_preferences->>'messageEmails' IS DISTINCT FROM 'false'
      ORDER BY d.user_id LIMIT $2`,
    [quietBefore, limit],
  );
  return rows.map((row) => row.user_id);
}

/**
 * Locks the user's conversations with untold messages (SKIP LOCKED: another run has them) and
 * answers what to tell, newest first.
 */
export async function lockDigestConversations(
  tx: Queryable,
  userId: number,
  quietBefore: Date,
  contactSharingStatuses: readonly BookingStatus[],
): Promise<DigestConversation[]> {
  const side = (role: ParticipantRole) => `SELECT c.id, c.hash, '${role}'::text AS role,
        other.first_name AS other_first_name, p.title AS product_title,
        (SELECT count(*)::int FROM messages m WHERE ${untoldFor(role)}) AS unread_count,
        latest.body AS latest_body, latest.id AS latest_id, latest.created_at AS latest_at
       FROM conversations c
       JOIN users other ON other.id = c.${role === 'tenant' ? 'owner' : 'tenant'}_id
       JOIN products p ON p.id = c.product_id
       LEFT JOIN bookings bk ON bk.id = c.booking_id
       JOIN LATERAL (SELECT CASE WHEN m.edited OR bk.status = ANY($3::text[]) THEN m.body
                                 ELSE coalesce(m.masked_body, m.body) END AS body,
                            m.id, m.created_at
                       FROM messages m WHERE ${untoldFor(role)} ORDER BY m.id DESC LIMIT 1) latest ON true
      WHERE c.${role}_id = $1 AND c.last_message_at > $2::timestamptz - interval '2 days'
        AND EXISTS (SELECT 1 FROM messages m WHERE ${untoldFor(role)} AND m.created_at <= $2)
        FOR UPDATE OF c SKIP LOCKED`;
  // Two statements: a locking clause cannot apply to a UNION.
  const rows: DigestConversation[] = [];
  for (const role of ['tenant', 'owner'] as const) {
    rows.push(
      ...(await tx.query<DigestConversation>(side(role), [userId, quietBefore, contactSharingStatuses])).rows,
    );
  }
  return rows.sort((a, b) => new Date(b.latest_at).getTime() - new Date(a.latest_at).getTime());
}

/** The reader was told about the conversation's messages up to this one: what follows is a new burst. */
export async function markToldUpTo(
  tx: Queryable,
  conversationId: number,
  role: ParticipantRole,
  messageId: number,
): Promise<void> {
  await tx.query(
    `UPDATE conversations c SET ${role}_notified_at = greatest(c.${role}_notified_at, m.created_at)
       FROM messages m WHERE c.id = $1 AND m.id = $2`,
    [conversationId, messageId],
  );
}

export interface NewAttachment {
  conversationId: number;
  uploaderId: number;
  storageKey: string;
  contentType: AttachmentType;
  byteSize: number;
  fileName: string;
}

export async function insertAttachment(db: Queryable, attachment: NewAttachment): Promise<AttachmentRow> {
  const { rows } = await db.query<AttachmentRow>(
    `INSERT INTO message_attachments (conversation_id, uploader_id, storage_key, content_type, byte_size, file_name)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, file_name AS name, content_type AS "contentType", byte_size AS size`,
    [
      attachment.conversationId,
      attachment.uploaderId,
      attachment.storageKey,
      attachment.contentType,
      attachment.byteSize,
      attachment.fileName,
    ],
  );
  return rows[0];
}

/**
 * Attaches the uploader's unsent attachments of this conversation to the message; answers how many
 * were attached (fewer than asked: some were someone else's, sent already, or from elsewhere).
 */
export async function attachToMessage(
  tx: Queryable,
  attachmentIds: number[],
  uploaderId: number,
  conversationId: number,
  messageId: number,
): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE message_attachments SET message_id = $4
      WHERE id = ANY($1::bigint[]) AND uploader_id = $2 AND conversation_id = $3 AND message_id IS NULL`,
    [attachmentIds, uploaderId, conversationId, messageId],
  );
  return rowCount;
}

export interface StoredAttachment {
  storage_key: string;
  content_type: AttachmentType;
  file_name: string;
}

/**
 * An attachment `userId` may open: a party's conversation, a message support has not hid, or their
 * own upload not sent yet.
 */
export async function findAttachmentForUser(
  db: Queryable,
  id: number,
  userId: number,
): Promise<StoredAttachment | undefined> {
  const { rows } = await db.query<StoredAttachment>(
    `SELECT a.storage_key, a.content_type, a.file_name
       FROM message_attachments a JOIN conversations c ON c.id = a.conversation_id
       LEFT JOIN messages m ON m.id = a.message_id
      WHERE a.id = $1 AND (c.tenant_id = $2 OR c.owner_id = $2)
        AND (m.id IS NOT NULL AND NOT m.hidden OR a.message_id IS NULL AND a.uploader_id = $2)`,
    [id, userId],
  );
  return rows[0];
}

/** The writer's first name, as the reader's push names them. */
export async function firstNameOf(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ first_name: string | null }>(
    'SELECT first_name FROM users WHERE id = $1',
    [userId],
    { name: 'messaging.firstName' },
  );
  return rows[0]?.first_name ?? '';
}

export interface AttachmentUploadRow {
  id: string;
  conversation_id: number;
  conversation_hash: string;
  uploader_id: number;
  file_name: string;
  content_type: string;
  original_key: string;
  state: 'signed' | 'processing' | 'ready' | 'failed';
  error: string | null;
  attachment_id: number | null;
  expires_at: Date;
}

/** A signed upload of an attachment, void after `expiresAt` unless confirmed. */
export async function insertAttachmentUpload(
  db: Queryable,
  upload: {
    id: string;
    conversationId: number;
    uploaderId: number;
    fileName: string;
    contentType: string;
    originalKey: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO message_attachment_uploads
       (id, conversation_id, uploader_id, file_name, content_type, original_key, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      upload.id,
      upload.conversationId,
      upload.uploaderId,
      upload.fileName,
      upload.contentType,
      upload.originalKey,
      upload.now,
      upload.expiresAt,
    ],
  );
}

export async function findAttachmentUpload(
  db: Queryable,
  id: string,
  lock = false,
): Promise<AttachmentUploadRow | undefined> {
  const { rows } = await db.query<AttachmentUploadRow>(
    `SELECT u.id, u.conversation_id, c.hash AS conversation_hash, u.uploader_id, u.file_name, u.content_type,
            u.original_key, u.state, u.error, u.attachment_id, u.expires_at
       FROM message_attachment_uploads u JOIN conversations c ON c.id = u.conversation_id
      WHERE u.id = $1${lock ? ' FOR UPDATE OF u' : ''}`,
    [id],
  );
  const row = rows[0];
  return row
    ? {
        ...row,
        conversation_id: Number(row.conversation_id),
        uploader_id: Number(row.uploader_id),
        attachment_id: row.attachment_id === null ? null : Number(row.attachment_id),
      }
    : undefined;
}

export async function setAttachmentUploadState(
  db: Queryable,
  id: string,
  change: { state: AttachmentUploadRow['state']; error?: string; attachmentId?: number },
): Promise<void> {
  await db.query(
    `UPDATE message_attachment_uploads SET state = $2, error = $3, attachment_id = coalesce($4, attachment_id)
      WHERE id = $1`,
    [id, change.state, change.error ?? null, change.attachmentId ?? null],
  );
}

/** The uploader's stored attachment, as the upload's answer shows it. */
export async function findAttachmentById(db: Queryable, id: number): Promise<AttachmentRow | undefined> {
  const { rows } = await db.query<AttachmentRow>(
    `SELECT id, file_name AS name, content_type AS "contentType", byte_size AS size
       FROM message_attachments WHERE id = $1`,
    [id],
  );
  return rows[0];
}
