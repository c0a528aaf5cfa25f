import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../tests/helpers/app.ts';
import { twilioSms } from './sms.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const outboxRow = async (to: string) =>
  (
    await ctx.db.query<Record<string, unknown>>(
      'SELECT provider, status, last_error FROM outbox WHERE recipient = $1',
      [to],
    )
  ).rows[0];

describe('Twilio SMS adapter', () => {
  it("posts the message to Twilio's REST API and records it as sent", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const sms = twilioSms({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response('{"sid":"SM1"}', { status: 201 });
      }) as typeof fetch,
    });
    await ctx.db.transaction((tx) =>
      sms.send(tx, { to: '+33611111111', body: 'code 123456', template: 'validation-code' }),
    );
    expect(calls[0].url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
    );
    expect(String(calls[0].init.body)).toBe('To=%2B33611111111&From=%2B15005550006&Body=code+123456');
    expect(await outboxRow('+33611111111')).toEqual({ provider: 'twilio', status: 'sent', last_error: null });
  });

  it('throws when Twilio refuses, so the change that wanted the SMS rolls back', async () => {
    const sms = twilioSms({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15005550006',
      fetch: (async () =>
        new Response('{"message":"invalid To"}', { status: 400 })) as unknown as typeof fetch,
    });
    await expect(
      ctx.db.transaction((tx) =>
        sms.send(tx, { to: '+33622222222', body: 'x', template: 'validation-code' }),
      ),
    ).rejects.toThrow(/Twilio refused/);
    expect(await outboxRow('+33622222222')).toBeUndefined();
  });
});
