import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages.ts';
import { noticeRows } from '../notifications/service.ts';
import { BOOKING_NOTICES } from './notices.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the booking notices', () => {
  it('are written in every language with the same placeholders as in English', () => {
    for (const [kind, texts] of Object.entries(BOOKING_NOTICES)) {
      for (const language of LANGUAGE_CODES) {
        if (language.startsWith('en')) continue; // English, and en-GB and en-US reuse it
        const text = (texts as unknown as Record<string, { subject: string; body: string; sms?: string }>)[
          language
        ];
        expect(text, `${kind} in ${language}`).toBeDefined();
        expect(placeholders(text.subject), `${kind} subject in ${language}`).toEqual(
          placeholders(texts.en.subject),
        );
        expect(placeholders(text.body), `${kind} body in ${language}`).toEqual(placeholders(texts.en.body));
        expect(text.body, `${kind} in ${language} is translated`).not.toBe(texts.en.body);
        const sms = (texts.en as { sms?: string }).sms;
        if (sms)
          expect(placeholders(text.sms ?? ''), `${kind} SMS in ${language}`).toEqual(placeholders(sms));
      }
    }
  });

  it('asks the owner by SMS in their language, with the link to the booking', () => {
    const rows = noticeRows(
      {
        userId: 1,
        kind: 'bookings.requestReceived',
        texts: BOOKING_NOTICES.requestReceived,
        urgent: true,
        bookingId: 7,
        values: {
          boat: 'Blue Wind',
          ref: 'BSN-7',
          dates: '2027-06-01',
          amount: '512 €',
          reason: '',
          link: 'L',
        },
      },
      {
        email: 'o@example.test',
        phone: '+33600000000',
        language: 'de',
        smsAccepted: true,
        pushAccepted: false,
        pushDevices: [],
      },
    );
    expect(rows.map((r) => r.channel)).toEqual(['email', 'sms']);
    expect(rows[0].subject).toBe('Neue Buchungsanfrage BSN-7: Blue Wind');
    // A day given as a fact is written in the reader's words, never as an ISO date.
    expect(rows[1].body).toBe(
      'Bosun: neue Anfrage für Blue Wind am 1. Juni 2027. Bitte innerhalb von 48 Std. antworten: L',
    );
  });
});
