import { describe, expect, it } from 'vitest';
import { ibanProblem, maskIban } from './iban.ts';

describe('IBAN checks', () => {
  it('accepts valid IBANs of several countries, with spaces and lower case', () => {
    expect(ibanProblem('FR76 3000 6000 0112 3456 7890 189')).toBeNull();
    expect(ibanProblem('de89370400440532013000')).toBeNull();
    expect(ibanProblem('GB29 NWBK 6016 1331 9268 19')).toBeNull();
    expect(ibanProblem('NL91ABNA0417164300')).toBeNull();
  });
  it('names the problem: checksum, length for the country, unknown country, empty', () => {
    expect(ibanProblem('FR76 3000 6000 0112 3456 7890 188')).toBe('ibanChecksumInvalid');
    expect(ibanProblem('FR76 3000 6000 0112 3456 7890 18')).toBe('ibanLengthInvalid');
    expect(ibanProblem('ZZ12 3456')).toBe('ibanCountryUnknown');
    expect(ibanProblem('  ')).toBe('ibanRequired');
    expect(ibanProblem('FR76-3000-!!')).toBe('ibanChecksumInvalid');
  });
  it('masks all but the country, check digits and last four', () => {
    expect(maskIban('FR76 3000 6000 0112 3456 7890 189')).toBe('FR76 •••• 0189');
  });
});
