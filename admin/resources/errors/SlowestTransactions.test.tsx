// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SlowestTransactionsDto } from '../../../shared/errors/errorReports.ts';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { SlowestTransactions } from './SlowestTransactions.tsx';

afterEach(cleanup);

const slowest: SlowestTransactionsDto = {
  items: [
    {
      id: 1,
      project: 'server',
      name: 'GET /api/v6/search',
      count: 40,
      averageMs: 212.4,
      maxMs: 980,
      failedCount: 2,
      lastSeenAt: '2026-11-25T04:00:00.000Z',
    },
  ],
};

describe('the slowest routes beside the error groups', () => {
  it('lists each traced route with its average, its slowest time and its failures', async () => {
    const sent = spyOnApi(() => ({ body: slowest }));
    renderInAdmin(<SlowestTransactions />, { resource: 'errors', role: 'admin' });
    await screen.findByText('GET /api/v6/search');
    const table = screen.getByRole('table', { name: 'Slowest routes and pages' });
    expect(table.textContent).toContain('GET /api/v6/search');
    expect(table.textContent).toContain('212 ms');
    expect(table.textContent).toContain('slowest 980 ms');
    expect(table.textContent).toContain('2 failed');
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/admin/transactions/slowest' });
  });

  it('says how to turn tracing on when nothing was traced', async () => {
    spyOnApi(() => ({ body: { items: [] } }));
    renderInAdmin(<SlowestTransactions />, { resource: 'errors', role: 'admin' });
    expect(await screen.findByText(/SENTRY_TRACES_SAMPLE_RATE above 0/)).toBeTruthy();
  });
});
