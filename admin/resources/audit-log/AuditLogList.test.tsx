// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { AuditLogList } from './AuditLogList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const entry = {
  id: 31,
  createdAt: '2026-11-20T09:30:00.000Z',
  actorId: 2,
  actorName: 'Manon Gérante',
  actorEmail: 'manager@bosun.test',
  resource: 'autorefunds',
  recordId: '5',
  action: 'approve',
  reason: 'Le propriétaire a refusé',
  before: { status: 'proposed', approvedAmount: null },
  after: { status: 'approved', approvedAmount: 385565 },
};

const lastQuery = (sent: { url: string }[]) =>
  new URL(sent.filter((r) => r.url.startsWith('/api/admin/audit-log?')).at(-1)?.url ?? '', 'http://x')
    .searchParams;

describe('the audit log', () => {
  it('shows each change in words on the data grid, in French, and sorts and pages on the server', async () => {
    const api = stubApi({
      'GET /api/admin/audit-log': { body: [entry], headers: { 'content-range': 'audit-log 0-24/120' } },
    });
    const user = userEvent.setup();
    renderInAdmin(<AuditLogList />, {
      resource: 'audit-log',
      path: '/audit-log',
      role: 'admin',
      locale: 'fr',
    });
    const grid = await screen.findByRole('grid', undefined, { timeout: 5_000 });
    const row = (await within(grid).findByText('Manon Gérante')).closest('[role="row"]') as HTMLElement;
    expect(row.textContent).toContain('Remboursement auto');
    expect(row.textContent).toContain('Approbation');
    expect(row.textContent).toContain('À décider → Approuvé');
    // field, before and after in words: the amount in euros, not the JSON
    expect(row.textContent).toMatch(/— → 3\s855,65\s€/);
    expect(row.textContent).not.toContain('approvedAmount');
    expect(row.textContent).not.toContain('{');
    expect(lastQuery(api.sent).get('sort')).toBe('["createdAt","DESC"]');
    expect(lastQuery(api.sent).get('range')).toBe('[0,24]');

    await user.click(within(grid).getByRole('columnheader', { name: /Action/ }));
    await waitFor(() => expect(lastQuery(api.sent).get('sort')).toBe('["action","ASC"]'));
    await user.click(screen.getByRole('button', { name: /page suivante/i }));
    await waitFor(() => expect(lastQuery(api.sent).get('range')).toBe('[25,49]'));
    // the changes column is words, not a server field: it does not sort
    expect(within(grid).getByRole('columnheader', { name: /Modifications/ })).toBeTruthy();
  });
});
