// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingStatusBadge } from './BookingStatusBadge.tsx';
import { renderWithSite } from './renderWithSite.tsx';

afterEach(cleanup);

describe('a booking’s status in words', () => {
  it('tells the renter their request waits for the owner', () => {
    renderWithSite(<BookingStatusBadge status="paid" side="tenant" />);
    expect(screen.getByText('Request sent, waiting for the owner')).toBeTruthy();
  });

  it('tells the owner the same request is theirs to answer, in their language', () => {
    renderWithSite(<BookingStatusBadge status="paid" side="owner" />, { language: 'fr' });
    expect(screen.getByText('Demande à traiter')).toBeTruthy();
  });

  it('says "by you" to the side that cancelled, and the plain status otherwise', () => {
    renderWithSite(<BookingStatusBadge status="cancelled_by_owner" side="owner" />);
    expect(screen.getByText('Cancelled by you')).toBeTruthy();
    cleanup();
    renderWithSite(<BookingStatusBadge status="accepted" side="owner" />);
    expect(screen.getByText('Confirmed')).toBeTruthy();
  });
});
