import { describe, expect, it } from 'vitest';
import { heldDaysOfFeed, UnreadableFeed } from './icalFeeds.ts';

const feed = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${Math.random()}@other`, 'DTSTAMP:20300101T000000Z', ...lines, 'END:VEVENT'].join(
    '\r\n',
  );

describe('reading another platform’s iCal feed into held days', () => {
  it('reads all-day events with their exclusive end, as Airbnb and Booking.com write them', () => {
    const held = heldDaysOfFeed(
      feed(
        event('DTSTART;VALUE=DATE:20310710', 'DTEND;VALUE=DATE:20310714', 'SUMMARY:Airbnb (Not available)'),
      ),
      '2031-07-01',
    );
    expect(held).toEqual([
      { from: '2031-07-10', toExclusive: '2031-07-14', summary: 'Airbnb (Not available)' },
    ]);
  });

  it('holds the last day of a timed stay that ends after midnight, and a one-day event without an end', () => {
    const held = heldDaysOfFeed(
      feed(
        event('DTSTART:20310801T150000Z', 'DTEND:20310803T100000Z'),
        event('DTSTART:20310810T000000', 'DTEND:20310811T000000'),
        event('DTSTART;VALUE=DATE:20310820'),
      ),
      '2031-07-01',
    );
    expect(held.map((p) => [p.from, p.toExclusive])).toEqual([
      ['2031-08-01', '2031-08-04'],
      ['2031-08-10', '2031-08-11'],
      ['2031-08-20', '2031-08-21'],
    ]);
  });

  it('skips cancelled and past events, cuts one under way at today, and merges overlapping ones', () => {
    const held = heldDaysOfFeed(
      feed(
        event('DTSTART;VALUE=DATE:20310601', 'DTEND;VALUE=DATE:20310605'),
        event('DTSTART;VALUE=DATE:20310628', 'DTEND;VALUE=DATE:20310703'),
        event('STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20310710', 'DTEND;VALUE=DATE:20310712'),
        event('DTSTART;VALUE=DATE:20310720', 'DTEND;VALUE=DATE:20310724'),
        event('DTSTART;VALUE=DATE:20310722', 'DTEND;VALUE=DATE:20310726'),
      ),
      '2031-07-01',
    );
    expect(held.map((p) => [p.from, p.toExclusive])).toEqual([
      ['2031-07-01', '2031-07-03'],
      ['2031-07-20', '2031-07-26'],
    ]);
  });

  it('expands a weekly recurring event within the horizon', () => {
    const held = heldDaysOfFeed(
      feed(event('DTSTART;VALUE=DATE:20310705', 'DTEND;VALUE=DATE:20310706', 'RRULE:FREQ=WEEKLY;COUNT=3')),
      '2031-07-01',
    );
    expect(held.map((p) => p.from)).toEqual(['2031-07-05', '2031-07-12', '2031-07-19']);
  });

  it('refuses what is not a calendar', () => {
    expect(() => heldDaysOfFeed('<html>Sign in</html>', '2031-07-01')).toThrow(UnreadableFeed);
    expect(() => heldDaysOfFeed('BEGIN:VCARD\r\nEND:VCARD\r\n', '2031-07-01')).toThrow(UnreadableFeed);
  });
});
