/** The card payment's paths and checks the site needs at first load, apart from the schemas (no zod). */

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paymentPaths = {
  checkoutIntent: (hash: string) => `/api/v6/checkout/${segment(hash)}/payment-intent`,
  checkoutConfirm: (hash: string) => `/api/v6/checkout/${segment(hash)}/confirm`,
  balanceIntent: (bookingId: number | string) =>
    `/api/v6/balance-payment/${segment(bookingId)}/payment-intent`,
  cartIntent: (bookingId: number | string, cartId: number | string) =>
    `/api/v6/post-booking/${segment(bookingId)}/cart/${segment(cartId)}/payment-intent`,
  /** Settles any intent of the viewer (checkout, balance, cart): the `ps/fingerprint/success` page uses it. */
  intentConfirm: (intentId: string) => `/api/v6/payments/intents/${segment(intentId)}/confirm`,
  sandboxConfirm: '/api/v6/payments/sandbox/confirm',
  /** GET: what the 3-D Secure page shows; POST {outcome}: the renter's answer. */
  sandboxAuthentication: (intentId: string) => `/api/v6/payments/sandbox/${segment(intentId)}/authenticate`,
  stripeWebhook: '/api/v6/payments/webhooks/stripe',
  sandboxWebhook: '/api/v6/payments/webhooks/sandbox',
} as const;

/** The query parameter naming the intent on the `ps/fingerprint` and `ps/fingerprint/success` pages. */
export const FINGERPRINT_INTENT_PARAM = 'payment_intent';

/** Digits only, 12 to 19, passing the Luhn check; spaces and dashes are dropped. */
export function isCardNumber(value: string): boolean {
  if (!/^\d{12,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
