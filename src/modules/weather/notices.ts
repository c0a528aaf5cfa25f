import { formatMoney } from '../../../shared/currency.ts';
import { type LanguageCode, languageOf } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { readerText } from '../i18n/readerText.ts';
import { type Notice, notify, notifyMany, storedNotices } from '../notifications/service.ts';

/**
 * What weather tells the renter and the owner, in the recipient's language (e-mail and push).
 * `{{boat}}` the listing, `{{date}}` the first day, `{{gusts}}` knots, `{{waves}}` metres, `{{refund}}`
 * and `{{voucher}}` amounts, `{{newDate}}` a postponement's new first day.
 */
export const WEATHER_NOTICE_KINDS = [
  'stormAlert',
  'cancelledForWeather',
  'postponedForWeather',
  'weatherRequest',
  'weatherRequestRefused',
] as const;

export type WeatherNoticeKind = (typeof WEATHER_NOTICE_KINDS)[number];

/** Each kind's words, from the `notices:weather.<kind>` resources. */
export const WEATHER_TEXTS = storedNotices('weather', WEATHER_NOTICE_KINDS);

const dateIn = (day: string, language: LanguageCode) =>
  new Intl.DateTimeFormat(languageOf(language).dateLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const instantIn = (at: Date, language: LanguageCode, timeZone: string) =>
  new Intl.DateTimeFormat(languageOf(language).dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);

export interface WeatherNoticeFacts {
  bookingId: number;
  listingTitle: string;
  startDate: string;
  currency?: string;
  gustKn?: number;
  waveM?: number | null;
  warning?: boolean;
  refund?: number;
  voucher?: number;
  newDate?: string;
  due?: Date;
  timeZone?: string;
}

/** The notice of one kind for one party, by e-mail and push, in their language. */
function weatherNotice(kind: WeatherNoticeKind, userId: number, facts: WeatherNoticeFacts): Notice {
  const currency = { code: facts.currency ?? 'EUR', minorDigits: 2 };
  return {
    userId,
    kind: `weather.${kind}`,
    texts: WEATHER_TEXTS[kind],
    channels: ['email', 'push'],
    bookingId: facts.bookingId,
    payload: { weather: kind },
    values: (language) => ({
      boat: facts.listingTitle,
      date: dateIn(facts.startDate, language),
      gusts: Math.round(facts.gustKn ?? 0),
      waves: facts.waveM == null ? '–' : readerText(language).number(facts.waveM),
      // the suffix of the storm alert's forecast when an official warning is in force
      warning: facts.warning ? String(readerText(language).t('notices:weather.warningSuffix')) : '',
      refund: formatMoney(facts.refund ?? 0, currency, language),
      voucher: formatMoney(facts.voucher ?? 0, currency, language),
      newDate: facts.newDate ? dateIn(facts.newDate, language) : '',
      due: facts.due ? instantIn(facts.due, language, facts.timeZone ?? 'UTC') : '',
    }),
  };
}

/** Tells one party, by e-mail and push, in their language. */
export async function notifyWeather(
  tx: Queryable,
  kind: WeatherNoticeKind,
  userId: number,
  facts: WeatherNoticeFacts,
): Promise<void> {
  await notify(tx, weatherNotice(kind, userId, facts));
}

/** Tells many parties at once, set-wise (the watching job's alerts of a page of bookings). */
export async function notifyWeatherMany(
  tx: Queryable,
  kind: WeatherNoticeKind,
  told: { userId: number; facts: WeatherNoticeFacts }[],
): Promise<void> {
  await notifyMany(
    tx,
    told.map(({ userId, facts }) => weatherNotice(kind, userId, facts)),
  );
}
