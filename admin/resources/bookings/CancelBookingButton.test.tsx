// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { CancelBookingButton } from './CancelBookingButton.tsx';

afterEach(cleanup);

const booking = {
  id: 42,
  status: 'accepted',
  cancellation: {
    refundable: 60000,
    tenantPolicyRefund: 30000,
    ownerPolicyRefund: 60000,
    allowedFor: ['tenant', 'owner'],
  },
};

describe('cancelling a booking', () => {
  it('sends the chosen refund in minor units, the party and the reason, once confirmed', async () => {
    const sent = spyOnApi(() => ({ body: { ...booking, status: 'cancelled_by_owner' } }));
    const user = userEvent.setup();
    renderInAdmin(<CancelBookingButton />, { resource: 'bookings', record: booking });

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking' });
    await user.click(within(dialog).getByRole('radio', { name: 'The owner' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Another amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Refund (€)' }), '123,45');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel and refund' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The engine broke down');
    await user.click(confirm);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/bookings/42/cancel',
      body: { onBehalfOf: 'owner', refundAmount: 12345, reason: 'The engine broke down' },
    });
    expect(await screen.findByText('Booking cancelled')).toBeTruthy();
  });

  it('leaves the refund to the policy when the manager keeps it, and is not offered to support', async () => {
    const sent = spyOnApi(() => ({ body: booking }));
    const user = userEvent.setup();
    renderInAdmin(<CancelBookingButton />, { resource: 'bookings', record: booking });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/By the booking’s policy: .*300/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Renter asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ onBehalfOf: 'tenant', reason: 'Renter asked by phone' });
    cleanup();

    renderInAdmin(<CancelBookingButton />, { resource: 'bookings', record: booking, role: 'support' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull());
  });
});
