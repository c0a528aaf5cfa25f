import type { CheckoutPriceLine, InsuranceKey } from '../../../shared/checkout/checkout.ts';
import type { Queryable } from '../../db/connection.ts';

export interface BalanceRow {
  id: number;
  reference: string;
  tenant_id: number;
  status: string;
  product_name: string;
  owner_first_name: string;
  owner_last_name: string;
  image: string | null;
  start_date: string;
  end_date: string;
  price_lines: CheckoutPriceLine[];
  total_amount: number;
  online_amount: number;
  down_payment_amount: number;
  balance_amount: number | null;
  balance_due_date: string | null;
  balance_paid_at: Date | null;
  down_payment_date: string | null;
  currency_code: string;
  insurances: { key: InsuranceKey; name: string; amount: number }[];
  /** `{hash}/{id}` of the booking's conversation (the thread's page path). */
  conversation_key: string | null;
}

/** A booking paid by down payment, with its snapshot, named in `language`; undefined when it has no balance. */
export async function findBalance(
  db: Queryable,
  bookingId: number,
  language: string,
): Promise<BalanceRow | undefined> {
  const { rows } = await db.query<BalanceRow>(
    `SELECT b.id, b.reference, b.tenant_id, b.status, coalesce(tr.title, b.listing_title) AS product_name,
            o.first_name AS owner_first_name, o.last_name AS owner_last_name,
            (SELECT url FROM product_pictures pp WHERE pp.product_id = b.product_id ORDER BY position LIMIT 1) AS image,
            to_char(lower(b.period), 'YYYY-MM-DD') AS start_date, to_char(upper(b.period) - 1, 'YYYY-MM-DD') AS end_date,
            b.price_lines, b.total_amount, b.online_amount, b.down_payment_amount, b.balance_amount,
            to_char(b.balance_due_date, 'YYYY-MM-DD') AS balance_due_date, b.balance_paid_at,
            to_char(b.paid_at, 'YYYY-MM-DD') AS down_payment_date, trim(b.currency_code) AS currency_code,
            coalesce((SELECT json_agg(json_build_object('key', bi.insurance_key, 'name', coalesce(i.names ->> $2, i.name),
                                                        'amount', bi.amount) ORDER BY i.position)
                        FROM booking_insurances bi JOIN insurances i ON i.key = bi.insurance_key
                       WHERE bi.booking_id = b.id), '[]') AS insurances,
            (SELECT cv.hash || '/' || cv.id FROM conversations cv WHERE cv.booking_id = b.id ORDER BY cv.id LIMIT 1) AS conversation_key
       FROM bookings b
       JOIN users o ON o.id = b.owner_id
       LEFT JOIN product_translations tr ON tr.product_id = b.product_id AND tr.language = $2
      WHERE b.id = $1 AND b.down_payment_amount IS NOT NULL`,
    [bookingId, language],
  );
  return rows[0];
}

export interface BankTransferSetting {
  beneficiary: string;
  iban: string;
  bic: string;
}

/** The bank transfer details (setting bankTransfer), or undefined when the setting is absent. */
export async function bankTransferSetting(db: Queryable): Promise<BankTransferSetting | undefined> {
  return (
    await db.query<{ value: BankTransferSetting }>(`SELECT value FROM settings WHERE key = 'bankTransfer'`)
  ).rows[0]?.value;
}
