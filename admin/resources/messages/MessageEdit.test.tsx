// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { MessageEdit } from './MessageEdit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = {
  id: 12,
  conversationId: 2,
  senderName: 'Ana Renter',
  body: 'Pay me on 06 12 34 56 78 instead',
  originalBody: null,
  hidden: false,
  edited: false,
  auditTrail: [],
};

describe('editing a message', () => {
  it('refuses to save without a reason, then sends the text, the visibility and the reason', async () => {
    const sent = spyOnApi((request) =>
      request.method === 'PUT' ? { body: { ...message, ...(request.body as object) } } : { body: message },
    );
    const user = userEvent.setup();
    renderInAdmin(<MessageEdit id={12} />, { resource: 'messages', role: 'support' });
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, 'Pay me (removed) instead');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Give a reason (at least 3 characters).')).toBeTruthy();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Payment outside Bosun');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/admin/messages/12',
      body: { body: 'Pay me (removed) instead', hidden: false, reason: 'Payment outside Bosun' },
    });
  });
});
