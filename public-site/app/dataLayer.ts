import type { AuthResponse } from '../../shared/auth/session.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes one event onto the page's data layer (SPEC section 7), where the tag manager reads it
 * under the consent the visitor gave; outside a browser there is none.
 */
export function pushToDataLayer(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/**
 * The funnel's event once someone is signed in: `login`, or `sign_up` for a new account, with the
 * tracking the API answers (user id and hashed e-mail and phone, never the plain ones).
 */
export function signedInEvent(
  answer: Pick<AuthResponse, 'tracking'>,
  how: { newAccount: boolean; method: string },
): Record<string, unknown> {
  return {
    event: how.newAccount ? 'sign_up' : 'login',
    method: how.method,
    userId: answer.tracking.userId,
    hashedEmail: answer.tracking.hashedEmail,
    hashedPhone: answer.tracking.hashedPhone,
  };
}
