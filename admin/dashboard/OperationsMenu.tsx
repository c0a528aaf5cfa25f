import { createElement } from 'react';
import { Layout, type LayoutProps, Menu, usePermissions, useResourceDefinitions } from 'react-admin';
import { OPERATIONS_ACCESS } from '../../shared/admin/operations.ts';
import { type StaffRole, USER_ACCESS } from '../../shared/admin/users.ts';
import { SALES_ACCESS } from '../../shared/sales/leads.ts';
import { ConsoleAppBar } from '../components/ConsoleAppBar.tsx';
import { useConsoleLanguageForApi } from '../httpClient.ts';
import { LeadsMenuLabel } from '../resources/leads/LeadsMenuLabel.tsx';

/**
 * The roles that may open each resource, from the server's own tables (shared/admin/operations.ts,
 * shared/sales/leads.ts, shared/admin/users.ts); admin opens everything. Resources may also say
 * `options.staffRoles`.
 */
const MENU_ROLES: Record<string, readonly StaffRole[]> = {
  'manager-dashboard': OPERATIONS_ACCESS.managerDashboard,
  users: USER_ACCESS.read,
  bookings: OPERATIONS_ACCESS.readBookings,
  autorefunds: OPERATIONS_ACCESS.autorefunds,
  damages: OPERATIONS_ACCESS.damages,
  boats: OPERATIONS_ACCESS.boats,
  conversations: OPERATIONS_ACCESS.conversations,
  messages: OPERATIONS_ACCESS.conversations,
  outbox: OPERATIONS_ACCESS.outbox,
  'audit-log': OPERATIONS_ACCESS.auditLog,
  leads: SALES_ACCESS.read,
  propales: SALES_ACCESS.read,
  'sales-teammates': SALES_ACCESS.read,
  'sales-dashboard': SALES_ACCESS.read,
};

/** Whether the signed-in role may open a resource's list: the menu shows nothing the server refuses. */
export function mayOpen(role: StaffRole | undefined, resource: string, staffRoles?: readonly string[]) {
  if (!role) return false;
  if (role === 'admin') return true;
  const roles = staffRoles ?? MENU_ROLES[resource];
  return roles === undefined || roles.includes(role);
}

export function OperationsMenu() {
  const { permissions } = usePermissions<StaffRole>();
  const resources = useResourceDefinitions();
  return (
    <Menu>
      {Object.values(resources)
        .filter((r) => r.hasList && mayOpen(permissions, r.name, r.options?.staffRoles))
        .map((r) => (
          <Menu.ResourceItem
            key={r.name}
            name={r.name}
            {...(r.name === 'leads' ? { primaryText: <LeadsMenuLabel /> } : {})}
          />
        ))}
    </Menu>
  );
}

export function OperationsLayout(props: LayoutProps) {
  useConsoleLanguageForApi();
  // react-admin lets the console grow to fit its widest content (min-width: fit-content): a data grid
  // beside an aside widened the whole page past the screen. The layout keeps to the screen instead and
  // a wide grid scrolls inside its card.
  return createElement(Layout, {
    ...props,
    menu: OperationsMenu,
    appBar: ConsoleAppBar,
    sx: {
      minWidth: 0,
      '& .RaLayout-content, & .list-page, & .RaList-main': { minWidth: 0 },
      // A list's table wider than a phone scrolls inside its card rather than widening the page (two
      // classes deep: react-admin's own rule on the card, `overflow: inherit`, comes later).
      '& .RaList-main .RaList-content': { overflowX: 'auto' },
      // On a phone the language button keeps its icon only, so that the page's title is not cut.
      // (react-admin's LocalesMenuButton, which carries no class of its own)
      '& .RaAppBar-toolbar button[aria-controls="simple-menu"]': {
        fontSize: { xs: 0, sm: 'inherit' },
        minWidth: 0,
        '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
      },
    },
  });
}
