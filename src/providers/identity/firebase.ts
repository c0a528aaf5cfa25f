import { createPublicKey, type KeyObject, verify as verifySignature } from 'node:crypto';
import type { ProviderId } from '../../../shared/validation/auth.ts';
import {
  type IdentityProvider,
  InvalidProviderToken,
  splitName,
  type VerifiedIdentity,
} from './identityProvider.ts';

/** Google's public keys for Firebase ID tokens, as a JWK set. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const SIGN_IN_PROVIDERS: Record<string, ProviderId> = {
  'google.com': 'Firebase.Google',
  'apple.com': 'Firebase.Apple',
  'facebook.com': 'Firebase.Facebook',
};

export interface FirebaseSettings {
  projectId: string;
  /** A JWK set (`{keys:[...]}`) or Google's x509 map (`{kid: PEM certificate}`). */
  keysUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Keys by kid; JWK sets and x509 certificate maps are both accepted. */
export function parseKeySet(body: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  if (body && typeof body === 'object' && Array.isArray((body as { keys?: unknown }).keys)) {
    for (const jwk of (body as { keys: Array<Record<string, string>> }).keys) {
      if (jwk.kid && jwk.kty === 'RSA') keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    }
    return keys;
  }
  for (const [kid, pem] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof pem === 'string' && pem.includes('BEGIN CERTIFICATE')) keys.set(kid, createPublicKey(pem));
  }
  return keys;
}

function decodePart(part: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object') return value;
  } catch {
    // Falls through to the refusal below.
  }
  throw new InvalidProviderToken('The token is not a JWT.');
}

/**
 * Verifies Firebase ID tokens (Google, Apple, Facebook) as Firebase documents it: RS256 signed by a
 * key of the configured set, audience the project id, issuer securetoken.google.com/<project>,
 * not expired, issued in the past, with a subject.
 */
export function firebaseIdentityProvider(settings: FirebaseSettings): IdentityProvider {
  const get = settings.fetch ?? fetch;
  const now = settings.now ?? Date.now;
  const url = settings.keysUrl ?? FIREBASE_JWKS_URL;
  let cache: { keys: Map<string, KeyObject>; expiresAt: number } | undefined;

  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    if (!cache || cache.expiresAt <= now() || !cache.keys.has(kid)) {
      const response = await get(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`The Firebase key set answered ${response.status}.`);
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 3600);
      cache = { keys: parseKeySet(await response.json()), expiresAt: now() + maxAge * 1000 };
    }
    return cache.keys.get(kid);
  }

  return {
    providerIds: Object.values(SIGN_IN_PROVIDERS),
    async verify(providerId, token): Promise<VerifiedIdentity> {
      const parts = token.split('.');
      if (parts.length !== 3) throw new InvalidProviderToken('The token is not a JWT.');
      const header = decodePart(parts[0]);
      const claims = decodePart(parts[1]);
      if (header.alg !== 'RS256' || typeof header.kid !== 'string') {
        throw new InvalidProviderToken('The token is not signed with RS256.');
      }
      const key = await keyFor(header.kid);
      if (!key) throw new InvalidProviderToken('The token is signed by an unknown key.');
      const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
      if (!verifySignature('RSA-SHA256', signed, key, Buffer.from(parts[2], 'base64url'))) {
        throw new InvalidProviderToken('The token signature is wrong.');
      }
      const seconds = Math.floor(now() / 1000);
      if (claims.aud !== settings.projectId)
        throw new InvalidProviderToken('The token is for another project.');
      if (claims.iss !== `https://securetoken.google.com/${settings.projectId}`) {
        throw new InvalidProviderToken('The token has another issuer.');
      }
      if (typeof claims.exp !== 'number' || claims.exp <= seconds)
        throw new InvalidProviderToken('The token expired.');
      if (typeof claims.iat !== 'number' || claims.iat > seconds + 60) {
        throw new InvalidProviderToken('The token is issued in the future.');
      }
      if (typeof claims.sub !== 'string' || !claims.sub || claims.sub.length > 128) {
        throw new InvalidProviderToken('The token has no subject.');
      }
      const signInProvider = (claims.firebase as { sign_in_provider?: string } | undefined)?.sign_in_provider;
      if (!signInProvider || SIGN_IN_PROVIDERS[signInProvider] !== providerId) {
        throw new InvalidProviderToken('The token comes from another sign-in provider.');
      }
      const email = typeof claims.email === 'string' && claims.email ? claims.email : null;
      return { providerId, subject: claims.sub, email, ...splitName(claims.name) };
    },
  };
}
