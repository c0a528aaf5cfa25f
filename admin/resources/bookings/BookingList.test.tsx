// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { BookingList } from './BookingList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const booking = (id: number, reference: string) => ({
  id,
  reference,
  status: 'accepted',
  listingTitle: 'Lagoon 42',
  countryCode: 'GR',
  tenantName: 'Ana Renter',
  ownerName: 'Olga Owner',
  startDate: '2027-07-04',
  endDate: '2027-07-07',
  totalAmount: 385565,
  createdAt: '2026-11-20T09:30:00.000Z',
});

describe('the bookings explorer', () => {
  it('shows the page the server sent in words, and asks the server to sort and to page', async () => {
    const api = stubApi({
      'GET /api/admin/bookings': {
        body: [booking(71, 'BSN-7KQ2P'), booking(72, 'BSN-2HH4A')],
        headers: { 'content-range': 'bookings 0-24/319' },
      },
      'GET /api/admin/bookings/counts': { body: { accepted: 319 } },
    });
    const user = userEvent.setup();
    renderInAdmin(<BookingList />, { resource: 'bookings', path: '/bookings' });
    const grid = await screen.findByRole('grid', undefined, { timeout: 5_000 });
    await within(grid).findByText('BSN-7KQ2P');
    const row = within(grid).getByText('BSN-2HH4A').closest('[role="row"]') as HTMLElement;
    expect(row.textContent).toContain('Accepted');
    expect(row.textContent).toContain('Greece');
    expect(row.textContent).toContain('€3,855.65');
    expect(row.textContent).toContain('Jul 4, 2027');
    const lastQuery = () =>
      new URL(api.sent.filter((r) => r.url.startsWith('/api/admin/bookings?')).at(-1)?.url ?? '', 'http://x')
        .searchParams;
    expect(lastQuery().get('sort')).toBe('["createdAt","DESC"]');
    expect(lastQuery().get('range')).toBe('[0,24]');

    await user.click(within(grid).getByRole('columnheader', { name: /Reference/ }));
    await waitFor(() => expect(lastQuery().get('sort')).toBe('["reference","ASC"]'));

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery().get('range')).toBe('[25,49]'));
  });

  it('exports the whole filtered list from the server, not the page on screen', async () => {
    stubApi({
      'GET /api/admin/bookings': {
        body: [booking(71, 'BSN-7KQ2P')],
        headers: { 'content-range': 'bookings 0-24/6468' },
      },
      'GET /api/admin/bookings/counts': { body: { accepted: 6468 } },
    });
    const filter = encodeURIComponent(JSON.stringify({ status: 'accepted', q: 'Lagoon' }));
    renderInAdmin(<BookingList />, { resource: 'bookings', path: `/bookings?filter=${filter}` });
    const grid = await screen.findByRole('grid', undefined, { timeout: 5_000 });
    await within(grid).findByText('BSN-7KQ2P');
    const link = screen.getByRole('link', { name: 'Export all as CSV' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://console');
    expect(url.pathname).toBe('/api/admin/bookings/export');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ status: 'accepted', q: 'Lagoon' });
    expect(url.searchParams.get('sort')).toBe('["createdAt","DESC"]');
    // The grid's own export, of the 25 rows on screen, is not offered.
    expect(screen.queryByRole('button', { name: /^Export$/ })).toBeNull();
  });
});
