import type { ProviderId } from '../../../shared/validation/auth.ts';
import type { Config } from '../../config.ts';
import { appClock } from '../../http/clock.ts';
import { cabIdentityProvider, remoteKeys } from './cab.ts';
import { demoCabIssuer } from './cabDemo.ts';
import { firebaseIdentityProvider } from './firebase.ts';
import type { IdentityProvider } from './identityProvider.ts';
import { sandboxIdentityProvider } from './sandbox.ts';

/**
 * The providers a server accepts: Firebase when FIREBASE_PROJECT_ID is set; CAB with CAB_ISSUER and
 * CAB_CLIENT_ID, else outside production its embedded demo issuer; the sandbox outside production.
 */
export function identityProvidersFor(config: Config): Map<ProviderId, IdentityProvider> {
  const providers = new Map<ProviderId, IdentityProvider>();
  const enabled: IdentityProvider[] = [];
  if (config.CAB_ISSUER && config.CAB_CLIENT_ID) {
    enabled.push(
      cabIdentityProvider({
        issuer: config.CAB_ISSUER,
        audience: config.CAB_CLIENT_ID,
        keyFor: remoteKeys({ issuer: config.CAB_ISSUER, jwksUrl: config.CAB_JWKS_URL }),
      }),
    );
  } else if (config.NODE_ENV !== 'production') {
    const demo = demoCabIssuer(config);
    enabled.push(
      cabIdentityProvider({
        issuer: demo.issuer,
        audience: demo.audience,
        // The embedded issuer is this process: its key is read in place, not fetched from itself.
        keyFor: async (kid) => (kid === demo.kid ? demo.publicKey : undefined),
        now: () => appClock.now().getTime(),
      }),
    );
  }
  if (config.FIREBASE_PROJECT_ID) {
    enabled.push(
      firebaseIdentityProvider({
        projectId: config.FIREBASE_PROJECT_ID,
        keysUrl: config.FIREBASE_KEYS_URL,
      }),
    );
  }
  if (config.NODE_ENV !== 'production') enabled.push(sandboxIdentityProvider);
  for (const provider of enabled) for (const id of provider.providerIds) providers.set(id, provider);
  return providers;
}
