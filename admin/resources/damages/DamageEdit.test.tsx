// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin, spyOnApi } from '../../testing/renderInAdmin.tsx';
import { DamageEdit } from './DamageEdit.tsx';

afterEach(cleanup);

const claim = {
  id: 3,
  bookingReference: 'BSN-3F9K2',
  bookingStatus: 'damage_claimed',
  status: 'open',
  amountClaimed: 30000,
  depositAmount: 100000,
  amountDecided: null,
  decisionMessage: null,
  description: 'Scratch on the starboard hull',
  evidence: [{ url: '/media/demo/boat/rib/1-0.svg', caption: 'Hull' }],
  checkIn: { fuelLevel: 100, engineHours: 120, remarks: null, photos: [] },
  checkOut: { fuelLevel: 40, engineHours: 128, remarks: 'Scratch', photos: [] },
  ownerEmail: 'owner@bosun.test',
  tenantEmail: 'renter@bosun.test',
  auditTrail: [],
};

describe('settling a damage claim', () => {
  it('asks first, showing the amount, then sends only the decision: status, amount in minor units and the message', async () => {
    const sent = spyOnApi((request) =>
      request.method === 'PUT' ? { body: { ...claim, ...(request.body as object) } } : { body: claim },
    );
    const user = userEvent.setup();
    renderInAdmin(<DamageEdit id={3} />, { resource: 'damages' });

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Taken from the deposit' }), '120');
    await user.type(
      screen.getByRole('textbox', { name: 'Message to both parties' }),
      'The check-out photos show the scratch.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save this decision?' });
    expect(dialog.textContent).toContain(
      '€120 of the deposit of booking BSN-3F9K2 is granted to the owner; both parties receive your message.',
    );
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/admin/damages/3',
      body: {
        status: 'accepted',
        amountDecided: 12000,
        decisionMessage: 'The check-out photos show the scratch.',
      },
    });
    expect(sent[0]).toEqual({ method: 'GET', url: '/api/admin/damages/3', body: undefined });
  });
});
