// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, SALESPERSON, stubApi } from '../../testing/renderInAdmin.tsx';
import { LeadList } from './LeadList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const lead = (id: number, contactName: string) => ({
  id,
  status: 'new',
  source: 'quote_request',
  contactName,
  valueEstimate: 120_000,
  ageDays: 2,
  nextReviewAt: '2031-05-01T09:00:00.000Z',
  assigneeId: null,
  assigneeName: null,
});
const leads = [lead(4, 'Ana Renter'), lead(6, 'Bo Sailor'), lead(9, 'Chloé Mer')];
const teammates = [
  { id: 12, firstName: 'Lea', lastName: 'Marin', openLeads: 3, capacity: 40 },
  { id: SALESPERSON.id, firstName: 'Sam', lastName: 'Sales', openLeads: 8, capacity: 40 },
];
const counts = { all: { new: 3 }, mine: { new: 0 }, unassigned: 3, dueForReview: 0 };

function renderList() {
  return stubApi({
    'GET /api/admin/leads': { body: leads, headers: { 'content-range': 'leads 0-2/3' } },
    'GET /api/v6/leads/get-leads-count': { body: counts },
    'GET /api/admin/sales-teammates': {
      body: teammates,
      headers: { 'content-range': 'sales-teammates 0-1/2' },
    },
    'POST /api/v6/leads/assign': { body: { assigned: 2, leads: [] } },
  });
}

describe('the leads list', () => {
  it('asks for the leads by next review, and only mine when the switch is on', async () => {
    const api = renderList();
    renderInAdmin(
      <ResourceContextProvider value="leads">
        <LeadList />
      </ResourceContextProvider>,
      { role: 'sales', path: '/leads' },
    );
    await screen.findByText('Bo Sailor', undefined, { timeout: 5_000 });
    const listUrl = () =>
      new URL(api.sent.filter((r) => r.url.startsWith('/api/admin/leads?')).at(-1)?.url ?? '', 'http://x');
    expect(listUrl().searchParams.get('sort')).toBe('["nextReviewAt","ASC"]');
    expect(listUrl().searchParams.get('range')).toBe('[0,24]');

    await userEvent.click(screen.getByLabelText('Only mine'));
    await waitFor(() =>
      expect(JSON.parse(listUrl().searchParams.get('filter') ?? '{}')).toEqual({
        assigneeId: SALESPERSON.id,
      }),
    );
  });

  it('assigns the selected leads to one teammate in one request', async () => {
    const api = renderList();
    renderInAdmin(
      <ResourceContextProvider value="leads">
        <LeadList />
      </ResourceContextProvider>,
      { role: 'sales', path: '/leads' },
    );
    await screen.findByText('Bo Sailor', undefined, { timeout: 5_000 });
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    await userEvent.click(within(rowOf('Ana Renter')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Chloé Mer')).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Lea Marin (3/40)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toMatchObject({
      method: 'POST',
      url: '/api/v6/leads/assign',
      body: { ids: [4, 9], assigneeId: 12 },
    });
  });
});
