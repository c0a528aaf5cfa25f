import type { APIRequestContext } from '@playwright/test';

/**
 * The demo renter books `productId` for the dates through the API and pays with the sandbox card, as
 * the checkout page would (SPEC section 4: payment session, terms accepted, payment intent, card
 * confirmed, booking confirmed). The booking's id, or null when the dates cannot be booked.
 */
export async function payByApi(
  http: APIRequestContext,
  renter: Record<string, string>,
  productId: number,
  booking: { dateFrom: string; dateTo: string; people?: number; message?: string; locale?: string },
): Promise<number | null> {
  const query = booking.locale ? `?_locale=${booking.locale}` : '';
  const session = await http.post(`/api/v6/products/${productId}/payment-sessions${query}`, {
    headers: renter,
    data: {
      dateFrom: booking.dateFrom,
      dateTo: booking.dateTo,
      numberOfPeople: booking.people ?? 2,
      ...(booking.message ? { message: booking.message } : {}),
    },
  });
  if (session.status() !== 201) return null;
  const { hash } = await session.json();
  const intent = await (
    await http.post(`/api/v6/checkout/${hash}/payment-intent`, {
      headers: renter,
      // the request to book accepts the terms and the cancellation policy
      data: { acceptedTerms: true },
    })
  ).json();
  await http.post('/api/v6/payments/sandbox/confirm', {
    data: {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 39,
      cvc: '123',
    },
  });
  const outcome = await (
    await http.post(`/api/v6/checkout/${hash}/confirm`, {
      headers: renter,
      data: { paymentIntentId: intent.intentId },
    })
  ).json();
  return typeof outcome.bookingId === 'number' ? outcome.bookingId : null;
}
