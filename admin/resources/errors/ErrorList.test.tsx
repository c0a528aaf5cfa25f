// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { ErrorList } from './ErrorList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const group = {
  id: 7,
  project: 'server',
  title: 'Error: connect ETIMEDOUT 10.0.0.12:443',
  culprit: 'src/providers/sms.ts',
  level: 'error',
  count: 1250,
  firstSeenAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  release: 'bosun@abc123',
  environment: 'production',
  browser: null,
  url: '/api/v6/auth/sms',
};

const lastQuery = (sent: { url: string }[]) =>
  new URL(sent.filter((r) => r.url.startsWith('/api/admin/errors?')).at(-1)?.url ?? '', 'http://x')
    .searchParams;

describe('the Errors page', () => {
  it('lists groups on the data grid in French and sorts by count on the server', async () => {
    const api = stubApi({
      'GET /api/admin/errors': { body: [group], headers: { 'content-range': 'errors 0-0/1' } },
    });
    const user = userEvent.setup();
    renderInAdmin(<ErrorList />, { resource: 'errors', path: '/errors', role: 'admin', locale: 'fr' });
    const grid = await screen.findByRole('grid', undefined, { timeout: 5_000 });
    const row = (await within(grid).findByText(group.title)).closest('[role="row"]') as HTMLElement;
    expect(row.textContent).toContain('Serveur');
    expect(row.textContent).toMatch(/1\s250/);
    expect(row.textContent).not.toContain('server');
    expect(lastQuery(api.sent).get('sort')).toBe('["lastSeenAt","DESC"]');

    await user.click(within(grid).getByRole('columnheader', { name: /Nombre/ }));
    await waitFor(() => expect(lastQuery(api.sent).get('sort')).toBe('["count","ASC"]'));
  });

  it('filters on a minimum count through the admin dialect', async () => {
    const api = stubApi({
      'GET /api/admin/errors': { body: [group], headers: { 'content-range': 'errors 0-0/1' } },
    });
    renderInAdmin(<ErrorList />, {
      resource: 'errors',
      path: `/errors?filter=${encodeURIComponent('{"count_gte":100}')}`,
      role: 'admin',
      locale: 'fr',
    });
    await screen.findByRole('grid', undefined, { timeout: 5_000 });
    await waitFor(() =>
      expect(JSON.parse(lastQuery(api.sent).get('filter') ?? '{}')).toEqual({ count_gte: 100 }),
    );
    expect(await screen.findByLabelText('Vue au moins (fois)')).toBeTruthy();
  });
});
