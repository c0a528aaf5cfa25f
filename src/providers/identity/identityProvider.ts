import type { ProviderId } from '../../../shared/validation/auth.ts';

/** Who a provider token says the person is, once its signature and claims are checked. */
export interface VerifiedIdentity {
  providerId: ProviderId;
  /** The provider's stable id for the person (Firebase uid, sandbox subject). */
  subject: string;
  /** Null when the person did not let the provider share it (SPEC: thirdPartyNoEmailAccess). */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** A social sign-in: turns a provider token into an identity, or throws InvalidProviderToken. */
export interface IdentityProvider {
  readonly providerIds: readonly ProviderId[];
  verify(providerId: ProviderId, token: string): Promise<VerifiedIdentity>;
}

export class InvalidProviderToken extends Error {}

/** Splits a display name into first and last name the way sign-up forms prefill them. */
export function splitName(name: unknown): { firstName: string | null; lastName: string | null } {
  if (typeof name !== 'string' || !name.trim()) return { firstName: null, lastName: null };
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || null };
}
