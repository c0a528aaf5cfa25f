import { useEffect } from 'react';
import { Loading, usePermissions, useRedirect } from 'react-admin';
import type { StaffRole } from '../../shared/admin/users.ts';

/** Where each role starts its day: its own dashboard, or support's conversations. */
export const LANDING: Record<StaffRole, string> = {
  manager: '/manager-dashboard',
  admin: '/manager-dashboard',
  sales: '/sales-dashboard',
  support: '/conversations',
};

/** The console's home (`/`): sends the signed-in staff member to their role's page. */
export function RoleLanding() {
  const { permissions, isPending } = usePermissions<StaffRole>();
  const redirect = useRedirect();
  useEffect(() => {
    if (!isPending && permissions) redirect(LANDING[permissions] ?? '/bookings');
  }, [isPending, permissions, redirect]);
  return <Loading />;
}
