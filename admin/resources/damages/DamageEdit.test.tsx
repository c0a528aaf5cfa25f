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

describe('the deposit a claim takes from', () => {
  const held = {
    ...claim,
    bookingId: 71,
    status: 'accepted',
    amountDecided: 20000,
    checkIn: { ...claim.checkIn, tenantTypedName: 'Rita Renter', ownerTypedName: null },
    deposit: {
      status: 'held',
      amount: 100000,
      capturedAmount: null,
      provider: 'sandbox',
      providerReference: 'pi_sandbox_71',
      heldAt: '2026-06-01T09:00:00Z',
      settledAt: null,
    },
  };

  it('shows what is held and refuses more than the claim and the deposit, sending nothing', async () => {
    const sent = spyOnApi(() => ({ body: held }));
    const user = userEvent.setup();
    renderInAdmin(<DamageEdit id={3} />, { resource: 'damages' });

    const deposit = await screen.findByTestId('damage-deposit');
    expect(deposit.textContent).toContain('Held on the card');
    expect(deposit.textContent).toContain('€1,000 held since');
    // How the renter signed the check-in is part of the evidence staff weigh.
    expect(screen.getByText('Renter signed by typing their name: Rita Renter')).toBeTruthy();
    const amount = screen.getByRole('spinbutton', { name: 'Taken from the deposit' });
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('At most €300: the claim and the deposit held')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('settles after confirming the amount, then links to the payment the capture made', async () => {
    const sent = spyOnApi((request) =>
      request.method === 'PUT'
        ? {
            body: {
              ...held,
              ...(request.body as object),
              deposit: {
                ...held.deposit,
                status: 'captured',
                capturedAmount: 20000,
                settledAt: '2026-06-03',
              },
            },
          }
        : { body: held },
    );
    const user = userEvent.setup();
    renderInAdmin(<DamageEdit id={3} />, { resource: 'damages' });

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.type(screen.getByRole('textbox', { name: 'Message to both parties' }), 'Taken for the bow.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this decision?' });
    expect(dialog.textContent).toContain('€200 is taken from the deposit of booking BSN-3F9K2');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.getByTestId('damage-deposit').textContent).toContain('€200 taken'));
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1);
    // Pessimistic: the dialog closes once the server answered.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deposit = screen.getByTestId('damage-deposit');
    expect(deposit.textContent).toContain('Payment at sandbox: pi_sandbox_71');
    expect(
      within(deposit)
        .getByRole('link', { name: 'Open the payments of booking BSN-3F9K2' })
        .getAttribute('href'),
    ).toBe('/bookings/71/show/payments');
  });
});

describe('a claim whose capture has not succeeded yet', () => {
  it('reads payment pending, says why, offers no way to pick that status, and shows the renter’s photos', async () => {
    const pending = {
      ...claim,
      bookingId: 71,
      status: 'payment_pending',
      amountDecided: 20000,
      decisionMessage: 'From the deposit.',
      tenantAnswer: 'It was already there at check-in.',
      tenantEvidence: [{ url: '/api/v6/booking/71/econtract/photos/9', takenAt: '2026-06-02T08:00:00Z' }],
      deposit: {
        status: 'capture_due',
        amount: 100000,
        capturedAmount: 20000,
        provider: 'sandbox',
        providerReference: 'pi_sandbox_71',
        heldAt: '2026-06-01T09:00:00Z',
        settledAt: null,
      },
    };
    const sent = spyOnApi(() => ({ body: pending }));
    const user = userEvent.setup();
    renderInAdmin(<DamageEdit id={3} />, { resource: 'damages' });

    const hint = await screen.findByTestId('damage-payment-pending');
    expect(hint.textContent).toContain('the claim reads paid once the capture succeeds');
    const renterPhotos = screen.getByTestId('damage-tenant-evidence');
    expect(within(renterPhotos).getByRole('img').getAttribute('src')).toBe(
      '/api/v6/booking/71/econtract/photos/9',
    );
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status.textContent).toContain('Payment pending');
    await user.click(status);
    const option = await screen.findByRole('option', { name: 'Payment pending' });
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
