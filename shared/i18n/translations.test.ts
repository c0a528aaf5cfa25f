import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPERIENCES, PRODUCT_TYPE_KEYS } from '../catalogue/catalogue.ts';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';

type Phrases = { [key: string]: string | Phrases };

function translations(language: LanguageCode): Phrases {
  const file = new URL(`../../public-site/public/i18n/bosun/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Phrases;
}

/** Every leaf as `namespace:path.to.key` (i18next's notation) with its phrase. */
function leaves(phrases: Phrases, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(phrases)) {
    const name = prefix ? `${prefix}${prefix.includes(':') ? '.' : ':'}${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, phrase] of leaves(value, name)) found.set(leaf, phrase);
    } else {
      found.set(name, value);
    }
  }
  return found;
}

function placeholders(phrase: unknown): string[] {
  return [...String(phrase).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
}

const english = leaves(translations('en'));

const SPEC_VALIDATION_KEYS = [
  'emailInvalid',
  'emailRequired',
  'firstnameInvalid',
  'firstnameMinLength',
  'firstnameRequired',
  'lastnameInvalid',
  'lastnameRequired',
  'lastnameMinLength',
  'passwordRequired',
  'phoneNumberInvalid',
  'phoneNumberRequired',
  'phonePrefixRequired',
  'firstnameAndLastnameRequired',
  'firstnameAndLastnameInvalid',
  'firstnameAndLastnameMinLength',
  'phonePrefixAndNumberRequired',
  'validationCodeRequired',
  'validationCodeInvalid',
  'thirdPartyNoEmailAccess',
];

describe('site translation files', () => {
  it('en.json has the SPEC validation messages, every product type and every experience', () => {
    for (const key of SPEC_VALIDATION_KEYS) expect(english.has(`validation:${key}`), key).toBe(true);
    for (const key of PRODUCT_TYPE_KEYS) expect(english.has(`productTypes:${key}`), key).toBe(true);
    for (const key of EXPERIENCES) expect(english.has(`experiences:${key}`), key).toBe(true);
  });

  it('every top-level entry is a namespace object, as the site loads them', () => {
    for (const language of LANGUAGE_CODES) {
      for (const [namespace, value] of Object.entries(translations(language))) {
        expect(typeof value, `${language} ${namespace}`).toBe('object');
      }
    }
  });

  describe.each(LANGUAGE_CODES)('%s.json', (language) => {
    const phrases = leaves(translations(language));

    it('has exactly the keys of en.json', () => {
      expect([...phrases.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('has no empty phrase', () => {
      for (const [key, phrase] of phrases) {
        expect(typeof phrase, key).toBe('string');
        expect(String(phrase).trim(), key).not.toBe('');
      }
    });

    it('keeps the interpolation placeholders of en.json', () => {
      for (const [key, phrase] of phrases) {
        expect(placeholders(phrase), key).toEqual(placeholders(english.get(key)));
      }
    });
  });

  it.each(LANGUAGE_CODES.filter((code) => !code.startsWith('en')))(
    '%s is translated, not an English copy',
    (language) => {
      const phrases = leaves(translations(language));
      const copied = [...phrases].filter(([key, phrase]) => phrase === english.get(key)).map(([key]) => key);
      // Brand names and words shared by every language (Catamaran, Cookies, © Bosun) may stay identical.
      expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(12);
    },
  );
});
