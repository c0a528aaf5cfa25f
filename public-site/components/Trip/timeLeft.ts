import { useEffect, useState } from 'react';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  /** True once the moment has passed. */
  over: boolean;
}

const MINUTE_MS = 60_000;

/** Whole days, hours and minutes from `now` until `until` (both instants, ISO 8601 or ms). */
export function timeLeft(now: string | number, until: string | number): TimeLeft {
  const ms = new Date(until).getTime() - new Date(now).getTime();
  if (!(ms > 0)) return { days: 0, hours: 0, minutes: 0, over: true };
  const minutesLeft = Math.floor(ms / MINUTE_MS);
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
    over: false,
  };
}

/**
 * The clock a page counts with: the server's time of the render first (so hydration matches what
 * the server wrote), then the browser's, every minute.
 */
export function useNow(loadedAt: string): number {
  const [now, setNow] = useState(() => Date.parse(loadedAt));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
