// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { ApproveRefundButton } from './ApproveRefundButton.tsx';
import { DecideRefundDialog } from './DecideRefundDialog.tsx';

afterEach(cleanup);

const proposal = { id: 5, status: 'proposed', proposedAmount: 40000, paidAmount: 50000, refundedAmount: 0 };

describe('deciding an autorefund', () => {
  it('approves the proposed amount with an empty body', async () => {
    const sent = spyOnApi(() => ({ body: { ...proposal, status: 'approved' } }));
    const user = userEvent.setup();
    renderInAdmin(<ApproveRefundButton />, { resource: 'autorefunds', record: proposal });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/admin/autorefunds/5/approve', body: {} });
    expect(await screen.findByText('Refund approved')).toBeTruthy();
  });

  it('adjusts the amount with a reason', async () => {
    const sent = spyOnApi(() => ({ body: { ...proposal, status: 'adjusted' } }));
    const user = userEvent.setup();
    renderInAdmin(<DecideRefundDialog />, { resource: 'autorefunds', record: proposal });
    await user.click(await screen.findByRole('button', { name: 'Adjust or reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust or reject' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '250.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Half the stay was sailed');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/autorefunds/5/approve',
      body: { amount: 25050, reason: 'Half the stay was sailed' },
    });
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
