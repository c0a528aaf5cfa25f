import type { StaffRole } from '../../../shared/admin/users.ts';
import type { DistributionRule } from '../../../shared/sales/leads.ts';
import type { Queryable } from '../../db/connection.ts';
import type { ListQuery, ListResource } from '../backoffice/simpleRest.ts';
import type { TeammateLoad } from './distribution.ts';

export interface SalesSettingsRow {
  distribution_rule: DistributionRule;
  max_discount_percent: number;
  last_assigned_user_id: number | null;
  updated_by: number | null;
  updated_at: Date | null;
}

const DEFAULT_SETTINGS: SalesSettingsRow = {
  distribution_rule: 'round_robin',
  max_discount_percent: 10,
  last_assigned_user_id: null,
  updated_by: null,
  updated_at: null,
};

/** The single settings row; a database without one behaves as the column defaults say. */
export async function getSalesSettings(db: Queryable, forUpdate = false): Promise<SalesSettingsRow> {
  const { rows } = await db.query<SalesSettingsRow>(
    `SELECT distribution_rule, max_discount_percent, last_assigned_user_id, updated_by, updated_at
       FROM sales_settings WHERE id${forUpdate ? ' FOR UPDATE' : ''}`,
  );
  return rows[0] ?? DEFAULT_SETTINGS;
}

export async function saveSalesSettings(
  tx: Queryable,
  change: { distributionRule: DistributionRule; maxDiscountPercent: number; actorId: number; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO sales_settings (id, distribution_rule, max_discount_percent, updated_by, updated_at)
     VALUES (true, $1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET distribution_rule = $1, max_discount_percent = $2, updated_by = $3,
                                    updated_at = $4`,
    [change.distributionRule, change.maxDiscountPercent, change.actorId, change.now],
  );
}

export async function setLastAssigned(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `INSERT INTO sales_settings (id, last_assigned_user_id) VALUES (true, $1)
     ON CONFLICT (id) DO UPDATE SET last_assigned_user_id = $1`,
    [userId],
  );
}

export interface TeammateRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  staff_role: StaffRole | null;
  languages: string[];
  markets: string[];
  capacity: number;
  open_leads: number;
  absent_from: string | null;
  absent_to: string | null;
  active: boolean;
  is_team_lead: boolean;
}

export const teammatesListResource: ListResource = {
  name: 'sales-teammates',
  fields: {
    id: { column: 's.user_id', kind: 'number' },
    email: { column: 'u.email', kind: 'text' },
    firstName: { column: 'u.first_name', kind: 'text' },
    lastName: { column: 'u.last_name', kind: 'text' },
    capacity: { column: 's.capacity', kind: 'number' },
    active: { column: 's.active', kind: 'boolean' },
    isTeamLead: { column: 's.is_team_lead', kind: 'boolean' },
    openLeads: { column: 'open_leads', kind: 'number', filterable: false },
  },
  search: (param) => `(u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE ${param}`,
  defaultSort: ['lastName', 'ASC'],
  tieBreaker: 's.user_id',
};

const TEAMMATE_SELECT = `SELECT s.user_id AS id, u.email, u.first_name, u.last_name, u.staff_role, s.languages,
    s.markets, s.capacity, s.absent_from::text, s.absent_to::text, s.active, s.is_team_lead,
    (SELECT count(*)::int FROM leads l
      WHERE l.assignee_id = s.user_id AND l.status IN ('new', 'contacted', 'quote_sent')) AS open_leads
  FROM sales_teammates s JOIN users u ON u.id = s.user_id`;

export async function listTeammates(
  db: Queryable,
  query: ListQuery,
): Promise<{ rows: TeammateRow[]; total: number }> {
  const { rows } = await db.query<TeammateRow>(
    `${TEAMMATE_SELECT} WHERE ${query.where} ORDER BY ${query.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
    query.params,
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM sales_teammates s JOIN users u ON u.id = s.user_id WHERE ${query.where}`,
    query.params,
  );
  return { rows, total: count.rows[0].total };
}

export async function findTeammate(db: Queryable, userId: number): Promise<TeammateRow | null> {
  const { rows } = await db.query<TeammateRow>(`${TEAMMATE_SELECT} WHERE s.user_id = $1`, [userId]);
  return rows[0] ?? null;
}

export async function isTeamLead(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ lead: boolean }>(
    'SELECT is_team_lead AS lead FROM sales_teammates WHERE user_id = $1 AND active',
    [userId],
  );
  return rows[0]?.lead ?? false;
}

export interface TeammateChange {
  languages?: string[];
  markets?: string[];
  capacity?: number;
  absentFrom?: string | null;
  absentTo?: string | null;
  active?: boolean;
  isTeamLead?: boolean;
}

export async function upsertTeammate(tx: Queryable, userId: number, c: TeammateChange): Promise<void> {
  await tx.query(
    `INSERT INTO sales_teammates (user_id, languages, markets, capacity, absent_from, absent_to, active, is_team_lead)
     VALUES ($1, coalesce($2, '{}'::text[]), coalesce($3, '{}'::text[]), coalesce($4, 50), $6, $8,
             coalesce($9, true), coalesce($10, false))
     ON CONFLICT (user_id) DO UPDATE SET
       languages = coalesce($2, sales_teammates.languages),
       markets = coalesce($3, sales_teammates.markets),
       capacity = coalesce($4, sales_teammates.capacity),
       absent_from = CASE WHEN $5 THEN $6::date ELSE sales_teammates.absent_from END,
       absent_to = CASE WHEN $7 THEN $8::date ELSE sales_teammates.absent_to END,
       active = coalesce($9, sales_teammates.active),
       is_team_lead = coalesce($10, sales_teammates.is_team_lead)`,
    [
      userId,
      c.languages ?? null,
      c.markets ?? null,
      c.capacity ?? null,
      'absentFrom' in c,
      c.absentFrom ?? null,
      'absentTo' in c,
      c.absentTo ?? null,
      c.active ?? null,
      c.isTeamLead ?? null,
    ],
  );
}

/** Every teammate with their open leads, locked so two new leads are not both given the last slot. */
export async function teamLoads(tx: Queryable): Promise<TeammateLoad[]> {
  const { rows } = await tx.query<TeammateRow>(`${TEAMMATE_SELECT} WHERE u.status = 'active'`);
  return rows.map((r) => ({
    userId: r.id,
    languages: r.languages,
    markets: r.markets,
    capacity: r.capacity,
    openLeads: r.open_leads,
    absentFrom: r.absent_from,
    absentTo: r.absent_to,
    active: r.active,
  }));
}
