import { LEAD_SOURCES, LEAD_STATUSES } from '../../../shared/sales/leads.ts';
import type { Queryable } from '../../db/connection.ts';
import type { ListQuery, ListResource } from '../backoffice/simpleRest.ts';

export interface LeadRow {
  id: number;
  status: (typeof LEAD_STATUSES)[number];
  status_before_snooze: 'new' | 'contacted' | 'quote_sent' | null;
  source: (typeof LEAD_SOURCES)[number];
  tenant_id: number | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  tenant_name: string | null;
  tenant_email: string | null;
  language_code: string;
  market: string | null;
  value_estimate: number | null;
  assignee_id: number | null;
  assignee_name: string | null;
  product_id: number | null;
  product_title: string | null;
  destination: string | null;
  dates_start: string | null;
  dates_end: string | null;
  people: number | null;
  message: string | null;
  next_review_at: Date | null;
  snooze_reason: string | null;
  closed_reason: string | null;
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The fields the back office may sort and filter leads by (DTO names -> columns). */
export const leadsListResource: ListResource = {
  name: 'leads',
  fields: {
    id: { column: 'l.id', kind: 'number' },
    status: { column: 'l.status', kind: 'enum', values: LEAD_STATUSES },
    source: { column: 'l.source', kind: 'enum', values: LEAD_SOURCES },
    assigneeId: { column: 'l.assignee_id', kind: 'number' },
    tenantId: { column: 'l.tenant_id', kind: 'number' },
    productId: { column: 'l.product_id', kind: 'number' },
    languageCode: { column: 'l.language_code', kind: 'text' },
    market: { column: 'l.market', kind: 'text' },
    valueEstimate: { column: 'l.value_estimate', kind: 'number' },
    nextReviewAt: { column: 'l.next_review_at', kind: 'instant' },
    createdAt: { column: 'l.created_at', kind: 'instant' },
    updatedAt: { column: 'l.updated_at', kind: 'instant' },
  },
  search: (param) =>
    `(coalesce(l.contact_name, '') || ' ' || coalesce(l.contact_email, '') || ' ' ||
      coalesce(t.first_name || ' ' || t.last_name || ' ' || t.email, '') || ' ' || coalesce(l.destination, '')) ILIKE ${param}`,
  defaultSort: ['nextReviewAt', 'ASC'],
  tieBreaker: 'l.id',
  maxPageSize: 200,
};

const FROM = `leads l
  LEFT JOIN users t ON t.id = l.tenant_id
  LEFT JOIN users a ON a.id = l.assignee_id
  LEFT JOIN products p ON p.id = l.product_id`;

const COLUMNS = `l.id, l.status, l.status_before_snooze, l.source, l.tenant_id, l.contact_name, l.contact_email,
  l.contact_phone, t.first_name || ' ' || t.last_name AS tenant_name, t.email AS tenant_email, l.language_code,
  l.market, l.value_estimate, l.assignee_id, a.first_name || ' ' || a.last_name AS assignee_name, l.product_id,
  p.title AS product_title, l.destination, lower(l.dates_wanted)::text AS dates_start,
  upper(l.dates_wanted)::text AS dates_end, l.people, l.message, l.next_review_at, l.snooze_reason,
  l.closed_reason, l.closed_at, l.created_at, l.updated_at`;

export async function listLeads(
  db: Queryable,
  query: ListQuery,
): Promise<{ rows: LeadRow[]; total: number }> {
  const { rows } = await db.query<LeadRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${query.where}
      ORDER BY ${query.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
    query.params,
  );
  const count = await db.query<{ total: number }>(countSql(query.where), query.params);
  return { rows, total: count.rows[0].total };
}

const SUMMARY_COLUMNS = /\bl\.(assignee_id|status|source)\b/g;

/**
 * The console's usual totals (only mine, a status tab, a source, unassigned) are sums over the monthly
 * summary, which has those columns under the same names: counting a salesperson's 25,000 leads one by
 * one was most of the list's time. Other filters count the leads; the search also joins the renter.
 */
function countSql(where: string): string {
  if (!/\b[a-z]\.[a-z_]+/.test(where.replace(SUMMARY_COLUMNS, '')))
    return `SELECT coalesce(sum(l.leads), 0)::int AS total FROM sales_monthly l WHERE ${where}`;
  return `SELECT count(*)::int AS total FROM ${where.includes('t.') ? FROM : 'leads l'} WHERE ${where}`;
}

export async function findLead(db: Queryable, id: number, forUpdate = false): Promise<LeadRow | null> {
  if (forUpdate) await db.query('SELECT id FROM leads WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<LeadRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE l.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface LeadChange {
  status?: LeadRow['status'];
  statusBeforeSnooze?: LeadRow['status_before_snooze'];
  assigneeId?: number | null;
  nextReviewAt?: Date | null;
  snoozeReason?: string | null;
  closedReason?: string | null;
  closedAt?: Date | null;
}

const CHANGE_COLUMNS: Record<keyof LeadChange, string> = {
  status: 'status',
  statusBeforeSnooze: 'status_before_snooze',
  assigneeId: 'assignee_id',
  nextReviewAt: 'next_review_at',
  snoozeReason: 'snooze_reason',
  closedReason: 'closed_reason',
  closedAt: 'closed_at',
};

export async function updateLead(tx: Queryable, id: number, change: LeadChange, now: Date): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id, now];
  for (const [key, value] of Object.entries(change)) {
    params.push(value);
    sets.push(`${CHANGE_COLUMNS[key as keyof LeadChange]} = $${params.length}`);
  }
  await tx.query(`UPDATE leads SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1`, params);
}

export async function addLeadEvent(
  tx: Queryable,
  event: {
    leadId: number;
    actorId: number | null;
    kind: 'created' | 'assigned' | 'status_changed' | 'snoozed' | 'propale_sent' | 'note_added';
    fromStatus?: string | null;
    toStatus?: string | null;
    data?: object;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO lead_events (lead_id, actor_id, kind, from_status, to_status, data, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.leadId,
      event.actorId,
      event.kind,
      event.fromStatus ?? null,
      event.toStatus ?? null,
      JSON.stringify(event.data ?? {}),
      event.at,
    ],
  );
}

/**
 * Snoozed leads whose review date has come go back to the status they had, with a timeline entry.
 * Run before every read of the console, so "comes back on that date" holds without a scheduler; the
 * partial index on next_review_at keeps it cheap when nothing is due.
 */
export async function wakeSnoozedLeads(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `WITH woken AS (
       UPDATE leads SET status = coalesce(status_before_snooze, 'contacted'), status_before_snooze = NULL,
                        updated_at = $1
        WHERE status = 'snoozed' AND next_review_at <= $1
        RETURNING id, status
     )
     INSERT INTO lead_events (lead_id, actor_id, kind, from_status, to_status, data, at)
     SELECT id, NULL, 'status_changed', 'snoozed', status, '{"reason":"snoozeEnded"}', $1 FROM woken`,
    [now],
  );
  return rowCount ?? 0;
}

export interface LeadCountsRow {
  status: LeadRow['status'];
  all: number;
  mine: number;
  unassigned: number;
  due_mine: number;
}

/** Per status: all, the user's, unassigned (from the monthly summary), and the user's due for review. */
export async function countLeads(db: Queryable, userId: number, now: Date): Promise<LeadCountsRow[]> {
  const { rows } = await db.query<LeadCountsRow>(
    `WITH due AS (
       SELECT status, count(*)::int AS n FROM leads
        WHERE assignee_id = $1 AND status IN ('new', 'contacted', 'quote_sent') AND next_review_at <= $2
        GROUP BY status)
     SELECT s.status, sum(s.leads)::int AS all,
            coalesce(sum(s.leads) FILTER (WHERE s.assignee_id = $1), 0)::int AS mine,
            coalesce(sum(s.leads) FILTER (WHERE s.assignee_id IS NULL), 0)::int AS unassigned,
            coalesce(max(due.n), 0)::int AS due_mine
       FROM sales_monthly s LEFT JOIN due ON due.status = s.status
      GROUP BY s.status`,
    [userId, now],
  );
  return rows;
}

export async function insertLead(
  tx: Queryable,
  lead: {
    tenantId: number | null;
    contactName: string | null;
    contactEmail: string | null;
    languageCode: string;
    market: string | null;
    source: string;
    valueEstimate: number | null;
    productId: number | null;
    destination: string | null;
    start: string | null;
    end: string | null;
    people: number | null;
    message: string | null;
    assigneeId: number | null;
    now: Date;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO leads (tenant_id, contact_name, contact_email, language_code, market, source, value_estimate,
                        product_id, destination, dates_wanted, people, message, assignee_id, next_review_at,
                        created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
             CASE WHEN $10::date IS NULL THEN NULL ELSE daterange($10::date, $11::date) END,
             $12, $13, $14, $15, $15, $15)
     RETURNING id`,
    [
      lead.tenantId,
      lead.contactName,
      lead.contactEmail,
      lead.languageCode,
      lead.market,
      lead.source,
      lead.valueEstimate,
      lead.productId,
      lead.destination,
      lead.start,
      lead.end,
      lead.people,
      lead.message,
      lead.assigneeId,
      lead.now,
    ],
  );
  return rows[0].id;
}

export interface LeadNoteRow {
  id: number;
  body: string;
  author_id: number | null;
  author_name: string | null;
  created_at: Date;
}

export async function listNotes(db: Queryable, leadId: number): Promise<LeadNoteRow[]> {
  const { rows } = await db.query<LeadNoteRow>(
    `SELECT n.id, n.body, n.author_id, u.first_name || ' ' || u.last_name AS author_name, n.created_at
       FROM lead_notes n LEFT JOIN users u ON u.id = n.author_id
      WHERE n.lead_id = $1 ORDER BY n.created_at DESC, n.id DESC`,
    [leadId],
  );
  return rows;
}

export async function insertNote(tx: Queryable, leadId: number, authorId: number, body: string, at: Date) {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO lead_notes (lead_id, author_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [leadId, authorId, body, at],
  );
  return rows[0].id;
}

export interface LeadEventRow {
  id: number;
  kind: string;
  actor_id: number | null;
  actor_name: string | null;
  from_status: string | null;
  to_status: string | null;
  data: Record<string, unknown>;
  at: Date;
}

export async function listEvents(db: Queryable, leadId: number): Promise<LeadEventRow[]> {
  const { rows } = await db.query<LeadEventRow>(
    `SELECT e.id, e.kind, e.actor_id, u.first_name || ' ' || u.last_name AS actor_name, e.from_status,
            e.to_status, e.data, e.at
       FROM lead_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.lead_id = $1 ORDER BY e.at DESC, e.id DESC`,
    [leadId],
  );
  return rows;
}

export interface ConversationMessageRow {
  id: number;
  sender_name: string | null;
  body: string;
  created_at: Date;
}

/** What the renter and the boat's owner said about the boat the lead is about. */
export async function listConversation(
  db: Queryable,
  tenantId: number,
  productId: number,
): Promise<ConversationMessageRow[]> {
  const { rows } = await db.query<ConversationMessageRow>(
    `SELECT m.id, u.first_name || ' ' || u.last_name AS sender_name, m.body, m.created_at
       FROM conversations c JOIN messages m ON m.conversation_id = c.id AND NOT m.hidden
       LEFT JOIN users u ON u.id = m.sender_id
      WHERE c.tenant_id = $1 AND c.product_id = $2
      ORDER BY m.created_at DESC LIMIT 30`,
    [tenantId, productId],
  );
  return rows;
}

export interface LookedAtRow {
  kind: 'checkout' | 'favourite';
  product_id: number;
  product_title: string;
  start: string | null;
  end: string | null;
  at: Date;
}

/** What the renter looked at: the boats they started to book (with dates) and the ones they saved. */
export async function listLookedAt(db: Queryable, tenantId: number): Promise<LookedAtRow[]> {
  const { rows } = await db.query<LookedAtRow>(
    `SELECT * FROM (
       (SELECT 'checkout' AS kind, p.id AS product_id, p.title AS product_title,
               lower(ps.period)::text AS start, upper(ps.period)::text AS end, ps.created_at AS at
          FROM payment_sessions ps JOIN products p ON p.id = ps.product_id
         WHERE ps.tenant_id = $1 ORDER BY ps.created_at DESC LIMIT 10)
       UNION ALL
       (SELECT 'favourite', p.id, p.title, NULL, NULL, f.created_at
          FROM favourites f JOIN products p ON p.id = f.product_id
         WHERE f.user_id = $1 ORDER BY f.created_at DESC LIMIT 10)) x
      ORDER BY at DESC LIMIT 10`,
    [tenantId],
  );
  return rows;
}

/** The account holding an e-mail address, if any (e-mails are compared without case). */
export async function findUserIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(email) = lower($1) AND status <> 'deleted' ORDER BY id LIMIT 1`,
    [email],
  );
  return rows[0]?.id ?? null;
}
