import { useGetIdentity, useGetOne, usePermissions } from 'react-admin';
import type { StaffRole } from '../../../shared/admin/users.ts';

/**
 * What the signed-in staff member may do on a lead, by the server's rule (src/modules/sales/access.ts):
 * managers, admins and team leads change any lead; a salesperson changes the leads assigned to them
 * and takes unassigned ones. Buttons follow it, so nobody is offered what would be refused.
 */
export function useLeadRights(lead: Record<string, unknown> | undefined) {
  const { permissions } = usePermissions<StaffRole>();
  const { identity } = useGetIdentity();
  const salesperson = permissions === 'sales';
  const { data: teammate } = useGetOne<{ id: number; isTeamLead?: boolean }>(
    'sales-teammates',
    { id: Number(identity?.id ?? 0) },
    { enabled: salesperson && identity?.id != null, retry: false },
  );
  const leadsTeam = permissions === 'manager' || permissions === 'admin' || teammate?.isTeamLead === true;
  const mine = identity?.id != null && lead?.assigneeId === identity.id;
  const open = lead?.status !== 'won' && lead?.status !== 'lost';
  return {
    open,
    mine,
    /** Change its status, snooze it, write a quote, close it. */
    canChange: open && (leadsTeam || mine),
    /** Write a note on it (closed or not: the server asks only whose lead it is). */
    canNote: leadsTeam || mine,
    /** Assign it to oneself. */
    canTake: open && !mine && identity?.id != null && (leadsTeam || lead?.assigneeId == null),
  };
}
