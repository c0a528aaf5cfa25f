import { describe, expect, it } from 'vitest';
import { FILTERED, isLuhnValid, scrubPersonalData, scrubText } from './scrubPersonalData.ts';

describe('scrubbing personal data from error reports', () => {
  it('replaces e-mails, phone numbers, card numbers and tokens in text', () => {
    expect(scrubText('mail jane.doe+boats@example.co.uk now')).toBe('mail [email] now');
    expect(scrubText('call +33 6 12 34 56 78 or 06 12 34 56 78 or +441234567890')).toBe(
      'call [phone] or [phone] or [phone]',
    );
    expect(scrubText('card 4242 4242 4242 4242 / 4000-0027-6000-3184 / 5555555555554444')).toBe(
      'card [card] / [card] / [card]',
    );
    expect(scrubText('Authorization: Bearer abcdefgh12345678')).toBe('Authorization: Bearer [token]');
    expect(scrubText('jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl end')).toBe('jwt [token] end');
    expect(scrubText('/login?resetToken=abc&lang=fr&code=123456')).toBe(
      `/login?resetToken=${FILTERED}&lang=fr&code=${FILTERED}`,
    );
    expect(scrubText('session Zx8kQ2mP9vR4tY7wB3nL6cF1hJ5dG0sA1b2 expired')).toBe('session [token] expired');
  });

  it('leaves what is not personal: prices, dates, timestamps, ids, paths', () => {
    for (const text of [
      'Booking 1234 costs 45000 cents on 2026-07-14',
      'at 1718000000000 ms',
      '/api/v6/products/98765/favorite',
      'order 4242424242424241 is not a card (Luhn)',
      'TypeError: Cannot read properties of undefined',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });

  it('filters values under sensitive keys, reduces the user to an id, keeps stack frames readable', () => {
    const event = {
      event_id: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
      user: { id: 7, email: 'x@y.zz', ip_address: '203.0.113.1', username: 'jane' },
      request: { headers: { Cookie: 'bosun_session=abc', 'X-XSRF-TOKEN': 't', Accept: 'text/html' } },
      extra: { password: 'hunter2', phoneNumber: '0612345678', cardNumber: '4242', amount: 1200 },
      exception: {
        values: [
          {
            stacktrace: {
              frames: [
                { filename: '/assets/react-router-dom-production-1a2b3c4d5e6f7a8b9c0d.js', function: 'x' },
              ],
            },
          },
        ],
      },
    };
    expect(scrubPersonalData(event)).toEqual({
      event_id: event.event_id,
      user: { id: 7 },
      request: { headers: { Cookie: FILTERED, 'X-XSRF-TOKEN': FILTERED, Accept: 'text/html' } },
      extra: { password: FILTERED, phoneNumber: FILTERED, cardNumber: FILTERED, amount: 1200 },
      exception: event.exception,
    });
  });
});
