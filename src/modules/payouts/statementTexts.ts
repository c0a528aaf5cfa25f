import { readerLanguage, readerText } from '../i18n/readerText.ts';

/**
 * The words of the owner's yearly statement (DESIGN.md, "Owner earnings and payouts": what a platform
 * reports for each seller, DAC7), kept in the server's i18next resources (`pdf:yearlyStatement`) in
 * every site language. Figures and dates are never written there: `Intl` formats them for the
 * reader's locale.
 */
export interface StatementTexts {
  /** `{{year}}` is the year */
  title: string;
  issuedOn: string;
  period: string;
  owner: string;
  platform: string;
  summary: string;
  bookings: string;
  gross: string;
  commission: string;
  damages: string;
  net: string;
  payoutsSent: string;
  /** `{{count}}` is the number of payouts */
  payoutsCount: string;
  columns: {
    reference: string;
    startDate: string;
    listing: string;
    gross: string;
    commission: string;
    net: string;
  };
  noBookings: string;
  /** `{{page}}` and `{{pages}}` */
  page: string;
  footer: string;
}

/** The statement's words in `language` (`pdf:yearlyStatement` in the server's resources), English when unknown. */
export function statementTextsFor(language: string): StatementTexts {
  return readerText(readerLanguage(language)).phrases('pdf:yearlyStatement') as StatementTexts;
}
