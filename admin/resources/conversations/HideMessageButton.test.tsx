// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { HideMessageButton } from './HideMessageButton.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hiding a message', () => {
  it('shows the message and the effect, needs a reason, sends nothing until confirmed, then { hidden, reason }', async () => {
    const message = { id: 9, conversationId: 2, body: 'Call me on 06 12 34 56 78', hidden: false };
    const sent = spyOnApi(() => ({ body: { ...message, hidden: true } }));
    const user = userEvent.setup();
    renderInAdmin(<HideMessageButton />, { resource: 'messages', record: message, role: 'support' });
    await user.click(await screen.findByRole('button', { name: 'Hide' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hide this message?' });
    expect(within(dialog).getByText('Call me on 06 12 34 56 78')).toBeTruthy();
    expect(dialog.textContent).toContain('The renter and the owner no longer see it');
    const confirm = within(dialog).getByRole('button', { name: 'Hide' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Phone number shared');
    expect(sent).toEqual([]);

    await user.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/messages/9',
      body: { hidden: true, reason: 'Phone number shared' },
    });
    expect(await screen.findByText('Message hidden')).toBeTruthy();
  });

  it('shows a hidden message again with { hidden: false } and a reason', async () => {
    const message = { id: 10, conversationId: 2, body: 'x', hidden: true };
    const sent = spyOnApi(() => ({ body: { ...message, hidden: false } }));
    const user = userEvent.setup();
    renderInAdmin(<HideMessageButton />, { resource: 'messages', record: message, role: 'support' });
    await user.click(await screen.findByRole('button', { name: 'Show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show this message again?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Hidden by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/messages/10',
      body: { hidden: false, reason: 'Hidden by mistake' },
    });
  });
});
