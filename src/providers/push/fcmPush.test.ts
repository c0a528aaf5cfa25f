import type { BatchResponse, Message } from 'firebase-admin/messaging';
import { FirebaseMessagingError } from 'firebase-admin/messaging';
import { describe, expect, it } from 'vitest';
import { FCM_BATCH, fcmMessageOf, fcmOutcome, fcmPushSender } from './fcmPush.ts';
import type { PushMessage } from './pushSender.ts';
import { webPushOutcome } from './webPush.ts';

/** The SDK's own error class, as sendEach() puts it in a failed response. */
const sdkError = (code: string) => new FirebaseMessagingError({ code, message: `FCM said ${code}` });

const push = (outboxId: number): PushMessage => ({
  outboxId,
  address: `token-${outboxId}`,
  title: 'New message from Anna',
  body: '“Is the boat free on Saturday?”',
  deepLink: 'https://www.bosun.test/en/account/chat/h4sh/12',
  data: { kind: 'messages.new', objectType: 'conversation', objectId: '12', deviceId: '3' },
});

/** A stand-in for Messaging.sendEach that answers each token as the table says. */
function messagingAnswering(errors: Record<string, string>) {
  const calls: Message[][] = [];
  return {
    calls,
    async sendEach(messages: Message[]): Promise<BatchResponse> {
      calls.push(messages);
      const responses = messages.map((m) => {
        const token = (m as { token: string }).token;
        return token in errors
          ? { success: false, error: sdkError(errors[token]) }
          : { success: true, messageId: `projects/p/messages/${token}` };
      });
      return {
        responses,
        successCount: responses.filter((r) => r.success).length,
        failureCount: responses.filter((r) => !r.success).length,
      };
    },
  };
}

describe('fcmOutcome maps the SDK’s documented error codes', () => {
  it.each([
    ['registration-token-not-registered', 'gone'],
    ['invalid-registration-token', 'gone'],
    ['installation-id-not-registered', 'gone'],
    ['mismatched-credential', 'gone'],
    ['message-rate-exceeded', 'retry'],
    ['device-message-rate-exceeded', 'retry'],
    ['server-unavailable', 'retry'],
    ['internal-error', 'retry'],
    ['invalid-argument', 'failed'],
    ['payload-size-limit-exceeded', 'failed'],
    ['authentication-error', 'failed'],
  ])('messaging/%s → %s', (code, status) => {
    const error = sdkError(code);
    expect(error.code).toBe(`messaging/${code}`);
    expect(fcmOutcome(error)).toMatchObject({ status, code: `messaging/${code}` });
  });

  it('retries the codes older SDKs and the HTTP API name quota-exceeded and unavailable', () => {
    expect(fcmOutcome({ code: 'messaging/quota-exceeded' }).status).toBe('retry');
    expect(fcmOutcome({ code: 'messaging/unavailable' }).status).toBe('retry');
    expect(fcmOutcome(undefined)).toEqual({ status: 'sent' });
  });
});

describe('fcmPushSender', () => {
  it('sends one message per row with its deep link and notification id, one outcome each, in order', async () => {
    const messaging = messagingAnswering({
      'token-2': 'registration-token-not-registered',
      'token-3': 'message-rate-exceeded',
    });
    const sender = fcmPushSender(messaging);
    const outcomes = await sender.send([push(1), push(2), push(3)]);
    expect(outcomes.map((o) => o.status)).toEqual(['sent', 'gone', 'retry']);
    expect(messaging.calls[0][0]).toMatchObject({
      token: 'token-1',
      notification: { title: 'New message from Anna', body: '“Is the boat free on Saturday?”' },
      data: {
        notificationId: '1',
        deepLink: 'https://www.bosun.test/en/account/chat/h4sh/12',
        objectType: 'conversation',
        objectId: '12',
      },
    });
    expect(sender.maxBatch).toBe(FCM_BATCH);
    expect(FCM_BATCH).toBe(500);
  });

  it('retries every message when the call itself fails (network, credentials)', async () => {
    const sender = fcmPushSender({
      sendEach: async () => {
        throw sdkError('server-unavailable');
      },
    });
    const outcomes = await sender.send([push(1), push(2)]);
    expect(outcomes).toEqual([
      expect.objectContaining({ status: 'retry', code: 'messaging/server-unavailable' }),
      expect.objectContaining({ status: 'retry', code: 'messaging/server-unavailable' }),
    ]);
  });

  it('writes FCM data values as strings only (the API refuses anything else)', () => {
    const message = fcmMessageOf({ ...push(9), data: { ...push(9).data, objectId: null, deviceId: null } });
    expect(Object.values(message.data ?? {}).every((v) => typeof v === 'string')).toBe(true);
  });
});

describe('webPushOutcome', () => {
  it('forgets a subscription the push service no longer knows, retries rate limits and outages', () => {
    expect(webPushOutcome(Object.assign(new Error('Gone'), { statusCode: 410 })).status).toBe('gone');
    expect(webPushOutcome(Object.assign(new Error('Not found'), { statusCode: 404 })).status).toBe('gone');
    expect(webPushOutcome(Object.assign(new Error('Slow down'), { statusCode: 429 })).status).toBe('retry');
    expect(webPushOutcome(Object.assign(new Error('Down'), { statusCode: 503 })).status).toBe('retry');
    expect(webPushOutcome(new Error('ECONNREFUSED')).status).toBe('retry');
    expect(webPushOutcome(Object.assign(new Error('Too big'), { statusCode: 413 })).status).toBe('failed');
  });
});
