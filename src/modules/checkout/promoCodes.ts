import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import type { PromoRule } from './checkoutRules.ts';
import { findPromo, type PromoRow, sessionRedemptions } from './repository.ts';

export interface PromoUsageRead {
  rule: PromoRule | undefined;
  now: Date;
  totalUses: number;
  usesByUser: number;
}

const toRule = (row: PromoRow): PromoRule => ({
  id: row.id,
  code: row.code,
  percentOff: row.percent_off,
  amountOff: row.amount_off,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  minimumAmount: row.minimum_amount,
  maxUses: row.max_uses,
  maxUsesPerUser: row.max_uses_per_user,
  active: row.active,
});

/**
 * A promo code and how much it has been used: `used_count` for everyone (kept by the payment that
 * redeems it) and this renter's redemptions; the session's own redemption never counts against it.
 */
async function readPromo(
  db: Queryable,
  by: { id: number } | { code: string },
  who: { tenantId: number; sessionId: number },
): Promise<PromoUsageRead> {
  const row = await findPromo(db, by, who);
  // A code's validity dates are read on the application's clock.
  const now = appClock.now();
  if (!row) return { rule: undefined, now, totalUses: 0, usesByUser: 0 };
  const ownRedemption = await sessionRedemptions(db, row.id, who.sessionId);
  return {
    rule: toRule(row),
    now,
    totalUses: Math.max(0, row.used_count - ownRedemption),
    usesByUser: row.uses_by_user,
  };
}

export function loadPromoUsage(
  db: Queryable,
  ids: { promoCodeId: number; tenantId: number; sessionId: number },
): Promise<PromoUsageRead> {
  return readPromo(db, { id: ids.promoCodeId }, ids);
}

/** Codes are matched without regard to case, as the unique index on upper(code) is. */
export function findPromoByCode(
  db: Queryable,
  code: string,
  who: { tenantId: number; sessionId: number },
): Promise<PromoUsageRead> {
  return readPromo(db, { code }, who);
}
