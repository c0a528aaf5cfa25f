import type { Database, Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import type { PayoutProvider, PayoutWebhookEvent } from '../../providers/payouts/payoutProvider.ts';
import { appendEntry } from '../ledger/repository.ts';
import { readSetting } from '../payments/repository.ts';
import { decryptIban } from './bankDetails.ts';
import { noticePayout } from './notices.ts';
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

export async function payoutWeekdays(db: Queryable): Promise<number[]> {
  const days = await readSetting<unknown>(db, 'payoutWeekdays', [2, 4]);
  return Array.isArray(days) ? days.map(Number).filter((d) => d >= 1 && d <= 7) : [2, 4];
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

export async function runPayouts(db: Database, options: PayoutRunOptions): Promise<PayoutRun> {
  const now = (options.now ?? appClock.now)();
  const run: PayoutRun = { created: 0, sent: 0, failed: 0, requeued: 0 };
  const weekdays = await payoutWeekdays(db);
  if (options.anyDay || weekdays.includes(isoWeekday(now))) {
    for (const ownerId of await repo.ownersWithPayable(db, now)) {
      const profile = await repo.findProfile(db, ownerId);
      // an owner without payout details still earns: the money waits, the page says what is missing
      if (!detailsReady(profile, options.provider.name)) continue;
      const payout = await db.transaction((tx) => repo.createPayout(tx, ownerId, now, options.provider.name));
      if (payout) run.created++;
    }
  }
  const maxAttempts = Number(await readSetting(db, 'payoutRetryAttempts', 5));
  run.requeued = await repo.requeueRetryable(db, now, maxAttempts);
  await sendPending(db, options, now, run);
  return run;
}

async function sendPending(db: Database, options: PayoutRunOptions, now: Date, run: PayoutRun) {
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  for (;;) {
    const payout = await repo.claimPendingPayout(db, now, leaseMs);
    if (!payout) return;
    const profile = await repo.findProfile(db, payout.owner_id);
    const lines = await repo.payoutLines(db, payout.id);
    await options.beforeSend?.(payout.id);
    const result = await options.provider.send({
      payoutId: payout.id,
      ownerId: payout.owner_id,
      amount: payout.amount,
      currency: payout.currency_code,
      lines,
      iban: profile?.iban_ciphertext ? decryptIban(profile.iban_ciphertext, options.bankDetailsKey) : null,
      accountHolder: profile?.account_holder ?? null,
      connectedAccountId: profile?.stripe_account_id ?? null,
      idempotencyKey: `payout:${payout.id}:attempt:${payout.attempt}`,
      transferred: payout.transfers ?? {},
    });
    const account = profile?.iban_masked ?? profile?.stripe_account_id ?? '';
    if (result.status === 'sent') {
      await db.transaction(async (tx) => {
        if (!(await recordSent(tx, payout, lines, result, now, options.provider.name))) return;
        await noticePayout(
          tx,
          {
            id: payout.id,
            ownerId: payout.owner_id,
            amount: payout.amount,
            currency: payout.currency_code,
            account,
            at: now,
          },
          'sent',
          options.publicUrl,
        );
        run.sent++;
      });
    } else {
      // retried with a growing wait (1 h, 4 h, 16 h…) while the provider says it may help
      const next = result.retryable ? new Date(now.getTime() + 3_600_000 * 4 ** (payout.attempt - 1)) : null;
      await db.transaction(async (tx) => {
        if (!(await repo.markFailed(tx, payout, result, now, next))) return;
        await noticePayout(
          tx,
          {
            id: payout.id,
            ownerId: payout.owner_id,
            amount: payout.amount,
            currency: payout.currency_code,
            account,
            at: now,
          },
          'failed',
          options.publicUrl,
        );
        run.failed++;
      });
    }
  }
}

/**
 * The provider accepted a payout: recorded once (only a still pending payout of this attempt moves), with
 * the ledger's payout row per booking (negative for a booking whose refund came after its payout, the
 * clawback) and the commission invoices of its bookings. False when another run recorded it first.
 */
export async function recordSent(
  tx: Queryable,
  payout: repo.PayoutRow,
  lines: { bookingId: number; amount: number }[],
  result: { reference: string; transfers: Record<string, string> },
  now: Date,
  provider: string,
): Promise<boolean> {
  if (!(await repo.markSent(tx, payout, result.reference, result.transfers, now))) return false;
  // one statement for the payout's rows, whatever the number of bookings it carries
  await repo.insertPayoutLedgerRows(tx, payout, lines, result, now, provider);
  await repo.issueCommissionInvoices(tx, payout.id, payout.owner_id, now);
  return true;
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
