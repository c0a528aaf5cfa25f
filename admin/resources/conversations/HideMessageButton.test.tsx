// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { HideMessageButton } from './HideMessageButton.tsx';

afterEach(cleanup);

describe('hiding a message', () => {
  it('sends PUT /api/admin/messages/:id with only { hidden: true }, as support', async () => {
    const message = { id: 9, conversationId: 2, body: 'Call me on 06 12 34 56 78', hidden: false };
    const sent = spyOnApi(() => ({ body: { ...message, hidden: true } }));
    const user = userEvent.setup();
    renderInAdmin(<HideMessageButton />, { resource: 'messages', record: message, role: 'support' });
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PUT', url: '/api/admin/messages/9', body: { hidden: true } });
    expect(await screen.findByText('Message hidden')).toBeTruthy();
  });

  it('shows a hidden message again with { hidden: false }', async () => {
    const message = { id: 10, conversationId: 2, body: 'x', hidden: true };
    const sent = spyOnApi(() => ({ body: { ...message, hidden: false } }));
    const user = userEvent.setup();
    renderInAdmin(<HideMessageButton />, { resource: 'messages', record: message, role: 'support' });
    await user.click(await screen.findByRole('button', { name: 'Show' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PUT', url: '/api/admin/messages/10', body: { hidden: false } });
  });
});
