import type {
  DownPaymentSelected,
  ExtraSelected,
  InsurancesSelected,
  PromoRefusal,
} from '../../../shared/checkout/checkout.ts';
import { INSURANCE_KEYS } from '../../../shared/checkout/checkout.ts';
import type { Database, Queryable } from '../../db/connection.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { lockChangeableSession } from './access.ts';
import {
  type CheckoutPriceComputation,
  computeCheckoutPrice,
  type ExtrasSelection,
  storeCheckoutPrice,
} from './checkoutPrice.ts';
import { promoRefusal } from './checkoutRules.ts';
import { findPromoByCode } from './promoCodes.ts';

/**
 * The renter's choices on an open session. Each change locks the session, checks it against the
 * current price, stores it and stores the re-computed price, all in one transaction: a refused
 * change leaves nothing behind.
 */

async function change(
  db: Database,
  sessionId: number,
  language: string,
  apply: (tx: Queryable, current: CheckoutPriceComputation) => Promise<void>,
): Promise<CheckoutPriceComputation> {
  return db.transaction(async (tx) => {
    await lockChangeableSession(tx, sessionId);
    const current = await computeCheckoutPrice(tx, sessionId, language);
    await apply(tx, current);
    return storeCheckoutPrice(tx, sessionId, language);
  });
}

export function selectInsurances(
  db: Database,
  sessionId: number,
  wanted: InsurancesSelected,
  language: string,
): Promise<CheckoutPriceComputation> {
  return change(db, sessionId, language, async (tx, current) => {
    for (const key of INSURANCE_KEYS) {
      if (wanted[key] && !current.insuranceOffers[key].available) {
        throw new HttpError(409, 'insurance-unavailable', 'This insurance is not offered for this trip.', {
          [key]: 'insuranceUnavailable',
        });
      }
    }
    await tx.query('UPDATE payment_sessions SET insurance_selection = $2, updated_at = now() WHERE id = $1', [
      sessionId,
      JSON.stringify(wanted),
    ]);
  });
}

export function selectDownPayment(
  db: Database,
  sessionId: number,
  choice: DownPaymentSelected,
  language: string,
): Promise<CheckoutPriceComputation> {
  return change(db, sessionId, language, async (tx, current) => {
    if (choice.isSelected && !current.downPayment.isEligible) {
      throw conflict(
        'down-payment-not-eligible',
        current.downPayment.refusal === 'startTooSoon'
          ? `A down payment is offered for trips starting at least ${current.downPayment.minDaysBeforeStart} days ahead.`
          : 'A down payment is offered above a minimum amount.',
      );
    }
    await tx.query(
      'UPDATE payment_sessions SET down_payment_selected = $2, updated_at = now() WHERE id = $1',
      [sessionId, choice.isSelected],
    );
  });
}

export function selectExtra(
  db: Database,
  sessionId: number,
  choice: ExtraSelected,
  language: string,
): Promise<CheckoutPriceComputation> {
  return change(db, sessionId, language, async (tx, current) => {
    const rentalType = current.rentalType;
    if (rentalType && rentalType.polymorphExtraId === choice.polymorphExtraId) {
      if (!choice.isSelected && rentalType.isMandatory) {
        throw conflict('extra-mandatory', 'This option is part of the rental and cannot be removed.');
      }
      if (rentalType.isCrew) {
        await tx.query('UPDATE payment_sessions SET captain_type = $2, updated_at = now() WHERE id = $1', [
          sessionId,
          choice.isSelected ? 'withCaptain' : 'withoutCaptain',
        ]);
      } else {
        await updateExtras(tx, sessionId, (selection) => ({
          ...selection,
          rentalType: { extraId: rentalType.polymorphExtraId, wantedQuantity: choice.isSelected ? 1 : 0 },
        }));
      }
      return;
    }
    if (!current.optionalExtras.some((extra) => extra.polymorphExtraId === choice.polymorphExtraId)) {
      throw notFound('This extra is not offered with this boat.');
    }
    await updateExtras(tx, sessionId, (selection) => {
      const others = (selection.optional ?? []).filter((item) => item.extraId !== choice.polymorphExtraId);
      return {
        ...selection,
        optional: choice.isSelected
          ? [...others, { extraId: choice.polymorphExtraId, wantedQuantity: 1 }]
          : others,
      };
    });
  });
}

async function updateExtras(
  tx: Queryable,
  sessionId: number,
  update: (selection: ExtrasSelection) => ExtrasSelection,
): Promise<void> {
  const { rows } = await tx.query<{ extras_selection: ExtrasSelection | null }>(
    'SELECT extras_selection FROM payment_sessions WHERE id = $1',
    [sessionId],
  );
  await tx.query('UPDATE payment_sessions SET extras_selection = $2, updated_at = now() WHERE id = $1', [
    sessionId,
    JSON.stringify(update(rows[0]?.extras_selection ?? {})),
  ]);
}

const PROMO_MESSAGES: Record<PromoRefusal, string> = {
  'promo-unknown': 'This promo code does not exist.',
  'promo-inactive': 'This promo code is no longer offered.',
  'promo-not-started': 'This promo code cannot be used yet.',
  'promo-expired': 'This promo code has expired.',
  'promo-minimum-not-reached': 'This promo code needs a higher rental amount.',
  'promo-exhausted': 'This promo code has been used as many times as it may be.',
  'promo-already-used': 'You have already used this promo code.',
};

/** camelCase message keys for `fields.promoCode` (promo-expired -> promoExpired). */
const fieldKey = (code: PromoRefusal) =>
  code.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Applies a promo code (one per booking: a new code replaces the previous one), or removes it when
 * the code is empty. A refused code changes nothing and says why.
 */
export function applyPromoCode(
  db: Database,
  sessionId: number,
  code: string,
  language: string,
): Promise<CheckoutPriceComputation> {
  return change(db, sessionId, language, async (tx, current) => {
    if (code === '') {
      await tx.query(
        'UPDATE payment_sessions SET promo_code_id = NULL, promo_code = NULL, updated_at = now() WHERE id = $1',
        [sessionId],
      );
      return;
    }
    const usage = await findPromoByCode(tx, code, { tenantId: current.tenantId, sessionId });
    const refusal = promoRefusal(usage.rule, { ...usage, rentalNet: current.rentalNet });
    if (refusal || !usage.rule) {
      const reason = refusal ?? 'promo-unknown';
      throw new HttpError(422, reason, PROMO_MESSAGES[reason], { promoCode: fieldKey(reason) });
    }
    await tx.query(
      'UPDATE payment_sessions SET promo_code_id = $2, promo_code = $3, updated_at = now() WHERE id = $1',
      [sessionId, usage.rule.id, usage.rule.code],
    );
  });
}
