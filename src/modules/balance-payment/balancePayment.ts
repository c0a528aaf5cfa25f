import type {
  BalancePayment,
  BalancePaymentSuccess,
  CheckoutPriceLine,
} from '../../../shared/checkout/checkout.ts';
import { fromEur } from '../../../shared/currency.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import { currencyDto } from '../checkout/checkoutDto.ts';
import { loadCurrency } from '../checkout/checkoutPrice.ts';
import { bankTransferSetting, findBalance } from './repository.ts';

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

/** The tenant of a down-payment booking, or null when the booking has no balance (route: 404). */
export async function computeBalanceDue(db: Queryable, bookingId: number): Promise<BalanceDue | null> {
  const row = await findBalance(db, bookingId, 'en');
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
  const row = await findBalance(db, bookingId, language);
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
  const row = await findBalance(db, bookingId, language);
  if (!row) throw notFound('This booking has no balance to pay.');
  const bank = (await bankTransferSetting(db)) ?? { beneficiary: 'Bosun', iban: '', bic: '' };
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
