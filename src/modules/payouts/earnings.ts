import { moneyPaths } from '../../../shared/money/statement.ts';
import type {
  EarningHold,
  EarningLine,
  Earnings,
  PayoutDetails,
  PayoutSummary,
} from '../../../shared/payouts/payouts.ts';
import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import * as repo from './repository.ts';
import { detailsReady, nextPayoutDate, payoutWeekdays } from './service.ts';

/**
 * The owner's "Earnings" page (DESIGN.md, "Owner earnings and payouts"), from the ledger: what is coming and when, what each booking
 * earned (gross, commission, net), the payouts sent, paid and failed, and the balance (negative after a
 * refund on a booking already paid out, taken from the next payouts).
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function detailsOf(
  profile: repo.ProfileRow | undefined,
  provider: 'sandbox' | 'stripe',
  ownerType: string | null,
): PayoutDetails {
  const missing: PayoutDetails['missing'] = [];
  if (provider === 'stripe') {
    if (!profile?.stripe_account_id || profile.verification_status !== 'verified') missing.push('onboarding');
  } else {
    if (!profile?.account_holder) missing.push('accountHolder');
    if (!profile?.iban_ciphertext) missing.push('iban');
  }
  return {
    ownerType: ownerType === 'professional' ? 'professional' : 'private',
    accountHolder: profile?.account_holder ?? null,
    ibanMasked: profile?.iban_masked ?? null,
    provider,
    onboarding: provider === 'stripe',
    verificationStatus: profile?.verification_status ?? 'missing',
    missing,
    updatedAt: iso(profile?.details_updated_at ?? null),
  };
}

interface BookingAggregate {
  booking_id: number;
  reference: string;
  listing_title: string;
  start_date: string;
  payable_on: string;
  gross: number;
  commission: number;
  damages: number;
  net: number;
  paid_out: number;
  paid_on: Date | null;
  last_payout_status: string | null;
  invoice_id: number | null;
  invoice_number: string | null;
}

export async function bookingEarnings(
  db: Queryable,
  ownerId: number,
  filter: { year?: number; limit?: number } = {},
): Promise<BookingAggregate[]> {
  const { rows } = await db.query<BookingAggregate>(
    `SELECT b.id::int AS booking_id, b.reference, b.listing_title, to_char(lower(b.period), 'YYYY-MM-DD') AS start_date,
            to_char(lower(b.period) + coalesce((SELECT value::text::int FROM settings WHERE key = 'payoutDelayDays'), 1),
                    'YYYY-MM-DD') AS payable_on,
            coalesce(sum(e.amount) FILTER (WHERE e.kind IN ('owner_earning', 'earning_adjustment')
                                             AND coalesce(e.details ->> 'basis', 'rental') = 'rental'), 0)::float8 AS gross,
            coalesce(-sum(e.amount) FILTER (WHERE e.kind = 'commission'), 0)::float8 AS commission,
            coalesce(sum(e.amount) FILTER (WHERE e.details ->> 'basis' = 'damage'), 0)::float8 AS damages,
            coalesce(sum(e.amount) FILTER (WHERE e.kind IN ('owner_earning', 'commission', 'earning_adjustment')), 0)::float8 AS net,
            coalesce(-sum(e.amount) FILTER (WHERE e.kind IN ('payout', 'payout_failure')), 0)::float8 AS paid_out,
            max(e.occurred_at) FILTER (WHERE e.kind = 'payout') AS paid_on,
            (SELECT p.status FROM payout_items i JOIN payouts p ON p.id = i.payout_id WHERE i.booking_id = b.id
              ORDER BY p.id DESC LIMIT 1) AS last_payout_status,
            d.id::int AS invoice_id, d.number AS invoice_number
       FROM ledger_entries e
       JOIN bookings b ON b.id = e.booking_id
       LEFT JOIN documents d ON d.booking_id = b.id AND d.kind = 'commission_invoice'
      WHERE e.user_id = $1 AND e.party = 'owner'
        AND ($2::int IS NULL OR extract(year FROM lower(b.period)) = $2)
      GROUP BY b.id, d.id
      ORDER BY lower(b.period) DESC, b.id DESC
      LIMIT $3`,
    [ownerId, filter.year ?? null, filter.limit ?? 200],
    { name: 'payouts-booking-earnings' },
  );
  return rows;
}

export async function earningsOf(
  db: Queryable,
  ownerId: number,
  provider: 'sandbox' | 'stripe',
): Promise<Earnings> {
  const now = appClock.now();
  const today = now.toISOString().slice(0, 10);
  const [profile, unpaid, aggregates, weekdays, payoutRows, balanceRows, ownerRow] = await Promise.all([
    repo.findProfile(db, ownerId),
    repo.unpaidRowsOf(db, ownerId, now),
    bookingEarnings(db, ownerId),
    payoutWeekdays(db),
    db.query<{
      id: number;
      amount: number;
      currency_code: string;
      status: PayoutSummary['status'];
      created_at: Date;
      sent_at: Date | null;
      paid_at: Date | null;
      failed_at: Date | null;
      failure_code: string | null;
      lines: { bookingId: number; reference: string; amount: number }[];
    }>(
      `SELECT p.id::int AS id, p.amount::float8 AS amount, p.currency_code, p.status, p.created_at, p.sent_at, p.paid_at,
              p.failed_at, p.failure_code,
              (SELECT json_agg(json_build_object('bookingId', x.booking_id, 'reference', x.reference, 'amount', x.amount)
                               ORDER BY x.booking_id)
                 FROM (SELECT i.booking_id::int AS booking_id, b.reference, sum(i.amount)::float8 AS amount
                         FROM payout_items i JOIN bookings b ON b.id = i.booking_id
                        WHERE i.payout_id = p.id GROUP BY i.booking_id, b.reference) x) AS lines
         FROM payouts p WHERE p.owner_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT 50`,
      [ownerId],
    ),
    db.query<{ balance: number }>(
      `SELECT coalesce(sum(amount), 0)::float8 AS balance FROM ledger_entries WHERE user_id = $1 AND party = 'owner'`,
      [ownerId],
    ),
    db.query<{ owner_type: string | null }>('SELECT owner_type FROM users WHERE id = $1', [ownerId]),
  ]);
  const details = detailsOf(profile, provider, ownerRow.rows[0]?.owner_type ?? null);
  const ready = detailsReady(profile, provider);

  // what is not in a payout yet, by booking
  const byBooking = new Map<number, { amount: number; payableOn: string; hold: EarningHold | null }>();
  for (const row of unpaid) {
    const seen = byBooking.get(row.booking_id) ?? { amount: 0, payableOn: row.payable_on, hold: null };
    seen.amount += row.amount;
    seen.hold ??= row.hold;
    byBooking.set(row.booking_id, seen);
  }
  const aggregateOf = new Map(aggregates.map((a) => [a.booking_id, a]));
  const upcoming = [...byBooking]
    .filter(([, u]) => u.amount !== 0)
    .map(([bookingId, u]) => {
      const hold: EarningHold | null = u.hold ?? (ready ? null : 'details');
      const from = u.payableOn > today ? u.payableOn : today;
      const a = aggregateOf.get(bookingId);
      return {
        bookingId,
        reference: a?.reference ?? '',
        listingTitle: a?.listing_title ?? '',
        startDate: a?.start_date ?? u.payableOn,
        payableOn: u.payableOn,
        expectedOn: hold ? null : nextPayoutDate(from, weekdays),
        amount: u.amount,
        hold,
      };
    })
    .sort((a, b) => a.payableOn.localeCompare(b.payableOn) || a.bookingId - b.bookingId);

  const bookings: EarningLine[] = aggregates.map((a) => {
    const waiting = byBooking.get(a.booking_id);
    const state: EarningLine['state'] =
      waiting && waiting.amount !== 0
        ? waiting.hold
          ? 'onHold'
          : 'upcoming'
        : a.last_payout_status === 'failed'
          ? 'failed'
          : a.paid_out !== 0 || a.net === 0
            ? 'paid'
            : 'upcoming';
    return {
      bookingId: a.booking_id,
      reference: a.reference,
      listingTitle: a.listing_title,
      startDate: a.start_date,
      gross: a.gross,
      commission: a.commission,
      damages: a.damages,
      net: a.net,
      paidOut: a.paid_out,
      state,
      payableOn: a.payable_on,
      paidOn: a.paid_on ? new Date(a.paid_on).toISOString() : null,
      commissionInvoice:
        a.invoice_id && a.invoice_number
          ? { id: a.invoice_id, number: a.invoice_number, path: moneyPaths.pdf(a.booking_id, a.invoice_id) }
          : null,
    };
  });
  const payouts: PayoutSummary[] = payoutRows.rows.map((p) => ({
    id: p.id,
    amount: p.amount,
    currency: p.currency_code,
    status: p.status,
    createdAt: new Date(p.created_at).toISOString(),
    sentAt: iso(p.sent_at),
    paidAt: iso(p.paid_at),
    failedAt: iso(p.failed_at),
    failureCode: p.failure_code,
    bookings: p.lines ?? [],
  }));
  const years = [...new Set(aggregates.map((a) => Number(a.start_date.slice(0, 4))))].sort((a, b) => b - a);
  const free = upcoming.filter((u) => !u.hold);
  return {
    currency: 'EUR',
    balance: balanceRows.rows[0].balance,
    upcomingTotal: free.reduce((t, u) => t + u.amount, 0),
    heldTotal: upcoming.filter((u) => u.hold).reduce((t, u) => t + u.amount, 0),
    paidTotal: payouts
      .filter((p) => p.status === 'sent' || p.status === 'paid')
      .reduce((t, p) => t + p.amount, 0),
    nextPayoutDate:
      free.length > 0
        ? (free
            .map((u) => u.expectedOn)
            .filter(Boolean)
            .sort()[0] ?? null)
        : null,
    details,
    upcoming,
    payouts,
    bookings,
    years,
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const euros = (minor: number) => (minor / 100).toFixed(2);

/**
 * The year's statement (DAC7: what a platform reports for each seller): one line per booking that
 * started in the year, and the totals of gross, fees (commission), net and the number of bookings.
 */
export async function yearlyCsv(db: Queryable, ownerId: number, year: number): Promise<string> {
  const rows = (await bookingEarnings(db, ownerId, { year, limit: 100_000 })).reverse();
  const header = [
    'reference',
    'start_date',
    'listing',
    'gross',
    'commission',
    'damages',
    'net',
    'paid_out',
    'currency',
  ];
  const lines = [header.join(',')];
  const total = { gross: 0, commission: 0, damages: 0, net: 0, paidOut: 0 };
  for (const r of rows) {
    lines.push(
      [
        r.reference,
        r.start_date,
        r.listing_title,
        euros(r.gross),
        euros(r.commission),
        euros(r.damages),
        euros(r.net),
        euros(r.paid_out),
        'EUR',
      ]
        .map(csvCell)
        .join(','),
    );
    total.gross += r.gross;
    total.commission += r.commission;
    total.damages += r.damages;
    total.net += r.net;
    total.paidOut += r.paid_out;
  }
  lines.push(
    [
      `total (${rows.length} bookings)`,
      String(year),
      '',
      euros(total.gross),
      euros(total.commission),
      euros(total.damages),
      euros(total.net),
      euros(total.paidOut),
      'EUR',
    ]
      .map(csvCell)
      .join(','),
  );
  return `${lines.join('\n')}\n`;
}
