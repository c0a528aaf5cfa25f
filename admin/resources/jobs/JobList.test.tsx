// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobSummary } from '../../../shared/admin/jobs.ts';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { JobList } from './JobList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const jobs: JobSummary[] = [
  {
    id: 'booking-lifecycle',
    name: 'booking-lifecycle',
    schedule: '* * * * *',
    lastRunAt: '2026-11-20T10:00:00.000Z',
    lastState: 'completed',
    lastDurationMs: 1250,
    failures: 2,
    retrying: 0,
    queued: 1,
    running: 0,
    lastError: null,
  },
  {
    id: 'outbox-email',
    name: 'outbox-email',
    schedule: null,
    lastRunAt: null,
    lastState: 'retry',
    lastDurationMs: null,
    failures: 0,
    retrying: 1,
    queued: 1,
    running: 0,
    lastError: 'connect ECONNREFUSED',
  },
];

describe('the Jobs page', () => {
  it('shows each job in the staff member’s language with its last run, failures and queue depth', async () => {
    const api = stubApi({
      'GET /api/admin/jobs': { body: jobs, headers: { 'content-range': 'jobs 0-1/2' } },
    });
    renderInAdmin(<JobList />, { resource: 'jobs', path: '/jobs', role: 'admin', locale: 'fr' });
    const grid = await screen.findByRole('table', undefined, { timeout: 5_000 });
    const lifecycle = (await within(grid).findByText('Demandes expirées, séjours terminés')).closest(
      'tr',
    ) as HTMLElement;
    expect(lifecycle.textContent).toContain('* * * * *');
    expect(lifecycle.textContent).toContain('Terminé');
    expect(lifecycle.textContent).toMatch(/1\s250/);
    const outbox = within(grid).getByText('Envoi des e-mails (SMTP)').closest('tr') as HTMLElement;
    expect(outbox.textContent).toContain('Plusieurs fois par minute');
    expect(outbox.textContent).toContain('En attente d’un nouvel essai');
    expect(outbox.textContent).toContain('connect ECONNREFUSED');
    expect(within(grid).getByRole('columnheader', { name: /File d’attente/ })).toBeTruthy();
    expect(api.sent.some((r) => r.url.startsWith('/api/admin/jobs?'))).toBe(true);
  });
});
