import { describe, expect, it } from 'vitest';
import { maskedPhone } from './phonePrefixes.ts';

describe('maskedPhone', () => {
  it('keeps the country code and the last two digits of the number the code went to', () => {
    expect(maskedPhone('FR', '06 12 34 56 78')).toBe('+33 ••••••• 78');
    expect(maskedPhone('GR', '6912345678')).toBe('+30 •••••••• 78');
  });

  it('is null for what cannot be a phone number', () => {
    expect(maskedPhone('FR', '12')).toBeNull();
  });
});
