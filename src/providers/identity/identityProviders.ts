import type { ProviderId } from '../../../shared/validation/auth.ts';
import type { Config } from '../../config.ts';
import { firebaseIdentityProvider } from './firebase.ts';
import type { IdentityProvider } from './identityProvider.ts';
import { sandboxIdentityProvider } from './sandbox.ts';

/** The providers a server accepts: Firebase when FIREBASE_PROJECT_ID is set, the sandbox outside production. */
export function identityProvidersFor(config: Config): Map<ProviderId, IdentityProvider> {
  const providers = new Map<ProviderId, IdentityProvider>();
  const enabled: IdentityProvider[] = [];
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
