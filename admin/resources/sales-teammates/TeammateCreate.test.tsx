// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { TeammateCreate } from './TeammateCreate.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staff = [
  { id: 12, firstName: 'Lea', lastName: 'Marin', email: 'lea@bosun.test', staffRole: 'sales' },
  { id: 14, firstName: 'Noé', lastName: 'Vague', email: 'noe@bosun.test', staffRole: 'sales' },
];

describe('adding a teammate', () => {
  it('looks for sales staff and posts the new teammate with markets in capitals', async () => {
    const api = stubApi({
      'GET /api/admin/users': { body: staff, headers: { 'content-range': 'users 0-1/2' } },
      'POST /api/admin/sales-teammates': (req) => ({ body: { id: 12, ...(req.body as object) } }),
      'GET /api/admin/sales-teammates': { body: [], headers: { 'content-range': 'sales-teammates */0' } },
    });
    renderInAdmin(
      <ResourceContextProvider value="sales-teammates">
        <TeammateCreate />
      </ResourceContextProvider>,
      { role: 'sales', path: '/sales-teammates/create' },
    );
    await userEvent.type(await screen.findByLabelText(/Staff member/), 'Lea');
    await userEvent.click(await screen.findByRole('option', { name: 'Lea Marin (lea@bosun.test)' }));
    await userEvent.type(screen.getByLabelText('Markets'), 'fr{Enter}');
    const capacity = screen.getByLabelText('Capacity (open leads)');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.changes()).toHaveLength(1));
    const [req] = api.changes();
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/admin/sales-teammates');
    expect(req.body).toEqual({
      userId: 12,
      languages: [],
      markets: ['FR'],
      capacity: 25,
      isTeamLead: false,
      active: true,
    });
    const lookup = api.sent.find((r) => r.url.startsWith('/api/admin/users?'));
    expect(JSON.parse(new URL(lookup!.url, 'http://x').searchParams.get('filter') ?? '{}')).toMatchObject({
      staffRole: ['sales', 'manager', 'admin'],
    });
  });
});
