// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { TeammateEdit } from './TeammateEdit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const teammate = {
  id: 12,
  email: 'lea@bosun.test',
  firstName: 'Lea',
  lastName: 'Marin',
  staffRole: 'sales',
  languages: ['fr', 'en'],
  markets: ['FR'],
  capacity: 40,
  openLeads: 3,
  absentFrom: null,
  absentTo: null,
  active: true,
  isTeamLead: false,
};

describe('a teammate', () => {
  it('sends only what changed: capacity and absence', async () => {
    const api = stubApi({
      'GET /api/admin/sales-teammates/12': { body: teammate },
      'PUT /api/admin/sales-teammates/12': { body: { ...teammate, capacity: 30 } },
    });
    renderInAdmin(
      <ResourceContextProvider value="sales-teammates">
        <Routes>
          <Route path="/sales-teammates/:id" element={<TeammateEdit />} />
        </Routes>
      </ResourceContextProvider>,
      { role: 'sales', path: '/sales-teammates/12' },
    );
    const capacity = await screen.findByLabelText('Capacity (open leads)');
    await waitFor(() => expect(capacity).toHaveProperty('value', '40'));
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '30');
    await userEvent.type(screen.getByLabelText('Away from'), '2031-08-01');
    await userEvent.type(screen.getByLabelText('Away until'), '2031-08-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.changes()).toHaveLength(1));
    const [req] = api.changes();
    expect(req.method).toBe('PUT');
    expect(req.url).toBe('/api/admin/sales-teammates/12');
    expect(req.body).toEqual({ capacity: 30, absentFrom: '2031-08-01', absentTo: '2031-08-15' });
  });
});
