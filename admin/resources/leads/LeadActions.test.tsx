// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, SALESPERSON, stubApi } from '../../testing/renderInAdmin.tsx';
import { LeadActions } from './LeadActions.tsx';

// The signed-in salesperson's own lead; `someoneElses` belongs to a teammate.
const lead = { id: 7, status: 'new', assigneeId: SALESPERSON.id, contactName: 'Ana Renter' };
const someoneElses = { ...lead, assigneeId: 12 };
const unassigned = { ...lead, assigneeId: null };

function renderActions(record: object = lead) {
  return renderInAdmin(
    <ResourceContextProvider value="leads">
      <RecordContextProvider value={record}>
        <LeadActions />
      </RecordContextProvider>
    </ResourceContextProvider>,
    { role: 'sales' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = { body: { ...lead } };

describe('the lead actions', () => {
  it('takes an unassigned lead: POST /api/v6/leads/7/assign with the signed-in salesperson', async () => {
    const api = stubApi({ 'POST /api/v6/leads/7/assign': ok });
    renderActions(unassigned);
    await userEvent.click(await screen.findByRole('button', { name: 'Take it' }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    const [req] = api.changes();
    expect(req).toMatchObject({
      method: 'POST',
      url: '/api/v6/leads/7/assign',
      body: { assigneeId: SALESPERSON.id },
    });
    expect(req.headers.get('X-XSRF-TOKEN')).toBe('test-xsrf');
  });

  it('links to a new quote for this lead', async () => {
    stubApi({});
    renderActions();
    const link = await screen.findByRole('link', { name: 'New quote' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/propales/create?source={"leadId":7}');
  });

  it('snoozes the review to a date with a reason', async () => {
    const api = stubApi({ 'POST /api/v6/leads/7/snooze-review': ok });
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: 'Snooze review' }));
    const dialog = await screen.findByRole('dialog');
    const until = within(dialog).getByLabelText('Back on');
    await userEvent.clear(until);
    await userEvent.type(until, '2031-05-04');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Back from holiday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toMatchObject({
      method: 'POST',
      url: '/api/v6/leads/7/snooze-review',
      body: { until: '2031-05-04', reason: 'Back from holiday' },
    });
  });

  it.each([
    ['Won', 'won', 'Booked by phone'],
    ['Lost', 'lost', 'Went with another marina'],
  ])('%s with a reason, which the dialog requires', async (button, status, reason) => {
    const api = stubApi({ 'POST /api/v6/leads/7/status': ok });
    renderActions();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByLabelText('Reason'), reason);
    await userEvent.click(confirm);
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toMatchObject({
      method: 'POST',
      url: '/api/v6/leads/7/status',
      body: { status, reason },
    });
  });

  it('offers a salesperson neither taking nor snoozing a teammate’s lead, nor closing it', async () => {
    stubApi({ 'GET /api/admin/sales-teammates/3': { body: { id: 3, isTeamLead: false } } });
    renderActions(someoneElses);
    // Wait for the identity and the teammate record to load, then nothing that changes the lead shows.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Snooze review' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const name of ['Take it', 'Snooze review', 'Won', 'Lost'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('offers a team lead every action on a teammate’s lead', async () => {
    stubApi({ 'GET /api/admin/sales-teammates/3': { body: { id: 3, isTeamLead: true } } });
    renderActions(someoneElses);
    expect(await screen.findByRole('button', { name: 'Take it' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Snooze review' })).toBeTruthy();
  });

  it('offers no taking of a lead already mine, and no actions on a closed lead', async () => {
    stubApi({});
    renderActions({ ...lead, assigneeId: SALESPERSON.id, status: 'contacted' });
    expect(await screen.findByRole('button', { name: 'Snooze review' })).toBeTruthy();
    // The identity loads after the first render.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Take it' })).toBeNull());
    cleanup();
    renderActions({ ...lead, status: 'won' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lost' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Snooze review' })).toBeNull();
  });
});
