import { describe, expect, it } from 'vitest';
import { isHalfDayFree, isRangeFree, monthStart, monthWeeks, pickDate, type TakenDays } from './calendar.ts';

const taken: TakenDays = new Map([
  ['2031-07-10', 'booked'],
  ['2031-07-15', 'morning'],
]);

describe('the booking calendar', () => {
  it('lays a month out in weeks starting on Monday', () => {
    const weeks = monthWeeks('2031-07-01');
    // July 1, 2031 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      '2031-07-01',
      '2031-07-02',
      '2031-07-03',
      '2031-07-04',
      '2031-07-05',
      '2031-07-06',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthStart('2031-12-20', 1)).toBe('2032-01-01');
  });

  it('picks a range in two clicks and starts again across a taken day', () => {
    const start = pickDate({ dateFrom: null, dateTo: null }, '2031-07-05', taken);
    expect(start).toEqual({ dateFrom: '2031-07-05', dateTo: null });
    expect(pickDate(start, '2031-07-08', taken)).toEqual({ dateFrom: '2031-07-05', dateTo: '2031-07-08' });
    expect(pickDate(start, '2031-07-12', taken)).toEqual({ dateFrom: '2031-07-12', dateTo: null });
    expect(pickDate(start, '2031-07-01', taken)).toEqual({ dateFrom: '2031-07-01', dateTo: null });
    expect(pickDate({ dateFrom: '2031-07-05', dateTo: '2031-07-08' }, '2031-07-20', taken)).toEqual({
      dateFrom: '2031-07-20',
      dateTo: null,
    });
  });

  it('knows which halves of a day are free', () => {
    expect(isHalfDayFree(taken, '2031-07-15', 'afternoon')).toBe(true);
    expect(isHalfDayFree(taken, '2031-07-15', 'morning')).toBe(false);
    expect(isHalfDayFree(taken, '2031-07-10', 'afternoon')).toBe(false);
    expect(isRangeFree(taken, '2031-07-11', '2031-07-14')).toBe(true);
  });
});
