// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BosunAdmin } from '../../App.tsx';
import { useBosunI18nProvider } from '../../i18nProvider.ts';
import { stubApi } from '../../testing/renderInAdmin.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const support: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 4, fullName: 'Sue Support' }),
  getPermissions: async () => 'support',
};

function SupportConsole() {
  const i18nProvider = useBosunI18nProvider('en');
  if (!i18nProvider) return null;
  return <BosunAdmin auth={support} i18nProvider={i18nProvider} store={memoryStore()} />;
}

const at = '2026-11-20T09:30:00.000Z';
// A row as `GET /api/admin/conversations` answers it: no messages, no audit trail.
const row = {
  id: 5,
  hash: 'c5',
  productId: 12,
  productTitle: 'Yacht Azur',
  bookingId: 71,
  bookingReference: 'BSN-7KQ2P',
  tenantId: 2,
  tenantName: 'Ana Renter',
  tenantEmail: 'ana@example.com',
  ownerId: 3,
  ownerName: 'Olga Owner',
  ownerEmail: 'olga@example.com',
  flagged: false,
  flagReason: null,
  createdAt: at,
  lastMessageAt: at,
  messageCount: 1,
};
const detail = {
  ...row,
  messages: [
    {
      id: 9,
      senderId: 2,
      senderName: 'Ana Renter',
      senderRole: 'tenant',
      body: 'Can we board at 9?',
      bookingStatus: null,
      hidden: false,
      edited: false,
      originalBody: null,
      createdAt: at,
    },
  ],
  auditTrail: [],
};

describe('support opening a conversation from its list', () => {
  it('shows the conversation, not a crash, while the full record is still on its way', async () => {
    let answerDetail: () => void = () => undefined;
    const detailArrived = new Promise<void>((resolve) => {
      answerDetail = resolve;
    });
    stubApi({
      'GET /api/admin/conversations': {
        body: [row],
        headers: { 'content-range': 'conversations 0-0/1' },
      },
      'GET /api/admin/conversations/5': { body: detail },
    });
    // The detail answers only once the list's row has been shown as the show page's first record.
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/admin/conversations/5')) await detailArrived;
      return stubbed(input, init);
    });
    window.history.replaceState(null, '', '/#/conversations');
    render(<SupportConsole />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Yacht Azur'));
    await waitFor(() => expect(window.location.hash).toBe('#/conversations/5/show'));
    // The list's row stands in for the record until the detail arrives: no error page meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Something went wrong/i)).toBeNull();
    answerDetail();
    const thread = await screen.findByRole('list', { name: 'Messages of the conversation' });
    expect(within(thread).getByRole('listitem').textContent).toContain('Can we board at 9?');
    expect(screen.queryByText(/Something went wrong/i)).toBeNull();
  });
});
