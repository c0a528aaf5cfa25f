import {
  DAMAGE_DECLARATION_HOURS,
  type DepositIntent,
  depositConfirmInputSchema,
} from '../../../shared/econtracts/econtracts.ts';
import type { Database } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { PaymentProvider } from '../../providers/payments/paymentProvider.ts';
import type { PaymentProviders } from '../../providers/payments/paymentProviderFor.ts';
import type { Viewer } from '../auth/session.ts';
import { notifyDamageDecision } from '../backoffice/damages/notices.ts';
import * as repo from './repository.ts';
import { reachContract } from './service.ts';

/**
 * The deposit (DESIGN.md, "Deposit"): an authorisation with manual capture on the renter's card,
 * made before the check-in; released after a check-out without damage, or when the declaration
 * window closed without a claim; captured in part or whole only when staff settle a claim. Every
 * provider call is made outside a transaction: the row is first marked due, then
 * `settleDueDeposits` (the job, or the back office at once) claims it with a lease and acts.
 */

export async function depositIntent(
  db: Database,
  providers: PaymentProviders,
  viewer: Viewer,
  bookingId: number,
): Promise<DepositIntent> {
  const { side, booking } = await reachContract(db, viewer, bookingId);
  if (side !== 'tenant') throw forbidden('The renter holds the deposit on their own card.');
  const amount = Number(booking.deposit_amount);
  if (amount <= 0) throw conflict('no-deposit', 'This booking has no deposit.');
  let deposit = await repo.findDeposit(db, bookingId);
  if (!deposit) {
    if (booking.status !== 'accepted')
      throw conflict('deposit-not-open', 'The deposit is held before the check-in.');
    const provider = providers.active;
    const intent = await provider.createIntent({
      amount,
      currency: 'EUR',
      // One deposit per booking, whoever retries: the provider answers the same intent.
      idempotencyKey: `deposit-${bookingId}`,
      captureMethod: 'manual',
      metadata: { bookingId: String(bookingId), kind: 'deposit' },
      description: `Bosun: deposit of ${booking.reference}`,
    });
    await repo.insertDeposit(db, { bookingId, provider: provider.name, reference: intent.id, amount });
    deposit = await repo.findDeposit(db, bookingId);
  }
  if (!deposit) throw conflict('deposit-busy', 'The deposit is being set up: try again in a moment.');
  const intent = await providers.byName(deposit.provider).retrieveIntent(deposit.provider_reference);
  return {
    provider: deposit.provider as DepositIntent['provider'],
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: Number(deposit.amount),
    status: intent.status,
  };
}

/**
 * The card step: with the sandbox, its test card form is posted here; with Stripe, Stripe.js has
 * confirmed in the browser. Either way the provider says whether the amount is now held.
 */
export async function confirmDeposit(
  db: Database,
  providers: PaymentProviders,
  viewer: Viewer,
  bookingId: number,
  body: unknown,
) {
  const { side } = await reachContract(db, viewer, bookingId);
  if (side !== 'tenant') throw forbidden('The renter holds the deposit on their own card.');
  const input = parseInput(depositConfirmInputSchema, body);
  const deposit = await repo.findDeposit(db, bookingId);
  if (!deposit) throw conflict('deposit-not-started', 'Start the deposit first.');
  if (deposit.status !== 'requires_payment_method') return;
  const provider = providers.byName(deposit.provider);
  let intent = await provider.retrieveIntent(deposit.provider_reference);
  if (intent.status === 'requires_payment_method' && input.card && provider.name === 'sandbox') {
    const { cardNumber, expMonth, expYear, cvc } = input.card;
    intent = await provider.confirmIntent(
      deposit.provider_reference,
      { card: { number: cardNumber, expMonth, expYear, cvc } },
      { returnUrl: `/booking/${bookingId}/econtract/in` },
    );
  }
  if (intent.status !== 'requires_capture') {
    throw conflict('deposit-not-held', intent.lastError?.message ?? 'The card did not hold the deposit.');
  }
  await repo.markDepositHeld(db, deposit.id, appClock.now());
}

/** What the provider did with a due deposit; `pending` when its capture is not confirmed yet. */
type DepositOutcome =
  | { status: 'released' }
  | { status: 'captured'; capturedAmount: number }
  | { status: 'pending' };

async function settleOne(provider: PaymentProvider, deposit: repo.DepositRow): Promise<DepositOutcome> {
  const before = await provider.retrieveIntent(deposit.provider_reference);
  if (before.status === 'canceled') return { status: 'released' };
  if (before.status === 'succeeded') return { status: 'captured', capturedAmount: before.amount };
  if (before.status === 'processing') return { status: 'pending' };
  const capture = deposit.status === 'capture_due' ? Number(deposit.capture_amount ?? 0) : 0;
  if (capture > 0) {
    const intent = await provider.capture(
      deposit.provider_reference,
      Math.min(capture, Number(deposit.amount)),
    );
    // A capture the provider still processes is no capture yet: a later run reads its outcome.
    if (intent.status !== 'succeeded') return { status: 'pending' };
    return { status: 'captured', capturedAmount: intent.amount };
  }
  await provider.cancelIntent(deposit.provider_reference);
  return { status: 'released' };
}

/**
 * The capture of a claim's amount is recorded, and the claim that waited for it is paid in the same
 * transaction; only then are both parties told what was taken and what of the hold is released.
 */
async function recordCapture(
  db: Database,
  deposit: repo.DepositRow,
  capturedAmount: number,
  publicUrl: string | undefined,
) {
  await db.transaction(async (tx) => {
    const at = appClock.now();
    await repo.recordDepositOutcome(tx, { id: deposit.id, status: 'captured', capturedAmount, at });
    if (!deposit.damage_claim_id) return;
    const claim = await repo.markClaimPaidByCapture(tx, Number(deposit.damage_claim_id), at);
    if (!claim) return;
    await notifyDamageDecision(tx, {
      status: 'paid',
      damageId: claim.id,
      bookingId: claim.booking_id,
      reference: claim.reference,
      amount: capturedAmount,
      released: Math.max(0, Number(deposit.amount) - capturedAmount),
      message: claim.decision_message,
      parties: [claim.tenant_id, claim.owner_id],
      publicUrl,
    });
  });
}

/**
 * Releases or captures the deposits that are due (one booking's, or any). Safe to run twice: rows
 * are leased, and an intent already captured or cancelled is only recorded.
 */
export async function settleDueDeposits(
  db: Database,
  providers: PaymentProviders,
  options: { limit?: number; bookingId?: number; publicUrl?: string } = {},
): Promise<{ released: number; captured: number; failed: number }> {
  const due = await db.transaction((tx) =>
    repo.claimDueDeposits(tx, {
      now: appClock.now(),
      windowHours: DAMAGE_DECLARATION_HOURS,
      limit: options.limit ?? 50,
      bookingId: options.bookingId,
    }),
  );
  const run = { released: 0, captured: 0, failed: 0 };
  for (const deposit of due) {
    try {
      const outcome = await settleOne(providers.byName(deposit.provider), deposit);
      if (outcome.status === 'pending') {
        await repo.releaseDepositLease(db, deposit.id);
        run.failed++;
      } else if (outcome.status === 'captured') {
        await recordCapture(db, deposit, outcome.capturedAmount, options.publicUrl);
        run.captured++;
      } else {
        await repo.recordDepositOutcome(db, { id: deposit.id, status: 'released', at: appClock.now() });
        run.released++;
      }
    } catch {
      // The provider failed this time: the lease is cleared and a later run tries again.
      await repo.releaseDepositLease(db, deposit.id);
      run.failed++;
    }
  }
  return run;
}

/**
 * The owner says the boat came back without damage: the declaration window closes for them and the
 * hold is released at once (outside the transaction), instead of when the window ends. A replay,
 * or a waiver racing the job, releases once: only a held deposit with no claim is marked.
 */
export async function waiveDamage(
  db: Database,
  providers: PaymentProviders,
  viewer: Viewer,
  bookingId: number,
): Promise<void> {
  const { side } = await reachContract(db, viewer, bookingId);
  if (side !== 'owner') throw forbidden('Only the owner says there is no damage.');
  const marked = await db.transaction(async (tx) => {
    const checkOut = await repo.lockMainInspection(tx, bookingId, 'out');
    if (!checkOut?.signed_at)
      throw conflict('checkout-not-signed', 'The check-out is signed before the deposit is released.');
    const deposit = await repo.findDeposit(tx, bookingId, true);
    if (!deposit) throw conflict('no-deposit', 'This booking has no deposit.');
    if (deposit.damage_waived_at) return false;
    if (await repo.findClaimOfBooking(tx, bookingId))
      throw conflict('damage-already-claimed', 'A damage is already declared for this booking.');
    return repo.waiveDamage(tx, bookingId, appClock.now());
  });
  if (marked) await settleDueDeposits(db, providers, { bookingId });
}
