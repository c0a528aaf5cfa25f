import { createPublicKey, type KeyObject, verify as verifySignature } from 'node:crypto';
import {
  type IdentityProvider,
  InvalidProviderToken,
  splitName,
  type VerifiedIdentity,
} from './identityProvider.ts';

/**
 * The CAB sign-in of SPEC section 3's providers. The SPEC names the provider, not its token: CAB
 * tokens are read as OpenID Connect ID tokens (the standard a sign-in with another account of the
 * group would use), signed by a key of the issuer's JWK set, for our client id as audience.
 */
export interface CabSettings {
  /** The `iss` the tokens carry (CAB_ISSUER). */
  issuer: string;
  /** Our client id at the issuer: the tokens' `aud` (CAB_CLIENT_ID). */
  audience: string;
  /** The key a `kid` names, or undefined when the issuer has no such key. */
  keyFor(kid: string): Promise<KeyObject | undefined>;
  now?: () => number;
}

/** Signatures an issuer may use: RSA (the usual one) and Ed25519. */
const ALGORITHMS: Record<string, string | null> = { RS256: 'RSA-SHA256', EdDSA: null };
/** Clock difference tolerated between the issuer and us. */
const LEEWAY_SECONDS = 60;

/** Keys by kid from a JWK set; RSA and Ed25519 keys are read, others ignored. */
export function parseJwks(body: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = (body as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) return keys;
  for (const jwk of list as Array<Record<string, string>>) {
    const readable = jwk.kty === 'RSA' || (jwk.kty === 'OKP' && jwk.crv === 'Ed25519');
    if (jwk.kid && readable) keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
  }
  return keys;
}

/**
 * An issuer's keys, found as OpenID Connect discovery says (`/.well-known/openid-configuration`,
 * then its `jwks_uri`) unless a JWK set URL is given; kept for the time the answer allows and read
 * again when a token names a key not seen yet (the issuer rotated its keys).
 */
export function remoteKeys(options: {
  issuer: string;
  jwksUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
}): (kid: string) => Promise<KeyObject | undefined> {
  const get = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cache: { keys: Map<string, KeyObject>; expiresAt: number } | undefined;
  let lastRead = Number.NEGATIVE_INFINITY;

  async function json(url: string): Promise<{ body: unknown; maxAge: number }> {
    const response = await get(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 3600);
    return { body: await response.json(), maxAge };
  }

  return async (kid) => {
    const stale = !cache || cache.expiresAt <= now();
    // An unknown kid reads the set again, but not more than once a minute: forged kids cost nothing.
    const rotated = cache && !cache.keys.has(kid) && now() - lastRead > 60_000;
    if (stale || rotated) {
      lastRead = now();
      let url = options.jwksUrl;
      if (!url) {
        const discovery = await json(`${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
        url = (discovery.body as { jwks_uri?: unknown }).jwks_uri as string;
        if (typeof url !== 'string') throw new Error('The CAB issuer names no jwks_uri.');
      }
      const set = await json(url);
      cache = { keys: parseJwks(set.body), expiresAt: now() + set.maxAge * 1000 };
    }
    return cache?.keys.get(kid);
  };
}

function decodePart(part: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // Falls through to the refusal below.
  }
  throw new InvalidProviderToken('The token is not a JWT.');
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function cabIdentityProvider(settings: CabSettings): IdentityProvider {
  const now = settings.now ?? Date.now;
  return {
    providerIds: ['CAB'],
    async verify(providerId, token): Promise<VerifiedIdentity> {
      if (providerId !== 'CAB') throw new InvalidProviderToken('Not a CAB token.');
      const parts = token.split('.');
      if (parts.length !== 3) throw new InvalidProviderToken('The token is not a JWT.');
      const header = decodePart(parts[0]);
      const claims = decodePart(parts[1]);
      const algorithm = typeof header.alg === 'string' ? header.alg : '';
      if (!(algorithm in ALGORITHMS) || typeof header.kid !== 'string') {
        throw new InvalidProviderToken('The token is not signed with RS256 or EdDSA.');
      }
      const key = await settings.keyFor(header.kid);
      if (!key) throw new InvalidProviderToken('The token is signed by an unknown key.');
      const keyKind = key.asymmetricKeyType === 'ed25519' ? 'EdDSA' : 'RS256';
      const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
      if (
        keyKind !== algorithm ||
        !verifySignature(ALGORITHMS[algorithm], signed, key, Buffer.from(parts[2], 'base64url'))
      ) {
        throw new InvalidProviderToken('The token signature is wrong.');
      }
      const seconds = Math.floor(now() / 1000);
      if (claims.iss !== settings.issuer) throw new InvalidProviderToken('The token has another issuer.');
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audiences.includes(settings.audience))
        throw new InvalidProviderToken('The token is for another client.');
      if (typeof claims.exp !== 'number' || claims.exp <= seconds - LEEWAY_SECONDS) {
        throw new InvalidProviderToken('The token expired.');
      }
      if (typeof claims.iat !== 'number' || claims.iat > seconds + LEEWAY_SECONDS) {
        throw new InvalidProviderToken('The token is issued in the future.');
      }
      if (typeof claims.nbf === 'number' && claims.nbf > seconds + LEEWAY_SECONDS) {
        throw new InvalidProviderToken('The token is not valid yet.');
      }
      if (typeof claims.sub !== 'string' || !claims.sub || claims.sub.length > 255) {
        throw new InvalidProviderToken('The token has no subject.');
      }
      // An address the issuer says it did not verify is not given: the person is asked for one.
      const email = claims.email_verified === false ? null : text(claims.email);
      const given = text(claims.given_name);
      const family = text(claims.family_name);
      const names = given || family ? { firstName: given, lastName: family } : splitName(claims.name);
      return { providerId: 'CAB', subject: claims.sub, email, ...names };
    },
  };
}
