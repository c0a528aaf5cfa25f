import { issueVoucher } from '../../modules/vouchers/service.ts';
import type { Queryable } from '../connection.ts';

/**
 * Weather in the demo (DESIGN.md, "Weather"): an official warning on the harbour and first day of a
 * few accepted trips of the next three days (the demo renter's first, if they have one), so the
 * watching job's first run tells both sides and the booking page offers postpone and cancel; and a
 * voucher for the demo renter, to see it in the account and spend it at checkout.
 */
export async function seedWeather(
  tx: Queryable,
  options: { renterId: number | undefined; today: string; now: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO weather_dev_warnings (harbour_id, day, raised_at)
     SELECT DISTINCT ON (p.harbour_id) p.harbour_id, lower(b.period), $3::timestamptz
       FROM bookings b JOIN products p ON p.id = b.product_id
      WHERE b.status = 'accepted' AND lower(b.period) BETWEEN $1::date + 1 AND $1::date + 3
        AND b.id IN (SELECT b2.id FROM bookings b2
                      WHERE b2.status = 'accepted' AND lower(b2.period) BETWEEN $1::date + 1 AND $1::date + 3
                      ORDER BY b2.tenant_id = $2 DESC, b2.id LIMIT 3)
     ON CONFLICT (harbour_id, day) DO NOTHING`,
    [options.today, options.renterId ?? null, options.now],
  );
  if (options.renterId !== undefined) {
    await issueVoucher(tx, {
      userId: options.renterId,
      amount: 2_500,
      reason: 'goodwill',
      note: 'Demo: a welcome-back gesture',
      at: new Date(options.now),
    });
  }
}
