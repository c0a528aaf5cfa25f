import { maskIban } from '../../../shared/payouts/iban.ts';
import { DEVELOPMENT_BANK_DETAILS_KEY } from '../../config.ts';
import { encryptIban } from '../../modules/payouts/bankDetails.ts';
import * as repo from '../../modules/payouts/repository.ts';
import { recordSent } from '../../modules/payouts/service.ts';
import { createSandboxPayouts } from '../../providers/payouts/sandboxPayouts.ts';
import type { Queryable } from '../connection.ts';

/** The demo owner's bank accounts: a good one, and one the sandbox bank refuses (its test pattern). */
export const DEMO_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
export const DEMO_REFUSED_IBAN = 'FR19 3000 6000 0199 9999 9999 999';

async function setIban(tx: Queryable, ownerId: number, iban: string, at: Date, key: string) {
  await tx.query(
    `INSERT INTO owner_payout_profiles (user_id, account_holder, iban_ciphertext, iban_masked, iban_country,
                                        verification_status, details_updated_at, created_at, updated_at)
     SELECT u.id, u.first_name || ' ' || u.last_name, $2, $3, left($4, 2), 'verified', $5, $5, $5 FROM users u WHERE u.id = $1
     ON CONFLICT (user_id) DO UPDATE SET iban_ciphertext = $2, iban_masked = $3, iban_country = left($4, 2),
       details_updated_at = $5, updated_at = $5`,
    [ownerId, encryptIban(iban.replace(/\s+/g, ''), key), maskIban(iban), iban, at],
  );
}

/** Batches and sends the owner's rows due at `at` through the sandbox, as a payout run does. */
async function payoutAt(tx: Queryable, ownerId: number, at: Date, iban: string) {
  const created = await repo.createPayout(tx, ownerId, at, 'sandbox');
  if (!created) return;
  const { rows } = await tx.query<repo.PayoutRow>(
    `SELECT id::int AS id, owner_id::int AS owner_id, amount::float8 AS amount, currency_code, status, provider, attempt,
            transfers, created_at FROM payouts WHERE id = $1`,
    [created.id],
  );
  const payout = rows[0];
  const lines = await repo.payoutLines(tx, payout.id);
  const result = await createSandboxPayouts().send({
    payoutId: payout.id,
    ownerId,
    amount: payout.amount,
    currency: payout.currency_code,
    lines,
    iban,
    accountHolder: null,
    connectedAccountId: null,
    idempotencyKey: `payout:${payout.id}:attempt:1`,
    transferred: {},
  });
  if (result.status === 'sent') await recordSent(tx, payout, result, at, 'sandbox');
  else await repo.markFailed(tx, payout, result, at, null);
}

/**
 * The demo owner's money in every state (DESIGN.md, "Owner earnings and payouts"): paid in an old payout; a later payout failed because
 * the bank refused the account they had then (they have since entered a good one; staff may retry it);
 * an earning held by an open damage claim; earnings still to come; and a refund made after a booking was
 * paid out, which leaves that booking owing (taken from the next payout). The seeded bookings' earnings
 * themselves were written by the ledger's triggers as their payments were.
 */
export async function seedOwnerPayouts(
  tx: Queryable,
  ownerId: number | undefined,
  today: string,
): Promise<void> {
  if (!ownerId) return;
  const key = process.env.BANK_DETAILS_KEY || DEVELOPMENT_BANK_DETAILS_KEY;
  const { rows: bookings } = await tx.query<{ id: number; start: string; payable: string }>(
    `SELECT b.id::int AS id, to_char(lower(b.period), 'YYYY-MM-DD') AS start,
            to_char(lower(b.period) + 1, 'YYYY-MM-DD') AS payable
       FROM bookings b
      WHERE b.owner_id = $1
        AND (SELECT sum(amount) FROM ledger_entries e WHERE e.booking_id = b.id AND e.party = 'owner') > 0
      ORDER BY lower(b.period), b.id`,
    [ownerId],
  );
  const past = bookings.filter((b) => b.payable < today);
  if (past.length < 4) return;
  const at = (date: string) => new Date(`${date}T09:00:00Z`);
  const first = past[0];
  const held = past[past.length - 1];
  const middle = past[Math.floor(past.length / 2)];

  // an open damage claim holds the last finished booking's earning
  await tx.query(
    `INSERT INTO damage_claims (booking_id, claimant_id, status, amount_claimed, description, created_at, updated_at)
     VALUES ($1, $2, 'open', 35000, 'Gelcoat scratch on the port bow, photos in the check-out report', $3, $3)`,
    [held.id, ownerId, at(held.payable)],
  );
  // paid: everything due by the middle booking's date, to the good account
  await setIban(tx, ownerId, DEMO_IBAN, at(first.start), key);
  await payoutAt(tx, ownerId, at(middle.payable), DEMO_IBAN);
  // failed: the rest due since, sent while the owner had a wrong account
  await setIban(tx, ownerId, DEMO_REFUSED_IBAN, at(middle.payable), key);
  await payoutAt(tx, ownerId, at(today), DEMO_REFUSED_IBAN);
  await setIban(tx, ownerId, DEMO_IBAN, at(today), key);
  // a refund after the first booking was paid out: it owes its share, taken from the next payout
  await tx.query(
    `INSERT INTO refunds (payment_id, booking_id, amount, reason, status, provider_reference, created_at, succeeded_at)
     SELECT p.id, p.booking_id, least(p.amount, round(p.amount * 0.6)::bigint), 'goodwill', 'succeeded',
            'sbx_re_seed_' || p.id, $2, $2
       FROM payments p WHERE p.booking_id = $1 AND p.status = 'succeeded' ORDER BY p.id LIMIT 1`,
    [first.id, at(today)],
  );
}
