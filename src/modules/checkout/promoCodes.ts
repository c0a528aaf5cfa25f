import type { Queryable } from '../../db/connection.ts';
import { appClock } from '../../http/clock.ts';
import type { PromoRule } from './checkoutRules.ts';

interface PromoRow {
  id: number;
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  valid_from: Date | null;
  valid_to: Date | null;
  minimum_amount: number;
  max_uses: number | null;
  max_uses_per_user: number | null;
  active: boolean;
  used_count: number;
  uses_by_user: number;
}

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
  where: string,
  param: unknown,
  who: { tenantId: number; sessionId: number },
): Promise<PromoUsageRead> {
  const { rows } = await db.query<PromoRow>(
    `SELECT c.id, c.code, c.percent_off, c.amount_off, c.valid_from, c.valid_to, c.minimum_amount, c.max_uses,
            c.max_uses_per_user, c.active, c.used_count,
            (SELECT count(*)::int FROM promo_redemptions r
              WHERE r.promo_code_id = c.id AND r.user_id = $2
                AND r.payment_session_id IS DISTINCT FROM $3::bigint) AS uses_by_user
       FROM promo_codes c WHERE ${where}`,
    [param, who.tenantId, who.sessionId],
  );
  const row = rows[0];
  // A code's validity dates are read on the application's clock.
  const now = appClock.now();
  if (!row) return { rule: undefined, now, totalUses: 0, usesByUser: 0 };
  const ownRedemption = (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM promo_redemptions WHERE promo_code_id = $1 AND payment_session_id = $2',
      [row.id, who.sessionId],
    )
  ).rows[0].n;
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
  return readPromo(db, 'c.id = $1', ids.promoCodeId, ids);
}

/** Codes are matched without regard to case, as the unique index on upper(code) is. */
export function findPromoByCode(
  db: Queryable,
  code: string,
  who: { tenantId: number; sessionId: number },
): Promise<PromoUsageRead> {
  return readPromo(db, 'upper(c.code) = upper($1)', code, who);
}
