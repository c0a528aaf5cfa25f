import { describe, expect, it } from 'vitest';
import { heldDaysOfFeed, MAX_RECURRENCE_STEPS, UnreadableFeed } from './icalFeeds.ts';

const feed = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${Math.random()}@other`, 'DTSTAMP:20300101T000000Z', ...lines, 'END:VEVENT'].join(
    '\r\n',
  );

describe('reading another platform’s iCal feed into held days', () => {
  it('reads all-day events with their exclusive end, as Airbnb and Booking.com write them', async () => {
    const held = await heldDaysOfFeed(
      feed(
        event('DTSTART;VALUE=DATE:20310710', 'DTEND;VALUE=DATE:20310714', 'SUMMARY:Airbnb (Not available)'),
      ),
      '2031-07-01',
    );
    expect(held).toEqual([
      { from: '2031-07-10', toExclusive: '2031-07-14', summary: 'Airbnb (Not available)' },
    ]);
  });

  it('holds the last day of a timed stay that ends after midnight, and a one-day event without an end', async () => {
    const held = await heldDaysOfFeed(
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

  it('skips cancelled and past events, cuts one under way at today, and merges overlapping ones', async () => {
    const held = await heldDaysOfFeed(
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

  it('expands a weekly recurring event within the horizon', async () => {
    const held = await heldDaysOfFeed(
      feed(event('DTSTART;VALUE=DATE:20310705', 'DTEND;VALUE=DATE:20310706', 'RRULE:FREQ=WEEKLY;COUNT=3')),
      '2031-07-01',
    );
    expect(held.map((p) => p.from)).toEqual(['2031-07-05', '2031-07-12', '2031-07-19']);
  });

  it('refuses what is not a calendar', async () => {
    await expect(heldDaysOfFeed('<html>Sign in</html>', '2031-07-01')).rejects.toThrow(UnreadableFeed);
    await expect(heldDaysOfFeed('BEGIN:VCARD\r\nEND:VCARD\r\n', '2031-07-01')).rejects.toThrow(
      UnreadableFeed,
    );
  });

  it('refuses an event repeating every minute since 2020 in seconds, not minutes, the server answering meanwhile', async () => {
    // 185 bytes that used to hold the event loop for minutes, stepping through every past minute.
    const runaway = feed(
      event('DTSTART:20200101T000000Z', 'DTEND:20200101T000100Z', 'RRULE:FREQ=MINUTELY', 'SUMMARY:x'),
    );
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    try {
      await expect(heldDaysOfFeed(runaway, '2031-07-01')).rejects.toThrow(
        new UnreadableFeed('This calendar repeats an event too often to import.'),
      );
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;
    // Bounded, not tuned: it used to take minutes; a loaded CI machine took 1.2 s, so the bound is generous.
    expect(elapsed).toBeLessThan(10_000);
    expect(MAX_RECURRENCE_STEPS).toBeGreaterThanOrEqual(9000); // a daily event since 2006 fits
    // The timer ran while the feed was read: the loop was never held for long.
    expect(ticks).toBeGreaterThan(elapsed / 100);
  });

  it('still reads a weekly event that began decades ago, from today on', async () => {
    const held = await heldDaysOfFeed(
      feed(event('DTSTART;VALUE=DATE:19900106', 'DTEND;VALUE=DATE:19900107', 'RRULE:FREQ=WEEKLY')),
      '2031-07-01',
    );
    expect(held[0]).toMatchObject({ from: '2031-07-05', toExclusive: '2031-07-06' });
    expect(held).toHaveLength(104); // 730 days ahead
  });

  it('reads 8,000 plain stays and moved occurrences without comparing each event with every other', async () => {
    const day = (i: number) =>
      new Date(Date.UTC(2031, 7, 1) + i * 2 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    const stays = Array.from({ length: 8000 }, (_, i) =>
      event(`DTSTART;VALUE=DATE:${day(i % 360)}`, `DTEND;VALUE=DATE:${day(i % 360)}`),
    );
    const master = [
      'BEGIN:VEVENT',
      'UID:weekly@other',
      'DTSTART;VALUE=DATE:20310702',
      'DTEND;VALUE=DATE:20310703',
      'RRULE:FREQ=WEEKLY;COUNT=2',
      'END:VEVENT',
    ].join('\r\n');
    const moved = [
      'BEGIN:VEVENT',
      'UID:weekly@other',
      'RECURRENCE-ID;VALUE=DATE:20310709',
      'DTSTART;VALUE=DATE:20310711',
      'DTEND;VALUE=DATE:20310712',
      'END:VEVENT',
    ].join('\r\n');
    const started = performance.now();
    const held = await heldDaysOfFeed(feed(master, moved, ...stays), '2031-07-01');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(held.length).toBeGreaterThan(300);
    // The weekly event's second occurrence was moved from the 9th to the 11th.
    expect(held.filter((p) => p.from < '2031-08-01')).toEqual([
      { from: '2031-07-02', toExclusive: '2031-07-03', summary: null },
      { from: '2031-07-11', toExclusive: '2031-07-12', summary: null },
    ]);
  });
});
