import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { xsrfFor } from '../../../tests/helpers/csrf.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await insertTestUser(ctx.db, {
    email: 'sailor@bosun.test',
    firstName: 'Sam',
    lastName: 'Sailor',
    phone: '+33612345678',
  });
  await insertTestUser(ctx.db, { email: 'owner@bosun.test', isOwner: true, ownerType: 'professional' });
  await ctx.db.query(`INSERT INTO currencies (code, symbol, name, rate) VALUES ('GBP', '£', 'Pound', 0.85)`);
});
afterAll(() => ctx.close());

async function signIn(email: string, password = 'Bosun-demo-2026') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v6/auth/login',
    payload: { email, password },
  });
  return res.json().authToken as string;
}
const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('account calls', () => {
  it('are 401 when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/v6/account/profile'],
      ['GET', '/api/v6/account/is-owner'],
      ['PUT', '/api/v6/account/profile'],
      ['DELETE', '/api/v6/account'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('tells whether the user is an owner', async () => {
    const owner = await ctx.app.inject({
      url: '/api/v6/account/is-owner',
      headers: as(await signIn('owner@bosun.test')),
    });
    expect(owner.json()).toEqual({ isOwner: true, isSuperOwner: false, ownerType: 'professional' });
    const renter = await ctx.app.inject({
      url: '/api/v6/account/is-owner',
      headers: as(await signIn('sailor@bosun.test')),
    });
    expect(renter.json().isOwner).toBe(false);
  });

  it('reads and merges profile changes', async () => {
    const token = await signIn('sailor@bosun.test');
    const before = await ctx.app.inject({ url: '/api/v6/account/profile', headers: as(token) });
    expect(before.json()).toMatchObject({
      email: 'sailor@bosun.test',
      firstName: 'Sam',
      phoneGroup: { country: '', number: '+33612345678' },
      notifications: { bookingSms: true, messageEmails: true, newsletter: false, pushNotifications: true },
      hasPassword: true,
    });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/profile',
      headers: as(token),
      payload: {
        firstName: 'Samuel',
        languageCode: 'sv',
        currencyCode: 'gbp',
        notifications: { newsletter: true },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Samuel',
      lastName: 'Sailor',
      languageCode: 'sv',
      currencyCode: 'GBP',
      notifications: { bookingSms: true, newsletter: true },
    });
  });

  it('refuses bad profile fields with the SPEC keys and changes nothing', async () => {
    const token = await signIn('sailor@bosun.test');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/profile',
      headers: as(token),
      payload: { firstName: 'S', lastName: '', languageCode: 'xx', currencyCode: 'ZZZ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      firstName: 'firstnameMinLength',
      lastName: 'lastnameRequired',
      languageCode: 'languageCodeInvalid',
    });
    const unknownCurrency = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/profile',
      headers: as(token),
      payload: { firstName: 'Changed', currencyCode: 'ZZZ' },
    });
    expect(unknownCurrency.statusCode).toBe(400);
    const after = await ctx.app.inject({ url: '/api/v6/account/profile', headers: as(token) });
    expect(after.json().firstName).not.toBe('Changed');
  });

  it('refuses a cookie-authenticated PUT without the X-XSRF-TOKEN header (CSRF)', async () => {
    const token = await signIn('sailor@bosun.test');
    const { cookies, headers } = await xsrfFor(ctx.app, token);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/profile',
      cookies,
      payload: { firstName: 'Mallory' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf-token-invalid');
    // A token the attacker chose (set as a cookie from a sibling site) is not this session's.
    const forged = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/profile',
      cookies: { bosun_session: token, 'XSRF-TOKEN': 'abc' },
      headers: { 'x-xsrf-token': 'abc' },
      payload: { firstName: 'Mallory' },
    });
    expect(forged.statusCode).toBe(403);
    const withHeader = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/profile',
      cookies,
      headers,
      payload: { firstName: 'Samuel' },
    });
    expect(withHeader.statusCode).toBe(200);
  });

  it('changes the phone only with the SMS code sent to the new number', async () => {
    const token = await signIn('sailor@bosun.test');
    const phoneGroup = { country: 'GB', number: '07700 900123' };
    const challenged = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/phone',
      headers: as(token),
      payload: { phoneGroup },
    });
    expect(challenged.statusCode).toBe(401);
    expect(challenged.headers['x-two-factor-challenge']).toBe('sms');
    const outbox = await ctx.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent('+447700900123')}` });
    const code = /(\d{6})/.exec(outbox.json()[0].body)![1];
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/phone',
      headers: as(token),
      payload: { phoneGroup, validationCode: code === '123456' ? '654321' : '123456' },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/phone',
      headers: as(token),
      payload: { phoneGroup, validationCode: code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phoneGroup: { country: 'GB', number: '7700900123' },
      phoneVerified: true,
    });
  });

  it('changes the password with the current one and signs other sessions out', async () => {
    await insertTestUser(ctx.db, { email: 'changer@bosun.test' });
    const current = await signIn('changer@bosun.test');
    const other = await signIn('changer@bosun.test');
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/password',
      headers: as(current),
      payload: { currentPassword: 'nope', newPassword: 'Fresh-breeze-77' },
    });
    expect(wrong.statusCode).toBe(403);
    const common = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/password',
      headers: as(current),
      payload: { currentPassword: 'Bosun-demo-2026', newPassword: 'qwerty123' },
    });
    expect(common.json().error.fields).toEqual({ newPassword: 'passwordTooCommon' });
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v6/account/password',
      headers: as(current),
      payload: { currentPassword: 'Bosun-demo-2026', newPassword: 'Fresh-breeze-77' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ changed: true });
    expect((await ctx.app.inject({ url: '/api/v3/users', headers: as(current) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v3/users', headers: as(other) })).statusCode).toBe(401);
    expect(await signIn('changer@bosun.test', 'Fresh-breeze-77')).toBeTruthy();
  });

  it('deletes the account: personal data erased, the row kept anonymised for its bookings, e-mail free again', async () => {
    const userId = await insertTestUser(ctx.db, { email: 'leaver@bosun.test', phone: '+33699887766' });
    const token = await signIn('leaver@bosun.test');
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v6/account',
      headers: as(token),
      payload: { password: 'wrong' },
    });
    expect(refused.statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v6/account',
      headers: as(token),
      payload: { password: 'Bosun-demo-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    const { rows } = await ctx.db.query<Record<string, unknown>>(
      'SELECT email, first_name, phone_number, password_hash, status FROM users WHERE id = $1',
      [userId],
    );
    expect(rows[0]).toEqual({
      email: `deleted-${userId}@deleted.invalid`,
      first_name: 'Deleted',
      phone_number: null,
      password_hash: null,
      status: 'deleted',
    });
    expect((await ctx.app.inject({ url: '/api/v3/users', headers: as(token) })).statusCode).toBe(401);
    const exists = await ctx.app.inject({
      method: 'POST',
      url: '/api/v6/auth/email/exists',
      payload: { email: 'leaver@bosun.test' },
    });
    expect(exists.statusCode).toBe(404);
  });
});
