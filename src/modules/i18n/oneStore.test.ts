import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages.ts';
import { PROJECT_ROOT } from '../../projectRoot.ts';

/**
 * DESIGN, whose language: one i18next resource set per surface, shared by the server for notices,
 * e-mails and PDFs. The server's words live in src/modules/i18n/resources/<lang>.json (read through
 * readerText), never in a table of languages written inside a module.
 */

const MODULES = join(PROJECT_ROOT, 'src/modules');
const RESOURCES = join(PROJECT_ROOT, 'src/modules/i18n/resources');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The site's languages a file writes as object keys (`fr: …`, `'pt': …`), English aside. */
function languageKeys(source: string): Set<string> {
  const others = LANGUAGE_CODES.filter((code) => !code.startsWith('en'));
  const keys = new Set<string>();
  for (const match of source.matchAll(/^\s+'?([a-z]{2})'?\s*:/gm))
    if ((others as readonly string[]).includes(match[1])) keys.add(match[1]);
  return keys;
}

/** A table of languages: most of the site's languages written as keys in one file. */
const holdsLanguageTable = (source: string) => languageKeys(source).size >= 8;

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') found.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree))
      for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  return found;
}

describe('one store for the server’s words', () => {
  it('the scan finds a table of languages and passes words read from the resources', () => {
    const table = `const T = {\n${LANGUAGE_CODES.map((code) => `  '${code}': 'x',`).join('\n')}\n};`;
    expect(holdsLanguageTable(table)).toBe(true);
    expect(holdsLanguageTable("t('notices:bookings.requestReceived.subject')\n  fr: 'fr-FR',")).toBe(false);
  });

  it('no server module holds a table of languages (its words are in the resources)', () => {
    const offenders = sourceFiles(MODULES)
      .filter((path) => holdsLanguageTable(readFileSync(path, 'utf8')))
      .map((path) => relative(MODULES, path));
    expect(offenders).toEqual([]);
  });

  it('has every server phrase in all 13 languages, with English’s placeholders', () => {
    const english = leaves(JSON.parse(readFileSync(join(RESOURCES, 'en.json'), 'utf8')));
    expect(english.size).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const own = leaves(JSON.parse(readFileSync(join(RESOURCES, `${language}.json`), 'utf8')));
      for (const [key, text] of english) {
        const translated = own.get(key);
        if (translated === undefined) failures.push(`${language} ${key}: missing`);
        else if (placeholders(translated).join() !== placeholders(text).join())
          failures.push(`${language} ${key}: placeholders ${placeholders(translated).join()}`);
      }
      for (const key of own.keys())
        if (!english.has(key)) failures.push(`${language} ${key}: not in English`);
    }
    expect(failures).toEqual([]);
  });

  it('has, for every plural phrase, each plural form its language uses (i18next’s `_one`, `_few`…)', () => {
    const failures: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const own = leaves(JSON.parse(readFileSync(join(RESOURCES, `${language}.json`), 'utf8')));
      const plurals = new Set(
        [...own.keys()].flatMap((key) => key.match(/^(.*)_(zero|one|two|few|many|other)$/)?.[1] ?? []),
      );
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const phrase of plurals)
        for (const form of forms)
          if (!own.has(`${phrase}_${form}`)) failures.push(`${language} ${phrase}_${form}: missing`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the server’s namespaces out of the site’s files (its first load is unchanged)', () => {
    const server = Object.keys(JSON.parse(readFileSync(join(RESOURCES, 'en.json'), 'utf8')));
    const site = Object.keys(
      JSON.parse(readFileSync(join(PROJECT_ROOT, 'public-site/public/i18n/bosun/en.json'), 'utf8')),
    );
    expect(server.filter((ns) => site.includes(ns))).toEqual([]);
  });
});
