import type { Voucher, VoucherList } from '../../../shared/weather/weather.ts';
import type { Queryable } from '../../db/connection.ts';
import { type VoucherRow, vouchersOfUser } from './repository.ts';
import { voucherState } from './service.ts';

export const voucherDto = (v: VoucherRow, now: Date): Voucher => ({
  id: v.id,
  amount: v.amount,
  balance: v.balance,
  currency: v.currency_code,
  reason: v.reason,
  sourceBookingId: v.source_booking_id,
  expiresAt: v.expires_at.toISOString(),
  state: voucherState(v, now),
});

/** The account's vouchers, newest first, and what can be spent now by currency. */
export async function accountVouchers(db: Queryable, userId: number, now: Date): Promise<VoucherList> {
  const vouchers = (await vouchersOfUser(db, userId)).map((v) => voucherDto(v, now));
  const usable = new Map<string, number>();
  for (const v of vouchers)
    if (v.state === 'usable') usable.set(v.currency, (usable.get(v.currency) ?? 0) + v.balance);
  return { vouchers, usable: [...usable].map(([currency, amount]) => ({ currency, amount })) };
}
