import { describe, expect, it } from 'vitest';
import { formatMeasure } from './numberFormat.ts';

describe('formatMeasure', () => {
  it('writes a length with the decimal separator of the page’s language', () => {
    expect(formatMeasure(5.2, 'fr')).toBe('5,2');
    expect(formatMeasure(5.2, 'de')).toBe('5,2');
    expect(formatMeasure(5.2, 'en')).toBe('5.2');
    expect(formatMeasure(12, 'el')).toBe('12');
  });
});
