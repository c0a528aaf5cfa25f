// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail, Modification } from '../../../shared/bookings/trips.ts';
import { renderWithSite, stubSiteApi } from '../../components/Trip/renderWithSite.tsx';
import { ModificationNotice } from './ModificationNotice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;
const change = {
  id: 7,
  status: 'awaiting_owner',
  startDate: '2027-06-10',
  endDate: '2027-06-12',
  people: 3,
  differenceAmount: 21_600,
  refundAmount: 0,
  newTotalAmount: 64_800,
  responseDueAt: '2027-05-03T10:00:00.000Z',
} as Modification;
const ownerView = {
  id: 42,
  role: 'owner',
  status: 'accepted',
  startDate: '2027-06-10',
  endDate: '2027-06-11',
  people: 2,
  allowedActions: ['cancel', 'answerModification'],
  links: { modify: null },
  modification: change,
} as unknown as BookingDetail;
const changed = { ...ownerView, endDate: '2027-06-12', people: 3, modification: null } as BookingDetail;
const now = Date.parse('2027-05-01T10:00:00.000Z');

describe('the owner answers a change on the booking detail', () => {
  it('shows the booking now and as asked, what the renter paid, and accepts, then reads the detail again', async () => {
    const sent = stubSiteApi({
      'POST /api/v6/booking/42/modification/7/decision': {
        body: { ok: true, bookingId: 42, modification: { ...change, status: 'accepted' } },
      },
      'GET /api/v6/booking/42/detail': { body: changed },
    });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithSite(<ModificationNotice booking={ownerView} money={money} now={now} onChanged={onChanged} />);

    expect((await screen.findByRole('heading')).textContent).toBe('The renter asks to change this booking');
    expect(screen.getByTestId('change-from').textContent).toContain('People: 2');
    expect(screen.getByTestId('change-to').textContent).toContain('People: 3');
    expect(screen.getByTestId('change-difference').textContent).toBe(
      'The renter has paid €216.00 more (given back if you decline).',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw the change' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Accept the change' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(changed, 'Change accepted.'));
    expect(sent.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /api/v6/booking/42/modification/7/decision',
      'GET /api/v6/booking/42/detail',
    ]);
    expect(sent[0].body).toEqual({ accept: true });
  });

  it('declines with a word for the renter', async () => {
    const sent = stubSiteApi({
      'POST /api/v6/booking/42/modification/7/decision': {
        body: { ok: true, bookingId: 42, modification: { ...change, status: 'declined' } },
      },
      'GET /api/v6/booking/42/detail': { body: { ...ownerView, modification: null } },
    });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithSite(<ModificationNotice booking={ownerView} money={money} now={now} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Decline the change' }));
    await user.type(screen.getByLabelText('A word for the renter (optional)'), 'The boat is in the yard.');
    await user.click(screen.getByRole('button', { name: 'Decline the change' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent[0].body).toEqual({ accept: false, reason: 'The boat is in the yard.' });
  });

  it('shows the error and keeps the buttons when the change is no longer waiting', async () => {
    stubSiteApi({
      'POST /api/v6/booking/42/modification/7/decision': {
        status: 409,
        body: {
          error: { code: 'modification-not-pending', message: 'This change is not waiting for an answer.' },
        },
      },
    });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithSite(<ModificationNotice booking={ownerView} money={money} now={now} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Accept the change' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This change is not waiting for an answer.',
    );
    expect(onChanged).not.toHaveBeenCalled();
  });
});
