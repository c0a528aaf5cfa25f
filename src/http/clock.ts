/**
 * The time the server works in. Real time, shifted by an offset that only tests set (through
 * POST /api/dev/clock, registered when NODE_ENV=test), so a test can move past a snooze date.
 * One offset per process: a server is one clock.
 */
let offsetMs = 0;

export const appClock = {
  now: (): Date => new Date(Date.now() + offsetMs),
  /** Moves the clock so that it reads `at` now; `null` goes back to real time. */
  set(at: Date | null): void {
    offsetMs = at ? at.getTime() - Date.now() : 0;
  },
};
