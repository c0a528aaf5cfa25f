// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin, stubApi } from '../../testing/renderInAdmin.tsx';
import { PropaleEdit } from './PropaleEdit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draft = {
  id: 5,
  leadId: 7,
  hash: 'h4sh-of-the-offer',
  status: 'draft',
  createdBy: 3,
  createdByName: 'Sam Sales',
  validUntil: '2031-06-20',
  languageCode: 'fr',
  currencyCode: 'EUR',
  message: 'Bonjour',
  subtotalAmount: 200_000,
  discountAmount: 5_000,
  totalAmount: 195_000,
  discountApproval: 'not_needed',
  offerPath: '/fr/account/offers/h4sh-of-the-offer',
  sentAt: null,
  answeredAt: null,
  paymentSessionHash: null,
  renterName: 'Ana Renter',
  items: [
    {
      id: 70,
      position: 0,
      productId: 21,
      productTitle: 'Lagoon 42',
      productSlug: 'lagoon-42',
      start: '2031-07-01',
      end: '2031-07-08',
      people: 4,
      options: { withCaptain: true, extraIds: [902], insurances: ['cabWeather'] },
      priceLines: [{ key: 'rental', label: 'Rental', amount: 200_000 }],
      totalAmount: 200_000,
    },
  ],
  createdAt: '2031-06-01T10:00:00.000Z',
  updatedAt: '2031-06-01T10:00:00.000Z',
};
const options = {
  extras: [
    { id: 901, name: 'Paddle board', price: 3_000, priceType: 'per_day' },
    { id: 902, name: 'Skipper breakfast', price: 1_500, priceType: 'per_person' },
  ],
  insurances: [],
};

describe('editing a draft quote', () => {
  it('opens with its captain, extras and insurances, and sends only the writable fields', async () => {
    const api = stubApi({
      'GET /api/admin/propales/5': { body: draft },
      'GET /api/admin/boats': {
        body: [
          { id: 21, title: 'Lagoon 42', harbourName: 'Port Vauban', cityName: 'Antibes', ownerName: 'Olga' },
        ],
        headers: { 'content-range': 'boats 0-0/1' },
      },
      'GET /api/v6/propales/quote-options/21': { body: options },
      'PUT /api/admin/propales/5': { body: { ...draft, discountAmount: 12_050 } },
    });
    renderInAdmin(
      <ResourceContextProvider value="propales">
        <Routes>
          <Route path="/propales/:id" element={<PropaleEdit />} />
        </Routes>
      </ResourceContextProvider>,
      { role: 'sales', path: '/propales/5' },
    );
    // What the draft has shows ticked.
    expect(await screen.findByLabelText('With captain')).toHaveProperty('checked', true);
    expect(await screen.findByLabelText(/Skipper breakfast/)).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Bad weather')).toHaveProperty('checked', true);

    await userEvent.click(screen.getByLabelText(/Paddle board/));
    await userEvent.click(screen.getByLabelText('Damage waiver'));
    const discount = screen.getByLabelText('Commercial discount');
    expect(discount).toHaveProperty('value', '50');
    await userEvent.clear(discount);
    // Any amount, to the cent: the browser refused 120.50 when the input stepped by 10.
    await userEvent.type(discount, '120.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.changes()).toHaveLength(1));
    const [req] = api.changes();
    expect(req.method).toBe('PUT');
    expect(req.url).toBe('/api/admin/propales/5');
    expect(req.body).toEqual({
      items: [
        {
          productId: 21,
          start: '2031-07-01',
          end: '2031-07-08',
          people: 4,
          withCaptain: true,
          extraIds: [902, 901],
          insurances: ['cabWeather', 'damageWaiver'],
        },
      ],
      discountAmount: 12_050,
      validUntil: '2031-06-20',
      languageCode: 'fr',
      message: 'Bonjour',
    });
  });
});
