import { createElement } from 'react';
import { Layout, type LayoutProps, Menu, usePermissions, useResourceDefinitions } from 'react-admin';
import { canOperate, type OperationsAccess } from '../../shared/admin/operations.ts';

/** Which role table entry shows each operations resource in the menu; other resources always show. */
const MENU_ACCESS: Record<string, OperationsAccess> = {
  'manager-dashboard': 'managerDashboard',
  bookings: 'readBookings',
  autorefunds: 'autorefunds',
  damages: 'damages',
  boats: 'boats',
  conversations: 'conversations',
  messages: 'conversations',
  outbox: 'outbox',
  'audit-log': 'auditLog',
};

/** The menu hides what the signed-in role cannot open (the server refuses it anyway). */
export function OperationsMenu() {
  const { permissions } = usePermissions();
  const resources = useResourceDefinitions();
  return (
    <Menu>
      {Object.values(resources)
        .filter((r) => r.hasList && (!MENU_ACCESS[r.name] || canOperate(permissions, MENU_ACCESS[r.name])))
        .filter((r) => !r.options?.staffRoles || r.options.staffRoles.includes(permissions))
        .map((r) => (
          <Menu.ResourceItem key={r.name} name={r.name} />
        ))}
    </Menu>
  );
}

export function OperationsLayout(props: LayoutProps) {
  // react-admin lets the console grow to fit its widest content (min-width: fit-content): a data grid
  // beside an aside widened the whole page past the screen. The layout keeps to the screen instead and
  // a wide grid scrolls inside its card.
  return createElement(Layout, {
    ...props,
    menu: OperationsMenu,
    sx: {
      minWidth: 0,
      '& .RaLayout-content, & .list-page, & .RaList-main': { minWidth: 0 },
      // A list's table wider than a phone scrolls inside its card rather than widening the page (two
      // classes deep: react-admin's own rule on the card, `overflow: inherit`, comes later).
      '& .RaList-main .RaList-content': { overflowX: 'auto' },
    },
  });
}
