// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { PropaleCreate } from './PropaleCreate.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const lead = {
  id: 7,
  status: 'contacted',
  productId: 21,
  datesWanted: { start: '2031-07-01', end: '2031-07-08' },
  people: 4,
  languageCode: 'fr',
};
const options = {
  extras: [
    { id: 901, name: 'Paddle board', price: 3_000, priceType: 'per_day' },
    { id: 902, name: 'Skipper breakfast', price: 1_500, priceType: 'per_person' },
  ],
  insurances: [],
};

const boats = [
  { id: 21, title: 'Lagoon 42', harbourName: 'Port Vauban', cityName: 'Antibes', ownerName: 'Olga Owner' },
  { id: 34, title: 'Bavaria 46', harbourName: 'Marina Zea', cityName: 'Piraeus', ownerName: 'Nikos Owner' },
];
/** `GET /api/admin/boats`: by ids (the chosen boat) or by the searched words. */
const boatSearch = (request: { url: string }) => {
  const filter = JSON.parse(new URL(request.url, 'http://x').searchParams.get('filter') ?? '{}');
  const found = boats.filter(
    (b) =>
      (!filter.id || filter.id.includes(b.id)) &&
      (!filter.q || Object.values(b).join(' ').toLowerCase().includes(String(filter.q).toLowerCase())),
  );
  return {
    body: found,
    headers: { 'content-range': `boats 0-${Math.max(found.length - 1, 0)}/${found.length}` },
  };
};

describe('writing a quote from a lead', () => {
  it('finds the boat by its harbour instead of its id, shows its name, place and owner, and sends its id', async () => {
    const api = stubApi({
      'GET /api/admin/leads/7': { body: { ...lead, productId: null } },
      'GET /api/admin/boats': boatSearch,
      'GET /api/v6/propales/quote-options/34': { body: options },
      'POST /api/admin/propales': (req) => ({ status: 201, body: { id: 56, ...(req.body as object) } }),
    });
    renderInAdmin(
      <ResourceContextProvider value="propales">
        <PropaleCreate />
      </ResourceContextProvider>,
      { role: 'sales', path: `/propales/create?source=${encodeURIComponent(JSON.stringify({ leadId: 7 }))}` },
    );
    await userEvent.type(await screen.findByRole('combobox', { name: 'Boat' }), 'zea');
    await waitFor(() =>
      expect(api.sent.some((r) => r.url.startsWith('/api/admin/boats?') && r.url.includes('zea'))).toBe(true),
    );
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByText('Bavaria 46 · Marina Zea, Piraeus · Nikos Owner'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0].body).toMatchObject({ leadId: 7, items: [{ productId: 34 }] });
  });

  it('sends the boat, dates, captain, extras, insurance, discount in cents, validity and message', async () => {
    const api = stubApi({
      'GET /api/admin/leads/7': { body: lead },
      'GET /api/admin/boats': boatSearch,
      'GET /api/v6/propales/quote-options/21': { body: options },
      'POST /api/admin/propales': (req) => ({ status: 201, body: { id: 55, ...(req.body as object) } }),
    });
    renderInAdmin(
      <ResourceContextProvider value="propales">
        <PropaleCreate />
      </ResourceContextProvider>,
      { role: 'sales', path: `/propales/create?source=${encodeURIComponent(JSON.stringify({ leadId: 7 }))}` },
    );
    await userEvent.click(await screen.findByLabelText('With captain'));
    await userEvent.click(await screen.findByLabelText(/Paddle board/));
    await userEvent.click(screen.getByLabelText('Damage waiver'));
    const discount = screen.getByLabelText('Commercial discount');
    await userEvent.clear(discount);
    await userEvent.type(discount, '150');
    await userEvent.type(screen.getByLabelText('Message to the renter'), 'Voici notre proposition.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.changes()).toHaveLength(1));
    const [req] = api.changes();
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/admin/propales');
    expect(req.body).toEqual({
      leadId: 7,
      items: [
        {
          productId: 21,
          start: '2031-07-01',
          end: '2031-07-08',
          people: 4,
          withCaptain: true,
          extraIds: [901],
          insurances: ['damageWaiver'],
        },
      ],
      discountAmount: 15_000,
      validUntil: inDays(7),
      languageCode: 'fr',
      message: 'Voici notre proposition.',
    });
  });
});
