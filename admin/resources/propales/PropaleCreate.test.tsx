// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
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

describe('writing a quote from a lead', () => {
  it('sends the boat, dates, captain, extras, insurance, discount in cents, validity and message', async () => {
    const api = stubApi({
      'GET /api/admin/leads/7': { body: lead },
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
