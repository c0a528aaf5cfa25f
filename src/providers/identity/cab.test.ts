import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cabIdentityProvider, remoteKeys } from './cab.ts';
import { demoCabIssuer } from './cabDemo.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const NOW = 1_800_000_000_000;
const seconds = NOW / 1000;
const ISSUER = 'https://accounts.cab.test';

function jwt(claims: Record<string, unknown>, key: KeyObject = privateKey, kid = 'cab-1', alg = 'RS256') {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${part({ alg, kid, typ: 'JWT' })}.${part(claims)}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), key).toString('base64url')}`;
}

const goodClaims = {
  iss: ISSUER,
  aud: 'bosun-client',
  sub: 'cab-42',
  iat: seconds - 10,
  exp: seconds + 3600,
  email: 'carla@bosun.test',
  email_verified: true,
  given_name: 'Carla',
  family_name: 'de la Barque',
};

const fetched: string[] = [];
const fakeIssuer = (async (url: string | URL) => {
  fetched.push(String(url));
  if (String(url).endsWith('/.well-known/openid-configuration'))
    return Response.json({ issuer: ISSUER, jwks_uri: `${ISSUER}/keys` });
  return Response.json(
    { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'cab-1', alg: 'RS256' }] },
    { headers: { 'cache-control': 'max-age=600' } },
  );
}) as typeof fetch;

const provider = cabIdentityProvider({
  issuer: ISSUER,
  audience: 'bosun-client',
  keyFor: remoteKeys({ issuer: ISSUER, fetch: fakeIssuer, now: () => NOW }),
  now: () => NOW,
});

describe('CAB ID tokens (OpenID Connect)', () => {
  it('finds the keys through discovery, accepts a token of the issuer for our client, reads the identity', async () => {
    expect(await provider.verify('CAB', jwt(goodClaims))).toEqual({
      providerId: 'CAB',
      subject: 'cab-42',
      email: 'carla@bosun.test',
      firstName: 'Carla',
      lastName: 'de la Barque',
    });
    await provider.verify('CAB', jwt({ ...goodClaims, aud: ['other', 'bosun-client'] }));
    expect(fetched).toEqual([`${ISSUER}/.well-known/openid-configuration`, `${ISSUER}/keys`]);
  });

  it.each([
    ['another audience', { ...goodClaims, aud: 'someone-else' }],
    ['another issuer', { ...goodClaims, iss: 'https://evil.test' }],
    ['an expired token', { ...goodClaims, exp: seconds - 120 }],
    ['a token from the future', { ...goodClaims, iat: seconds + 3600 }],
    ['a token not valid yet', { ...goodClaims, nbf: seconds + 3600 }],
    ['no subject', { ...goodClaims, sub: '' }],
  ])('refuses %s', async (_name, claims) => {
    await expect(provider.verify('CAB', jwt(claims))).rejects.toThrow();
  });

  it('refuses another key, an unknown kid, a tampered payload, an unsigned token and another provider id', async () => {
    await expect(provider.verify('CAB', jwt(goodClaims, other.privateKey))).rejects.toThrow(/signature/);
    await expect(provider.verify('CAB', jwt(goodClaims, privateKey, 'cab-9'))).rejects.toThrow(/unknown key/);
    const [head, , signature] = jwt(goodClaims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...goodClaims, sub: 'admin' })).toString('base64url');
    await expect(provider.verify('CAB', `${head}.${forged}.${signature}`)).rejects.toThrow(/signature/);
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid: 'cab-1' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(goodClaims)).toString('base64url');
    await expect(provider.verify('CAB', `${none}.${body}.`)).rejects.toThrow(/RS256/);
    await expect(provider.verify('Firebase.Google', jwt(goodClaims))).rejects.toThrow();
  });

  it('gives no e-mail when the issuer did not verify it, and splits `name` when given names are absent', async () => {
    const { given_name: _g, family_name: _f, ...unnamed } = goodClaims;
    const identity = await provider.verify(
      'CAB',
      jwt({ ...unnamed, name: 'Carla Barque', email_verified: false }),
    );
    expect(identity).toMatchObject({ email: null, firstName: 'Carla', lastName: 'Barque' });
  });
});

describe('the embedded demo CAB issuer', () => {
  const config = { PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: 'x'.repeat(32) };

  it('signs tokens the CAB provider accepts, with one key for every process of a deployment', async () => {
    const issuer = demoCabIssuer(config);
    expect(demoCabIssuer(config).jwks()).toEqual(issuer.jwks());
    expect(demoCabIssuer({ ...config, SESSION_SECRET: 'y'.repeat(32) }).jwks()).not.toEqual(issuer.jwks());
    const demo = cabIdentityProvider({
      issuer: issuer.issuer,
      audience: issuer.audience,
      keyFor: async (kid) => (kid === issuer.kid ? issuer.publicKey : undefined),
      now: () => NOW,
    });
    const token = issuer.idToken({ subject: 'demo-1', email: 'demo@bosun.test', firstName: 'Dora' }, NOW);
    expect(await demo.verify('CAB', token)).toEqual({
      providerId: 'CAB',
      subject: 'demo-1',
      email: 'demo@bosun.test',
      firstName: 'Dora',
      lastName: null,
    });
    // An RS256 header over an Ed25519 signature is refused, not verified with the wrong algorithm.
    const [, body, signature] = token.split('.');
    const rs = Buffer.from(JSON.stringify({ alg: 'RS256', kid: issuer.kid })).toString('base64url');
    await expect(demo.verify('CAB', `${rs}.${body}.${signature}`)).rejects.toThrow(/signature/);
  });
});
