import {
  type SalesSettings,
  type SalesTeammate,
  salesSettingsSchema,
  salesTeammateCreateSchema,
  salesTeammateUpdateSchema,
} from '../../../shared/sales/leads.ts';
import type { Database } from '../../db/connection.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { Viewer } from '../auth/session.ts';
import { writeAuditLog } from '../backoffice/auditLog.ts';
import type { ListQuery } from '../backoffice/simpleRest.ts';
import type { SalesActor } from './access.ts';
import * as repo from './repository.ts';

export function toSalesSettings(row: repo.SalesSettingsRow): SalesSettings {
  return {
    distributionRule: row.distribution_rule,
    maxDiscountPercent: row.max_discount_percent,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
    updatedBy: row.updated_by,
  };
}

export async function getSalesSettings(db: Database): Promise<SalesSettings> {
  return toSalesSettings(await repo.getSalesSettings(db));
}

export async function updateSalesSettings(db: Database, actor: SalesActor, body: unknown) {
  if (!actor.leadsTeam)
    throw new HttpError(403, 'team-lead-only', 'Only a team lead or a manager changes the sales settings.');
  const input = parseInput(salesSettingsSchema, body);
  return db.transaction(async (tx) => {
    const before = toSalesSettings(await repo.getSalesSettings(tx, true));
    await repo.saveSalesSettings(tx, { ...input, actorId: actor.viewer.id, now: new Date() });
    const after = toSalesSettings(await repo.getSalesSettings(tx));
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'sales-settings',
      recordId: 'team',
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

export function toSalesTeammate(row: repo.TeammateRow): SalesTeammate {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    staffRole: row.staff_role,
    languages: row.languages,
    markets: row.markets,
    capacity: row.capacity,
    openLeads: row.open_leads,
    absentFrom: row.absent_from,
    absentTo: row.absent_to,
    active: row.active,
    isTeamLead: row.is_team_lead,
  };
}

export async function listTeammates(db: Database, query: ListQuery) {
  const page = await repo.listTeammates(db, query);
  return { rows: page.rows.map(toSalesTeammate), total: page.total };
}

export async function getTeammate(db: Database, userId: number): Promise<SalesTeammate> {
  const row = await repo.findTeammate(db, userId);
  if (!row) throw notFound('No such teammate.');
  return toSalesTeammate(row);
}

/**
 * Team leads, managers and admins manage every teammate; a salesperson keeps their own languages,
 * markets and absence up to date, but not their capacity, activity or team-lead flag.
 */
export async function updateTeammate(db: Database, actor: SalesActor, userId: number, body: unknown) {
  const input = parseInput(salesTeammateUpdateSchema, body);
  if (!actor.leadsTeam) {
    if (userId !== actor.viewer.id)
      throw new HttpError(403, 'team-lead-only', 'Only a team lead or a manager manages teammates.');
    if (input.capacity !== undefined || input.active !== undefined || input.isTeamLead !== undefined) {
      throw new HttpError(
        403,
        'teammate-settings-team-lead-only',
        'A team lead sets capacity, activity and team leads.',
      );
    }
  }
  if (
    input.isTeamLead !== undefined &&
    actor.viewer.staffRole !== 'manager' &&
    actor.viewer.staffRole !== 'admin'
  ) {
    throw new HttpError(403, 'team-lead-manager-only', 'Only a manager names team leads.');
  }
  return db.transaction(async (tx) => {
    const current = await repo.findTeammate(tx, userId);
    if (!current) throw notFound('No such teammate.');
    await repo.upsertTeammate(tx, userId, input);
    const after = toSalesTeammate((await repo.findTeammate(tx, userId))!);
    await writeAuditLog(tx, {
      actorId: actor.viewer.id,
      resource: 'sales-teammates',
      recordId: userId,
      action: 'update',
      before: toSalesTeammate(current),
      after,
    });
    return after;
  });
}

/** Adds a staff member with the sales, manager or admin role to the team. */
export async function addTeammate(db: Database, actor: Viewer, body: unknown) {
  const input = parseInput(salesTeammateCreateSchema, body);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ staff_role: string | null }>(
      'SELECT staff_role FROM users WHERE id = $1',
      [input.userId],
    );
    const role = rows[0]?.staff_role;
    if (!role || !['sales', 'manager', 'admin'].includes(role)) {
      throw badRequest('Only sales staff can join the team.', { userId: 'userNotSales' });
    }
    const { userId, ...change } = input;
    await repo.upsertTeammate(tx, userId, change);
    const after = toSalesTeammate((await repo.findTeammate(tx, userId))!);
    await writeAuditLog(tx, {
      actorId: actor.id,
      resource: 'sales-teammates',
      recordId: userId,
      action: 'create',
      before: null,
      after,
    });
    return after;
  });
}
