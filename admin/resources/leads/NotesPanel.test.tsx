// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, SALESPERSON, stubApi } from '../../testing/renderInAdmin.tsx';
import { NotesPanel } from './LeadDetailPanels.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = (id: number) => ({
  id,
  notes: [
    { id: 1, body: 'Called back, no answer', authorName: 'Tom Teammate', createdAt: '2026-11-20T09:30:00Z' },
  ],
});

function renderNotes(record: { id: number; status: string; assigneeId: number | null }, isTeamLead = false) {
  stubApi({
    [`GET /api/v6/leads/${record.id}`]: { body: detail(record.id) },
    [`GET /api/admin/sales-teammates/${SALESPERSON.id}`]: { body: { id: SALESPERSON.id, isTeamLead } },
  });
  return renderInAdmin(
    <ResourceContextProvider value="leads">
      <RecordContextProvider value={record}>
        <NotesPanel />
      </RecordContextProvider>
    </ResourceContextProvider>,
    { role: 'sales' },
  );
}

describe('the notes of a lead', () => {
  it('let a salesperson read a teammate’s notes but offer no note they could not save', async () => {
    renderNotes({ id: 8, status: 'contacted', assigneeId: 12 });
    expect(await screen.findByText('Called back, no answer')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
  });

  it('offer the note to the lead’s salesperson and to a team lead', async () => {
    renderNotes({ id: 9, status: 'contacted', assigneeId: SALESPERSON.id });
    expect(await screen.findByRole('button', { name: 'Add note' })).toBeTruthy();
    cleanup();
    renderNotes({ id: 10, status: 'contacted', assigneeId: 12 }, true);
    expect(await screen.findByRole('button', { name: 'Add note' })).toBeTruthy();
  });
});
