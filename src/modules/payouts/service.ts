import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import type { PayoutProvider, PayoutWebhookEvent } from '../../providers/payouts/payoutProvider.ts';
import { appendEntry } from '../ledger/repository.ts';
import { readSetting } from '../payments/repository.ts';
import { decryptIban } from './bankDetails.ts';
import { noticePayout, noticePayouts } from './notices.ts';
import * as repo from './repository.ts';

/**
 * Payout runs (DESIGN.md, "Owner earnings and payouts"). A run has three steps, each safe to
 * run twice or at the same time as another process:
 *   1. on a payout weekday, each owner's rows that are due and not held are batched into one pending
 *      payout (one transaction per owner, under a lock per owner; payout_items' unique ledger row);
 *   2. failed payouts whose retry time came go back to pending with the next attempt number;
 *   3. pending payouts are leased one at a time and sent to the provider with the key
 *      `payout:<id>:attempt:<n>`; the answer is recorded (sent: the ledger's payout rows per booking,
 *      the commission invoices, the owner told; failed: the reason and when to retry). A run that crashed
 *      between the provider and the record leaves the payout pending: its lease lapses, the next run sends
 *      it again under the same key and the provider answers as the first time.
 */

export interface PayoutRunOptions {
  provider: PayoutProvider;
  publicUrl: string;
  bankDetailsKey: string;
  now?: () => Date;
  /** batch on any day (the dev route, tests); by default only on the configured weekdays */
  anyDay?: boolean;
  leaseMs?: number;
  /** tests: called before each provider call (a throw is a crash there) */
  beforeSend?: (payoutId: number) => void | Promise<void>;
}

export interface PayoutRun {
  created: number;
  sent: number;
  failed: number;
  requeued: number;
}

const DAY_MS = 86_400_000;

/** ISO weekday (1 = Monday) of a date in UTC. */
const isoWeekday = (at: Date) => ((at.getUTCDay() + 6) % 7) + 1;

/** The setting's weekdays, Tuesday and Thursday when unset or unreadable. */
export const weekdaysOf = (days: unknown): number[] =>
  Array.isArray(days) ? days.map(Number).filter((d) => d >= 1 && d <= 7) : [2, 4];

export async function payoutWeekdays(db: Queryable): Promise<number[]> {
  return weekdaysOf(await readSetting<unknown>(db, 'payoutWeekdays', [2, 4]));
}

/** The first payout weekday on or after `date` (YYYY-MM-DD). */
export function nextPayoutDate(date: string, weekdays: number[]): string | null {
  if (weekdays.length === 0) return null;
  const start = Date.parse(`${date}T00:00:00Z`);
  for (let i = 0; i < 7; i++) {
    const at = new Date(start + i * DAY_MS);
    if (weekdays.includes(isoWeekday(at))) return at.toISOString().slice(0, 10);
  }
  return null;
}

/** Whether an owner's money can leave: bank details (sandbox) or a connected account (Stripe). */
export function detailsReady(profile: repo.ProfileRow | undefined, provider: string): boolean {
  if (!profile) return false;
  if (provider === 'stripe') return !!profile.stripe_account_id && profile.verification_status === 'verified';
  return !!profile.iban_ciphertext && !!profile.account_holder;
}

/** Owners batched per transaction, and payouts leased per statement, by a run. */
const OWNERS_PER_PAGE = 500;
const PAYOUTS_PER_LEASE = 100;

export async function runPayouts(db: Database, options: PayoutRunOptions): Promise<PayoutRun> {
  const now = (options.now ?? appClock.now)();
  const run: PayoutRun = { created: 0, sent: 0, failed: 0, requeued: 0 };
  const weekdays = await payoutWeekdays(db);
  if (options.anyDay || weekdays.includes(isoWeekday(now))) {
    // set-wise, a page of owners at a time (keyset on the owner id): the owners with ready details and
    // rows in no payout in one statement, the payouts and items of those due and not held in one transaction
    // A run writes more payouts and items than autovacuum has seen, and plans made for the tables as they
    // were stay cached (the foreign-key checks' included): a scan of every payout per item inserted, of
    // every item per payout leased, and a run's time grows with the square of its owners. Fresh
    // statistics each time the run has doubled what it wrote, and once the batching is done, replan them.
    let analyseAt = OWNERS_PER_PAGE;
    for (let after = 0; ; ) {
      const owners = await repo.payableOwnersPage(db, options.provider.name, after, OWNERS_PER_PAGE);
      if (owners.length === 0) break;
      const made = await db.transaction((tx) => repo.batchPayouts(tx, owners, now, options.provider.name));
      run.created += made.length;
      after = owners[owners.length - 1];
      if (owners.length < OWNERS_PER_PAGE) break;
      if (run.created >= analyseAt) {
        await repo.analysePayoutTables(db);
        analyseAt = run.created * 2;
      }
    }
    if (run.created > 0) await repo.analysePayoutTables(db);
  }
  const maxAttempts = Number(await readSetting(db, 'payoutRetryAttempts', 5));
  run.requeued = await repo.requeueRetryable(db, now, maxAttempts);
  await sendPending(db, options, now, run);
  return run;
}

type Sent = { payout: repo.ClaimedPayout; reference: string; transfers: Record<string, string> };

/**
 * Leases pending payouts a hundred at a time (details and lines read in the same statement), sends each,
 * and records the accepted ones of the lease together: one statement for their sent state, ledger rows and
 * invoices, one notice write for their owners. Refusals are recorded one by one, as they come. Should a
 * send throw (a crash), what was accepted before it is recorded first; the rest stays pending and leased
 * until the lease lapses.
 */
async function sendPending(db: Database, options: PayoutRunOptions, now: Date, run: PayoutRun) {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  for (;;) {
    const leased = await repo.claimPendingPayouts(db, now, leaseMs, PAYOUTS_PER_LEASE);
    if (leased.length === 0) return;
    const accepted: Sent[] = [];
    try {
      for (const payout of leased) {
        await options.beforeSend?.(payout.id);
        const result = await options.provider.send({
          payoutId: payout.id,
          ownerId: payout.owner_id,
          amount: payout.amount,
          currency: payout.currency_code,
          lines: payout.lines,
          iban: payout.iban_ciphertext ? decryptIban(payout.iban_ciphertext, options.bankDetailsKey) : null,
          accountHolder: payout.account_holder,
          connectedAccountId: payout.stripe_account_id,
          idempotencyKey: `payout:${payout.id}:attempt:${payout.attempt}`,
          transferred: payout.transfers ?? {},
        });
        if (result.status === 'sent') {
          accepted.push({ payout, reference: result.reference, transfers: result.transfers });
          continue;
        }
        // retried with a growing wait (1 h, 4 h, 16 h…) while the provider says it may help
        const next = result.retryable
          ? new Date(now.getTime() + 3_600_000 * 4 ** (payout.attempt - 1))
          : null;
        await db.transaction(async (tx) => {
          if (!(await repo.markFailed(tx, payout, result, now, next))) return;
          await noticePayout(tx, noticeOf(payout, now), 'failed', options.publicUrl);
          run.failed++;
        });
      }
    } finally {
      await recordAccepted(db, options, accepted, now, run);
    }
  }
}

const accountOf = (p: Pick<repo.ClaimedPayout, 'iban_masked' | 'stripe_account_id'>) =>
  p.iban_masked ?? p.stripe_account_id ?? '';

const noticeOf = (payout: repo.ClaimedPayout, at: Date) => ({
  id: payout.id,
  ownerId: payout.owner_id,
  amount: payout.amount,
  currency: payout.currency_code,
  account: accountOf(payout),
  at,
});

async function recordAccepted(
  db: Database,
  options: PayoutRunOptions,
  accepted: Sent[],
  now: Date,
  run: PayoutRun,
) {
  if (accepted.length === 0) return;
  const byId = new Map(accepted.map((a) => [a.payout.id, a.payout]));
  await db.transaction(async (tx) => {
    const moved = await repo.recordSentPayouts(
      tx,
      accepted.map((a) => ({
        id: a.payout.id,
        attempt: a.payout.attempt,
        reference: a.reference,
        transfers: a.transfers,
      })),
      now,
      options.provider.name,
    );
    await noticePayouts(
      tx,
      moved.map((m) => {
        const payout = byId.get(m.id) as repo.ClaimedPayout;
        return { ...noticeOf(payout, now), amount: m.amount, currency: m.currency_code };
      }),
      'sent',
      options.publicUrl,
    );
    run.sent += moved.length;
  });
}

/**
 * The provider accepted a payout: recorded once (only a still pending payout of this attempt moves), with
 * the ledger's payout row per booking (negative for a booking whose refund came after its payout, the
 * clawback) and the commission invoices of its bookings. False when another run recorded it first.
 */
export async function recordSent(
  tx: Queryable,
  payout: repo.PayoutRow,
  result: { reference: string; transfers: Record<string, string> },
  now: Date,
  provider: string,
): Promise<boolean> {
  const moved = await repo.recordSentPayouts(
    tx,
    [{ id: payout.id, attempt: payout.attempt, reference: result.reference, transfers: result.transfers }],
    now,
    provider,
  );
  return moved.length > 0;
}

/**
 * A Stripe Connect event, once: an account's verification, a connected account's bank payout paid or
 * failed. A failure after the money left Bosun gives the owner their balance back (payout_failure rows)
 * and marks the payout failed with the bank's code, for staff to retry once the owner fixed it.
 */
export async function handlePayoutEvent(
  db: Database,
  provider: string,
  event: PayoutWebhookEvent,
  publicUrl: string,
) {
  const now = appClock.now();
  return db.transaction(async (tx) => {
    if (!(await repo.recordPayoutEvent(tx, provider, event.id, event.type))) return { handled: false };
    if (event.verified !== null && event.account) {
      await repo.setConnectedAccountVerified(tx, event.account, event.verified, now);
    }
    if (event.payoutStatus && event.account) {
      const payout = await repo.lastSentPayoutOfAccount(tx, event.account);
      if (!payout) return { handled: true };
      if (event.payoutStatus === 'paid') await repo.markPaid(tx, payout.id, now);
      else {
        const failure = {
          code:
            event.failureCode === 'account_closed' || event.failureCode === 'no_account'
              ? 'invalid_account'
              : 'provider_error',
          reason: event.failureCode ?? 'payout failed',
          retryable: false,
          transfers: payout.transfers,
        };
        if (await repo.markFailedAfterSent(tx, payout.id, failure, now)) {
          for (const line of await repo.payoutLines(tx, payout.id)) {
            await appendEntry(tx, {
              bookingId: line.bookingId,
              userId: payout.owner_id,
              party: 'owner',
              kind: 'payout_failure',
              amount: line.amount,
              currency: payout.currency_code,
              provider,
              sourceTable: 'payouts',
              sourceId: payout.id,
              idempotencyKey: `payout:${payout.id}:attempt:${payout.attempt}:failure:booking:${line.bookingId}`,
              details: { code: failure.code },
              occurredAt: now,
            });
          }
          await noticePayout(
            tx,
            {
              id: payout.id,
              ownerId: payout.owner_id,
              amount: payout.amount,
              currency: payout.currency_code,
              account: event.account,
              at: now,
            },
            'failed',
            publicUrl,
          );
        }
      }
    }
    return { handled: true };
  });
}
