import ICAL from 'ical.js';
import { addDays } from '../pricing/calendarDates.ts';

/** Days an imported feed holds: calendar dates, end exclusive, as availability_blocks stores them. */
export interface HeldPeriod {
  from: string;
  toExclusive: string;
  summary: string | null;
}

/** How far ahead a feed is read: further than anyone books, and a bound on a recurring event. */
const HORIZON_DAYS = 730;
/** A feed cannot hold more periods than this (a guard against a runaway recurrence). */
const MAX_PERIODS = 5000;
/**
 * Occurrences of recurring events one feed may step through, past ones included (an event repeating
 * every minute since 2020 would take millions of steps before reaching today): a weekly event since
 * 1850 or a daily one since 2006 fits, a runaway rule makes the feed unreadable instead of holding the server.
 */
export const MAX_RECURRENCE_STEPS = 10_000;

/** Events or occurrences read between two turns of the event loop (a few milliseconds' work). */
const WORK_PER_SLICE = 200;

export class UnreadableFeed extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (time: ICAL.Time) => `${time.year}-${pad(time.month)}-${pad(time.day)}`;

/**
 * The date after an event's last day. An all-day DTEND is already exclusive; a timed one that ends
 * after midnight holds that day too (a stay ending at 10:00 takes the boat that morning).
 */
function endExclusive(end: ICAL.Time): string {
  const date = dateOf(end);
  return end.isDate || (end.hour === 0 && end.minute === 0 && end.second === 0) ? date : addDays(date, 1);
}

/**
 * Reads another platform's feed (Airbnb, Booking.com, Click&Boat, Google Calendar...) into the days
 * it holds from `today` on. Each event's dates are read as written, in the feed's own calendar:
 * booking days are calendar dates, so no time zone is applied to them. Cancelled events hold nothing.
 */
export async function heldDaysOfFeed(text: string, today: string): Promise<HeldPeriod[]> {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new UnreadableFeed('This is not an iCalendar feed.');
  }
  if (calendar.name !== 'vcalendar') throw new UnreadableFeed('This is not an iCalendar feed.');
  const horizon = addDays(today, HORIZON_DAYS);
  // An occurrence starting earlier than this cannot last until today (a stay is not a year long).
  const yearBefore = addDays(today, -366);
  const held: HeldPeriod[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time | null, summary: string | null) => {
    const from = dateOf(start);
    let toExclusive = end ? endExclusive(end) : addDays(from, 1);
    if (toExclusive <= from) toExclusive = addDays(from, 1);
    if (toExclusive <= today || from >= horizon) return;
    held.push({
      from: from < today ? today : from,
      toExclusive: toExclusive > horizon ? horizon : toExclusive,
      summary,
    });
  };
  const components = calendar.getAllSubcomponents('vevent');
  // ical.js relates each event to its moved occurrences by scanning every event of the feed, which
  // makes a feed of n events cost n² (8,000 stays: 13 s); they are grouped by UID once instead.
  const exceptionsByUid = new Map<string, ICAL.Component[]>();
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    exceptionsByUid.set(uid, [...(exceptionsByUid.get(uid) ?? []), component]);
  }
  let steps = 0;
  let work = 0;
  // The server answers others while a large feed is read: a slice of events or steps at a time.
  const slice = async () => {
    if (++work % WORK_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  };
  for (const component of components) {
    if (held.length >= MAX_PERIODS) break;
    await slice();
    const status = component.getFirstPropertyValue('status');
    if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const isException = component.hasProperty('recurrence-id');
    const event = new ICAL.Event(component, {
      exceptions: isException ? [] : (exceptionsByUid.get(uid) ?? []),
      strictExceptions: true,
    });
    if (!event.startDate) continue;
    const summary = event.summary ? String(event.summary).slice(0, 200) : null;
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate ?? null, summary);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next && held.length < MAX_PERIODS; next = iterator.next()) {
      if (dateOf(next) >= horizon) break;
      if (++steps > MAX_RECURRENCE_STEPS)
        throw new UnreadableFeed('This calendar repeats an event too often to import.');
      await slice();
      // Past occurrences are stepped over without reading their details.
      if (dateOf(next) < yearBefore) continue;
      const occurrence = event.getOccurrenceDetails(next);
      add(occurrence.startDate, occurrence.endDate, summary);
    }
  }
  return mergePeriods(held);
}

/** Overlapping or touching periods as one (the first one's summary kept): fewer rows, same days. */
export function mergePeriods(periods: HeldPeriod[]): HeldPeriod[] {
  const sorted = [...periods].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: HeldPeriod[] = [];
  for (const period of sorted) {
    const last = merged[merged.length - 1];
    if (last && period.from <= last.toExclusive) {
      if (period.toExclusive > last.toExclusive) last.toExclusive = period.toExclusive;
    } else merged.push({ ...period });
  }
  return merged;
}
