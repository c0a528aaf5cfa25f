import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { fr } from '../i18n/fr.ts';
import { formatsFor } from './formats.ts';

// The console's translate, reduced to what the formats use: %{placeholders} of bosun.format.*.
const translateWith =
  (table: typeof en) =>
  (key: string, options: Record<string, unknown> = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], table);
    return String(text).replace(/%\{(\w+)\}/g, (_, name) => String(options[name]));
  };

describe('figures as staff read them', () => {
  const frFormats = formatsFor('fr', translateWith(fr));
  const enFormats = formatsFor('en', translateWith(en));

  it('writes durations in hours and minutes, and days from two days', () => {
    expect(frFormats.duration(1161)).toBe('19 h 21 min');
    expect(frFormats.duration(45)).toBe('45 min');
    expect(frFormats.duration(180)).toBe('3 h');
    expect(frFormats.duration(60 * 50)).toBe('2 j 2 h');
    expect(enFormats.duration(60 * 50)).toBe('2 d 2 h');
  });

  it('writes rates with a decimal comma in French, and days in words', () => {
    expect(frFormats.percent(0.125).replace(/\s/g, ' ')).toBe('12,5 %');
    expect(enFormats.percent(0.125)).toBe('12.5%');
    expect(frFormats.day('2026-11-30')).toBe('30 nov. 2026');
    expect(enFormats.day('2026-11-30')).toBe('Nov 30, 2026');
    expect(frFormats.euros(385565).replace(/\s/g, ' ')).toBe('3 855,65 €');
    expect(frFormats.country('GB')).toBe('Royaume-Uni');
  });
});
