import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/app.ts';
import { insertTestUser } from '../../../tests/helpers/users.ts';
import { clientDelaySeconds, DEVICE_COOKIE } from './loginThrottle.ts';
import { sendValidationCode } from './validationCodes.ts';

const PASSWORD = 'Bosun-demo-2026';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const email of ['slow@bosun.test', 'owner@bosun.test', 'other@bosun.test', 'traveller@bosun.test'])
    await insertTestUser(ctx.db, { email });
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress: string, device?: string, locale?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v6/auth/login${locale ? `?_locale=${locale}` : ''}`,
    payload: { email, password },
    remoteAddress,
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });

const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) =>
  res.cookies.find((c) => c.name === DEVICE_COOKIE);

describe('growing delays per account and client', () => {
  it('lets a few tries through, then doubles the wait, up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 10, 20].map(clientDelaySeconds)).toEqual([0, 0, 0, 2, 4, 8, 256, 900]);
  });

  it('makes the guessing client wait, and only it: the owner elsewhere signs in at once', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login('slow@bosun.test', `wrong-${i}`, '198.51.100.7')).statusCode).toBe(401);
    const waiting = await login('slow@bosun.test', PASSWORD, '198.51.100.7');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('too-many-attempts');
    expect(waiting.json().error.message).toBe('Too many failed sign-ins. Try again in 1 min.');
    // in the request's language, as the general rate limit's 429 (DESIGN: whose language)
    const french = await login('slow@bosun.test', PASSWORD, '198.51.100.7', undefined, 'fr');
    expect(french.statusCode).toBe(429);
    expect(french.json().error.message).toBe(
      'Trop de tentatives de connexion échouées. Réessayez dans 1 min.',
    );
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(2);
    // The attacker's delays are not the owner's.
    expect((await login('slow@bosun.test', PASSWORD, '192.0.2.10')).statusCode).toBe(200);

    // Once the wait is over the client may try again, and then waits twice as long.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await login('slow@bosun.test', 'wrong-3', '198.51.100.7')).statusCode).toBe(401);
    const longer = await login('slow@bosun.test', 'wrong-4', '198.51.100.7');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(2);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(4);
  });
});

describe('the per-account guard against distributed guessing', () => {
  it('refuses unknown clients after 10 failures from anywhere, but not the owner’s own browser', async () => {
    // The owner signed in from their browser once: it carries a device cookie for this account.
    const before = await login('owner@bosun.test', PASSWORD, '192.0.2.20');
    expect(before.statusCode).toBe(200);
    const device = deviceCookieOf(before);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/v6/auth', sameSite: 'Lax' });

    // A botnet: one guess from each of ten addresses, each under its own delay.
    for (let i = 0; i < 10; i++)
      expect((await login('owner@bosun.test', `guess-${i}`, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    const stranger = await login('owner@bosun.test', PASSWORD, '203.0.113.200');
    expect(stranger.statusCode).toBe(429);
    const german = await login('owner@bosun.test', PASSWORD, '203.0.113.202', undefined, 'de');
    expect(german.json().error).toMatchObject({ code: 'account-locked-new-device' });
    expect(german.json().error.message).toMatch(/^Zu viele fehlgeschlagene Anmeldungen bei diesem Konto/);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(900);

    // The owner's browser is not locked out, even from a new address.
    const owner = await login('owner@bosun.test', PASSWORD, '192.0.2.21', device?.value);
    expect(owner.statusCode).toBe(200);
  });

  it('does not take a forged device cookie, nor one of another account', async () => {
    const other = deviceCookieOf(await login('other@bosun.test', PASSWORD, '192.0.2.30'))?.value ?? '';
    const [nonce] = other.split('.');
    for (const forged of [other, `${nonce}.AAAA`, 'garbage']) {
      const res = await login('owner@bosun.test', PASSWORD, '203.0.113.201', forged);
      expect(res.statusCode, forged).toBe(429);
    }
  });

  it('e-mails the owner on a new browser a link that lets it sign in, instead of a flat refusal', async () => {
    // Ten guesses from four addresses: the account now refuses browsers it does not know.
    for (let i = 0; i < 10; i++)
      expect((await login('traveller@bosun.test', `guess-${i}`, `198.18.0.${(i % 4) + 1}`)).statusCode).toBe(
        401,
      );
    // The owner, on a new laptop, is refused, and told where to look.
    const refused = await login('traveller@bosun.test', PASSWORD, '192.0.2.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('account-locked-new-device');
    expect(refused.json().error.message).toContain('e-mail');
    // Trying again sends no second e-mail within the window.
    await login('traveller@bosun.test', PASSWORD, '192.0.2.40');
    const mails = (
      await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=traveller@bosun.test' })
    ).json<{ template: string; payload: { link: string } }[]>();
    const unlocks = mails.filter((m) => m.template === 'device-unlock');
    expect(unlocks).toHaveLength(1);
    const link = new URL(unlocks[0].payload.link);
    expect(link.pathname).toBe('/api/v6/auth/device-unlock');

    // Opening the link in the new browser makes it a known one: it signs in at once.
    const opened = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/\/login\?deviceUnlock=done$/);
    const device = opened.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/v6/auth' });
    expect((await login('traveller@bosun.test', PASSWORD, '192.0.2.40', device?.value)).statusCode).toBe(200);
    // The guessers still are not let in, and the link works once.
    expect((await login('traveller@bosun.test', PASSWORD, '198.18.0.9')).statusCode).toBe(429);
    const again = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toMatch(/deviceUnlock=expired$/);
    expect(again.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
  });
});

describe('the SMS code throttle in the language the code is sent in', () => {
  it('refuses a fourth code to one number within the hour in the request’s language', async () => {
    const sms = { send: async () => undefined } as unknown as Parameters<typeof sendValidationCode>[1];
    const input = { phone: '+33600000042', purpose: 'register' as const, language: 'el' };
    for (let i = 0; i < 3; i++) await sendValidationCode(ctx.db, sms, input);
    const refused = await sendValidationCode(ctx.db, sms, input).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 429, code: 'too-many-attempts' });
    expect((refused as Error).message).toMatch(/^Στάλθηκαν πάρα πολλοί κωδικοί σε αυτόν τον αριθμό/);
  });
});
