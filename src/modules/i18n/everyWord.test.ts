import { describe, expect, it } from 'vitest';
import { PARTY_HISTORY_CODES } from '../../../shared/bookings/historyCodes.ts';
import { BOOKING_STATUSES } from '../../../shared/catalogue/catalogue.ts';
import { EUR, formatMoney } from '../../../shared/currency.ts';
import { LANGUAGE_CODES, type LanguageCode, languageOf } from '../../../shared/i18n/languages.ts';
import { pdfText } from '../../../tests/helpers/pdfText.ts';
import { authTexts } from '../auth/messages.ts';
import { welcomeTexts } from '../auth/welcomeNotice.ts';
import { PLATFORM_REPLY } from '../backoffice/conversations/reply.ts';
import { DAMAGE_DECISION_NOTICES } from '../backoffice/damages/notices.ts';
import { decisionEmailText } from '../backoffice/outbox/decisionEmails.ts';
import {
  modificationAcceptedTexts,
  modificationDeclinedTexts,
  modificationExpiredTexts,
  modificationRequestedTexts,
} from '../booking-modifications/notices.ts';
import { BOOKING_NOTICES, staffRefundLine } from '../bookings/notices.ts';
import { BALANCE_DUE, CHECK_IN_TOMORROW } from '../bookings/reminders.ts';
import { type MoneyPdf, renderMoneyPdf } from '../documents/pdf.ts';
import { ECONTRACT_NOTICES } from '../econtracts/notices.ts';
import { renderContractPdf } from '../econtracts/pdf.ts';
import { newMessageTexts, unreadMessagesTexts } from '../messaging/notices.ts';
import { renderEmailHtml } from '../notifications/emailHtml.tsx';
import { type NoticeTexts, noticeRows } from '../notifications/service.ts';
import { type PaymentEmail, paymentEmailText } from '../payments/emails.ts';
import { detailsChangedTexts, payoutFailedTexts, payoutSentTexts } from '../payouts/notices.ts';
import { renderStatementPdf } from '../payouts/statementPdf.ts';
import { offerEmail } from '../propales/offerEmail.ts';
import { reviewReminderTexts } from '../reviews/notices.ts';
import { WEATHER_TEXTS } from '../weather/notices.ts';
import { readerText } from './readerText.ts';

/**
 * DESIGN, whose language: every text that leaves the site is written for its reader. Each notice
 * (e-mail as text and HTML, SMS, push), the contract PDF (its text as a viewer extracts it) and each
 * line of a booking's history is rendered in all 13 languages from the facts a booking in any status
 * gives, and fails on English in another language, a raw key or code, an ISO date, a placeholder
 * left unfilled, or a dot-decimal amount where the language writes a comma.
 */

const ENGLISH = (language: LanguageCode) => language === 'en' || language.startsWith('en-');

/** The facts a notice is filled with, as the modules give them: days as facts, money already formatted. */
function factsFor(language: LanguageCode): Record<string, string | number> {
  const locale = languageOf(language).dateLocale;
  const money = (minor: number) => formatMoney(minor, EUR, locale);
  const day = readerText(language).day;
  return {
    ref: 'BSN-7KQ2P',
    boat: 'Amphitrite',
    title: 'Amphitrite',
    dates: `${day('2027-07-01')} – ${day('2027-07-08')}`,
    // Raw calendar days on purpose: the notification service words them for the reader.
    date: '2027-07-10',
    newDate: '2027-07-12',
    due: '2027-06-20',
    until: '2027-07-22',
    amount: money(123456),
    refund: money(5000),
    released: money(30000),
    voucher: money(2500),
    link: 'https://bosun.test/x/booking/7/detail',
    chat: 'https://bosun.test/x/account/chat/h/1',
    siteUrl: 'https://bosun.test',
    people: 4,
    count: 2,
    firstName: 'Ana',
    name: 'Ana',
    message: 'Ana',
    excerpt: 'Ana',
    lines: 'Ana · Amphitrite (2)',
    account: '•••• 1234',
    kind: '',
    reason: '',
    warning: '',
    waves: readerText(language).number(2.5),
    gusts: 45,
  };
}

/** Every notice table the server sends from, by name. */
const TABLES: Record<string, NoticeTexts> = {
  welcome: welcomeTexts,
  modificationRequested: modificationRequestedTexts,
  modificationAccepted: modificationAcceptedTexts,
  modificationDeclined: modificationDeclinedTexts,
  modificationExpired: modificationExpiredTexts,
  checkInTomorrow: CHECK_IN_TOMORROW,
  balanceDue: BALANCE_DUE,
  platformReply: PLATFORM_REPLY,
  newMessage: newMessageTexts,
  unreadMessages: unreadMessagesTexts,
  payoutSent: payoutSentTexts,
  payoutFailed: payoutFailedTexts,
  payoutDetailsChanged: detailsChangedTexts,
  reviewReminder: reviewReminderTexts,
  ...Object.fromEntries(Object.entries(BOOKING_NOTICES).map(([kind, texts]) => [`bookings.${kind}`, texts])),
  ...Object.fromEntries(
    Object.entries(ECONTRACT_NOTICES).map(([kind, texts]) => [`econtracts.${kind}`, texts]),
  ),
  ...Object.fromEntries(Object.entries(WEATHER_TEXTS).map(([kind, texts]) => [`weather.${kind}`, texts])),
  ...Object.fromEntries(
    Object.entries(DAMAGE_DECISION_NOTICES).map(([kind, texts]) => [`damages.${kind}`, texts as NoticeTexts]),
  ),
};

const COMMA_DECIMALS = (language: LanguageCode) =>
  new Intl.NumberFormat(languageOf(language).dateLocale).format(1.5).includes(',');

/** What a reader must never find in a text in `language`; `english` is the same text in English. */
function problems(text: string, language: LanguageCode, english: string | null): string[] {
  const found: string[] = [];
  if (/\d{4}-\d{2}-\d{2}/.test(text)) found.push('an ISO date');
  const unfilled = text.match(/\{\w+\}/g);
  if (unfilled) found.push(`unfilled ${unfilled.join(' ')}`);
  // A code or key: camelCase or snake_case words (maskAndTube, cancelled_by_owner), not in an address.
  const words = text.replace(/https?:\/\/\S+/g, '');
  const raw = words.match(/\b([a-z]+[A-Z]\w*|[a-z]+_[a-z_]+)\b/g);
  if (raw) found.push(`raw ${raw.join(' ')}`);
  // a grouped amount (1.234,56) and a day as the locale writes it (01.07.2027, 01.07.27) are not dot decimals
  const figures = words.replace(/\d{1,3}(\.\d{3})+,\d{2}/g, '').replace(/\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/g, '');
  if (COMMA_DECIMALS(language) && /\d\.\d{2}(?!\d)/.test(figures)) found.push('a dot decimal');
  if (english !== null && !ENGLISH(language) && english.trim() !== '' && text === english)
    found.push('the English text');
  return found;
}

describe('the scan', () => {
  it('catches an ISO date, a raw key, an unfilled placeholder, a dot decimal and an English text', () => {
    expect(problems('Payé le 2027-07-01 : maskAndTube, {boat}, 12.50 €', 'fr', null)).toHaveLength(4);
    expect(problems('Booking cancelled', 'de', 'Booking cancelled')).toEqual(['the English text']);
    expect(problems('1.234,50 € am 1. Juli 2027', 'de', null)).toEqual([]);
    expect(problems('01.07.27 · 01.07.2027 · 12.50 €', 'de', null)).toEqual(['a dot decimal']);
  });
});

describe('every notice in every language', () => {
  it('reads in its reader’s language in the e-mail, the SMS and the push', () => {
    const failures: string[] = [];
    for (const [name, texts] of Object.entries(TABLES)) {
      for (const language of LANGUAGE_CODES) {
        const values = (lang: LanguageCode) => ({
          ...factsFor(lang),
          refund: staffRefundLine(lang, String(factsFor(lang).amount)),
        });
        const render = (lang: LanguageCode) =>
          noticeRows(
            { userId: 1, kind: name, texts, values: () => values(lang), bookingId: 7, urgent: true },
            {
              email: 'reader@example.test',
              phone: '+33600000000',
              language: lang,
              smsAccepted: true,
              pushAccepted: true,
              pushDevices: [{ deviceId: 1, address: 'token', via: 'fcm' }],
            },
          );
        // A language without its own text would read the English one (the service's fallback).
        if (!ENGLISH(language) && !texts[language])
          failures.push(`${name} ${language}: no text, English instead`);
        const rows = render(language);
        const english = render('en');
        rows.forEach((row, index) => {
          for (const [part, text, en] of [
            ['subject', row.subject ?? '', english[index]?.subject ?? null],
            ['body', row.body, english[index]?.body ?? null],
          ] as const) {
            // A text that is only its facts (a new message's "{excerpt}") reads alike in every language.
            const own = texts[language] ?? texts.en;
            const template =
              part === 'subject'
                ? own.subject
                : row.channel === 'push'
                  ? (own.push ?? own.sms ?? own.subject)
                  : own.body;
            const onlyFacts = /^(\{\{\w+\}\}\s*)+$/.test(template);
            for (const problem of problems(text, language, onlyFacts ? null : en))
              failures.push(`${name} ${language} ${row.channel} ${part}: ${problem}`);
          }
        });
      }
    }
    expect(failures).toEqual([]);
  });

  it('writes the payment e-mails in the reader’s language too', () => {
    const kinds: PaymentEmail[] = [
      'bookingConfirmed',
      'requestSent',
      'receipt',
      'balanceDue',
      'balancePaid',
      'paymentRefunded',
      'balanceCancelled',
    ];
    const failures: string[] = [];
    const values = {
      ref: 'BSN-7KQ2P',
      boat: 'Amphitrite',
      amount: 123456,
      date: '2027-07-10',
      link: 'https://bosun.test/x',
      reason: 'datesTaken' as const,
    };
    for (const kind of kinds) {
      const english = paymentEmailText('en', kind, values);
      for (const language of LANGUAGE_CODES) {
        const text = paymentEmailText(language, kind, values);
        for (const part of ['subject', 'body'] as const)
          for (const problem of problems(text[part], language, english[part]))
            failures.push(`payments.${kind} ${language} ${part}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('writes the HTML part of an e-mail from the same words, in the reader’s language', async () => {
    for (const language of LANGUAGE_CODES) {
      const [email] = noticeRows(
        {
          userId: 1,
          kind: 'bookings.requestAccepted',
          texts: BOOKING_NOTICES.requestAccepted,
          values: factsFor(language),
          bookingId: 7,
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
      const html = renderEmailHtml({ language, subject: email.subject ?? '', body: email.body });
      expect(html, language).toMatch(new RegExp(`<html [^>]*lang="${language}"`));
      const text = html.replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ');
      expect(problems(text.replace(/\s+/g, ' '), language, null), language).toEqual([]);
      expect(html).toContain('href="https://bosun.test/x/booking/7/detail"');
    }
  });
});

describe('the contract PDF in every language', () => {
  it('has no English, raw key or ISO date in another language', async () => {
    const contract = {
      kind: 'out' as const,
      isAddendum: true,
      reference: 'BSN-7KQ2P',
      boat: 'Amphitrite',
      startDate: '2027-07-01',
      endDate: '2027-07-08',
      timeZone: 'Europe/Paris',
      renterName: 'Ana Silva',
      ownerName: 'Olivia Martin',
      skipper: { name: 'Ana Silva', idDocument: 'P123', licenceNumber: 'L9' },
      fuelLevel: 50,
      engineHours: 1520.5,
      equipment: [
        { key: 'maskAndTube', present: true, working: false },
        { key: 'gps', present: false, working: false },
      ],
      damages: [
        { zone: 'port', description: 'Ana', isNew: true },
        { zone: 'starboard', description: 'Ana', isNew: false },
        { zone: 'bow', description: 'Ana', isNew: false },
      ],
      remarks: '',
      photos: [],
      signatures: [
        { who: 'renter' as const, png: null, signedAt: '2027-07-08T16:40:00.000Z' },
        { who: 'owner' as const, png: null, signedAt: '2027-07-08T16:41:00.000Z' },
      ],
      dataHash: 'a'.repeat(64),
    };
    const read = async (language: LanguageCode) =>
      (await pdfText(await renderContractPdf({ ...contract, language }, []))).replace(/\s+/g, ' ');
    const english = (await read('en')).replace(/[a-f]{64}/, '');
    const englishWords = new Set(english.match(/\p{L}{5,}/gu));
    for (const name of ['Amphitrite', 'Silva', 'Olivia', 'Martin']) englishWords.delete(name);
    // Words that are the same in English and in that language (checked by a reader of each).
    const SAME_WORD: Partial<Record<LanguageCode, string[]>> = {
      fr: ['Dates', 'Signatures'],
      it: ['Skipper'],
      de: ['Skipper'],
      pt: ['Skipper'],
      nl: ['contract', 'snorkel'],
      sv: ['snorkel'],
    };
    const failures: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const text = (await read(language)).replace(/[a-f]{64}/, '');
      for (const problem of problems(text, language, null)) failures.push(`${language}: ${problem}`);
      if (!ENGLISH(language)) {
        const left = (text.match(/\p{L}{5,}/gu) ?? []).filter(
          (word) => englishWords.has(word) && !SAME_WORD[language]?.includes(word),
        );
        if (left.length > 0) failures.push(`${language}: English ${[...new Set(left)].join(' ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('a booking’s history in every language', () => {
  it('words every status, actor and reason code the history can hold', () => {
    const failures: string[] = [];
    const english = readerText('en').t;
    const keys = [
      ...BOOKING_STATUSES.map((status) => `trips:status.${status}`),
      ...['tenant', 'owner', 'staff', 'system'].map((actor) => `trips:actor.${actor}`),
      ...['notAvailable', 'maintenance', 'notSuitable', 'other'].map((r) => `trips:declineReasons.${r}`),
      ...[
        'balanceUnpaid',
        'cancelledByStaff',
        ...PARTY_HISTORY_CODES,
        'ownerDidNotAnswer',
        'authorisationLapsed',
      ].map((r) => `trips:systemReason.${r}`),
    ];
    for (const language of LANGUAGE_CODES) {
      const { t } = readerText(language);
      for (const key of keys) {
        // a postponement's days as the page gives them (already in the reader's writing)
        const values = { fromDate: '10/07', toDate: '24/07' };
        const text = t(key, values);
        if (text === key) failures.push(`${language} ${key}: missing`);
        for (const problem of problems(text, language, english(key, values)))
          failures.push(`${language} ${key}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * The English words (five letters or more) a text in another language still holds: a PDF's
 * untranslated label shows as an English word among the reader's words.
 */
function englishLeft(
  text: string,
  englishText: string,
  language: LanguageCode,
  same: string[] = [],
): string[] {
  if (ENGLISH(language)) return [];
  const englishWords = new Set(englishText.match(/\p{L}{5,}/gu));
  for (const word of ['Amphitrite', 'Silva', 'Olivia', 'Martin', 'Marseille', 'Bosun', ...same])
    englishWords.delete(word);
  return [...new Set((text.match(/\p{L}{5,}/gu) ?? []).filter((word) => englishWords.has(word)))];
}

/** Words of the money documents that are the same in English and in that language. */
const SAME_IN: Partial<Record<LanguageCode, string[]>> = {
  fr: ['Dates', 'Total', 'Commission', 'commission'],
  es: ['Total'],
  pt: ['Total'],
  nl: ['Platform'],
  sv: ['Period', 'Start'],
};

describe('the receipts, invoices and credit notes in every language', () => {
  const kinds: MoneyPdf['kind'][] = [
    'receipt',
    'refund_receipt',
    'invoice',
    'credit_note',
    'commission_invoice',
  ];
  const documentOf = (language: LanguageCode, kind: MoneyPdf['kind']): MoneyPdf => ({
    language,
    kind,
    number: kind.includes('receipt') ? null : 'BSN-2027-000042',
    correctsNumber: kind === 'credit_note' ? 'BSN-2027-000041' : null,
    issuedAt: '2027-07-08T22:30:00.000Z',
    timeZone: 'Europe/Paris',
    reference: 'BSN-7KQ2P',
    listingTitle: 'Amphitrite',
    startDate: '2027-07-01',
    endDate: '2027-07-08',
    seller: { name: 'Olivia Martin', address: '1 quai Amphitrite, Marseille', vatNumber: 'FR00123456789' },
    buyer: { name: 'Ana Silva', email: 'ana@example.test' },
    line: {
      what:
        kind === 'refund_receipt' || kind === 'credit_note'
          ? 'refund'
          : kind === 'commission_invoice'
            ? 'commission'
            : 'payment',
      paymentKind: 'balance',
    },
    amount: 123456,
    vatRateBp: 2000,
    vatAmount: 20576,
    currency: 'EUR',
    paymentReference: 'ch_sandbox_1',
  });

  it('has no English, raw key or ISO date in another language', async () => {
    const failures: string[] = [];
    for (const kind of kinds) {
      const read = async (language: LanguageCode) =>
        (await pdfText(await renderMoneyPdf(documentOf(language, kind))))
          .replace(/\s+/g, ' ')
          .replace(/\S+@example\.test|ch_sandbox_1|FR\d+|BSN-[\w-]+/g, '');
      const english = await read('en');
      for (const language of LANGUAGE_CODES) {
        const text = await read(language);
        for (const problem of problems(text, language, null))
          failures.push(`${kind} ${language}: ${problem}`);
        const left = englishLeft(text, english, language, SAME_IN[language]);
        if (left.length > 0) failures.push(`${kind} ${language}: English ${left.join(' ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('the owner’s yearly statement in every language', () => {
  it('has no English, raw key or ISO date in another language', async () => {
    const read = async (language: LanguageCode) =>
      (
        await pdfText(
          await renderStatementPdf({
            language,
            year: 2027,
            issuedAt: '2028-01-03T09:00:00.000Z',
            currency: 'EUR',
            owner: { name: 'Olivia Martin', email: 'olivia@example.test' },
            platform: { name: 'Bosun', address: '1 quai Amphitrite, Marseille', vatNumber: 'FR00123456789' },
            totals: { bookings: 2, gross: 246912, commission: 37036, damages: 0, net: 209876 },
            payouts: { count: 2, amount: 209876 },
            lines: [
              {
                reference: 'BSN-7KQ2P',
                startDate: '2027-07-01',
                listingTitle: 'Amphitrite',
                gross: 123456,
                commission: 18518,
                net: 104938,
              },
            ],
          }),
        )
      )
        .replace(/\s+/g, ' ')
        .replace(/\S+@example\.test|FR\d+|BSN-[\w-]+/g, '');
    const english = await read('en');
    const failures: string[] = [];
    for (const language of LANGUAGE_CODES) {
      // a line's first day as the locale writes it short (Swedish writes 2027-07-01 itself)
      const shortDay = new Intl.DateTimeFormat(languageOf(language).dateLocale, {
        dateStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date('2027-07-01T00:00:00Z'));
      const text = (await read(language)).replace(shortDay, '');
      for (const problem of problems(text, language, null)) failures.push(`${language}: ${problem}`);
      const left = englishLeft(text, english, language, SAME_IN[language]);
      if (left.length > 0) failures.push(`${language}: English ${left.join(' ')}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

describe('the account e-mails and SMS in every language', () => {
  it('words the password reset, the new-browser unlock and the code by SMS for their reader', () => {
    const link = 'https://bosun.test/x/reset?token=abc';
    const render = (language: LanguageCode) => {
      const texts = authTexts(language);
      return {
        'password reset subject': texts.resetSubject,
        'password reset body': texts.resetBody(link),
        'unlock subject': texts.unlockSubject,
        'unlock body': texts.unlockBody(link),
        'SMS code': texts.smsCode('123456'),
        'reset refused: bad address': texts.resetEmailInvalid,
        'reset refused: too many': texts.resetTooMany,
      };
    };
    const english = render('en');
    const failures: string[] = [];
    for (const language of LANGUAGE_CODES) {
      for (const [part, text] of Object.entries(render(language)))
        for (const problem of problems(text, language, english[part as keyof typeof english]))
          failures.push(`${part} ${language}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the sales offer e-mail in every language', () => {
  it('words the offer, its link and its validity for the renter, with the day in their words', async () => {
    const render = (language: LanguageCode) =>
      offerEmail({
        languageCode: language,
        salesName: 'Olivia Martin',
        url: 'https://bosun.test/x/account/offers/h',
        validUntil: '2027-06-20',
        message: null,
      });
    const english = render('en');
    const failures: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const email = render(language);
      for (const part of ['subject', 'body'] as const)
        for (const problem of problems(email[part], language, english[part]))
          failures.push(`${part} ${language}: ${problem}`);
      // its HTML part, from the same words, in the same language, the offer's address a link
      const html = renderEmailHtml({ language, ...email });
      if (!new RegExp(`<html [^>]*lang="${language}"`).test(html)) failures.push(`html ${language}: lang`);
      if (!html.includes('href="https://bosun.test/x/account/offers/h"'))
        failures.push(`html ${language}: link`);
      const text = html.replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ');
      for (const problem of problems(text.replace(/\s+/g, ' '), language, null))
        failures.push(`html ${language}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the staff decisions’ e-mails in every language', () => {
  it('words a refund made or refused and a listing moderated for their reader, with an HTML part', async () => {
    const render = (language: LanguageCode) => ({
      refundApproved: decisionEmailText(language, 'refundApproved', { ref: 'BSN-7KQ2P', amount: 385565 }),
      refundRejected: decisionEmailText(language, 'refundRejected', { ref: 'BSN-7KQ2P', reason: '—' }),
      listingModerated: decisionEmailText(language, 'listingModerated', {
        title: 'Lagoon 42',
        status: 'pending_review',
      }),
    });
    const english = render('en');
    const failures: string[] = [];
    for (const language of LANGUAGE_CODES) {
      for (const [kind, email] of Object.entries(render(language))) {
        const own = english[kind as keyof typeof english];
        for (const part of ['subject', 'body'] as const)
          for (const problem of problems(email[part], language, own[part]))
            failures.push(`${kind} ${part} ${language}: ${problem}`);
        const html = renderEmailHtml({ language, ...email });
        if (!new RegExp(`<html [^>]*lang="${language}"`).test(html))
          failures.push(`${kind} html ${language}: lang`);
      }
    }
    expect(failures).toEqual([]);
  });
});
