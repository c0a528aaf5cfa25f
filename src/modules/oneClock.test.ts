import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One clock (src/http/clock.ts): the product's time ("today" at the harbour, deadlines, expiries,
 * notice before a start) is `appClock`, passed to SQL as a parameter, so jobs, pages and prices
 * agree and tests can move it. The database's own clock is read only where the instant is not
 * product time, each case below with why. Scans the SQL (string and template literals) of every
 * module's source; a new `now()` fails here until it takes appClock's date or is justified.
 */

const DB_CLOCK =
  /\b(now\(\)|current_date|current_timestamp|localtimestamp|clock_timestamp\(\)|transaction_timestamp\(\)|statement_timestamp\(\))/gi;

/** Columns that record when a row changed: an audit fact, stamped by the database that wrote it. */
const RECORDED_INSTANTS = [
  'updated_at',
  'created_at',
  'sent_at',
  'used_at',
  'revoked_at',
  'processed_at',
  'deleted_at',
  'last_seen_at',
  'last_login_at',
  'last_message_at',
  'phone_verified_at',
  'voided_at',
  'succeeded_at',
  'authorised_at',
  'paid_at',
  'accepted_at',
  'decided_at',
  'published_at',
  'terms_accepted_at',
  'balance_paid_at',
  'cancelled_at',
  'completed_at',
];
const RECORDING = new RegExp(
  `\\b(${RECORDED_INSTANTS.join('|')})\\s*=\\s*(coalesce\\(\\w+,\\s*|CASE WHEN [^;]{0,80}? THEN (coalesce\\(\\w+,\\s*)?)?$`,
  'i',
);

/** Other reads of the database's clock, by file and the SQL around them, with why they stay. */
const ALLOWED: { file: string; around: RegExp; why: string }[] = [
  // Process coordination: a lease is real time shared by every server process, never product time
  // (moving the test clock must not free a row another process is working on).
  { file: '', around: /lease_until\s*(<|>|=)\s*clock_timestamp\(\)/, why: 'job and booking leases' },
  // Security timers: a session, a reset link, a cross-site token, an SMS code, a rate limit live on
  // the real clock; the test clock must never keep one alive or unlock a limit.
  { file: 'auth/repository.ts', around: /expires_at|make_interval\(days/, why: 'session lifetime' },
  { file: 'auth/passwordReset.ts', around: /expires_at|make_interval\(mins/, why: 'reset link lifetime' },
  { file: 'auth/crossSite.ts', around: /expires_at|make_interval\(secs/, why: 'cross-site token lifetime' },
  {
    file: 'auth/validationCodes.ts',
    around: /expires_at|make_interval\(mins|voided_at/,
    why: 'SMS code lifetime',
  },
  {
    file: 'auth/repository.ts',
    around: /created_at > now\(\) - interval '1 hour'/,
    why: 'SMS sends per hour',
  },
  { file: 'auth/repository.ts', around: /hit_at/, why: 'rate limit window' },
  {
    file: 'auth/registration.ts',
    around: /VALUES \(\$1, \$2, \$3, \$4, \$5, \$6, now\(\)/,
    why: 'phone verified at, recorded',
  },
  // The translation queue's change marker: the seed's set-wise queueing stamps it as migration 140's
  // triggers do, on their clock; the job compares it for equality, never with product time.
  {
    file: 'translations/repository.ts',
    around: /requested_at = clock_timestamp\(\)/,
    why: 'translation queue change marker',
  },
  // Delivery throttles: how often a channel repeats itself, on the clock that stamped its rows.
  {
    file: 'notifications/repository.ts',
    around: /(created_at >|sent_at <=) now\(\) - \$\d/,
    why: 'notice throttle',
  },
  // Rows stamped as they are written (an insert's audit instant).
  {
    file: 'conversations/repository.ts',
    around: /VALUES \(\$1, \$2, \$3, \$4, now\(\)\)/,
    why: 'conversation created at',
  },
  {
    file: 'messaging/repository.ts',
    around: /VALUES \(\$1, \$2, \$3, \$4, \$5, clock_timestamp\(\)\)/,
    why: 'message sent at, ordered within a transaction',
  },
  { file: 'devices/repository.ts', around: /THEN now\(\) END/, why: 'push token registered at' },
  // The back office's queue ages: how long an item has waited, on the clock that stamped it.
  {
    file: 'backoffice/autorefunds/repository.ts',
    around: /coalesce\(a\.decided_at, now\(\)\) - a\.created_at/,
    why: 'queue age',
  },
  { file: 'backoffice/dashboard/managerDashboard.ts', around: /now\(\) - a\.created_at/, why: 'queue age' },
];

const root = join(import.meta.dirname);

function sources(): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('testFixtures'),
  );
}

/** The string and template literals of a source: where its SQL is. */
function literals(text: string): { start: number; body: string }[] {
  const found: { start: number; body: string }[] = [];
  const pattern = /`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g;
  for (const match of text.matchAll(pattern)) found.push({ start: match.index ?? 0, body: match[0] });
  return found;
}

function unexplainedReads(): string[] {
  const reads: string[] = [];
  for (const file of sources()) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const literal of literals(text)) {
      for (const hit of literal.body.matchAll(DB_CLOCK)) {
        const at = hit.index ?? 0;
        const before = literal.body.slice(Math.max(0, at - 120), at);
        const around = literal.body.slice(Math.max(0, at - 120), at + 80);
        if (RECORDING.test(before)) continue;
        if (ALLOWED.some((rule) => file.endsWith(rule.file) && rule.around.test(around))) continue;
        const line = text.slice(0, literal.start + at).split('\n').length;
        reads.push(`${file}:${line}: ${around.slice(-60).replace(/\s+/g, ' ').trim()}`);
      }
    }
  }
  return reads;
}

describe('one clock for the product (src/http/clock.ts)', () => {
  it('no module reads the database clock in SQL where appClock rules', () => {
    expect(unexplainedReads()).toEqual([]);
  });

  it('would catch one: the scan sees a now() in a template literal', () => {
    expect(literals('const sql = `SELECT current_date AS today`;')[0].body.match(DB_CLOCK)).not.toBeNull();
  });
});
