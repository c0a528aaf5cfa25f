import { describe, expect, it } from 'vitest';
import type { BoatCalendarEntry } from '../../../shared/admin/boats.ts';
import { calendarMonth, monthStart } from './calendarMonth.ts';

const block: BoatCalendarEntry = {
  kind: 'block',
  bookingId: null,
  blockId: 4,
  label: 'maintenance',
  status: null,
  note: null,
  startDate: '2027-02-27',
  endDate: '2027-03-02',
};

describe('the calendar month', () => {
  it('lays a month out Monday first and puts a period on its nights only', () => {
    const weeks = calendarMonth('2027-03-01', [block]);
    // 1 March 2027 is a Monday
    expect(weeks[0][0]?.date).toBe('2027-03-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0][0]?.entries).toEqual([block]);
    expect(weeks[0][1]?.entries).toEqual([]);
    const february = calendarMonth('2027-02-01', [block]).flat();
    expect(february.filter((d) => d?.entries.length).map((d) => d?.date)).toEqual([
      '2027-02-27',
      '2027-02-28',
    ]);
  });

  it('steps months across years', () => {
    expect(monthStart('2026-11-21', 0)).toBe('2026-11-01');
    expect(monthStart('2026-11-21', 3)).toBe('2027-02-01');
    expect(monthStart('2026-01-31', -1)).toBe('2025-12-01');
  });
});
