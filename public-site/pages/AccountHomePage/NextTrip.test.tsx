// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../shared/bookings/trips.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { NextTrip } from './NextTrip.tsx';

afterEach(cleanup);

const trip = (startDate: string, endDate: string): BookingSummary => ({
  id: 7,
  reference: 'BSN-7',
  status: 'checked_in',
  role: 'tenant',
  product: { id: 3, title: 'Oceanis 46', type: 'sailboat', picture: null, path: null },
  place: { harbour: 'Vieux-Port', city: 'Marseille' },
  startDate,
  endDate,
  halfDayPeriod: null,
  people: 4,
  withCaptain: false,
  counterpart: {
    id: 2,
    firstName: 'Marc',
    picture: null,
    isPro: false,
    isSuperOwner: false,
    phone: null,
    email: null,
  },
  currency: 'EUR',
  totalAmount: 60000,
  paidAmount: 60000,
  heldAmount: 0,
  dueAmount: 0,
  harbourAmount: 0,
  refundedAmount: 0,
  extrasAmount: 0,
  balanceDueDate: null,
  responseDueAt: null,
  nextAction: null,
  createdAt: '2031-06-01T10:00:00.000Z',
});
const now = Date.parse('2031-07-14T09:30:00Z');
const money = (amount: number) => `€${amount / 100}`;
const countdown = () => screen.getByTestId('countdown').textContent;

describe('the next trip on the account root', () => {
  it('counts down to its first day', () => {
    renderWithSite(<NextTrip trip={trip('2031-07-16', '2031-07-18')} money={money} now={now} />);
    expect(countdown()).toBe('Starts in 1 d 14 h');
  });

  it('starts today on its first day', () => {
    renderWithSite(<NextTrip trip={trip('2031-07-14', '2031-07-18')} money={money} now={now} />, {
      language: 'fr',
    });
    expect(countdown()).toBe("C'est aujourd'hui");
  });

  it('is under way until its last day once it has begun', () => {
    renderWithSite(<NextTrip trip={trip('2031-07-12', '2031-07-18')} money={money} now={now} />, {
      language: 'fr',
    });
    expect(countdown()).toMatch(/^En cours, jusqu’au 18 juil\.? 2031$/);
  });
});
