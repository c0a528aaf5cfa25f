import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { ENUM_VALUES, type EnumGroup } from './enums.ts';
import { fr } from './fr.ts';

const root = join(import.meta.dirname, '..', '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(root, dir, file), 'utf8'));
}

const serverSources = [
  ...sourcesUnder('src/modules/backoffice'),
  ...sourcesUnder('src/modules/sales'),
  ...sourcesUnder('src/modules/leads'),
  ...sourcesUnder('src/http'),
  readFileSync(join(root, 'src/app.ts'), 'utf8'),
  readFileSync(join(root, 'src/modules/auth/session.ts'), 'utf8'),
];

const matches = (sources: string[], pattern: RegExp) =>
  [...new Set(sources.flatMap((source) => [...source.matchAll(pattern)].map((m) => m[1])))].sort();

/** Every `error.code` the back office's routes can answer with. */
const serverErrorCodes = [
  ...matches(serverSources, /(?:conflict|unprocessable)\(\s*'([a-z0-9-]+)'/g),
  ...matches(serverSources, /HttpError\(\s*4\d\d,\s*'([a-z0-9-]+)'/g),
  ...matches(serverSources, /badRequest\([^;]*?,\s*'([a-z0-9-]+)',?\s*\)/g),
  // src/app.ts's PostgreSQL errors a client can cause: [status, code, message]
  ...matches(serverSources, /\[4\d\d, '([a-z0-9-]+)'/g),
  ...matches(serverSources, /code: '([a-z0-9-]+)'/g),
];

/** Every field error key (`fields.<field>`) the shared schemas and the back-office services give. */
const fieldErrorKeys = matches(
  [...serverSources, ...sourcesUnder('shared/admin'), ...sourcesUnder('shared/sales')],
  /'([a-z][A-Za-z]*(?:Required|Invalid|TooLarge|Overlaps|Repeated|Unknown|InPast|BeforeStart|AboveDeposit))'/g,
);

const get = (table: object, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], table);

/** Every translation path of a tree, e.g. `bosun.ops.autorefunds.approve`. */
const pathsOf = (tree: object, prefix: string[] = []): string[][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? pathsOf(value, [...prefix, key]) : [[...prefix, key]],
  );

describe('the console speaks English and French', () => {
  it('translates every error code the back-office API answers with, in both languages', () => {
    expect(serverErrorCodes.length).toBeGreaterThan(20);
    const missing = serverErrorCodes.flatMap((code) =>
      (['en', 'fr'] as const)
        .filter((lang) => typeof get(lang === 'en' ? en : fr, ['bosun', 'errors', code]) !== 'string')
        .map((lang) => `${lang}: bosun.errors.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('translates every field error key of the shared schemas and the services, in both languages', () => {
    expect(fieldErrorKeys).toContain('reasonRequired');
    const missing = fieldErrorKeys.flatMap((key) =>
      (['en', 'fr'] as const)
        .filter((lang) => typeof get(lang === 'en' ? en : fr, ['bosun', 'validation', key]) !== 'string')
        .map((lang) => `${lang}: bosun.validation.${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('has words for every value of every enumeration, in both languages', () => {
    const missing = (Object.keys(ENUM_VALUES) as EnumGroup[]).flatMap((group) =>
      (ENUM_VALUES[group] as readonly string[]).flatMap((value) =>
        (['en', 'fr'] as const)
          .filter((lang) => {
            const words = get(lang === 'en' ? en : fr, ['bosun', 'enums', group, value]);
            return typeof words !== 'string' || words.trim() === '';
          })
          .map((lang) => `${lang}: bosun.enums.${group}.${value}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('has the same keys and placeholders in French as in English', () => {
    const enPaths = pathsOf(en).map((p) => p.join('.'));
    const frPaths = pathsOf(fr).map((p) => p.join('.'));
    expect(frPaths.sort()).toEqual(enPaths.sort());
    const placeholders = (text: unknown) => [...String(text).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const different = pathsOf(en).filter(
      (path) => placeholders(get(en, path)).join() !== placeholders(get(fr, path)).join(),
    );
    expect(different.map((p) => p.join('.'))).toEqual([]);
  });
});
