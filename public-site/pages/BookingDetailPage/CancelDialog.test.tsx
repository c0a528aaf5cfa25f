// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail, CancellationPreview } from '../../../shared/bookings/trips.ts';
import { renderWithSite, stubSiteApi } from '../../components/Trip/renderWithSite.tsx';
import { CancelDialog } from './CancelDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const booking = { id: 42, status: 'accepted' } as BookingDetail;
const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;
const preview: CancellationPreview = {
  allowed: true,
  refusal: null,
  byRole: 'tenant',
  policy: 'moderate',
  daysBeforeStart: 10,
  refundPercentage: 50,
  paidAmount: 80_000,
  heldAmount: 0,
  refundAmount: 40_000,
  keptAmount: 40_000,
};

describe('cancelling a booking', () => {
  it('first shows what is refunded and why, and only then cancels, once, with an idempotency key', async () => {
    const cancelled = { ...booking, status: 'cancelled_by_tenant' } as BookingDetail;
    const sent = stubSiteApi({
      'GET /api/v6/booking/42/cancellation': { body: preview },
      'POST /api/v6/booking/42/cancel': { body: cancelled },
    });
    const onCancelled = vi.fn();
    const user = userEvent.setup();
    renderWithSite(<CancelDialog booking={booking} money={money} onCancelled={onCancelled} />);

    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await screen.findByTestId('cancel-preview');
    expect(screen.getByTestId('cancel-refund').textContent).toBe('€400.00');
    expect(dialog.textContent).toContain('Moderate policy · days before departure: 10 · refunded: 50 %.');
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/v6/booking/42/cancellation']);

    await user.type(screen.getByLabelText('Reason (optional)'), 'Storm forecast');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(cancelled));
    const cancel = sent[1];
    expect({ method: cancel.method, url: cancel.url, body: cancel.body }).toEqual({
      method: 'POST',
      url: '/api/v6/booking/42/cancel',
      body: { reason: 'Storm forecast' },
    });
    expect(cancel.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends nothing when the preview refuses, and says why', async () => {
    const sent = stubSiteApi({
      'GET /api/v6/booking/42/cancellation': {
        body: { ...preview, allowed: false, refusal: 'alreadyStarted' },
      },
    });
    const user = userEvent.setup();
    renderWithSite(<CancelDialog booking={booking} money={money} onCancelled={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect((await screen.findByTestId('cancel-refused')).textContent).toBe('The trip has already started.');
    expect(screen.queryByRole('button', { name: 'Yes, cancel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.map((r) => r.method)).toEqual(['GET']);
  });

  it('keeps the same key when a failed cancellation is tried again', async () => {
    let attempts = 0;
    const sent = stubSiteApi({
      'GET /api/v6/booking/42/cancellation': { body: preview },
      'POST /api/v6/booking/42/cancel': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 502, body: { error: { message: 'The payment provider did not answer.' } } }
          : { body: { ...booking, status: 'cancelled_by_tenant' } };
      },
    });
    const onCancelled = vi.fn();
    const user = userEvent.setup();
    renderWithSite(<CancelDialog booking={booking} money={money} onCancelled={onCancelled} />);
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The payment provider did not answer.');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    const keys = sent.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
