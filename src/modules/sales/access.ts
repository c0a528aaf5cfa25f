import type { Queryable } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../auth/session.ts';
import { isTeamLead } from './repository.ts';

/**
 * The role matrix of the sales console. Sales, managers and admins read every lead and quote;
 * support has no access. A salesperson changes the leads assigned to them, and takes unassigned
 * ones; a team lead (sales_teammates.is_team_lead), a manager or an admin changes any lead and
 * manages the team.
 */
export interface SalesActor {
  viewer: Viewer;
  /** Manager, admin or team lead: may change every lead and assign to anyone. */
  leadsTeam: boolean;
}

export async function salesActor(db: Queryable, viewer: Viewer): Promise<SalesActor> {
  const leadsTeam =
    viewer.staffRole === 'manager' || viewer.staffRole === 'admin' || (await isTeamLead(db, viewer.id));
  return { viewer, leadsTeam };
}

export function assertCanChangeLead(actor: SalesActor, lead: { assignee_id: number | null }): void {
  if (actor.leadsTeam || lead.assignee_id === actor.viewer.id) return;
  throw new HttpError(
    403,
    'lead-not-yours',
    'Only the assignee, a team lead or a manager can change this lead.',
  );
}

/** A salesperson may also take an unassigned lead, or hand their own to a teammate. */
export function assertCanAssignLead(
  actor: SalesActor,
  lead: { assignee_id: number | null },
  assigneeId: number | null,
): void {
  if (actor.leadsTeam) return;
  if (lead.assignee_id === actor.viewer.id) return;
  if (lead.assignee_id === null && assigneeId === actor.viewer.id) return;
  throw new HttpError(
    403,
    'lead-assign-not-allowed',
    'You can take unassigned leads and hand over your own; a team lead assigns the rest.',
  );
}
