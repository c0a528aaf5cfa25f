// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NextActionButton } from './NextActionButton.tsx';
import { renderWithSite } from './renderWithSite.tsx';

afterEach(cleanup);

describe('the next action of a booking', () => {
  it('is a link in the page’s language to where it is done, named with the boat', () => {
    renderWithSite(
      <NextActionButton
        action={{ kind: 'payBalance', path: '/balance-payment/42', dueAt: null }}
        bookingTitle="Oceanis 46"
      />,
      { language: 'fr' },
    );
    const link = screen.getByRole('link', { name: 'Payer le solde – Oceanis 46' });
    expect(link.getAttribute('href')).toBe('/fr/balance-payment/42');
  });

  it('says when it is due, in UTC when the harbour’s time zone is unknown', () => {
    renderWithSite(
      <NextActionButton
        action={{ kind: 'answerRequest', path: '/booking/7/detail', dueAt: '2031-07-14T10:30:00Z' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Answer the request' }).getAttribute('href')).toBe(
      '/booking/7/detail',
    );
    expect(screen.getByText('before 14 Jul 2031, 10:30 UTC')).toBeTruthy();
  });

  it('is a sentence, not a button, while the owner has to answer', () => {
    renderWithSite(
      <NextActionButton action={{ kind: 'waitForOwner', path: '/booking/7/detail', dueAt: null }} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText("Waiting for the owner's answer")).toBeTruthy();
  });

  it('shows nothing when the booking asks nothing', () => {
    const { container } = renderWithSite(<NextActionButton action={null} />);
    expect(container.textContent).toBe('');
  });

  it('jumps to the block that answers it when already on its page, and links there from elsewhere', () => {
    const action = { kind: 'answerRequest' as const, path: '/booking/7/detail#owner-answer', dueAt: null };
    renderWithSite(<NextActionButton action={action} />, { at: '/booking/7/detail' });
    expect(screen.getByRole('link', { name: 'Answer the request' }).getAttribute('href')).toBe(
      '#owner-answer',
    );
    cleanup();
    renderWithSite(<NextActionButton action={action} />, { at: '/account', language: 'fr' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr/booking/7/detail#owner-answer');
  });
});
