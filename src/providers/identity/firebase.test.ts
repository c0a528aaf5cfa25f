import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firebaseIdentityProvider } from './firebase.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const NOW = 1_800_000_000_000;
const seconds = NOW / 1000;

function jwt(claims: Record<string, unknown>, key: KeyObject = privateKey, kid = 'key-1') {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part(claims)}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), key).toString('base64url')}`;
}

const goodClaims = {
  iss: 'https://securetoken.google.com/bosun-test',
  aud: 'bosun-test',
  sub: 'firebase-uid-1',
  iat: seconds - 10,
  exp: seconds + 3600,
  email: 'gina@bosun.test',
  name: 'Gina de la Mer',
  firebase: { sign_in_provider: 'google.com' },
};

let fetches = 0;
const provider = firebaseIdentityProvider({
  projectId: 'bosun-test',
  now: () => NOW,
  fetch: (async () => {
    fetches++;
    return new Response(
      JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256' }] }),
      {
        headers: { 'cache-control': 'public, max-age=600' },
      },
    );
  }) as typeof fetch,
});

describe('Firebase ID tokens', () => {
  it('accepts a token signed by the key set, for the project, and reads the identity', async () => {
    expect(await provider.verify('Firebase.Google', jwt(goodClaims))).toEqual({
      providerId: 'Firebase.Google',
      subject: 'firebase-uid-1',
      email: 'gina@bosun.test',
      firstName: 'Gina',
      lastName: 'de la Mer',
    });
    await provider.verify('Firebase.Google', jwt(goodClaims));
    expect(fetches).toBe(1);
  });

  it.each([
    ['another audience', { ...goodClaims, aud: 'someone-else' }],
    ['another issuer', { ...goodClaims, iss: 'https://securetoken.google.com/someone-else' }],
    ['an expired token', { ...goodClaims, exp: seconds - 1 }],
    ['a token from the future', { ...goodClaims, iat: seconds + 3600 }],
    ['no subject', { ...goodClaims, sub: '' }],
    ['another sign-in provider', { ...goodClaims, firebase: { sign_in_provider: 'apple.com' } }],
  ])('refuses %s', async (_name, claims) => {
    await expect(provider.verify('Firebase.Google', jwt(claims))).rejects.toThrow();
  });

  it('refuses a token signed by another key or with an unknown kid, and a tampered payload', async () => {
    await expect(provider.verify('Firebase.Google', jwt(goodClaims, other.privateKey))).rejects.toThrow(
      /signature/,
    );
    await expect(provider.verify('Firebase.Google', jwt(goodClaims, privateKey, 'key-9'))).rejects.toThrow(
      /unknown key/,
    );
    const [head, , signature] = jwt(goodClaims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...goodClaims, sub: 'admin' })).toString('base64url');
    await expect(provider.verify('Firebase.Google', `${head}.${forged}.${signature}`)).rejects.toThrow(
      /signature/,
    );
  });

  it('gives a null e-mail when the person did not share it', async () => {
    const { email: _email, ...withoutEmail } = goodClaims;
    const identity = await provider.verify('Firebase.Google', jwt(withoutEmail));
    expect(identity.email).toBeNull();
  });
});
