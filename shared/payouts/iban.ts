/**
 * IBAN checks (ISO 13616): the country's length and format, and the mod-97 checksum. Used by the form
 * (a hint while typing) and by the server (the 400 naming the field).
 */

/** Length of the IBAN per country (SEPA and the usual others). */
export const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AE: 23,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
  TR: 26,
  MA: 28,
  TN: 24,
};

/** Spaces and case removed: `fr76 3000 …` → `FR763000…`. */
export const normaliseIban = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

/** The mod-97 remainder of an IBAN moved and turned into digits (1 for a valid one). */
function mod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type IbanProblem = 'ibanRequired' | 'ibanCountryUnknown' | 'ibanLengthInvalid' | 'ibanChecksumInvalid';

/** Null for a valid IBAN, else the message key of its problem. */
export function ibanProblem(raw: string): IbanProblem | null {
  const iban = normaliseIban(raw);
  if (!iban) return 'ibanRequired';
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'ibanChecksumInvalid';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!length) return 'ibanCountryUnknown';
  if (iban.length !== length) return 'ibanLengthInvalid';
  return mod97(iban) === 1 ? null : 'ibanChecksumInvalid';
}

/** `FR76 •••• •••• •••• •••• ••12 345` style: the country, its check digits and the last four. */
export function maskIban(raw: string): string {
  const iban = normaliseIban(raw);
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
