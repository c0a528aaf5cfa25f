import { dateTimeFormat, numberFormat } from '../../../shared/i18n/intlFormats.ts';
import { LANGUAGES, type LanguageCode } from '../../../shared/i18n/languages.ts';
import type { Queryable } from '../../db/connection.ts';
import { type Notice, notify, notifyMany, storedNotice } from '../notifications/service.ts';

/**
 * What an owner hears about their money (DESIGN.md, "Owner earnings and payouts"): a payout left, a payout failed, their bank details
 * changed. E-mail and push in the owner's language, written in the transaction that records the fact.
 */

export const payoutSentTexts = storedNotice('payouts.sent');

export const payoutFailedTexts = storedNotice('payouts.failed');

export const detailsChangedTexts = storedNotice('payouts.detailsChanged');

const localeOf = (language: LanguageCode) =>
  LANGUAGES.find((l) => l.code === language)?.dateLocale ?? 'en-GB';
const money = (language: LanguageCode, amount: number, currency: string) =>
  numberFormat(localeOf(language), { style: 'currency', currency }).format(amount / 100);
const date = (language: LanguageCode, at: Date) =>
  dateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(at);

const earningsPath = (language: LanguageCode) => `/${language}/account/earnings`;

type PayoutNotice = {
  id: number;
  ownerId: number;
  amount: number;
  currency: string;
  account: string;
  at: Date;
};

const payoutNotice = (payout: PayoutNotice, outcome: 'sent' | 'failed', publicUrl: string): Notice => ({
  userId: payout.ownerId,
  kind: outcome === 'sent' ? 'payouts.sent' : 'payouts.failed',
  texts: outcome === 'sent' ? payoutSentTexts : payoutFailedTexts,
  values: (language) => ({
    amount: money(language, payout.amount, payout.currency),
    account: payout.account,
    date: date(language, payout.at),
    link: `${publicUrl}${earningsPath(language)}`,
  }),
  channels: ['email', 'push'],
  deepLink: earningsPath,
  object: { type: 'payout', id: payout.id },
  payload: { payoutId: payout.id },
});

export async function noticePayout(
  tx: Queryable,
  payout: PayoutNotice,
  outcome: 'sent' | 'failed',
  publicUrl: string,
) {
  await notify(tx, payoutNotice(payout, outcome, publicUrl));
}

/** Many payouts' notices in one write (a run records its accepted payouts together). */
export async function noticePayouts(
  tx: Queryable,
  payouts: PayoutNotice[],
  outcome: 'sent' | 'failed',
  publicUrl: string,
) {
  await notifyMany(
    tx,
    payouts.map((p) => payoutNotice(p, outcome, publicUrl)),
  );
}

export async function noticeDetailsChanged(tx: Queryable, ownerId: number, account: string, at: Date) {
  await notify(tx, {
    userId: ownerId,
    kind: 'payouts.detailsChanged',
    texts: detailsChangedTexts,
    values: (language) => ({ account, date: date(language, at) }),
    channels: ['email'],
  });
}
