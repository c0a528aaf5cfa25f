// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnerListing } from '../../../shared/owners/listings.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { Listings } from './ListingsPage.tsx';

afterEach(cleanup);

const blueWind: OwnerListing = {
  id: 7,
  kind: 'boat',
  title: 'Blue Wind',
  state: 'inReview',
  moderationReason: null,
  harbourName: 'Vieux-Port',
  picture: { url: '/media/demo/a.svg', alt: 'Deck' },
  completeness: { score: 67, missing: ['pictures', 'equipment'] },
  last30Days: { views: 37, requests: 4, bookings: 2 },
  nextBookings: [
    {
      id: 91,
      startDate: '2031-07-14',
      endDate: '2031-07-16',
      status: 'accepted',
      renterFirstName: 'Rita',
      path: '/booking/91/detail',
    },
  ],
};

describe('the owner’s listings', () => {
  it('shows a card with its state, a labelled completeness meter, what is missing and the next booking', () => {
    renderWithSite(<Listings answer={{ isOwner: true, listings: [blueWind] }} />);
    const card = screen.getByRole('article', { name: 'Blue Wind' });
    expect(within(card).getByText('In review')).toBeTruthy();
    const meter = within(card).getByRole('meter', { name: 'Listing 67 % complete' });
    expect(meter.getAttribute('value')).toBe('67');
    expect(within(card).getByText('Missing: pictures, equipment')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Deck' }).getAttribute('src')).toBe('/media/demo/a.svg');
    expect(within(card).getByText('Requests').nextElementSibling?.textContent).toBe('4');
    expect(within(card).getByText('Bookings').nextElementSibling?.textContent).toBe('2');
    const next = within(card).getByRole('link', { name: '14 Jul – 16 Jul 2031 · Rita' });
    expect(next.getAttribute('href')).toBe('/booking/91/detail');
    expect(within(card).getByText('Confirmed')).toBeTruthy();
  });

  it('speaks the page’s language, links in it, and says when nothing is missing', () => {
    renderWithSite(
      <Listings
        answer={{
          isOwner: true,
          listings: [{ ...blueWind, state: 'published', completeness: { score: 100, missing: [] } }],
        }}
      />,
      { language: 'fr' },
    );
    expect(screen.getByText('En ligne')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Annonce complète à 100 %' })).toBeTruthy();
    expect(screen.getByText('Rien ne manque')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Rita/ }).getAttribute('href')).toBe('/fr/booking/91/detail');
  });

  it('invites someone who lists nothing yet to list a boat, in the editor’s new draft', () => {
    renderWithSite(<Listings answer={{ isOwner: false, listings: [] }} />, { language: 'de' });
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText(/Vermieten Sie Ihr Boot/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mein Boot vermieten' }).getAttribute('href')).toBe(
      '/de/account/listing/edit/new',
    );
  });
});
