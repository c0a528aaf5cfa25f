import type { PostBookingInit } from '../../../shared/checkout/checkout.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { apiQuery, signInRedirect } from '../CheckoutPage/checkoutLoader.ts';

/**
 * Post-booking and purchase pages load their init call; SPEC section 8: an error carrying a
 * redirectUrl sends the renter there, any other failure is a backend error whose message is not shown.
 */
export async function loadPostBookingInit(
  context: ScreenLoaderContext,
  path: string,
): Promise<ScreenLoaderResult> {
  const response = await context.api(`${path}?${apiQuery(context)}`);
  if (response.status === 401) return signInRedirect(context);
  const body = (await response.json().catch(() => null)) as
    | (PostBookingInit & { error?: undefined })
    | { error?: { redirectUrl?: string } }
    | null;
  const redirectUrl = response.ok ? (body as PostBookingInit).redirectUrl : body?.error?.redirectUrl;
  if (redirectUrl && (!response.ok || !(body as PostBookingInit).isEligible)) {
    return { redirect: { location: redirectUrl, status: 302 } };
  }
  if (!response.ok) return { data: { init: null }, status: response.status === 404 ? 404 : 503 };
  return { data: { init: body as PostBookingInit } };
}
