// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnerListing, OwnerListings } from '../../../shared/owners/listings.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { Listings, listingsQuery, listingsViewOf } from './ListingsPage.tsx';

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

/** An answer of one page: `listings` and what the API says beside them. */
function answerOf(listings: OwnerListing[], more: Partial<OwnerListings> = {}): OwnerListings {
  const published = listings.filter((listing) => listing.state === 'published').length;
  return {
    isOwner: true,
    state: null,
    counts: {
      all: listings.length,
      draft: 0,
      inReview: listings.length - published,
      published,
      suspended: 0,
    },
    listings,
    pagination: { currentPage: 1, totalPage: 1, resultsCount: listings.length },
    ...more,
  };
}

describe('the owner’s listings', () => {
  it('shows a card with its state, a labelled completeness meter, what is missing and the next booking', () => {
    renderWithSite(<Listings answer={answerOf([blueWind])} />);
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
        answer={answerOf([{ ...blueWind, state: 'published', completeness: { score: 100, missing: [] } }])}
      />,
      { language: 'fr' },
    );
    expect(screen.getByText('En ligne')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Annonce complète à 100 %' })).toBeTruthy();
    expect(screen.getByText('Rien ne manque')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Rita/ }).getAttribute('href')).toBe('/fr/booking/91/detail');
  });

  it('invites someone who lists nothing yet to list a boat, in the editor’s new draft', () => {
    renderWithSite(<Listings answer={{ ...answerOf([]), isOwner: false }} />, { language: 'de' });
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText(/Vermieten Sie Ihr Boot/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mein Boot vermieten' }).getAttribute('href')).toBe(
      '/de/account/listing/edit/new',
    );
  });

  it('filters by state with each state’s figure, and pages through a large fleet by links', () => {
    const listings = Array.from({ length: 24 }, (_, i) => ({
      ...blueWind,
      id: i + 1,
      title: `Boat ${i + 1}`,
    }));
    renderWithSite(
      <Listings
        answer={answerOf(listings, {
          state: 'inReview',
          counts: { all: 200, draft: 20, inReview: 30, published: 150, suspended: 0 },
          pagination: { currentPage: 2, totalPage: 2, resultsCount: 30 },
        })}
      />,
      { language: 'fr' },
    );
    const filter = screen.getByRole('navigation', { name: 'Filtrer par état' });
    const links = within(filter).getAllByRole('link');
    // no suspended listing: no "Suspendue" filter
    expect(links.map((link) => link.textContent)).toEqual([
      'Toutes200Annonces : 200',
      'Brouillon20Annonces : 20',
      'En cours de validation30Annonces : 30',
      'En ligne150Annonces : 150',
    ]);
    expect(links[0].getAttribute('href')).toBe('/fr/account/listings');
    expect(links[2].getAttribute('href')).toBe('/fr/account/listings?state=inReview');
    expect(links[2].getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pages = screen.getByRole('navigation', { name: 'Pages de la liste' });
    const previous = within(pages).getByRole('link', { name: 'Précédent' });
    expect(previous.getAttribute('href')).toBe('/fr/account/listings?state=inReview');
    expect(screen.getByText('Page 2 sur 2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Suivant/ })).toBeNull();
  });

  it('says when a state has no listing and offers the whole list', () => {
    renderWithSite(
      <Listings
        answer={answerOf([], {
          state: 'suspended',
          counts: { all: 3, draft: 0, inReview: 0, published: 3, suspended: 0 },
        })}
      />,
    );
    expect(screen.getByText('No listing in this state.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all my listings' }).getAttribute('href')).toBe(
      '/account/listings',
    );
    expect(screen.getByRole('link', { name: /Suspended/ }).getAttribute('aria-current')).toBe('page');
  });
});

describe('the page’s view in its URL', () => {
  it('keeps a known state and a page number, drops anything else', async () => {
    expect(await listingsViewOf('?state=draft&page=3')).toEqual({ state: 'draft', page: 3 });
    expect(await listingsViewOf('?state=sunk&page=-1')).toEqual({ state: null, page: 1 });
    expect(await listingsViewOf('?page=2.5')).toEqual({ state: null, page: 1 });
    expect(listingsQuery({ state: null, page: 1 })).toBe('');
    expect(listingsQuery({ state: 'published', page: 2 })).toBe('?state=published&page=2');
  });
});
