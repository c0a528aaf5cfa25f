import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/format.ts';
import { dateTimeFormat, numberFormat } from './intlFormats.ts';

describe('kept Intl formatters', () => {
  it('are made once per locale and options, and format as a fresh one would', () => {
    const euro = { style: 'currency', currency: 'EUR' } as const;
    expect(numberFormat('fr-FR', euro)).toBe(numberFormat('fr-FR', { ...euro }));
    expect(numberFormat('fr-FR', euro)).not.toBe(numberFormat('de-DE', euro));
    expect(numberFormat('fr-FR', euro).format(1234.5)).toBe(
      new Intl.NumberFormat('fr-FR', euro).format(1234.5),
    );
    const long = { dateStyle: 'long', timeZone: 'Europe/Paris' } as const;
    const at = new Date('2026-07-14T22:30:00Z');
    expect(dateTimeFormat('el-GR', long).format(at)).toBe(new Intl.DateTimeFormat('el-GR', long).format(at));
    expect(dateTimeFormat('el-GR', long).format(at)).toContain('15');
  });

  it('keep whole and cent amounts apart in formatMoney', () => {
    const eur = { code: 'EUR', minorDigits: 2 };
    expect(formatMoney(120000, eur, 'fr-FR')).toBe(
      new Intl.NumberFormat('fr-FR', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }).format(1200),
    );
    expect(formatMoney(120050, eur, 'fr-FR')).toMatch(/1\s?200,50\s?€/);
  });
});
