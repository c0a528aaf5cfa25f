// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from './renderWithSite.tsx';
import { calendarDay, useTripDates } from './tripDates.ts';

afterEach(cleanup);

function Dates({ from, to }: { from: string; to: string }) {
  const dates = useTripDates();
  return <p data-testid="dates">{dates.range(from, to)}</p>;
}

describe('a booking’s days', () => {
  it('are the harbour’s calendar days whatever the browser’s time zone (no shift west of Greenwich)', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // The shift the page must not make: the 14th at midnight UTC is the 13th in California.
      expect(new Date('2026-07-14').getDate()).toBe(13);
      expect(calendarDay('2026-07-14').toISOString()).toBe('2026-07-14T00:00:00.000Z');
      renderWithSite(<Dates from="2026-07-14" to="2026-07-16" />);
      expect(screen.getByTestId('dates').textContent).toBe('14 Jul – 16 Jul 2026');
    } finally {
      process.env.TZ = previous;
    }
  });

  it('print one day once, and a range over new year with both years, in the page’s language', () => {
    renderWithSite(<Dates from="2026-12-30" to="2027-01-02" />, { language: 'fr' });
    expect(screen.getByTestId('dates').textContent).toBe('30 déc. 2026 – 2 janv. 2027');
    cleanup();
    renderWithSite(<Dates from="2026-08-01" to="2026-08-01" />, { language: 'de' });
    expect(screen.getByTestId('dates').textContent).toBe('1. Aug. 2026');
  });
});
