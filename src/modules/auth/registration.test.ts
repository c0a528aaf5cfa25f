import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { sandboxToken } from '../../providers/identity/sandbox.ts';

const hex = (value: string) => createHash('sha256').update(value).digest('hex');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await insertTestUser(ctx.db, { email: 'known@bosun.test' });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

/** The last code texted to a number, read from the outbox like a person reads their phone. */
async function lastCode(phone: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` });
  const sms = res.json()[0];
  expect(sms.channel).toBe('sms');
  return /(\d{6})/.exec(sms.body)![1];
}

const outboxCount = async (to: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json()
    .length;

let nextPhone = 600000000;
function registration(overrides: Record<string, unknown> = {}) {
  nextPhone += 1;
  return {
    email: `new-${nextPhone}@bosun.test`,
    firstName: 'Anne-Marie',
    lastName: "O'Neil",
    phoneGroup: { country: 'FR', number: `0${nextPhone}` },
    password: 'Harbour-lights-42',
    currencyCode: 'EUR',
    ...overrides,
  };
}
const e164 = (body: { phoneGroup: { number: string } }) => `+33${body.phoneGroup.number.slice(1)}`;

describe('POST /api/v6/auth/email/exists', () => {
  it('answers 200 for a known e-mail (any case) and 404 for an unknown one', async () => {
    expect((await post('/api/v6/auth/email/exists', { email: ' KNOWN@bosun.test' })).statusCode).toBe(200);
    const unknown = await post('/api/v6/auth/email/exists', { email: 'nobody@bosun.test' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 with the SPEC key for a malformed e-mail', async () => {
    const res = await post('/api/v6/auth/email/exists', { email: 'no-at-sign' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'emailInvalid' });
  });
});

describe('POST /api/v6/auth/register', () => {
  it('challenges with an SMS code, then creates the account and signs in with it', async () => {
    const body = registration();
    const challenged = await post('/api/v6/auth/register?_locale=fr', body);
    expect(challenged.statusCode).toBe(401);
    expect(challenged.headers['x-two-factor-challenge']).toBe('sms');
    expect(challenged.cookies.find((c) => c.name === 'bosun_session')).toBeUndefined();
    const code = await lastCode(e164(body));
    const sms = (
      await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(e164(body))}` })
    ).json()[0];
    expect(sms.body).toContain('votre code est');

    const created = await post('/api/v6/auth/register', { ...body, validationCode: code });
    expect(created.statusCode).toBe(201);
    const auth = created.json();
    expect(auth.tracking).toEqual({
      userId: expect.any(Number),
      hashedEmail: hex(body.email),
      hashedPhone: hex(e164(body)),
    });
    expect(created.cookies.find((c) => c.name === 'bosun_session')?.value).toBe(auth.authToken);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users',
      headers: { authorization: `Bearer ${auth.authToken}` },
    });
    expect(me.json()).toMatchObject({ email: body.email, firstName: 'Anne-Marie', lastName: "O'Neil" });
    const login = await post('/api/v6/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
  });

  it('sends a new account a welcome e-mail in its language, and none to a refused registration', async () => {
    const body = registration();
    await post('/api/v6/auth/register?_locale=fr', body);
    const wrong = await post('/api/v6/auth/register?_locale=fr', { ...body, validationCode: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(await outboxCount(body.email)).toBe(0);
    const created = await post('/api/v6/auth/register?_locale=fr', {
      ...body,
      validationCode: await lastCode(e164(body)),
    });
    expect(created.statusCode).toBe(201);
    const mails = (
      await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(body.email)}` })
    ).json();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Bienvenue sur Bosun, Anne-Marie' });
    expect(mails[0].body).toContain('votre compte Bosun est prêt');
  });

  it('refuses invalid fields with the SPEC message keys and sends no SMS', async () => {
    const res = await post('/api/v6/auth/register', {
      email: 'x@bosun',
      firstName: '1x',
      lastName: 'A',
      phoneGroup: { country: '', number: '' },
      password: '',
      validationCode: '12ab',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'emailInvalid',
      firstName: 'firstnameInvalid',
      lastName: 'lastnameMinLength',
      // Prefix and number both missing: SPEC section 5's one combined key.
      'phoneGroup.number': 'phonePrefixAndNumberRequired',
      password: 'passwordRequired',
      validationCode: 'validationCodeInvalid',
    });
  });

  it('says both names at once when they fail alike (SPEC section 5’s combined keys)', async () => {
    for (const [names, key] of [
      [{ firstName: '', lastName: ' ' }, 'firstnameAndLastnameRequired'],
      [{ firstName: 'A', lastName: 'B' }, 'firstnameAndLastnameMinLength'],
      [{ firstName: '1x', lastName: '2y' }, 'firstnameAndLastnameInvalid'],
    ] as const) {
      const res = await post('/api/v6/auth/register', registration(names));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ firstName: key });
    }
  });

  it('refuses short and common passwords and a bad phone number', async () => {
    const short = await post('/api/v6/auth/register', registration({ password: 'Ab1' }));
    expect(short.json().error.fields).toEqual({ password: 'passwordMinLength' });
    const common = await post('/api/v6/auth/register', registration({ password: 'Password123' }));
    expect(common.json().error.fields).toEqual({ password: 'passwordTooCommon' });
    const phone = await post(
      '/api/v6/auth/register',
      registration({ phoneGroup: { country: 'FR', number: '12' } }),
    );
    expect(phone.json().error.fields).toEqual({ 'phoneGroup.number': 'phoneNumberInvalid' });
  });

  it('answers 409 for an e-mail that already has an account', async () => {
    const res = await post('/api/v6/auth/register', registration({ email: 'Known@bosun.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email-already-registered');
  });

  it('voids the code at the 6th try: five wrong codes, then even the right one is refused', async () => {
    const body = registration();
    await post('/api/v6/auth/register', body);
    const code = await lastCode(e164(body));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/v6/auth/register', { ...body, validationCode: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-two-factor-challenge']).toBe('sms');
      expect(res.json().error.code).toBe('validation-code-wrong');
    }
    const sixth = await post('/api/v6/auth/register', { ...body, validationCode: code });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().error.code).toBe('validation-code-expired');
  });

  it('refuses a code after 10 minutes', async () => {
    const body = registration();
    await post('/api/v6/auth/register', body);
    const code = await lastCode(e164(body));
    await ctx.db.query(
      `UPDATE verification_codes SET created_at = created_at - interval '10 minutes 1 second',
              expires_at = expires_at - interval '10 minutes 1 second' WHERE phone = $1`,
      [e164(body)],
    );
    const res = await post('/api/v6/auth/register', { ...body, validationCode: code });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('validation-code-expired');
  });

  it('refuses a code used twice', async () => {
    const body = registration();
    await post('/api/v6/auth/register', body);
    const code = await lastCode(e164(body));
    expect((await post('/api/v6/auth/register', { ...body, validationCode: code })).statusCode).toBe(201);
    const again = await post('/api/v6/auth/register', {
      ...body,
      email: `again-${body.email}`,
      validationCode: code,
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a code sent to another number', async () => {
    const first = registration();
    const second = registration();
    await post('/api/v6/auth/register', first);
    await post('/api/v6/auth/register', second);
    const firstCode = await lastCode(e164(first));
    const secondCode = await lastCode(e164(second));
    if (firstCode === secondCode) return expect(firstCode).not.toBe(secondCode);
    const res = await post('/api/v6/auth/register', { ...second, validationCode: firstCode });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('validation-code-wrong');
  });

  it('a resend replaces the code, and a number gets at most 3 codes an hour', async () => {
    const body = registration();
    await post('/api/v6/auth/register', body);
    const firstCode = await lastCode(e164(body));
    const resend = await post('/api/v6/auth/resend-validation-code', {
      phone: body.phoneGroup.number,
      prefix: 'FR',
      email: body.email,
      sender: 'sms',
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ sent: true });
    const secondCode = await lastCode(e164(body));
    if (secondCode !== firstCode) {
      const old = await post('/api/v6/auth/register', { ...body, validationCode: firstCode });
      expect(old.statusCode).toBe(401);
      expect(old.json().error.code).toBe('validation-code-wrong');
    }
    expect(
      (await post('/api/v6/auth/resend-validation-code', { phone: body.phoneGroup.number, prefix: '+33' }))
        .statusCode,
    ).toBe(200);
    const fourth = await post('/api/v6/auth/resend-validation-code', {
      phone: body.phoneGroup.number,
      prefix: 'FR',
    });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await outboxCount(e164(body))).toBe(3);
  });

  it('sends no code to a number no registration challenged', async () => {
    const res = await post('/api/v6/auth/resend-validation-code', { phone: '0699999999', prefix: 'FR' });
    expect(res.statusCode).toBe(404);
    expect(await outboxCount('+33699999999')).toBe(0);
  });
});

describe('third-party sign-in with the sandbox provider', () => {
  const token = (subject: string, email: string | null) =>
    sandboxToken({ subject, email, firstName: 'Sandy', lastName: 'Box' });

  it('403 for an unknown identity with what the provider shared, then register with the code, then login', async () => {
    const providerToken = token('sandbox-user-1', 'sandy@bosun.test');
    const unknown = await post('/api/v6/auth/login', { providerId: 'sandbox', providerToken });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({
      error: { code: 'third-party-account-not-found' },
      identity: { email: 'sandy@bosun.test', firstName: 'Sandy', lastName: 'Box' },
    });
    const body = {
      ...registration({ email: 'sandy@bosun.test', firstName: 'Sandy', lastName: 'Box' }),
      password: undefined,
      providerId: 'sandbox',
      providerToken,
    };
    const challenged = await post('/api/v6/auth/register', body);
    expect(challenged.statusCode).toBe(401);
    expect(challenged.headers['x-two-factor-challenge']).toBe('sms');
    const code = await lastCode(e164(body));
    expect((await post('/api/v6/auth/register', { ...body, validationCode: code })).statusCode).toBe(201);
    const login = await post('/api/v6/auth/login', { providerId: 'sandbox', providerToken });
    expect(login.statusCode).toBe(200);
    expect(login.json().tracking.hashedEmail).toBe(hex('sandy@bosun.test'));
  });

  it('409 third-party-duplicate-account when the e-mail already has an account', async () => {
    const res = await post('/api/v6/auth/register', {
      ...registration(),
      password: undefined,
      providerId: 'sandbox',
      providerToken: token('sandbox-user-2', 'KNOWN@bosun.test'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('third-party-duplicate-account');
  });

  it('refuses to register an identity without e-mail with thirdPartyNoEmailAccess', async () => {
    const res = await post('/api/v6/auth/register', {
      ...registration(),
      password: undefined,
      providerId: 'sandbox',
      providerToken: token('sandbox-user-3', null),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'thirdPartyNoEmailAccess' });
  });

  it('401 for an unreadable token and 400 for a provider this server does not accept', async () => {
    expect(
      (await post('/api/v6/auth/login', { providerId: 'sandbox', providerToken: 'forged' })).statusCode,
    ).toBe(401);
    const firebase = await post('/api/v6/auth/login', {
      providerId: 'Firebase.Google',
      providerToken: 'a.b.c',
    });
    expect(firebase.statusCode).toBe(400);
    expect(firebase.json().error.code).toBe('provider-unavailable');
  });
});

describe('third-party sign-in with CAB (its embedded demo issuer)', () => {
  const idToken = async (identity: object) => {
    const res = await post('/api/dev/cab/id-token', identity);
    expect(res.statusCode).toBe(200);
    return res.json().idToken as string;
  };

  it('publishes an OpenID Connect discovery document and its key set', async () => {
    const discovery = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/cab/.well-known/openid-configuration',
    });
    expect(discovery.json()).toMatchObject({
      issuer: 'http://localhost:3000/api/dev/cab',
      jwks_uri: 'http://localhost:3000/api/dev/cab/jwks',
    });
    const jwks = await ctx.app.inject({ method: 'GET', url: '/api/dev/cab/jwks' });
    expect(jwks.json().keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' })]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v6/auth/providers' })).json().providers,
    ).toContain('CAB');
  });

  it('403 for a new CAB identity with its names, then register and sign in with CAB', async () => {
    const providerToken = await idToken({
      subject: 'cab-member-7',
      email: 'corinne@bosun.test',
      firstName: 'Corinne',
      lastName: 'Abel',
    });
    const unknown = await post('/api/v6/auth/login', { providerId: 'CAB', providerToken });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({
      error: { code: 'third-party-account-not-found' },
      identity: { email: 'corinne@bosun.test', firstName: 'Corinne', lastName: 'Abel' },
    });
    const body = {
      ...registration({ email: 'corinne@bosun.test', firstName: 'Corinne', lastName: 'Abel' }),
      password: undefined,
      providerId: 'CAB',
      providerToken,
    };
    expect((await post('/api/v6/auth/register', body)).statusCode).toBe(401);
    const code = await lastCode(e164(body));
    expect((await post('/api/v6/auth/register', { ...body, validationCode: code })).statusCode).toBe(201);
    const login = await post('/api/v6/auth/login', { providerId: 'CAB', providerToken });
    expect(login.statusCode).toBe(200);
    expect(login.json().tracking.hashedEmail).toBe(hex('corinne@bosun.test'));
  });

  it('refuses a forged or tampered CAB token, and treats an unverified e-mail as not shared', async () => {
    const genuine = await idToken({ subject: 'cab-member-8', email: 'ida@bosun.test' });
    const [head, , signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(genuine.split('.')[1], 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'cab-member-7' })).toString('base64url');
    const tampered = await post('/api/v6/auth/login', {
      providerId: 'CAB',
      providerToken: `${head}.${forged}.${signature}`,
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error.code).toBe('provider-token-invalid');
    // A sandbox token is not a CAB token.
    const sandbox = sandboxToken({ subject: 'cab-member-7', email: 'corinne@bosun.test' });
    expect((await post('/api/v6/auth/login', { providerId: 'CAB', providerToken: sandbox })).statusCode).toBe(
      401,
    );
    const unverified = await idToken({
      subject: 'cab-member-9',
      email: 'ivo@bosun.test',
      emailVerified: false,
    });
    const res = await post('/api/v6/auth/register', {
      ...registration(),
      password: undefined,
      providerId: 'CAB',
      providerToken: unverified,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'thirdPartyNoEmailAccess' });
  });
});

describe('password reset', () => {
  const resetCall = (email: string, lang = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: `/libs/Api/API.php?rquest=PasswordReset&Email=${encodeURIComponent(email)}&lang=${lang}`,
    });

  async function lastLink(email: string) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
    const mail = res.json()[0];
    return new URL(/(http\S+)/.exec(mail.body)![1]);
  }

  it('e-mails a single-use link in the asked language that sets a new password and ends sessions', async () => {
    await insertTestUser(ctx.db, { email: 'forgetful@bosun.test' });
    const session = (
      await post('/api/v6/auth/login', { email: 'forgetful@bosun.test', password: 'Bosun-demo-2026' })
    ).json().authToken;
    const res = await resetCall('Forgetful@bosun.test', 'de');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true });
    const link = await lastLink('forgetful@bosun.test');
    expect(link.pathname).toBe('/de/login');
    const token = link.searchParams.get('resetToken')!;
    const reset = await post('/api/v6/auth/password-reset', { token, password: 'New-harbour-2026' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ reset: true });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v3/users',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);
    expect(
      (await post('/api/v6/auth/login', { email: 'forgetful@bosun.test', password: 'New-harbour-2026' }))
        .statusCode,
    ).toBe(200);
    const reused = await post('/api/v6/auth/password-reset', { token, password: 'Another-one-2026' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('reset-link-invalid');
  });

  it('refuses an expired link', async () => {
    await insertTestUser(ctx.db, { email: 'late@bosun.test' });
    await resetCall('late@bosun.test');
    const token = (await lastLink('late@bosun.test')).searchParams.get('resetToken')!;
    await ctx.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    expect(
      (await post('/api/v6/auth/password-reset', { token, password: 'New-harbour-2026' })).statusCode,
    ).toBe(400);
  });

  it('refuses a sixth reset of one address within the hour, in ErreurMessage with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await resetCall('hurried@bosun.test')).statusCode).toBe(200);
    const refused = await resetCall('hurried@bosun.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    const body = refused.json();
    expect(body.error.code).toBe('too-many-attempts');
    expect(body.ErreurMessage).toBe(body.error.message);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const res = await resetCall('ghost@bosun.test');
    expect(res.statusCode).toBe(200);
    expect(await outboxCount('ghost@bosun.test')).toBe(0);
  });

  it('puts errors in ErreurMessage, in the asked language', async () => {
    const res = await resetCall('not-an-email', 'fr');
    expect(res.statusCode).toBe(400);
    // The old client reads ErreurMessage; the API's one error shape rides along.
    expect(res.json()).toEqual({
      ErreurMessage: 'Saisissez une adresse e-mail valide.',
      error: {
        code: 'bad-request',
        message: 'Saisissez une adresse e-mail valide.',
        fields: { Email: 'emailInvalid' },
      },
    });
    const unknownCall = await ctx.app.inject({ method: 'GET', url: '/libs/Api/API.php?rquest=Other' });
    expect(unknownCall.statusCode).toBe(404);
    expect(unknownCall.json()).toEqual({
      ErreurMessage: 'Unknown request.',
      error: { code: 'unknown-request', message: 'Unknown request.' },
    });
  });
});

describe('GET /api/v6/auth/viewer', () => {
  it('answers a guest with 200 and null, and a signed-in user with the current user', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/v6/auth/viewer' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null });
    const token = (
      await post('/api/v6/auth/login', { email: 'known@bosun.test', password: 'Bosun-demo-2026' })
    ).json().authToken;
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/v6/auth/viewer',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.json().user).toMatchObject({ email: 'known@bosun.test', firstName: 'Test' });
  });
});
