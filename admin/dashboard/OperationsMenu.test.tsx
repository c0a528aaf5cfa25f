// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { type AuthProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../shared/admin/users.ts';
import { BosunAdmin } from '../App.tsx';
import { useBosunI18nProvider } from '../i18nProvider.ts';
import { stubApi } from '../testing/renderInAdmin.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function Console({ role }: { role: StaffRole }) {
  const i18nProvider = useBosunI18nProvider('en');
  if (!i18nProvider) return null;
  const auth: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 9, fullName: `A ${role}` }),
    getPermissions: async () => role,
  };
  return <BosunAdmin auth={auth} i18nProvider={i18nProvider} store={memoryStore()} />;
}

/** The resources the menu links to, by their path. */
async function menuOf(role: StaffRole) {
  stubApi({});
  render(<Console role={role} />);
  await waitFor(() => expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(1));
  // The permissions load after the first render: wait until the menu stops changing.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return screen
    .getAllByRole('menuitem')
    .map((item) => item.getAttribute('href')?.replace(/^#\//, ''))
    .filter((path): path is string => Boolean(path));
}

// What the server answers each role with 200 (its access tables); everything else is a 403.
const OPENS: Record<Exclude<StaffRole, 'admin'>, string[]> = {
  support: ['users', 'bookings', 'conversations', 'messages', 'outbox'],
  sales: ['users', 'bookings', 'leads', 'propales', 'sales-teammates', 'sales-dashboard'],
  manager: [
    'manager-dashboard',
    'users',
    'bookings',
    'autorefunds',
    'damages',
    'boats',
    'conversations',
    'messages',
    'outbox',
    'payouts',
    'owner-ledger',
    'payout-holds',
    'audit-log',
    'leads',
    'propales',
    'sales-teammates',
    'sales-dashboard',
  ],
};

describe('the console’s menu', () => {
  for (const role of Object.keys(OPENS) as (keyof typeof OPENS)[]) {
    it(`offers ${role} exactly the screens the server lets them open`, async () => {
      expect((await menuOf(role)).sort()).toEqual([...OPENS[role]].sort());
    });
  }
});

describe('the leads menu item', () => {
  it('shows my new leads and the unassigned ones beside its words, not over its icon', async () => {
    stubApi({ 'GET /api/v6/leads/get-leads-count': { body: { mine: { new: 3 }, unassigned: 12 } } });
    render(<Console role={'sales' as const} />);
    const fresh = await screen.findByTestId('leads-new-badge', {}, { timeout: 5000 });
    const unassigned = screen.getByTestId('leads-unassigned-badge');
    expect(fresh.textContent).toBe('3');
    expect(unassigned.textContent).toBe('12');
    const item = fresh.closest('[role="menuitem"]');
    expect(item?.getAttribute('href')).toBe('#/leads');
    expect(item?.textContent).toBe('Leads312');
    // The icon's slot holds the icon alone.
    const icon = item?.querySelector('.RaMenuItemLink-icon');
    expect(icon?.querySelectorAll('svg')).toHaveLength(1);
    expect(icon?.textContent).toBe('');
  });
});
