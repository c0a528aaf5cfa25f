import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
} from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { readerText } from '../i18n/readerText.ts';
import { renderEmailHtml } from './emailHtml.tsx';
import {
  bookingListingTitles,
  findRecipient,
  findRecipients,
  insertOutboxRows,
  type OutboxRow,
  type RecipientRow,
} from './repository.ts';
import { type ThreadUrl, withThreadLine } from './threadLink.ts';

/**
 * The one way a module tells a person something (DESIGN.md, "Notifications"): it names the
 * recipient, the kind and the values, and this service writes the outbox rows (e-mail, SMS, push)
 * in the recipient's language and by their choices, in the caller's transaction, so a message
 * exists exactly when the change that caused it is committed. Channels deliver from the outbox.
 *
 * A notice's words live in the server's i18next resources (namespace `notices`, one key per kind:
 * `notices:bookings.requestReceived.subject`), read through `readerText` in the recipient's language
 * (DESIGN: whose language, one resource set shared by notices, e-mails and PDFs); `{{name}}`
 * placeholders are filled from `values` (money and dates already formatted for the recipient).
 */
export interface NoticeText {
  subject: string;
  body: string;
  /** The SMS, for urgent kinds only; short (one segment where possible). */
  sms?: string;
  /** The push's body under the subject as title; defaults to the SMS, else the subject. */
  push?: string;
}

/**
 * A kind's words by language as stored (English required; a language without its own text falls
 * back to English). `i18nKey` names them in the resources, which then render them through i18next
 * (its interpolation and plural rules); a table without it is filled with `{name}` placeholders.
 */
export type NoticeTexts = { en: NoticeText; i18nKey?: string } & Partial<Record<LanguageCode, NoticeText>>;

/** A kind's words from the `notices` resources: `storedNotice('bookings.requestReceived')`. */
export function storedNotice(key: string): NoticeTexts {
  const i18nKey = `notices:${key}`;
  const texts: Partial<Record<LanguageCode, NoticeText>> = {};
  for (const language of LANGUAGE_CODES) {
    const text = readerText(language).phrases(i18nKey) as NoticeText | undefined;
    if (text?.subject !== undefined) texts[language] = text;
  }
  if (!texts.en) throw new Error(`no English words for ${i18nKey}`);
  return { ...texts, en: texts.en, i18nKey };
}

/** The kinds of one module's notices, each from the resources (`notices:<module>.<kind>`). */
export function storedNotices<K extends string>(module: string, kinds: readonly K[]): Record<K, NoticeTexts> {
  return Object.fromEntries(kinds.map((kind) => [kind, storedNotice(`${module}.${kind}`)])) as Record<
    K,
    NoticeTexts
  >;
}

export interface Notice {
  userId: number;
  /** `bookings.requestReceived`, `reviews.reminder`…: the outbox template and the push's kind. */
  kind: string;
  texts: NoticeTexts;
  /** Placeholder values; may depend on the recipient's language (see `valuesFor`). */
  values: Record<string, string | number> | ((language: LanguageCode) => Record<string, string | number>);
  bookingId?: number | null;
  /** Worth an SMS (a request to answer, a cancellation close to the day), if the person accepts them. */
  urgent?: boolean;
  /** Extra data carried by every row (and the push), e.g. { conversationId }. */
  payload?: Record<string, unknown>;
  /**
   * The site path (language prefixed) of the screen that answers the push; a booking's notice
   * defaults to the booking's page. The app opens it as a deep link.
   */
  deepLink?: (language: LanguageCode) => string;
  /** The channels this notice uses; default all three (a new message is pushed, not e-mailed). */
  channels?: readonly Channel[];
  /** What the push is about, echoed by the app's tracking calls (objectType, objectId). */
  object?: { type: string; id: string | number };
  /**
   * The booking's conversation (see threadLink.ts): its link goes in every row's payload
   * (`threadUrl`) and under the e-mail's body, in the recipient's language.
   */
  threadUrl?: ThreadUrl;
}

export type Channel = 'email' | 'sms' | 'push';

/** A device that receives pushes: by FCM token (the app) or Web Push endpoint (a browser). */
export interface PushDevice {
  deviceId: number;
  address: string;
  via: 'fcm' | 'webpush';
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value that is a calendar day (`2027-07-10`, a booking's day or a deadline) is a fact: the reader
 * reads it in their own words ("10 juillet 2027"), whichever module or job passed it (DESIGN: whose
 * language; a notice never carries an ISO date).
 */
export function wordFacts(
  values: Record<string, string | number>,
  language: LanguageCode,
): Record<string, string | number> {
  const reader = readerText(language);
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && CALENDAR_DAY.test(value) ? reader.day(value) : value,
    ]),
  );
}

export const noticeLanguage = (code: string | null | undefined): LanguageCode =>
  code && isLanguageCode(code) ? code : FALLBACK_LANGUAGE;

/** The rows a notice becomes for one recipient; pure, so the rules are tested without a database. */
export function noticeRows(
  notice: Notice,
  recipient: {
    email: string;
    phone: string | null;
    language: LanguageCode;
    smsAccepted: boolean;
    pushAccepted: boolean;
    pushDevices: PushDevice[];
    userId?: number;
  },
): OutboxRow[] {
  const language = recipient.language;
  const own = notice.texts[language] ?? notice.texts.en;
  const values = wordFacts(
    typeof notice.values === 'function' ? notice.values(language) : notice.values,
    language,
  );
  const key = notice.texts.i18nKey;
  const reader = readerText(notice.texts[language] ? language : FALLBACK_LANGUAGE);
  const word = (part: keyof NoticeText) => (): string =>
    key ? String(reader.t(`${key}.${part}`, values)) : fill(own[part] ?? '', values);
  const text = {
    subject: word('subject'),
    body: word('body'),
    sms: own.sms === undefined ? undefined : word('sms'),
    push: own.push === undefined ? undefined : word('push'),
  };
  const threadUrl = notice.threadUrl?.(language);
  const payload = {
    language,
    bookingId: notice.bookingId ?? null,
    kind: notice.kind,
    ...(threadUrl ? { threadUrl } : {}),
    ...notice.payload,
  };
  const subject = text.subject();
  const channels = new Set(notice.channels ?? ['email', 'sms', 'push']);
  const rows: OutboxRow[] = [];
  if (channels.has('email')) {
    rows.push({
      channel: 'email',
      recipient: recipient.email,
      subject,
      body: threadUrl ? withThreadLine(text.body(), language, threadUrl) : text.body(),
      template: notice.kind,
      payload,
    });
  }
  if (channels.has('sms') && notice.urgent && text.sms && recipient.phone && recipient.smsAccepted) {
    rows.push({
      channel: 'sms',
      recipient: recipient.phone,
      subject: null,
      body: text.sms(),
      template: notice.kind,
      payload,
    });
  }
  if (channels.has('push') && recipient.pushAccepted) {
    const deepLink =
      notice.deepLink?.(language) ??
      (notice.bookingId ? `/${language}/booking/${notice.bookingId}/detail` : `/${language}/account`);
    for (const device of recipient.pushDevices) {
      rows.push({
        channel: 'push',
        recipient: device.address,
        subject,
        body: (text.push ?? text.sms ?? text.subject)(),
        template: notice.kind,
        payload: {
          ...payload,
          userId: recipient.userId ?? null,
          deviceId: device.deviceId,
          via: device.via,
          deepLink,
          objectType: notice.object?.type ?? (notice.bookingId ? 'booking' : null),
          objectId: notice.object?.id ?? notice.bookingId ?? null,
        },
      });
    }
  }
  return rows;
}

const recipientOf = (row: RecipientRow) => ({
  email: row.email,
  phone: row.phone,
  language: noticeLanguage(row.language_code),
  smsAccepted: row.preferences.bookingSms !== false,
  pushAccepted: row.preferences.pushNotifications !== false && row.push_notif_accepted === true,
  pushDevices: row.push_devices.map((d) => ({ deviceId: Number(d.id), address: d.address, via: d.via })),
  userId: Number(row.id),
});

/** Writes the notice's outbox rows in `tx`. A deleted or suspended account gets nothing. */
export async function notify(tx: Queryable, notice: Notice): Promise<void> {
  const row = await findRecipient(tx, notice.userId);
  if (!row?.active) return;
  await insertOutboxRows(
    tx,
    withHtmlParts(noticeRows(await boatInReadersWords(tx, notice), recipientOf(row))),
  );
}

/**
 * A booking's notice names its boat (`{boat}`) by the listing's title in the reader's language, as
 * the page does, whichever module or job sent it with the booking's snapshot title (the booker's
 * words); a language the listing has no title in keeps the one given.
 */
async function boatInReadersWords(tx: Queryable, notice: Notice): Promise<Notice> {
  if (!notice.bookingId) return notice;
  const titles = await bookingListingTitles(tx, notice.bookingId);
  if (Object.keys(titles).length === 0) return notice;
  const given = notice.values;
  return {
    ...notice,
    values: (language) => {
      const values = typeof given === 'function' ? given(language) : given;
      const title = titles[language] ?? titles[language.slice(0, 2)];
      return 'boat' in values && title ? { ...values, boat: title } : values;
    },
  };
}

/** Each e-mail row with its HTML part, rendered from its own words in its recipient's language. */
export function withHtmlParts(rows: OutboxRow[]): OutboxRow[] {
  return rows.map((row) =>
    row.channel === 'email'
      ? {
          ...row,
          html: renderEmailHtml({
            language: String(row.payload.language ?? FALLBACK_LANGUAGE),
            subject: row.subject ?? '',
            body: row.body,
          }),
        }
      : row,
  );
}

/**
 * Writes many notices' outbox rows in `tx` set-wise: the recipients read in one query, the rows
 * inserted a thousand per statement (a job telling thousands of people at once). Same rules as notify.
 */
export async function notifyMany(tx: Queryable, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const recipients = new Map(
    (await findRecipients(tx, [...new Set(notices.map((n) => n.userId))])).map((r) => [Number(r.id), r]),
  );
  const rows: OutboxRow[] = [];
  for (const notice of notices) {
    const row = recipients.get(notice.userId);
    if (row?.active) rows.push(...noticeRows(notice, recipientOf(row)));
  }
  await insertOutboxRows(tx, withHtmlParts(rows));
}
