// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { ConversationThread } from './ConversationThread.tsx';
import { ReplyBox } from './ReplyBox.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const at = '2026-11-20T09:30:00.000Z';
const conversation = {
  id: 5,
  messages: [
    {
      id: 9,
      senderName: 'Ana Renter',
      senderRole: 'tenant',
      body: 'Can we board at 9?',
      hidden: false,
      edited: false,
      createdAt: at,
    },
    {
      id: 10,
      senderName: 'Olga Owner',
      senderRole: 'owner',
      body: 'Pay me cash',
      hidden: true,
      edited: false,
      createdAt: at,
    },
  ],
};

describe('a booking’s status line in the thread', () => {
  it('is worded in the staff member’s language from its code', async () => {
    stubApi({});
    renderInAdmin(<ConversationThread />, {
      resource: 'conversations',
      record: {
        id: 6,
        messages: [
          {
            id: 11,
            senderName: null,
            senderRole: 'system',
            body: '',
            bookingStatus: 'accepted',
            hidden: false,
            edited: false,
            createdAt: at,
          },
        ],
      },
      role: 'support',
    });
    const thread = await screen.findByRole('list', { name: 'Messages of the conversation' });
    expect(within(thread).getByRole('listitem').textContent).toContain('Accepted');
    // Said by the platform, with no name before it (not "— · Bosun").
    expect(within(thread).getByText(/Bosun ·/).textContent).toMatch(/^Bosun · /);
  });
});

describe('a conversation as support sees it', () => {
  it('lays the messages out as a chat, with who wrote each and the hidden one marked', async () => {
    stubApi({});
    renderInAdmin(<ConversationThread />, {
      resource: 'conversations',
      record: conversation,
      role: 'support',
    });
    const thread = await screen.findByRole('list', { name: 'Messages of the conversation' });
    const [first, second] = within(thread).getAllByRole('listitem');
    expect(first.getAttribute('aria-label')).toBe('Message from Ana Renter');
    expect(first.textContent).toContain('Renter');
    expect(second.textContent).toContain('Hidden');
    expect(within(second).getByRole('button', { name: 'Show' })).toBeTruthy();
  });

  it('sends the answer as the platform once, with the trimmed text, and empties the box', async () => {
    const api = stubApi({
      'POST /api/admin/conversations/5/messages': { status: 201, body: conversation },
    });
    const user = userEvent.setup();
    renderInAdmin(<ReplyBox />, { resource: 'conversations', record: conversation, role: 'support' });
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const box = screen.getByRole('textbox', { name: 'Answer both parties' });
    await user.type(box, '  Yes, from 9 am.  ');
    await user.click(send);
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toEqual({
      method: 'POST',
      url: '/api/admin/conversations/5/messages',
      body: { body: 'Yes, from 9 am.' },
    });
    expect(await screen.findByText('Answer sent to the renter and the owner')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });
});
