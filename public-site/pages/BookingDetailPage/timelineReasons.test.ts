import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages.ts';
import { createSiteI18n, type Translations } from '../../app/i18n.ts';
import { reasonWords } from './TimelineSection.tsx';

const wordsIn = (language: (typeof LANGUAGE_CODES)[number]) => {
  const file = join(import.meta.dirname, '../../public/i18n/bosun', `${language}.json`);
  const translations = JSON.parse(readFileSync(file, 'utf8')) as Translations;
  return createSiteI18n(language, translations).getFixedT(language);
};

describe('the history’s system codes in the page’s language (DESIGN: whose language)', () => {
  it('words an approved refund in every language, never as its code', () => {
    for (const language of LANGUAGE_CODES) {
      const words = reasonWords('autorefundApproved', wordsIn(language) as never);
      expect(words, language).not.toBe('autorefundApproved');
      expect(words, language).toMatch(/Bosun/);
    }
    expect(reasonWords('autorefundApproved', wordsIn('el') as never)).toBe(
      'Η επιστροφή χρημάτων εγκρίθηκε από την ομάδα της Bosun',
    );
  });
});
