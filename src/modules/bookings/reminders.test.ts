import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertProductFixture, type ProductFixture } from '../catalogue/testFixtures.ts';
import { sendTripReminders } from './reminders.ts';

let ctx: TestContext;
let fixture: ProductFixture;

async function insertBooking(start: string, balanceDue: string | null): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO bookings (reference, product_id, tenant_id, owner_id, period, people, status, listing_title, price_lines,
                           rental_amount, total_amount, online_amount, deposit_amount, cancellation_policy,
                           down_payment_amount, balance_amount, balance_due_date, paid_at)
     VALUES ('BSN-' || substr(md5(random()::text), 1, 8), $1, $2, $3, daterange($4::date, $4::date + 2), 2,
             'accepted', 'Blue Wind', '[]', 90000, 90000, 90000, 0, 'moderate',
             CASE WHEN $5::date IS NULL THEN NULL ELSE 30000 END, CASE WHEN $5::date IS NULL THEN NULL ELSE 60000 END,
             $5::date, now())
     RETURNING id`,
    [fixture.productId, fixture.renterId, fixture.ownerId, start, balanceDue],
  );
  return rows[0].id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  fixture = await insertProductFixture(ctx.db);
  await ctx.db.query(`UPDATE users SET push_notif_accepted = true WHERE id IN ($1, $2)`, [
    fixture.renterId,
    fixture.ownerId,
  ]);
  await ctx.db.query(`UPDATE users SET language_code = 'fr' WHERE id = $1`, [fixture.renterId]);
  await ctx.db.query(
    `INSERT INTO devices (user_id, device_token, device_type, fcm_token) VALUES ($1, 'r', 'ios', 'renter-token'),
            ($2, 'o', 'android', 'owner-token')`,
    [fixture.renterId, fixture.ownerId],
  );
});
afterAll(() => ctx.close());

describe('sendTripReminders', () => {
  it('pushes the check-in tomorrow to both parties and the balance due to the renter, once, to the screen that answers', async () => {
    const tomorrowTrip = await insertBooking('2027-06-11', null);
    const balanceTrip = await insertBooking('2027-07-20', '2027-06-11');
    await insertBooking('2027-06-20', null);
    expect(await sendTripReminders(ctx.db, '2027-06-10')).toBe(3);
    expect(await sendTripReminders(ctx.db, '2027-06-10')).toBe(0);
    const { rows } = await ctx.db.query<{ recipient: string; subject: string; body: string; link: string }>(
      `SELECT recipient, subject, body, payload ->> 'deepLink' AS link FROM outbox
        WHERE channel = 'push' ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        recipient: 'owner-token',
        subject: 'Check-in tomorrow: Blue Wind, Beneteau Oceanis 46 in Marseille',
        body: 'Your trip starts tomorrow, 11 June 2027. Tap for the details.',
        link: `/en/booking/${tomorrowTrip}/detail`,
      },
      {
        recipient: 'renter-token',
        subject: 'Check-in demain : Blue Wind, Beneteau Oceanis 46 à Marseille',
        body: 'Votre sortie commence demain, le 11 juin 2027. Touchez pour les détails.',
        link: `/fr/booking/${tomorrowTrip}/detail`,
      },
      {
        recipient: 'renter-token',
        subject: 'Solde à régler pour Blue Wind, Beneteau Oceanis 46 à Marseille',
        body: expect.stringMatching(/^600(,00)?\s€ à régler le 11 juin 2027\. Touchez pour payer\.$/),
        link: `/fr/balance-payment/${balanceTrip}`,
      },
    ]);
    const emails = await ctx.db.query(
      `SELECT 1 FROM outbox WHERE template LIKE 'bookings.%' AND channel <> 'push'`,
    );
    expect(emails.rows).toEqual([]);
  });
});
