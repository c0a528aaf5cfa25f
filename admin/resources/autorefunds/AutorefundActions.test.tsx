// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, spyOnApi, stubApi } from '../../testing/renderInAdmin.tsx';
import { ApproveRefundButton } from './ApproveRefundButton.tsx';
import { AutorefundList } from './AutorefundList.tsx';
import { DecideRefundDialog } from './DecideRefundDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const proposal = {
  id: 5,
  status: 'proposed',
  bookingId: 71,
  bookingReference: 'BSN-7KQ2P',
  tenantName: 'Ana Renter',
  reason: 'owner_declined',
  proposedAmount: 385565,
  paidAmount: 500000,
  refundedAmount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  ageHours: 5,
};
const approved = {
  ...proposal,
  status: 'approved',
  approvedAmount: 385565,
  refundId: 41,
  refundPaymentId: 33,
};

describe('approving an autorefund', () => {
  it('sends nothing until the amount is confirmed, then an empty body, and links to the refund', async () => {
    const sent = spyOnApi(() => ({ body: approved }));
    const user = userEvent.setup();
    renderInAdmin(<ApproveRefundButton />, { resource: 'autorefunds', record: proposal });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve this refund?' });
    expect(dialog.textContent).toContain('€3,855.65 goes back to Ana Renter’s card for booking BSN-7KQ2P.');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/admin/autorefunds/5/approve', body: {} });

    const done = await screen.findByRole('dialog', { name: 'Refund approved' });
    expect(done.textContent).toContain('Refund #41 of €3,855.65 made on payment #33.');
    const link = within(done).getByRole('link', {
      name: 'See the payment and the refund of booking BSN-7KQ2P',
    });
    expect(link.getAttribute('href')).toBe('/bookings/71/show/payments');
  });

  it('shows the amount in French in the French console', async () => {
    const sent = spyOnApi(() => ({ body: approved }));
    const user = userEvent.setup();
    renderInAdmin(<ApproveRefundButton />, { resource: 'autorefunds', record: proposal, locale: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Approuver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approuver ce remboursement ?' });
    // Intl puts narrow no-break spaces in French amounts.
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      '3 855,65 € retournent sur la carte de Ana Renter',
    );
    expect(sent).toEqual([]);
  });
});

describe('approving several autorefunds', () => {
  const second = { ...proposal, id: 8, bookingId: 90, bookingReference: 'BSN-2HH4A', proposedAmount: 12000 };
  const third = { ...proposal, id: 9, bookingId: 91, bookingReference: 'BSN-9ZZ1B', proposedAmount: 7000 };
  const rows = [proposal, second, third];

  it('shows the count and the total, sends nothing until confirmed, then the ids, and lists the refunds', async () => {
    const api = stubApi({
      'GET /api/admin/autorefunds': (request) => {
        const filter = JSON.parse(new URL(request.url, 'http://x').searchParams.get('filter') ?? '{}');
        const found = filter.id ? rows.filter((r) => filter.id.includes(r.id)) : rows;
        return {
          body: found,
          headers: { 'content-range': `autorefunds 0-${found.length - 1}/${found.length}` },
        };
      },
      'POST /api/admin/autorefunds/approve': {
        body: {
          approved: [5],
          skipped: [{ id: 8, code: 'autorefund-decided', message: 'This autorefund was rejected.' }],
        },
      },
    });
    const user = userEvent.setup();
    renderInAdmin(<AutorefundList />, { resource: 'autorefunds', path: '/autorefunds' });
    await screen.findByText('BSN-2HH4A', undefined, { timeout: 5_000 });
    for (const reference of ['BSN-7KQ2P', 'BSN-2HH4A']) {
      const row = screen.getByText(reference).closest('tr') as HTMLElement;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve the selected refunds?' });
    await within(dialog).findByText('2 refunds, €3,975.65 in all:');
    expect(within(dialog).getByText('BSN-2HH4A · Ana Renter')).toBeTruthy();
    expect(api.changes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toEqual({
      method: 'POST',
      url: '/api/admin/autorefunds/approve',
      body: { ids: [5, 8] },
    });
    const result = await screen.findByRole('dialog', { name: 'Refunds made' });
    expect(within(result).getByText('BSN-7KQ2P: €3,855.65 refunded')).toBeTruthy();
    expect(
      within(result).getByRole('link', { name: 'See the payment and the refund of booking BSN-7KQ2P' }),
    ).toBeTruthy();
    expect(within(result).getByText('BSN-2HH4A: not refunded')).toBeTruthy();
    expect(within(result).getByText('This refund was already decided by someone else.')).toBeTruthy();
  });
});

describe('adjusting or rejecting an autorefund', () => {
  it('adjusts the amount with a reason, saying what will be refunded before it is confirmed', async () => {
    const sent = spyOnApi(() => ({ body: { ...approved, status: 'adjusted', approvedAmount: 25050 } }));
    const user = userEvent.setup();
    renderInAdmin(<DecideRefundDialog />, { resource: 'autorefunds', record: proposal });
    await user.click(await screen.findByRole('button', { name: 'Adjust or reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust or reject' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '250.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Half the stay was sailed');
    expect(dialog.textContent).toContain('€250.50 goes back to Ana Renter’s card for booking BSN-7KQ2P.');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/autorefunds/5/approve',
      body: { amount: 25050, reason: 'Half the stay was sailed' },
    });
    const done = await screen.findByRole('dialog', { name: 'Decision saved' });
    expect(within(done).getByRole('link').getAttribute('href')).toBe('/bookings/71/show/payments');
  });

  it('rejects with a reason', async () => {
    const sent = spyOnApi(() => ({ body: { ...proposal, status: 'rejected' } }));
    const user = userEvent.setup();
    renderInAdmin(<DecideRefundDialog />, { resource: 'autorefunds', record: proposal });
    await user.click(await screen.findByRole('button', { name: 'Adjust or reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Decision' }), 'reject');
    expect(within(dialog).queryByRole('textbox', { name: 'Amount' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Renter no-show');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/autorefunds/5/reject',
      body: { reason: 'Renter no-show' },
    });
    expect(await screen.findByText('Decision saved')).toBeTruthy();
  });
});
