import type { Queryable } from '../../db/connection.ts';

/** What buying cover after booking needs of the booking: its state, size, money and cover taken. */
export interface BookingForOffer {
  id: number;
  status: string;
  started: boolean;
  rental_amount: number;
  people: number;
  days: number;
  deposit_amount: number;
  currency_code: string;
  taken: string[];
}

/** The booking as the offer sees it; `now` decides (in the harbour's zone) whether the trip began. */
export async function findBookingForOffer(
  db: Queryable,
  bookingId: number,
  now: Date,
): Promise<BookingForOffer | undefined> {
  const { rows } = await db.query<BookingForOffer>(
    `SELECT b.id, b.status, lower(b.period) <= ($2::timestamptz AT TIME ZONE tz.time_zone)::date AS started, b.rental_amount,
            b.people, (upper(b.period) - lower(b.period))::int AS days, b.deposit_amount,
            trim(b.currency_code) AS currency_code,
            array(SELECT insurance_key FROM booking_insurances bi WHERE bi.booking_id = b.id
                  UNION SELECT ci.insurance_key FROM cart_items ci JOIN post_booking_carts c ON c.id = ci.cart_id
                         WHERE c.booking_id = b.id AND c.status = 'paid' AND ci.insurance_key IS NOT NULL) AS taken
       FROM bookings b JOIN product_time_zones tz ON tz.product_id = b.product_id WHERE b.id = $1`,
    [bookingId, now],
  );
  return rows[0];
}

/** The booking's open cart, made if it has none (one open cart per booking). */
export async function openCartOf(tx: Queryable, bookingId: number): Promise<number> {
  await tx.query(
    `INSERT INTO post_booking_carts (booking_id) VALUES ($1)
     ON CONFLICT (booking_id) WHERE status = 'open' DO NOTHING`,
    [bookingId],
  );
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM post_booking_carts WHERE booking_id = $1 AND status = 'open'`,
    [bookingId],
  );
  return rows[0].id;
}

/** A cart, locked for a change of its items. */
export async function lockCart(tx: Queryable, cartId: number) {
  const { rows } = await tx.query<{ booking_id: number; status: string }>(
    'SELECT booking_id, status FROM post_booking_carts WHERE id = $1 FOR UPDATE',
    [cartId],
  );
  return rows[0];
}

/** Sets one insurance of a cart: removed, then added back with its amount when selected. */
export async function setCartInsurance(
  tx: Queryable,
  cartId: number,
  insuranceKey: string,
  amount: number | null,
): Promise<void> {
  await tx.query(`DELETE FROM cart_items WHERE cart_id = $1 AND insurance_key = $2`, [cartId, insuranceKey]);
  if (amount !== null) {
    await tx.query(
      `INSERT INTO cart_items (cart_id, kind, insurance_key, quantity, amount) VALUES ($1, 'insurance', $2, 1, $3)`,
      [cartId, insuranceKey, amount],
    );
  }
}

export async function storeCartTotal(tx: Queryable, cartId: number, totalAmount: number): Promise<void> {
  await tx.query('UPDATE post_booking_carts SET total_amount = $2 WHERE id = $1', [cartId, totalAmount]);
}

/** The booking and tenant of a cart, for the access check. */
export async function findCartOwner(db: Queryable, cartId: number) {
  const { rows } = await db.query<{ booking_id: number; tenant_id: number }>(
    `SELECT c.booking_id, b.tenant_id FROM post_booking_carts c JOIN bookings b ON b.id = c.booking_id WHERE c.id = $1`,
    [cartId],
  );
  return rows[0];
}
