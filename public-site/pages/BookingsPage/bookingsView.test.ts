import { describe, expect, it } from 'vitest';
import { bookingsApiQuery, bookingsQuery, bookingsViewOf } from './bookingsView.ts';

describe('account/bookings tabs from the URL', () => {
  it('shows a renter their upcoming trips by default', () => {
    expect(bookingsViewOf('')).toEqual({ role: 'tenant', tab: 'upcoming', page: 1 });
  });

  it('reads the owner role, a tab and a page', () => {
    expect(bookingsViewOf('?role=owner&tab=inProgress&page=3')).toEqual({
      role: 'owner',
      tab: 'inProgress',
      page: 3,
    });
  });

  it('lands an owner on the requests to answer', () => {
    expect(bookingsViewOf('role=owner')).toEqual({ role: 'owner', tab: 'requests', page: 1 });
  });

  it('falls back to the first tab for a tab the role does not have, and to page 1 for a bad page', () => {
    expect(bookingsViewOf('tab=inProgress&page=-2')).toEqual({ role: 'tenant', tab: 'upcoming', page: 1 });
    expect(bookingsViewOf('role=staff&tab=nope&page=1.5')).toEqual({
      role: 'tenant',
      tab: 'upcoming',
      page: 1,
    });
  });

  it('writes a view back without its defaults, and the API query with all of them', () => {
    expect(bookingsQuery({ role: 'tenant', tab: 'upcoming', page: 1 })).toBe('');
    expect(bookingsQuery({ role: 'tenant', tab: 'past' })).toBe('?tab=past');
    expect(bookingsQuery({ role: 'owner', tab: 'requests', page: 2 })).toBe('?role=owner&page=2');
    expect(bookingsQuery({ role: 'owner', tab: 'cancelled' })).toBe('?role=owner&tab=cancelled');
    expect(bookingsApiQuery({ role: 'owner', tab: 'requests', page: 1 })).toBe(
      'role=owner&tab=requests&page=1',
    );
  });

  it('round-trips every view it writes', () => {
    for (const search of ['', '?tab=past', '?role=owner&tab=cancelled&page=4', '?role=owner']) {
      expect(bookingsQuery(bookingsViewOf(search))).toBe(search);
    }
  });
});
