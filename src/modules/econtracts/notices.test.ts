import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { noticeRows } from '../notifications/service.ts';
import { ECONTRACT_NOTICES, kindWords } from './notices.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The e-mail a recipient in `language` receives, as the outbox keeps it. */
function email(kind: keyof typeof ECONTRACT_NOTICES, language: LanguageCode, contractKind: 'in' | 'out') {
  const [row] = noticeRows(
    {
      userId: 1,
      kind: `econtracts.${kind}`,
      texts: ECONTRACT_NOTICES[kind],
      bookingId: 7,
      values: {
        boat: 'Blue Wind',
        ref: 'BSN-7',
        kind: kindWords(contractKind, language),
        link: 'https://bosun.test/x.pdf',
        amount: '300 €',
      },
    },
    {
      email: 'r@example.test',
      phone: null,
      language,
      smsAccepted: false,
      pushAccepted: false,
      pushDevices: [],
    },
  );
  return row;
}

describe('the e-contract e-mails', () => {
  for (const kind of Object.keys(ECONTRACT_NOTICES) as (keyof typeof ECONTRACT_NOTICES)[]) {
    it(`${kind} is written in all 13 languages, none falling back to English`, () => {
      const texts = ECONTRACT_NOTICES[kind] as unknown as Record<string, { subject: string; body: string }>;
      const english = email(kind, 'en', 'in');
      for (const language of LANGUAGE_CODES) {
        expect(texts[language], `${kind} in ${language}`).toBeDefined();
        expect(placeholders(texts[language].subject), `${kind} subject in ${language}`).toEqual(
          placeholders(texts.en.subject),
        );
        expect(placeholders(texts[language].body), `${kind} body in ${language}`).toEqual(
          placeholders(texts.en.body),
        );
        for (const contractKind of ['in', 'out'] as const) {
          const row = email(kind, language, contractKind);
          expect(row.channel).toBe('email');
          expect(row.payload.language).toBe(language);
          // Every placeholder is filled: no `{boat}` left for the reader.
          expect(`${row.subject} ${row.body}`).not.toMatch(/\{\w+\}/);
          expect(row.body).toContain('https://bosun.test/x.pdf');
          if (!language.startsWith('en')) expect(row.body, `${kind} in ${language}`).not.toBe(english.body);
        }
      }
    });
  }

  it('names the inspection in the reader’s words', () => {
    expect(email('contractReady', 'de', 'out').subject).toBe(
      'Ihr unterschriebenes Check-out-Protokoll für Blue Wind (BSN-7)',
    );
    expect(email('contractReady', 'sv', 'in').body).toBe(
      'Ni har båda signerat incheckningsprotokoll för Blue Wind. Ditt exemplar av avtalet (PDF): https://bosun.test/x.pdf',
    );
    expect(email('damageDeclared', 'pl', 'in').subject).toBe('Zgłoszono szkodę na Blue Wind (BSN-7)');
  });
});
