import {
  DISCOUNT_APPROVALS,
  type INSURANCE_KEYS,
  PROPALE_STATUSES,
  type PriceLine,
} from '../../../shared/sales/propales.ts';
import type { Queryable } from '../../db/connection.ts';
import type { ListQuery, ListResource } from '../backoffice/simpleRest.ts';
import type { QuoteOptions } from './quotePrice.ts';

export interface PropaleRow {
  id: number;
  lead_id: number;
  created_by: number;
  created_by_name: string;
  hash: string;
  status: (typeof PROPALE_STATUSES)[number];
  valid_until: string | null;
  language_code: string;
  currency_code: string;
  message: string | null;
  commercial_discount_amount: number;
  total_amount: number;
  discount_approval: (typeof DISCOUNT_APPROVALS)[number];
  sent_at: Date | null;
  answered_at: Date | null;
  payment_session_hash: string | null;
  renter_name: string;
  renter_email: string | null;
  tenant_id: number | null;
  lead_assignee_id: number | null;
  lead_status: string;
  created_at: Date;
  updated_at: Date;
}

export interface PropaleItemRow {
  id: number;
  propale_id: number;
  position: number;
  product_id: number;
  product_title: string;
  product_slug: string;
  picture_url: string | null;
  start: string;
  end: string;
  people: number;
  options: { withCaptain?: boolean; extraIds?: number[]; insurances?: (typeof INSURANCE_KEYS)[number][] };
  price_lines: PriceLine[];
  total_amount: number;
}

export const propalesListResource: ListResource = {
  name: 'propales',
  fields: {
    id: { column: 'pr.id', kind: 'number' },
    leadId: { column: 'pr.lead_id', kind: 'number' },
    status: { column: 'pr.status', kind: 'enum', values: PROPALE_STATUSES },
    createdBy: { column: 'pr.created_by', kind: 'number' },
    discountApproval: { column: 'pr.discount_approval', kind: 'enum', values: DISCOUNT_APPROVALS },
    totalAmount: { column: 'pr.total_amount', kind: 'number' },
    discountAmount: { column: 'pr.commercial_discount_amount', kind: 'number' },
    validUntil: { column: 'pr.valid_until', kind: 'text' },
    sentAt: { column: 'pr.sent_at', kind: 'instant' },
    createdAt: { column: 'pr.created_at', kind: 'instant' },
  },
  search: (param) =>
    `(pr.hash || ' ' || coalesce(l.contact_name, '') || ' ' || coalesce(t.first_name || ' ' || t.last_name || ' ' || t.email, '')) ILIKE ${param}`,
  defaultSort: ['createdAt', 'DESC'],
  tieBreaker: 'pr.id',
  maxPageSize: 200,
};

const FROM = `propales pr
  JOIN leads l ON l.id = pr.lead_id
  JOIN users c ON c.id = pr.created_by
  LEFT JOIN users t ON t.id = l.tenant_id
  LEFT JOIN payment_sessions ps ON ps.id = pr.payment_session_id`;

const COLUMNS = `pr.id, pr.lead_id, pr.created_by, c.first_name || ' ' || c.last_name AS created_by_name, pr.hash,
  pr.status, pr.valid_until::text, pr.language_code, pr.currency_code, pr.message, pr.commercial_discount_amount,
  pr.total_amount, pr.discount_approval, pr.sent_at, pr.answered_at, ps.hash AS payment_session_hash,
  coalesce(t.first_name || ' ' || t.last_name, l.contact_name, l.contact_email) AS renter_name,
  coalesce(t.email, l.contact_email) AS renter_email, l.tenant_id, l.assignee_id AS lead_assignee_id,
  l.status AS lead_status, pr.created_at, pr.updated_at`;

export async function listPropales(db: Queryable, query: ListQuery) {
  const { rows } = await db.query<PropaleRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${query.where} ORDER BY ${query.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
    query.params,
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${FROM} WHERE ${query.where}`,
    query.params,
  );
  return { rows, total: count.rows[0].total };
}

export async function findPropale(
  db: Queryable,
  where: { id: number } | { hash: string },
  forUpdate = false,
) {
  const [column, value] = 'id' in where ? ['pr.id', where.id] : ['pr.hash', where.hash];
  if (forUpdate) await db.query(`SELECT 1 FROM propales pr WHERE ${column} = $1 FOR UPDATE`, [value]);
  const { rows } = await db.query<PropaleRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${column} = $1`, [value]);
  return rows[0] ?? null;
}

export async function listItems(db: Queryable, propaleIds: number[]): Promise<PropaleItemRow[]> {
  if (propaleIds.length === 0) return [];
  const { rows } = await db.query<PropaleItemRow>(
    `SELECT i.id, i.propale_id, i.position, i.product_id, p.title AS product_title, p.slug AS product_slug,
            (SELECT pp.url FROM product_pictures pp WHERE pp.product_id = p.id ORDER BY pp.position LIMIT 1) AS picture_url,
            lower(i.period)::text AS start, upper(i.period)::text AS "end", i.people, i.options, i.price_lines,
            i.total_amount
       FROM propale_items i JOIN products p ON p.id = i.product_id
      WHERE i.propale_id = ANY($1) ORDER BY i.propale_id, i.position`,
    [propaleIds],
  );
  return rows;
}

export async function listLeadPropaleIds(db: Queryable, leadId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM propales WHERE lead_id = $1 ORDER BY created_at DESC, id DESC',
    [leadId],
  );
  return rows.map((r) => r.id);
}

/** The optional extras of a product and the active insurances, for the lines a quote adds. */
export async function loadQuoteOptions(db: Queryable, productId: number): Promise<QuoteOptions> {
  const extras = await db.query<{
    id: number;
    name: string;
    names: Record<string, string>;
    price: number;
    price_type: QuoteOptions['extras'][number]['priceType'];
  }>(
    'SELECT id, name, names, price, price_type FROM extras WHERE product_id = $1 AND NOT is_mandatory AND NOT is_rental_type ORDER BY position',
    [productId],
  );
  const insurances = await db.query<{
    key: QuoteOptions['insurances'][number]['key'];
    name: string;
    pricing: QuoteOptions['insurances'][number]['pricing'];
  }>('SELECT key, name, pricing FROM insurances WHERE active ORDER BY position');
  return {
    extras: extras.rows.map((e) => ({
      id: e.id,
      name: e.name,
      names: e.names,
      price: e.price,
      priceType: e.price_type,
    })),
    insurances: insurances.rows,
  };
}

/** The names by language of the boat's extras and captain the price engine adds (its lines carry their ids). */
export async function extraNames(db: Queryable, ids: number[]): Promise<Map<number, Record<string, string>>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; names: Record<string, string> }>(
    'SELECT id, names FROM extras WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.names]));
}

/** Sent quotes past their validity date become expired; run before quotes are read or answered. */
export async function expireOverdue(db: Queryable, today: string): Promise<void> {
  await db.query(
    `UPDATE propales SET status = 'expired', updated_at = now() WHERE status = 'sent' AND valid_until < $1::date`,
    [today],
  );
}
