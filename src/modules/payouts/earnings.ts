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
import { detailsReady, nextPayoutDate, weekdaysOf } from './service.ts';
import type { YearlyStatement } from './statementPdf.ts';

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

export async function earningsOf(
  db: Queryable,
  ownerId: number,
  provider: 'sandbox' | 'stripe',
  language?: string,
): Promise<Earnings> {
  const now = appClock.now();
  const today = now.toISOString().slice(0, 10);
  const page = await repo.earningsPageOf(db, ownerId, now, language ?? null);
  const { profile, unpaid, balance } = page;
  const aggregates = page.bookings;
  const payoutRows = page.payouts;
  const weekdays = weekdaysOf(page.payout_weekdays);
  const details = detailsOf(profile ?? undefined, provider, page.owner_type);
  const ready = detailsReady(profile ?? undefined, provider);

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
  const payouts: PayoutSummary[] = payoutRows.map((p) => ({
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
    balance,
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
  const rows = (await repo.bookingEarnings(db, ownerId, { year, limit: 100_000 })).reverse();
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

/**
 * The year's statement as its PDF says it, in `language` (else the owner's own): the owner, the
 * platform, the totals of the bookings that started in the year (the CSV's lines), and the payouts sent.
 */
export async function yearlyStatement(
  db: Queryable,
  ownerId: number,
  year: number,
  language: string | null,
): Promise<YearlyStatement> {
  const heading = await repo.statementHeading(db, ownerId);
  const reader = language ?? heading?.language ?? 'en';
  const [rows, payouts] = await Promise.all([
    repo.bookingEarnings(db, ownerId, { year, limit: 100_000, language: reader }),
    repo.payoutsSentInYear(db, ownerId, year),
  ]);
  const lines = rows.reverse();
  const sum = (pick: (r: repo.BookingAggregate) => number) => lines.reduce((t, r) => t + pick(r), 0);
  return {
    language: reader,
    year,
    issuedAt: appClock.now().toISOString(),
    currency: 'EUR',
    owner: { name: heading?.name ?? '', email: heading?.email ?? '' },
    platform: {
      name: heading?.seller?.name ?? 'Bosun',
      address: heading?.seller?.address ?? '',
      vatNumber: heading?.seller?.vatNumber ?? '',
    },
    totals: {
      bookings: lines.length,
      gross: sum((r) => r.gross),
      commission: sum((r) => r.commission),
      damages: sum((r) => r.damages),
      net: sum((r) => r.net),
    },
    payouts,
    lines: lines.map((r) => ({
      reference: r.reference,
      startDate: r.start_date,
      listingTitle: r.listing_title,
      gross: r.gross,
      commission: r.commission,
      net: r.net,
    })),
  };
}
