import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from './languages.ts';
import { pageTitle } from './titles.ts';

function siteT(language: LanguageCode) {
  const file = new URL(`../../public-site/public/i18n/bosun/${language}.json`, import.meta.url);
  const resources = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  const i18n = createInstance();
  i18n.init({
    lng: language,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    initAsync: false,
  });
  return i18n.t;
}

describe('pageTitle', () => {
  it('joins the boat-rental phrase, the licence phrase and the brand', () => {
    expect(pageTitle(siteT('en'))).toBe('Boat rental with or without licence, between individuals | Bosun');
    expect(pageTitle(siteT('fr'))).toBe('Location de bateau avec ou sans permis, entre particuliers | Bosun');
    expect(pageTitle(siteT('en-US'))).toBe(
      'Boat rental with or without license, between individuals | Bosun',
    );
  });

  it('puts a page’s own title before the brand', () => {
    expect(pageTitle(siteT('de'), 'Katamaran in Split')).toBe('Katamaran in Split | Bosun');
    expect(pageTitle(siteT('de'), '   ')).toBe(
      'Bootsverleih mit oder ohne Führerschein, von privat an privat | Bosun',
    );
  });
});
