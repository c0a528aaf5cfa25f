import type {
  BalancePayment,
  BalancePaymentSuccess,
  CheckoutPriceLine,
  InsuranceKey,
} from '../../../shared/checkout/checkout.ts';
import { fromEur } from '../../../shared/currency.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { currencyDto } from '../checkout/checkoutDto.ts';
import { loadCurrency } from '../checkout/checkoutPrice.ts';

interface BalanceRow {
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

/** Bookings whose balance may still be paid. */
const PAYABLE_STATUSES = ['down_payment_paid', 'accepted'];

/**
 * The balance of a booking paid by down payment, from its snapshot (EUR minor units): what helper B
 * charges on the balance date or when the renter pays it early.
 */
export interface BalanceDue {
  bookingId: number;
  tenantId: number;
  status: string;
  isPaid: boolean;
  /** Payable now: not paid, and the booking still stands. */
  isPayable: boolean;
  amount: number;
  dueDate: string | null;
}

async function loadBalance(
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

/** The tenant of a down-payment booking, or null when the booking has no balance (route: 404). */
export async function computeBalanceDue(db: Queryable, bookingId: number): Promise<BalanceDue | null> {
  const row = await loadBalance(db, bookingId, 'en');
  if (!row) return null;
  const isPaid = row.balance_paid_at !== null;
  const amount = row.balance_amount ?? row.online_amount - row.down_payment_amount;
  return {
    bookingId: row.id,
    tenantId: row.tenant_id,
    status: row.status,
    isPaid,
    isPayable: !isPaid && amount > 0 && PAYABLE_STATUSES.includes(row.status),
    amount: isPaid ? 0 : amount,
    dueDate: row.balance_due_date,
  };
}

export async function balancePayment(
  db: Queryable,
  bookingId: number,
  language: LanguageCode,
): Promise<BalancePayment> {
  const row = await loadBalance(db, bookingId, language);
  if (!row) throw notFound('This booking has no balance to pay.');
  const due = (await computeBalanceDue(db, bookingId))!;
  const currency = await loadCurrency(db, row.currency_code);
  const convert = (amount: number) => fromEur(amount, currency);
  const lines = row.price_lines ?? [];
  const sum = (predicate: (line: CheckoutPriceLine) => boolean) =>
    lines.filter(predicate).reduce((total, line) => total + line.amount, 0);
  const onlineAmount = convert(row.online_amount);
  const downPaymentAmount = convert(row.down_payment_amount);
  return {
    bookingId: row.id,
    reference: row.reference,
    productName: row.product_name,
    ownerName: `${row.owner_first_name} ${row.owner_last_name.slice(0, 1)}.`,
    image: row.image,
    startAt: row.start_date,
    endAt: row.end_date,
    currency: currencyDto(currency),
    chargeCurrency: 'EUR',
    insurances: row.insurances.map((insurance) => ({ ...insurance, amount: convert(insurance.amount) })),
    mandatoryExtrasAmount: convert(
      sum((line) => (line.key === 'extra' || line.key === 'captain') && !line.optional),
    ),
    optionalExtrasAmount: convert(sum((line) => line.key === 'extra' && !!line.optional)),
    onlineAmount,
    promoCodeAmount: convert(-sum((line) => line.key === 'promoCode')),
    totalTenantAmount: convert(row.total_amount),
    downPaymentAmount,
    downPaymentDate: row.down_payment_date,
    balancePaymentAmount: onlineAmount - downPaymentAmount,
    balancePaymentDate: row.balance_due_date,
    isPaid: due.isPaid,
    balancePaidAt: row.balance_paid_at?.toISOString() ?? null,
    checkoutPaymentAmount: due.isPayable ? due.amount : 0,
  };
}

export async function balancePaymentSuccess(
  db: Queryable,
  bookingId: number,
  language: LanguageCode,
): Promise<BalancePaymentSuccess> {
  const row = await loadBalance(db, bookingId, language);
  if (!row) throw notFound('This booking has no balance to pay.');
  const bank = (
    await db.query<{ value: { beneficiary: string; iban: string; bic: string } }>(
      `SELECT value FROM settings WHERE key = 'bankTransfer'`,
    )
  ).rows[0]?.value ?? { beneficiary: 'Bosun', iban: '', bic: '' };
  return {
    isPaid: row.balance_paid_at !== null,
    bookingId: row.id,
    reference: row.reference,
    balancePaidAt: row.balance_paid_at?.toISOString() ?? null,
    bankTransferInfo: { ...bank, reference: row.reference },
    urlBookingDetails: `/${language}/booking/${row.id}/detail`,
    urlConversation: row.conversation_key ? `/${language}/account/chat/${row.conversation_key}` : null,
  };
}
