import { createHmac, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * The embedded CAB issuer for the demo and tests (DESIGN.md "Providers": every provider has an
 * embedded default), used when CAB_ISSUER is not set and never in production. It signs OpenID
 * Connect ID tokens with an Ed25519 key derived from SESSION_SECRET, so that every process of one
 * deployment holds the same key, and publishes its discovery document and key set under
 * DEMO_CAB_PATH.
 */
export const DEMO_CAB_PATH = '/api/dev/cab';
export const DEMO_CAB_AUDIENCE = 'bosun';
const KID = 'bosun-demo-cab-1';
/** PKCS#8 DER of an Ed25519 private key, less its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** How long a demo ID token signs in, as real issuers do (an hour). */
const TOKEN_SECONDS = 3600;

export interface DemoCabIdentity {
  subject: string;
  email: string | null;
  emailVerified?: boolean;
  firstName?: string | null;
  lastName?: string | null;
}

export interface DemoCabIssuer {
  issuer: string;
  audience: string;
  kid: string;
  publicKey: KeyObject;
  jwks(): { keys: Array<Record<string, unknown>> };
  discovery(): Record<string, unknown>;
  idToken(identity: DemoCabIdentity, nowMs: number): string;
}

export function demoCabIssuer(config: Pick<Config, 'PUBLIC_URL' | 'SESSION_SECRET'>): DemoCabIssuer {
  const seed = createHmac('sha256', config.SESSION_SECRET).update('bosun demo CAB issuer key').digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const issuer = `${config.PUBLIC_URL.replace(/\/$/, '')}${DEMO_CAB_PATH}`;
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    issuer,
    audience: DEMO_CAB_AUDIENCE,
    kid: KID,
    publicKey,
    jwks: () => ({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'EdDSA', use: 'sig' }] }),
    discovery: () => ({
      issuer,
      jwks_uri: `${issuer}/jwks`,
      id_token_signing_alg_values_supported: ['EdDSA'],
      subject_types_supported: ['public'],
      response_types_supported: ['id_token'],
    }),
    idToken(identity, nowMs) {
      const seconds = Math.floor(nowMs / 1000);
      const claims = {
        iss: issuer,
        aud: DEMO_CAB_AUDIENCE,
        sub: identity.subject,
        iat: seconds,
        exp: seconds + TOKEN_SECONDS,
        ...(identity.email ? { email: identity.email, email_verified: identity.emailVerified ?? true } : {}),
        ...(identity.firstName ? { given_name: identity.firstName } : {}),
        ...(identity.lastName ? { family_name: identity.lastName } : {}),
      };
      const head = `${part({ alg: 'EdDSA', kid: KID, typ: 'JWT' })}.${part(claims)}`;
      return `${head}.${sign(null, Buffer.from(head), privateKey).toString('base64url')}`;
    },
  };
}
