import { readerLanguage, readerText } from '../i18n/readerText.ts';

/** The contract PDF's words, kept in the server's i18next resources (`pdf:contract`) in every site language. */
export interface PdfTexts {
  title: { in: string; out: string };
  addendum: string;
  booking: string;
  boat: string;
  dates: string;
  renter: string;
  owner: string;
  skipper: string;
  idDocument: string;
  licence: string;
  fuel: string;
  engineHours: string;
  equipment: string;
  present: string;
  working: string;
  yes: string;
  no: string;
  damages: string;
  none: string;
  newDamage: string;
  remarks: string;
  photos: string;
  signatures: string;
  signedAt: string;
  /** Beside a signature typed by keyboard instead of drawn, before the name typed. */
  typed: string;
  hash: string;
}

/** The contract PDF's words in `language` (`pdf:contract` in the server's resources), English when unknown. */
export const pdfTextsFor = (language: string): PdfTexts =>
  readerText(readerLanguage(language)).phrases('pdf:contract') as PdfTexts;
