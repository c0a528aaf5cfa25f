import { describe, expect, it } from 'vitest';
import { flexibleDateOptions, showsFlexibleDates } from './flexibleDates.ts';

const TODAY = '2030-06-01';
const deltas = (dateFrom: string, dateTo: string, isMobile = false, today = TODAY) =>
  flexibleDateOptions({ dateFrom, dateTo, isMobile, today }).map((o) => o.delta);

describe('flexible dates (SPEC sections 4 and 9)', () => {
  it('shows only for ranges under 17 days and without a half day', () => {
    expect(showsFlexibleDates({ dateFrom: '2030-07-01', dateTo: '2030-07-16' })).toBe(true);
    expect(showsFlexibleDates({ dateFrom: '2030-07-01', dateTo: '2030-07-17' })).toBe(false);
    expect(
      showsFlexibleDates({ dateFrom: '2030-07-01', dateTo: '2030-07-01', halfDayPeriod: 'morning' }),
    ).toBe(false);
    expect(showsFlexibleDates({})).toBe(false);
    expect(
      flexibleDateOptions({ dateFrom: '2030-07-01', dateTo: '2030-07-20', isMobile: false, today: TODAY }),
    ).toEqual([]);
  });

  it('shifts stays under 6 days by days: -3..3 on desktop, -1..1 on mobile', () => {
    expect(deltas('2030-07-10', '2030-07-14')).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(deltas('2030-07-10', '2030-07-14', true)).toEqual([-1, 0, 1]);
    expect(
      flexibleDateOptions({ dateFrom: '2030-07-10', dateTo: '2030-07-14', isMobile: true, today: TODAY })[0],
    ).toEqual({
      startDate: '2030-07-09',
      endDate: '2030-07-13',
      delta: -1,
    });
  });

  it('shifts stays of 6 to 10 days by one week, 11 days or more by two', () => {
    expect(deltas('2030-07-10', '2030-07-15')).toEqual([-7, 0, 7]);
    expect(deltas('2030-07-10', '2030-07-19')).toEqual([-7, 0, 7]);
    expect(deltas('2030-07-10', '2030-07-20')).toEqual([-14, 0, 14]);
    expect(
      flexibleDateOptions({ dateFrom: '2030-07-10', dateTo: '2030-07-20', isMobile: false, today: TODAY })[2],
    ).toEqual({
      startDate: '2030-07-24',
      endDate: '2030-08-03',
      delta: 14,
    });
  });

  it('pushes alternatives in the past forward, keeping the count', () => {
    expect(deltas('2030-06-02', '2030-06-03')).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    expect(deltas('2030-06-01', '2030-06-08')).toEqual([0, 7, 14]);
    expect(deltas('2030-06-01', '2030-06-02', true)).toEqual([0, 1, 2]);
  });
});
