import type { ProviderId } from '../../../shared/validation/auth.ts';
import { type IdentityProvider, InvalidProviderToken, type VerifiedIdentity } from './identityProvider.ts';

/**
 * The embedded social sign-in for development and tests, labelled "Sandbox" on screen: the token is
 * the identity itself, unsigned, so it is never enabled in production.
 */
export interface SandboxIdentity {
  subject: string;
  email: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const PREFIX = 'sandbox.';

export function sandboxToken(identity: SandboxIdentity): string {
  return PREFIX + Buffer.from(JSON.stringify(identity)).toString('base64url');
}

export const sandboxIdentityProvider: IdentityProvider = {
  providerIds: ['sandbox'],
  async verify(providerId: ProviderId, token: string): Promise<VerifiedIdentity> {
    if (providerId !== 'sandbox' || !token.startsWith(PREFIX))
      throw new InvalidProviderToken('Not a sandbox token.');
    let claims: Partial<SandboxIdentity>;
    try {
      claims = JSON.parse(Buffer.from(token.slice(PREFIX.length), 'base64url').toString('utf8'));
    } catch {
      throw new InvalidProviderToken('The sandbox token is not readable.');
    }
    if (typeof claims.subject !== 'string' || !claims.subject.trim() || claims.subject.length > 128) {
      throw new InvalidProviderToken('The sandbox token has no subject.');
    }
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    return {
      providerId: 'sandbox',
      subject: claims.subject.trim(),
      email: text(claims.email),
      firstName: text(claims.firstName),
      lastName: text(claims.lastName),
    };
  },
};
