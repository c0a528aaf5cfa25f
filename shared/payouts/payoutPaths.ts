/** The payout calls' paths (DESIGN: owner earnings and payouts), apart from their schemas so the earnings page loads no zod for them. */
export const payoutPaths = {
  /** GET → PayoutDetails; PUT PayoutDetailsInput → PayoutDetails (password again, e-mailed) */
  details: '/api/v6/account/payout-details',
  /** POST → {url}: Stripe's hosted onboarding (409 with the sandbox provider) */
  onboarding: '/api/v6/account/payout-details/onboarding',
  /** GET → Earnings */
  earnings: '/api/v6/account/earnings',
  /** GET → text/csv (or application/pdf with format=pdf): the year's gross, fees, net and bookings */
  statement: (year: number | string, format: 'csv' | 'pdf' = 'csv') =>
    `/api/v6/account/earnings/statement/${encodeURIComponent(String(year))}.${format}`,
  /** POST: Stripe Connect events (account, payouts), verified on the raw body */
  stripeWebhook: '/api/v6/payouts/stripe-webhook',
};
