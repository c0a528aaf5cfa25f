import type { Queryable } from '../../../db/connection.ts';
import { auditTrail, listPage } from '../recordPages.ts';
import type { ListQuery, ListResource } from '../simpleRest.ts';

export const messagesListResource: ListResource = {
  name: 'messages',
  fields: {
    id: { column: 'm.id', kind: 'number' },
    conversationId: { column: 'm.conversation_id', kind: 'number' },
    senderId: { column: 'm.sender_id', kind: 'number' },
    hidden: { column: 'm.hidden', kind: 'boolean' },
    edited: { column: 'm.edited', kind: 'boolean' },
    createdAt: { column: 'm.created_at', kind: 'instant' },
    // Sortable columns of the console's list, not filters.
    senderName: { column: "(u.first_name || ' ' || u.last_name)", kind: 'text', filterable: false },
    body: { column: 'm.body', kind: 'text', filterable: false },
  },
  // messages_body_trgm_idx serves this ILIKE
  search: (param) => `m.body ILIKE ${param}`,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'm.id',
};

const FROM = `messages m JOIN conversations c ON c.id = m.conversation_id LEFT JOIN users u ON u.id = m.sender_id`;

const COLUMNS = `m.id, m.conversation_id AS "conversationId", m.sender_id AS "senderId",
  u.first_name || ' ' || u.last_name AS "senderName",
  CASE WHEN m.sender_id = c.tenant_id THEN 'tenant' WHEN m.sender_id = c.owner_id THEN 'owner' ELSE 'system' END AS "senderRole",
  m.body, m.hidden, m.edited, m.original_body AS "originalBody", m.created_at AS "createdAt", c.flagged AS "conversationFlagged"`;

export const listMessages = (db: Queryable, query: ListQuery) =>
  listPage<Record<string, unknown>>(db, FROM, COLUMNS, query);

export async function findMessage(db: Queryable, id: number) {
  const { rows } = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM ${FROM} WHERE m.id = $1`, [
    id,
  ]);
  if (!rows[0]) return null;
  return { ...rows[0], auditTrail: await auditTrail(db, 'messages', id) };
}
