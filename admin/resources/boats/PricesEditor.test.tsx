// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { boatRecord } from './boatRecord.fixture.ts';
import { PricesEditor } from './PricesEditor.tsx';

afterEach(cleanup);

describe('the price sheet of a boat', () => {
  it('sends the whole sheet in minor units after the manager confirms', async () => {
    const sent = spyOnApi(() => ({ body: boatRecord() }));
    const user = userEvent.setup();
    renderInAdmin(<PricesEditor />, { resource: 'boats', record: boatRecord() });

    const perDay = await screen.findAllByLabelText('Per day (€)');
    await user.clear(perDay[0]);
    await user.type(perDay[0], '320.50');
    await user.click(screen.getByRole('button', { name: 'Add a season' }));
    const high = screen.getByRole('group', { name: 'Season 2' });
    await user.type(within(high).getByLabelText('Name'), 'High');
    await user.type(within(high).getByLabelText('From'), '2027-07-01');
    await user.type(within(high).getByLabelText('Until (not included)'), '2027-09-01');
    await user.type(within(high).getByLabelText('Per day (€)'), '420');
    await user.type(within(high).getByLabelText('Per week (€)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Remove discount 1' }));

    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(sent).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Save the new prices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/boats/7/prices',
      body: {
        basePricePerDay: 32050,
        basePricePerHalfDay: null,
        basePricePerWeek: 180000,
        seasons: [
          {
            name: 'Low',
            startDate: '2027-04-01',
            endDate: '2027-06-01',
            pricePerDay: 25000,
            pricePerHalfDay: null,
            pricePerWeek: null,
          },
          {
            name: 'High',
            startDate: '2027-07-01',
            endDate: '2027-09-01',
            pricePerDay: 42000,
            pricePerHalfDay: null,
            pricePerWeek: 250000,
          },
        ],
        durationDiscounts: [{ minDays: 7, percent: 10 }],
      },
    });
    expect(await screen.findByText('Prices saved')).toBeTruthy();
  });

  it('shows the server’s reason under the field it refused', async () => {
    spyOnApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation-failed',
          message: 'Some fields are missing or invalid.',
          fields: { 'seasons.0.startDate': 'seasonOverlaps' },
        },
      },
    }));
    const user = userEvent.setup();
    renderInAdmin(<PricesEditor />, { resource: 'boats', record: boatRecord() });
    await user.click(await screen.findByRole('button', { name: 'Save prices' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('This season overlaps another one.')).toBeTruthy();
    // the sheet stays as typed, to be corrected
    const season = await screen.findByRole('group', { name: 'Season 1' });
    expect(within(season).getByLabelText('Name')).toHaveProperty('value', 'Low');
  });
});
