import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(process.cwd(), 'public-site');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'public') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(path) : entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every rule of a stylesheet as [selectors, declarations]. */
const rules = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(
    ([, selectors, body]) => [selectors.trim(), body] as const,
  );

/** Addresses may break anywhere: they have no syllables. */
const ADDRESS_RULES = new Set([
  '.auth-funnel__email',
  '.chat-message__file',
  '.owner-calendar__feed-url',
  '.detail-party__contact',
  '.account-section__fixed',
]);

describe('long words (German compounds) on the site', () => {
  it('break at their syllables by the page’s language, everywhere', () => {
    const base = rules(readFileSync(join(ROOT, 'styles/base.css'), 'utf8'));
    const body = base.find(([selectors]) => selectors === 'body')?.[1] ?? '';
    expect(body).toMatch(/hyphens:\s*auto/);
    expect(body).toMatch(/overflow-wrap:\s*break-word/);
  });

  it('are never cut anywhere except in addresses (e-mails, links, file names)', () => {
    const cutAnywhere = cssFiles(ROOT).flatMap((file) =>
      rules(readFileSync(file, 'utf8'))
        .filter(([, body]) => /overflow-wrap:\s*anywhere|word-break:\s*break-all/.test(body))
        .map(([selectors]) => selectors)
        .filter((selectors) => !selectors.split(',').every((s) => ADDRESS_RULES.has(s.trim()))),
    );
    expect(cutAnywhere).toEqual([]);
  });
});
