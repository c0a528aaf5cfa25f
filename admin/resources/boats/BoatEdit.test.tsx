// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BOAT_COLUMNS } from '../../../shared/admin/boats.ts';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { BoatEdit } from './BoatEdit.tsx';
import { boatRecord } from './boatRecord.fixture.ts';

afterEach(cleanup);

const listing = () => ({
  ...boatRecord(),
  productType: 'catamaran',
  activityType: null,
  harbourId: 4,
  lengthM: 12.8,
  enginePowerHp: 80,
  cabins: 4,
  berths: 8,
  capacity: 10,
  builderName: 'Lagoon',
  modelName: '42',
  buildYear: 2019,
  sailingType: 'withOrWithoutCaptain',
  licenceRequired: true,
  instantBooking: false,
  depositAmount: 150000,
  cancellationPolicy: 'moderate',
  minimumDays: 2,
  halfDayAllowed: false,
  captainPricePerDay: 20000,
  pricingUnit: 'per_boat',
  durationHours: null,
  allInclusive: false,
  skipperPaidAtHarbour: false,
  experiences: [],
  tags: ['family'],
  skipperLanguages: ['en'],
  timesOfDay: [],
});

describe('moderating a boat', () => {
  it('suspends it with a reason once confirmed: the PUT carries the new status and reason with the listing’s fields', async () => {
    const sent = spyOnApi((request) =>
      request.method === 'PUT'
        ? { body: { ...listing(), ...(request.body as object) } }
        : { body: listing() },
    );
    const user = userEvent.setup();
    renderInAdmin(<BoatEdit id={7} />, { resource: 'boats' });

    await user.click(await screen.findByRole('combobox', { name: 'Moderation' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    await user.type(screen.getByRole('textbox', { name: 'Moderation reason' }), 'Photos of another boat');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Taking a published listing down asks first, and sends nothing before the answer.
    const dialog = await screen.findByRole('dialog', { name: 'Take this listing down?' });
    expect(dialog.textContent).toContain('Renters no longer find it in search');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const put = sent.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/admin/boats/7');
    // exactly the listing's writable fields: no ids, owner, pictures or calendar
    const changed: Record<string, unknown> = {
      ...listing(),
      moderationStatus: 'suspended',
      moderationReason: 'Photos of another boat',
    };
    expect(put?.body).toEqual(
      Object.fromEntries(Object.keys(BOAT_COLUMNS).map((key) => [key, changed[key]])),
    );
    expect(put?.body).toMatchObject({
      moderationStatus: 'suspended',
      moderationReason: 'Photos of another boat',
    });
    expect(Object.keys(put?.body as object)).not.toContain('pictures');
  });
});
