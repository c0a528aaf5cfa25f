// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarDay, ListingCalendar } from '../../../shared/owners/calendar.ts';
import { renderWithSite } from '../../components/Trip/renderWithSite.tsx';
import { CalendarScreen } from './ListingCalendarPage.tsx';

const september = (): ListingCalendar => {
  const days: CalendarDay[] = Array.from({ length: 30 }, (_, i) => {
    const date = `2031-09-${String(i + 1).padStart(2, '0')}`;
    const blocked = i >= 13 && i <= 15;
    return {
      date,
      price: i < 14 ? 20000 : 30000,
      halfDayPrice: 12000,
      past: false,
      morning: blocked ? { kind: 'block', id: 5 } : i === 20 ? { kind: 'request', id: 9 } : null,
      afternoon: blocked ? { kind: 'block', id: 5 } : null,
    };
  });
  return {
    productId: 7,
    title: 'Blue Wind',
    month: '2031-09',
    previousMonth: '2031-08',
    nextMonth: '2031-10',
    today: '2031-08-20',
    currency: 'EUR',
    days,
    bookings: [
      {
        id: 9,
        status: 'paid',
        isRequest: true,
        startDate: '2031-09-21',
        endDate: '2031-09-21',
        part: 'morning',
        renterFirstName: 'Rita',
        path: 'booking/9/detail',
      },
    ],
    blocks: [
      { id: 5, startDate: '2031-09-14', endDate: '2031-09-16', part: 'day', source: 'owner', note: null },
    ],
    exportUrl: 'http://localhost:3000/api/ical/abcdefghijklmnopqrstuvwxyzABCDEF.ics',
    feeds: [],
  };
};

let sent: { url: string; method: string; body: unknown }[];
let answerStatus: number;

beforeEach(() => {
  sent = [];
  answerStatus = 200;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (answerStatus === 409)
      return Response.json(
        { error: { code: 'dates-booked', message: 'A booking holds these days.' } },
        { status: 409 },
      );
    return Response.json(september());
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the owner’s calendar', () => {
  it('names each day with what holds it and its price, halves apart', () => {
    renderWithSite(<CalendarScreen answer={september()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Calendar of Blue Wind' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monday 1 September: free, €200' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monday 15 September: blocked, €300' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Sunday 21 September: morning request, afternoon free, €300' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /21 Sept 2031 · Rita · Morning/ }).getAttribute('href')).toBe(
      '/booking/9/detail',
    );
  });

  it('blocks the days picked on the grid, and says why when a booking holds them', async () => {
    renderWithSite(<CalendarScreen answer={september()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Monday 1 September/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Sunday 7 September/ }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2031-09-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2031-09-07');
    expect(screen.getByRole('button', { name: /^Wednesday 3 September/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Block these days' }));
    await screen.findByText('Done: the boat no longer appears in search for these days.');
    expect(sent[0]).toEqual({
      url: '/api/v6/account/listing-calendar/7/block',
      method: 'POST',
      body: { from: '2031-09-01', to: '2031-09-07', part: 'day' },
    });

    answerStatus = 409;
    fireEvent.click(screen.getByRole('button', { name: 'Block these days' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'A booking or a request holds some of these days: answer or cancel it instead.',
      ),
    );
  });

  it('forgets what it said about the last days once other days are picked, or another month is shown', async () => {
    const october = { ...september(), month: '2031-10', previousMonth: '2031-09', nextMonth: '2031-11' };
    october.days = october.days.map((day) => ({ ...day, date: day.date.replace('-09-', '-10-') }));
    // The page stays; the loader's answer changes, as when the owner follows "Next month".
    function Months() {
      const [answer, setAnswer] = useState(september());
      return (
        <>
          <button type="button" onClick={() => setAnswer(october)}>
            Show October
          </button>
          <CalendarScreen answer={answer} />
        </>
      );
    }
    renderWithSite(<Months />);
    answerStatus = 409;
    fireEvent.click(screen.getByRole('button', { name: /^Monday 15 September/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Block these days' }));
    await screen.findByRole('alert');
    // The owner fixes the choice: the error about the old days goes.
    fireEvent.click(screen.getByRole('button', { name: /^Monday 1 September/ }));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Block these days' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Show October' }));
    await screen.findByRole('button', { name: /^Wednesday 1 October/ });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
