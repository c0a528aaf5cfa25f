// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '../../../shared/bookings/trips.ts';
import type { WeatherSection as WeatherAnswer } from '../../../shared/weather/weather.ts';
import { renderWithSite, stubSiteApi } from '../../components/Trip/renderWithSite.tsx';
import { WeatherSection } from './WeatherSection.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const money = (amount: number) => `€${(amount / 100).toFixed(2)}`;
const booking = (role: 'tenant' | 'owner') =>
  ({
    id: 42,
    role,
    status: 'accepted',
    startDate: '2027-06-10',
    endDate: '2027-06-10',
    harbour: { timeZone: 'Europe/Paris' },
  }) as unknown as BookingDetail;
const storm: WeatherAnswer = {
  bookingId: 42,
  guaranteed: true,
  guaranteePrice: 1_200,
  ground: 'warning',
  forecast: { hour: '2027-06-10T09:00:00.000Z', windKn: 30, gustKn: 41, waveM: 3.2, warning: true },
  alertSentAt: '2027-06-08T06:00:00.000Z',
  actions: { postpone: true, cancel: 'now', answerRequest: false },
  preview: { refund: 40_400, voucher: 0, kept: 1_200 },
  request: null,
  outcomes: [],
};

describe('the weather of a trip on its page', () => {
  it('shows the storm and postpones to the chosen day in one tap', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const sent = stubSiteApi({
      'GET /api/v6/booking/42/weather': { body: storm },
      'POST /api/v6/booking/42/weather/postpone': {
        body: { startDate: '2027-06-12', endDate: '2027-06-12' },
      },
    });
    const user = userEvent.setup();
    renderWithSite(<WeatherSection booking={booking('tenant')} money={money} />);
    expect((await screen.findByTestId('weather-forecast')).textContent).toBe(
      'Forecast for your trip: wind 30 kn, gusts 41 kn, waves 3.2 m. Official weather warning.',
    );
    expect(screen.getByTestId('weather-preview').textContent).toBe('Refunded: €404.00; voucher: €0.00.');
    expect(screen.getByRole('button', { name: 'Postpone' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('New day'), { target: { value: '2027-06-12' } });
    await user.click(screen.getByRole('button', { name: 'Postpone' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/v6/booking/42/weather',
      'POST /api/v6/booking/42/weather/postpone',
    ]);
    expect(sent[1].body).toEqual({ startDate: '2027-06-12' });
  });

  it("lets the owner refuse a renter's request below the threshold, and says so", async () => {
    const asked: WeatherAnswer = {
      ...storm,
      ground: null,
      forecast: {
        ...storm.forecast,
        windKn: 9,
        gustKn: 13,
        waveM: 0.5,
        warning: false,
      } as WeatherAnswer['forecast'],
      actions: { postpone: false, cancel: null, answerRequest: true },
      request: { status: 'pending', dueAt: '2027-06-09T06:00:00.000Z' },
    };
    const sent = stubSiteApi({
      'GET /api/v6/booking/42/weather': { body: asked },
      'POST /api/v6/booking/42/weather/answer': {
        body: {
          ...asked,
          actions: { ...asked.actions, answerRequest: false },
          request: { ...asked.request, status: 'refused' },
        },
      },
    });
    const user = userEvent.setup();
    renderWithSite(<WeatherSection booking={booking('owner')} money={money} />);
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    await waitFor(() =>
      expect(screen.getByTestId('weather-request').textContent).toBe(
        'The owner refused the weather cancellation.',
      ),
    );
    expect(sent[1].body).toEqual({ agree: false });
    expect(screen.queryByRole('button', { name: 'Cancel for weather' })).toBeNull();
  });
});
