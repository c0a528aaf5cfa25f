import { FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import { readerText } from '../i18n/readerText.ts';

export const offerLanguage = (code: string): LanguageCode =>
  isLanguageCode(code) ? code : FALLBACK_LANGUAGE;

/** `/fr/account/offers/<hash>`: the renter's offer page, in the quote's language. */
export const offerPath = (languageCode: string, hash: string) =>
  localizedPath(offerLanguage(languageCode), `/account/offers/${hash}`);

/** The e-mail a renter gets when a quote is sent, in the quote's language (`notices:propales.offer`). */
export function offerEmail(opts: {
  languageCode: string;
  salesName: string;
  url: string;
  validUntil: string | null;
  message: string | null;
}) {
  const language = offerLanguage(opts.languageCode);
  const { t, day } = readerText(language);
  const word = (key: string, values?: Record<string, string>) =>
    String(t(`notices:propales.offer.${key}`, values));
  const body = [
    word('intro', { name: opts.salesName }),
    opts.message ?? '',
    `${word('cta')}: ${opts.url}`,
    // the last day is a calendar day, written in the renter's words (DESIGN: whose language)
    opts.validUntil ? word('valid', { date: day(opts.validUntil) }) : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: word('subject'), body };
}
