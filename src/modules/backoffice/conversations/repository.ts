import type { Queryable } from '../../../db/connection.ts';
import { auditTrail, listPage } from '../recordPages.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

export const conversationsListResource: ListResource = {
  name: 'conversations',
  fields: {
    id: { column: 'c.id', kind: 'number' },
    productId: { column: 'c.product_id', kind: 'number' },
    bookingId: { column: 'c.booking_id', kind: 'number' },
    tenantId: { column: 'c.tenant_id', kind: 'number' },
    ownerId: { column: 'c.owner_id', kind: 'number' },
    flagged: { column: 'c.flagged', kind: 'boolean' },
    createdAt: { column: 'c.created_at', kind: 'instant' },
    lastMessageAt: { column: 'c.last_message_at', kind: 'instant' },
    // Sortable columns of the console's list, not filters.
    productTitle: { column: 'p.title', kind: 'text', filterable: false },
    bookingReference: { column: 'b.reference', kind: 'text', filterable: false },
    tenantName: { column: "(t.first_name || ' ' || t.last_name)", kind: 'text', filterable: false },
    ownerName: { column: "(o.first_name || ' ' || o.last_name)", kind: 'text', filterable: false },
    messageCount: {
      column: '(SELECT count(*) FROM messages m WHERE m.conversation_id = c.id)',
      kind: 'number',
      filterable: false,
    },
  },
  // "search across messages": a conversation matches when a participant, the listing or any message does
  search: (param) =>
    `(p.title ILIKE ${param} OR t.email ILIKE ${param} OR o.email ILIKE ${param}
      OR EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.body ILIKE ${param}))`,
  defaultSort: ['lastMessageAt', 'DESC'],
  tieBreaker: 'c.id',
};

const FROM = `conversations c JOIN products p ON p.id = c.product_id JOIN users t ON t.id = c.tenant_id
  JOIN users o ON o.id = c.owner_id LEFT JOIN bookings b ON b.id = c.booking_id`;

const COLUMNS = `c.id, c.hash, c.product_id AS "productId", p.title AS "productTitle", c.booking_id AS "bookingId",
  b.reference AS "bookingReference", c.tenant_id AS "tenantId", t.first_name || ' ' || t.last_name AS "tenantName",
  t.email AS "tenantEmail", c.owner_id AS "ownerId", o.first_name || ' ' || o.last_name AS "ownerName",
  o.email AS "ownerEmail", c.flagged, c.flag_reason AS "flagReason", c.created_at AS "createdAt",
  c.last_message_at AS "lastMessageAt",
  (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS "messageCount"`;

export const listConversations = (db: Queryable, query: ListQuery) =>
  listPage<Record<string, unknown>>(db, FROM, COLUMNS, query);

/** The whole conversation, hidden and edited messages included (staff see what was said). */
export async function findConversation(db: Queryable, id: number) {
  const { rows } = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1`, [
    id,
  ]);
  if (!rows[0]) return null;
  const messages = await db.query(
    `SELECT m.id, m.sender_id AS "senderId", u.first_name || ' ' || u.last_name AS "senderName",
            CASE WHEN m.sender_id = c.tenant_id THEN 'tenant' WHEN m.sender_id = c.owner_id THEN 'owner' ELSE 'system' END
              AS "senderRole",
            m.body, m.booking_status AS "bookingStatus", m.hidden, m.edited, m.original_body AS "originalBody",
            m.created_at AS "createdAt"
       FROM messages m JOIN conversations c ON c.id = m.conversation_id LEFT JOIN users u ON u.id = m.sender_id
      WHERE m.conversation_id = $1 ORDER BY m.created_at, m.id`,
    [id],
  );
  return { ...rows[0], messages: messages.rows, auditTrail: await auditTrail(db, 'conversations', id) };
}

export interface ConversationParties {
  id: number;
  tenant_id: number;
  owner_id: number;
  booking_id: number | null;
  product_title: string;
}

/** The conversation's two parties, locked while a message is added to it. */
export async function lockConversation(tx: Queryable, id: number) {
  const { rows } = await tx.query<ConversationParties>(
    `SELECT c.id, c.tenant_id, c.owner_id, c.booking_id, p.title AS product_title
       FROM conversations c JOIN products p ON p.id = c.product_id WHERE c.id = $1 FOR UPDATE OF c`,
    [id],
  );
  return rows[0] ?? null;
}

/** A message from staff: neither party sent it, so both read it as from the platform. */
export async function insertPlatformMessage(
  tx: Queryable,
  conversationId: number,
  staffId: number,
  body: string,
) {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO messages (conversation_id, sender_id, body) VALUES ($1, $2, $3) RETURNING id',
    [conversationId, staffId, body],
  );
  await tx.query('UPDATE conversations SET last_message_at = now() WHERE id = $1', [conversationId]);
  return rows[0].id;
}
