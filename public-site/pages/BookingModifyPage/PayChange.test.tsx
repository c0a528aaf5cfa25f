// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Modification, ModificationOptions } from '../../../shared/bookings/trips.ts';
import { renderWithSite, stubSiteApi } from '../../components/Trip/renderWithSite.tsx';
import { PayChange } from './PayChange.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;
const options = {
  current: {
    startDate: '2027-06-10',
    endDate: '2027-06-11',
    halfDayPeriod: null,
    people: 2,
    withCaptain: false,
    extras: [],
  },
  instantBooking: false,
  cardProvider: 'sandbox',
} as unknown as ModificationOptions;
const change = {
  id: 7,
  status: 'awaiting_payment',
  startDate: '2027-06-10',
  endDate: '2027-06-12',
  people: 3,
  differenceAmount: 21_600,
  newTotalAmount: 64_800,
} as Modification;

describe('paying a change’s difference', () => {
  it('shows the booking as it is and as it will be, then pays the change’s intent with the card', async () => {
    const sent = stubSiteApi({
      'POST /api/v6/booking/42/modification/7/payment-intent': {
        body: { intentId: 'pi_7', clientSecret: 'pi_7_secret', provider: 'sandbox', amount: 21_600 },
      },
      'POST /api/v6/payments/sandbox/confirm': { body: { status: 'succeeded', intentId: 'pi_7' } },
      'POST /api/v6/payments/intents/pi_7/confirm': {
        body: { status: 'paid', purpose: 'modification', successUrl: '/fr/booking/42/detail' },
      },
    });
    const user = userEvent.setup();
    renderWithSite(
      <PayChange bookingId={42} change={change} options={options} money={money} euros={money} />,
    );

    const step = await screen.findByTestId('modification-pay');
    expect(step.textContent).toContain('People: 2');
    expect(screen.getByTestId('modification-pay-dates').textContent).toContain('People: 3');
    expect(screen.getByTestId('modification-pay-amount').textContent).toBe('€216.00');
    expect(step.textContent).toContain('The owner must approve the change.');

    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay €216.00' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /api/v6/booking/42/modification/7/payment-intent',
      'POST /api/v6/payments/sandbox/confirm',
      'POST /api/v6/payments/intents/pi_7/confirm',
    ]);
    expect(sent[1].body).toMatchObject({ clientSecret: 'pi_7_secret', cardNumber: '4242424242424242' });
  });

  it('says so when the card is declined, and stays on the step', async () => {
    stubSiteApi({
      'POST /api/v6/booking/42/modification/7/payment-intent': {
        body: { intentId: 'pi_7', clientSecret: 'pi_7_secret', provider: 'sandbox', amount: 21_600 },
      },
      'POST /api/v6/payments/sandbox/confirm': {
        body: {
          status: 'failed',
          intentId: 'pi_7',
          code: 'card_declined',
          message: 'Your card was declined.',
        },
      },
    });
    const user = userEvent.setup();
    renderWithSite(
      <PayChange bookingId={42} change={change} options={options} money={money} euros={money} />,
    );
    await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay €216.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(screen.getByTestId('modification-pay')).toBeTruthy();
  });
});
