import type { ProviderId, ThirdPartyLogin } from '../../../shared/validation/auth.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import {
  type IdentityProvider,
  InvalidProviderToken,
  type VerifiedIdentity,
} from '../../providers/identity/identityProvider.ts';
import type { LoginMeta, SignedIn } from './service.ts';
import { signIn } from './signIn.ts';

export async function verifyProviderToken(
  providers: Map<string, IdentityProvider>,
  providerId: ProviderId,
  token: string,
): Promise<VerifiedIdentity> {
  const provider = providers.get(providerId);
  if (!provider)
    throw new HttpError(400, 'provider-unavailable', 'This sign-in provider is not available here.');
  try {
    return await provider.verify(providerId, token);
  } catch (error) {
    if (error instanceof InvalidProviderToken) {
      throw new HttpError(
        401,
        'provider-token-invalid',
        `The sign-in provider's answer was refused: ${error.message}`,
      );
    }
    throw error;
  }
}

/** 403 of SPEC section 4: nobody has this identity yet; the client goes to third-party registration. */
export class UnknownIdentity extends HttpError {
  constructor(readonly identity: VerifiedIdentity) {
    super(403, 'third-party-account-not-found', 'No account uses this sign-in yet. Finish signing up.');
  }

  override toBody() {
    const { email, firstName, lastName } = this.identity;
    return { error: { code: this.code, message: this.message }, identity: { email, firstName, lastName } };
  }
}

/** `POST /api/v6/auth/login` with {providerId, providerToken}. */
export async function loginWithProvider(
  db: Database,
  providers: Map<string, IdentityProvider>,
  input: ThirdPartyLogin,
  meta: LoginMeta,
): Promise<SignedIn> {
  const identity = await verifyProviderToken(providers, input.providerId, input.providerToken);
  const { rows } = await db.query<{ id: number; email: string; phone_number: string | null }>(
    `SELECT u.id, u.email, u.phone_number FROM user_identities i JOIN users u ON u.id = i.user_id
      WHERE i.provider_id = $1 AND i.subject = $2 AND u.status = 'active'`,
    [identity.providerId, identity.subject],
  );
  if (!rows[0]) throw new UnknownIdentity(identity);
  return signIn(db, rows[0], meta);
}
