/**
 * How a renter's credit pays a checkout (DESIGN.md, "Weather"): vouchers in the charge's currency,
 * soonest to expire first, each as much as it has left, up to what is due less the minimum the card
 * must still carry (a request holds the card until the owner answers). Pure: the checkout's price shows
 * what it answers, and the payment holds exactly that.
 */
export interface SpendableCredit {
  id: number;
  currency_code: string;
  available: number;
}

export function voucherUse(
  due: number,
  currency: string,
  minimumCard: number,
  vouchers: SpendableCredit[],
): { voucherId: number; amount: number }[] {
  let left = Math.max(0, due - minimumCard);
  const parts: { voucherId: number; amount: number }[] = [];
  for (const voucher of vouchers) {
    if (left <= 0) break;
    if (voucher.currency_code !== currency || voucher.available <= 0) continue;
    const amount = Math.min(left, voucher.available);
    parts.push({ voucherId: voucher.id, amount });
    left -= amount;
  }
  return parts;
}

export const voucherTotal = (parts: { amount: number }[]) => parts.reduce((sum, p) => sum + p.amount, 0);
